import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoDrift } from '../support/accounts';
import { listenTestApp, TEST_DB_KIND, type TestApp } from '../support/server';
import { makeCategory, makeUser, publish, type TestUser } from './forum-helpers';
import { setConfig } from './pvp-helpers';

/**
 * Issue 27 item 3: one global lock order (ADR 0008 "round 3"). Races over real HTTP on the
 * database of the run (the deadlocks were PostgreSQL's; SQLite serialises writers and must simply
 * stay correct). Each race counts the 5xx answers, which must be 0.
 */
let t: TestApp;
let base: string;
let admin: TestUser;
let cate: number;

beforeAll(async () => {
  ({ t, base } = await listenTestApp());
  admin = await makeUser(t, { role: 'admin' });
  cate = await makeCategory(t, admin, '锁顺序');
  await setConfig(t, { reply_rate_per_10min: '1000', article_tip_coin: '1', game_stone_max_open: '100' });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

type Reply = { status: number; body: { code: number; msg: string; data: any } }; // eslint-disable-line @typescript-eslint/no-explicit-any

async function post(user: TestUser, path: string, body: unknown = {}): Promise<Reply> {
  const res = await fetch(base + path, { method: 'POST', headers: { ...user.auth, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Reply['body'] };
}

/** Runs the tasks `width` at a time (a pool, like a client with that many connections). */
async function pool<T>(tasks: Array<() => Promise<T>>, width: number): Promise<T[]> {
  const out: T[] = new Array(tasks.length);
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < tasks.length) {
      const i = next++;
      out[i] = await tasks[i]();
    }
  }));
  return out;
}

function serverErrors(replies: Reply[]): string[] {
  return replies.filter((r) => r.status >= 500).map((r) => `${r.status} ${r.body.msg}`);
}

describe(`lock order (${TEST_DB_KIND})`, () => {
  it('150 replies from 10 members 10 at a time, the article author among them: 0 × 5xx, floors gapless', async () => {
    const author = await makeUser(t, { name: `lock_author_${Math.random().toString(36).slice(2, 6)}` });
    const members = [author, ...(await Promise.all(Array.from({ length: 9 }, (_, i) => makeUser(t, { name: `lock_m${i}_${Math.random().toString(36).slice(2, 6)}` }))))];
    const art = await publish(t, author, { title: '热闹的帖子', cate_id: cate });
    // the author replies every other turn; the others also quote/mention each other (more rows to notify)
    const tasks = Array.from({ length: 150 }, (_, i) => {
      const who = i % 2 === 0 ? author : members[1 + (i % 9)];
      return () => post(who, `/auth/v1/article/${art.id}/reply`, { content: `第 ${i} 条回复` });
    });
    const replies = await pool(tasks, 10);
    expect(serverErrors(replies)).toEqual([]);
    expect(replies.every((r) => r.status === 200)).toBe(true);
    const floors = replies.map((r) => r.body.data.reply.floor as number).sort((a, b) => a - b);
    expect(floors).toEqual(Array.from({ length: 150 }, (_, i) => i + 2));
    // the author was notified of every reply that was not theirs, exactly once each
    const notes = await t.ctx.db.selectFrom('messages').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', author.id).executeTakeFirstOrThrow();
    expect(Number(notes.n)).toBe(75);
  }, 120_000);

  it('two members tip each other’s articles at the same time, 40 rounds: 0 × 5xx, no ledger drift', async () => {
    const a = await makeUser(t, { coins: 1000 });
    const b = await makeUser(t, { coins: 1000 });
    const artA = await publish(t, a, { title: '甲的文章', cate_id: cate });
    const artB = await publish(t, b, { title: '乙的文章', cate_id: cate });
    const tasks = Array.from({ length: 80 }, (_, i) => (i % 2 === 0
      ? () => post(a, `/auth/v1/article/appreciate/${artB.id}`)
      : () => post(b, `/auth/v1/article/appreciate/${artA.id}`)));
    const replies = await pool(tasks, 10);
    expect(serverErrors(replies)).toEqual([]);
    expect(replies.every((r) => r.status === 200)).toBe(true);
    await expectNoDrift(t);
    expect(await t.ctx.services.ledger.balance(a.id)).toBe(1000);
    expect(await t.ctx.services.ledger.balance(b.id)).toBe(1000);
  }, 120_000);

  it('PvP settlements race tips between the same two members and replies that notify them: 0 × 5xx, money whole', async () => {
    const [low, high] = [await makeUser(t, { coins: 5000 }), await makeUser(t, { coins: 5000 })].sort((x, y) => x.id - y.id);
    const artLow = await publish(t, low, { title: '低号的文章', cate_id: cate });
    // the lower id opens 30 games; the higher id accepts them while tipping the lower id's article
    // (a transfer high → low) and replying there (a message to low)
    const games: number[] = [];
    for (let i = 0; i < 30; i++) {
      const r = await post(low, '/auth/v1/game/stone', { move: 'rock', stake: 10 });
      expect(r.status, r.body.msg).toBe(200);
      games.push(r.body.data.id as number);
    }
    const tasks: Array<() => Promise<Reply>> = [];
    for (const id of games) {
      tasks.push(() => post(high, `/auth/v1/game/stone/${id}/accept`, { move: 'paper' }));
      tasks.push(() => post(high, `/auth/v1/article/appreciate/${artLow.id}`));
      tasks.push(() => post(low, `/auth/v1/article/${artLow.id}/reply`, { content: '楼主自己回复' }));
    }
    const replies = await pool(tasks, 10);
    expect(serverErrors(replies)).toEqual([]);
    expect(replies.every((r) => r.status === 200), JSON.stringify(replies.filter((r) => r.status !== 200).map((r) => r.body.msg))).toBe(true);
    await expectNoDrift(t);
  }, 120_000);
});
