import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../server/src/context';
import { call, freshIp, ROOT, startApiPair, type ApiPair, type ApiProcess } from '../support/cluster';
import { TEST_DB_KIND } from '../support/server';

/**
 * Scale-out (issue 18): two real API processes (child processes, each with its own caches) on
 * one database — the throwaway PostgreSQL under `npm test`, else one SQLite file (WAL) — behave
 * as one site. A write through A is seen by the next read through B for every cache; races
 * split over both stay exactly-once with no ledger drift; the login throttle and the global
 * rate limit hold across both; the import CLI (a third process) is seen at once.
 */
const RATE = 60;
let pair: ApiPair;
let A: ApiProcess;
let B: ApiProcess;
let url: string;
let ctx: AppContext;
let admin: string;

beforeAll(async () => {
  pair = await startApiPair({ RATE_LIMIT_PER_MINUTE: String(RATE), RATE_LIMIT_STORE: 'db' });
  ({ A, B, url, ctx, admin } = pair);
}, 200_000);

afterAll(async () => {
  await pair?.stop();
});

let seq = 0;
async function member(base = A.base): Promise<{ id: number; token: string; username: string }> {
  seq++;
  const username = `so_${process.pid}_${seq}`;
  const r = await call(base, 'POST', '/v1/user', { body: { username, password: 'password-123', email: `${username}@example.com` } });
  expect(r.body.code, r.body.msg).toBe(200);
  return { id: r.body.data.info.id, token: r.body.data.token, username };
}

const setConfig = async (values: Record<string, unknown>) => {
  const r = await call(A.base, 'PUT', '/admin/v1/config', { token: admin, body: { values } });
  expect(r.body.code, r.body.msg).toBe(200);
};

async function noDrift(): Promise<void> {
  expect(await ctx.services.ledger.drift()).toEqual([]);
}

describe(`scale-out: a write through process A is seen by the next read through B (${TEST_DB_KIND})`, () => {
  it('approve a share → anonymous search through B (search order cache + anonymous reply cache)', async () => {
    const kw = '跨进程星际穿越';
    const search = () => call(B.base, 'GET', `/v1/resource/search?kw=${encodeURIComponent(kw)}`);
    // nothing matches every word yet (issue 28 may list partial matches: 星际穿越 alone)
    expect((await search()).body.data.exact_total).toBe(0);
    const second = await search();
    expect(second.headers.get('x-cache')).toBe('hit'); // B now holds the empty answer
    const sharer = await member();
    const shared = await call(A.base, 'POST', '/auth/v1/resource/share', { token: sharer.token, body: { items: [{ title: `${kw} 蓝光原盘`, url: 'https://pan.baidu.com/s/1crossprocess', pwd: 'ab12' }] } });
    expect(shared.body.code, shared.body.msg).toBe(200);
    const id = shared.body.data.created[0];
    const ok = await call(A.base, 'POST', '/admin/v1/share_union/approve', { token: admin, body: { ids: [id] } });
    expect(ok.body.code, ok.body.msg).toBe(200);
    const after = await search();
    expect(after.headers.get('x-cache')).toBeNull();
    expect(after.body.data.exact_total).toBe(1);
    expect(after.body.data.list[0].id).toBe(id);
  });

  it('pin an article → anonymous /v1/article/fixed and the list through B (forum list cache)', async () => {
    const author = await member();
    const cates = await call(B.base, 'GET', '/v1/article/cates');
    const cateId = (cates.body.data.list ?? cates.body.data)[0].id;
    const art = await call(A.base, 'POST', '/auth/v1/article', { token: author.token, body: { title: '跨进程置顶测试文章', cate_id: cateId, content: '正文内容足够长，用来测试置顶。' } });
    expect(art.body.code, art.body.msg).toBe(200);
    const titles = (r: { body: { data: { list: Array<{ title: string }> } } }) => r.body.data.list.map((a) => a.title);
    await call(B.base, 'GET', '/v1/article/fixed');
    const cached = await call(B.base, 'GET', '/v1/article/fixed');
    expect(cached.headers.get('x-cache')).toBe('hit');
    expect(titles(cached)).not.toContain('跨进程置顶测试文章');
    expect((await call(A.base, 'PUT', '/admin/v1/article/status', { token: admin, body: { id: art.body.data.id, fixed: 1 } })).body.code).toBe(200);
    expect(titles(await call(B.base, 'GET', '/v1/article/fixed'))).toContain('跨进程置顶测试文章');
  });

  it('publish an article → forum search through B (forum match cache); a reply → reply list through B', async () => {
    const q = '跨进程论坛搜索词';
    const find = () => call(B.base, 'GET', `/v1/article/search?q=${encodeURIComponent(q)}`);
    expect((await find()).body.data.total).toBe(0);
    expect((await find()).body.data.total).toBe(0);
    const author = await member();
    const cates = await call(B.base, 'GET', '/v1/article/cates');
    const cateId = (cates.body.data.list ?? cates.body.data)[0].id;
    const art = await call(A.base, 'POST', '/auth/v1/article', { token: author.token, body: { title: `${q} 文章`, cate_id: cateId, content: '正文内容足够长，用来测试搜索。' } });
    expect(art.body.code, art.body.msg).toBe(200);
    expect((await find()).body.data.total).toBe(1);

    const replies = () => call(B.base, 'GET', `/v1/article/${art.body.data.id}/reply?page=1`);
    expect((await replies()).body.data.total).toBe(0);
    expect((await replies()).headers.get('x-cache')).toBe('hit');
    await setConfig({ reply_new_account_minutes: 0 });
    const replier = await member();
    const rep = await call(A.base, 'POST', `/auth/v1/article/${art.body.data.id}/reply`, { token: replier.token, body: { content: '跨进程的回复内容' } });
    expect(rep.body.code, rep.body.msg).toBe(200);
    expect((await replies()).body.data.total).toBe(1);

    // a member reading through B: the shared page of floors and the member's blocked ids are
    // cached in B (issue 34.2), and follow writes made through A — a second reply, then a block
    const reader = await member();
    const asReader = () => call(B.base, 'GET', `/v1/article/${art.body.data.id}/reply?page=1`, { token: reader.token });
    const seen = async () => ((await asReader()).body.data.list as Array<{ content: string | null; status: string; can_delete: boolean }>);
    expect((await seen()).map((r) => r.status)).toEqual(['visible']);
    expect((await seen()).map((r) => r.status)).toEqual(['visible']);
    const rep2 = await call(A.base, 'POST', `/auth/v1/article/${art.body.data.id}/reply`, { token: reader.token, body: { content: '读者自己的回复' } });
    expect(rep2.body.code, rep2.body.msg).toBe(200);
    expect((await seen()).map((r) => [r.content, r.can_delete])).toEqual([['跨进程的回复内容', false], ['读者自己的回复', true]]);
    const blocked = await call(A.base, 'POST', '/auth/v1/user/block', { token: reader.token, body: { user_id: replier.id } });
    expect(blocked.body.code, blocked.body.msg).toBe(200);
    expect((await seen()).map((r) => r.status)).toEqual(['blocked', 'visible']);
    expect((await call(A.base, 'POST', '/auth/v1/user/remove_block', { token: reader.token, body: { block: replier.id } })).body.code).toBe(200);
    expect((await seen()).map((r) => r.status)).toEqual(['visible', 'visible']);
  });

  it('change the notice → /v1/web_setting/more through B (site settings snapshot)', async () => {
    const read = async () => (await call(B.base, 'GET', '/v1/web_setting/more?name=notice')).body.data[0]?.value;
    await read();
    const all = (await call(A.base, 'GET', '/admin/v1/web_setting/all', { token: admin })).body.data as Array<{ id: number; name: string }>;
    const notice = all.find((s) => s.name === 'notice')!;
    for (const text of ['跨进程公告一', '跨进程公告二']) {
      expect((await call(A.base, 'PUT', `/admin/v1/web_setting/${notice.id}`, { token: admin, body: { value: text } })).body.code).toBe(200);
      expect(await read()).toBe(text);
    }
  });

  it('ban a word → search through B refuses it (banned words cache, reply cache onHit)', async () => {
    const kw = '跨进程违禁测试';
    const search = () => call(B.base, 'GET', `/v1/resource/search?kw=${encodeURIComponent(kw)}`);
    expect((await search()).body.code).toBe(200);
    expect((await search()).body.code).toBe(200);
    expect((await call(A.base, 'POST', '/admin/v1/bankey', { token: admin, body: { keywords: kw } })).body.code).toBe(200);
    const refused = await search();
    expect(refused.body.code).toBe(444);
  });

  it('change a price → the next exchange through B charges it (site config)', async () => {
    const m = await member(B.base); // 10 coins
    const buy = () => call(B.base, 'POST', '/auth/v1/user/exchange', { token: m.token, body: { type: 'vip', payload: 1 } });
    await setConfig({ vip_price_per_day: 3 });
    expect((await buy()).body.code).toBe(200);
    await setConfig({ vip_price_per_day: 4 });
    expect((await buy()).body.code).toBe(200);
    expect(await ctx.services.ledger.balance(m.id)).toBe(10 - 3 - 4);
    await noDrift();
  });

  it('the import CLI (another process) adds resources → the next search through B finds them', async () => {
    const kw = '跨进程导入资源';
    const search = () => call(B.base, 'GET', `/v1/resource/search?kw=${encodeURIComponent(kw)}`);
    expect((await search()).body.data.exact_total).toBe(0); // partial matches (导入 alone) may follow
    expect((await search()).headers.get('x-cache')).toBe('hit');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ujuso-import-'));
    const file = path.join(dir, 'rows.jsonl');
    fs.writeFileSync(file, [1, 2, 3].map((i) => JSON.stringify({ title: `${kw} 第${i}集`, url: `https://pan.quark.cn/s/crossimport${i}` })).join('\n') + '\n');
    await new Promise<void>((resolve, reject) =>
      execFile(process.execPath, ['--import', 'tsx', 'scripts/import.ts', file], { cwd: ROOT, env: { ...process.env, DATABASE_URL: url } }, (err, stdout, stderr) =>
        err ? reject(new Error(`${err.message}\n${stdout}\n${stderr}`)) : resolve(),
      ),
    );
    fs.rmSync(dir, { recursive: true, force: true });
    expect((await search()).body.data.exact_total).toBe(3);
  });
});

/**
 * On PostgreSQL exactly one request wins each race. On SQLite two processes share one writer:
 * a transaction that collides with the other process's write is refused at once with the 503
 * envelope (SQLITE_BUSY; docs/operations.md), so at most one wins — never two — and the money
 * matches the winners exactly.
 */
function winners(rs: Array<{ status: number; body: { code: number; msg: string } }>, ok: (r: { status: number; body: { code: number } }) => boolean): number {
  const n = rs.filter(ok).length;
  for (const r of rs) {
    expect(r.status).not.toBe(500);
    if (r.status === 503) expect(r.body.msg).toBe('数据库暂时不可用，请稍后再试');
  }
  if (TEST_DB_KIND === 'postgres') expect(n).toBe(1);
  else expect(n).toBeLessThanOrEqual(1);
  return n;
}

describe(`scale-out: races split over both processes (${TEST_DB_KIND})`, () => {
  const N = 50;
  const split = <T,>(f: (base: string, i: number) => Promise<T>) => Promise.all(Array.from({ length: N }, (_, i) => f(i % 2 ? B.base : A.base, i)));

  it('50 concurrent sign-ins of one member → exactly one reward', async () => {
    const m = await member();
    const rs = await split((base) => call(base, 'POST', '/auth/v1/sign/day', { token: m.token, body: { content: '并发签到', time_id: '1' } }));
    const won = winners(rs, (r) => r.body.code === 200);
    const rewards = await ctx.db.selectFrom('ledger').select('id').where('user_id', '=', m.id).where('kind', '=', 'sign_in').execute();
    expect(rewards).toHaveLength(won);
    await noDrift();
  });

  it('50 concurrent VIP exchanges only one balance can pay → exactly one', async () => {
    await setConfig({ vip_price_per_day: 1, vip_exchange_days: 10 });
    const m = await member(); // 10 coins: one 10-day package
    const rs = await split((base) => call(base, 'GET', '/auth/v1/user/exchange_vip', { token: m.token }));
    const won = winners(rs, (r) => r.body.code === 200);
    expect(await ctx.services.ledger.balance(m.id)).toBe(10 - 10 * won);
    await noDrift();
  });

  it('50 concurrent egg smashes only one balance can pay → exactly one bet', async () => {
    const table = [{ id: 'none', name: '谢谢参与', kind: 'none', amount: 0, weight: 1, stock: null }];
    await setConfig({ game_egg_prizes: JSON.stringify(table), game_egg_price: 10, game_bets_per_minute: 10000 });
    const m = await member();
    const rs = await split((base, i) => call(base, 'POST', '/auth/v1/game/egg', { token: m.token, body: { egg: i % 9 } }));
    const won = winners(rs, (r) => r.status === 200);
    expect(await ctx.services.ledger.balance(m.id)).toBe(10 - 10 * won);
    await noDrift();
  });
});

describe(`scale-out: accepts split over both processes (${TEST_DB_KIND})`, () => {
  it('50 members accepting one 石头剪刀布 game through A and B at once → exactly one plays', async () => {
    const grant = (id: number, amount: number) => ctx.services.ledger.credit(ctx.db, { userId: id, amount, kind: 'test_grant', ref: 'test' });
    const creator = await member();
    await grant(creator.id, 1000);
    const rivals: Array<{ id: number; token: string }> = [];
    for (let i = 0; i < 50; i++) rivals.push(await member(i % 2 ? B.base : A.base));
    for (const r of rivals) await grant(r.id, 500);
    const g = await call(A.base, 'POST', '/auth/v1/game/stone', { token: creator.token, body: { move: 'rock', stake: 100 } });
    expect(g.body.code, g.body.msg).toBe(200);
    const rs = await Promise.all(rivals.map((m, i) => call(i % 2 ? B.base : A.base, 'POST', `/auth/v1/game/stone/${g.body.data.id}/accept`, { token: m.token, body: { move: 'paper' } })));
    const won = winners(rs, (r) => r.status === 200);
    for (const r of rs) expect([200, 409, 503]).toContain(r.status);
    const stakes = await ctx.db.selectFrom('ledger').select('user_id').where('ref', '=', `stone:${g.body.data.id}`).where('kind', '=', 'stone_stake').execute();
    expect(stakes).toHaveLength(1 + won);
    await noDrift();
  });
});

describe(`scale-out: limits hold across both processes (${TEST_DB_KIND})`, () => {
  it('login brute force: the 6th wrong password from one address is throttled whichever process answers', async () => {
    const m = await member();
    const ip = freshIp();
    const codes: number[] = [];
    for (let i = 0; i < 8; i++) {
      const r = await call(i % 2 ? B.base : A.base, 'POST', '/v1/user/login', { ip, body: { username: m.username, password: `wrong-${i}` } });
      codes.push(r.status);
    }
    expect(codes.slice(0, 5).every((c) => c !== 429)).toBe(true);
    expect(codes.slice(5)).toEqual([429, 429, 429]);
  });

  it(`global rate limit: ${RATE}/min per address over both processes, not ${RATE} per process`, async () => {
    // stay inside one fixed minute window
    const left = 60_000 - (Date.now() % 60_000);
    if (left < 15_000) await new Promise((r) => setTimeout(r, left + 100));
    const ip = freshIp();
    const rs = await Promise.all(Array.from({ length: RATE + 20 }, (_, i) => call(i % 2 ? B.base : A.base, 'GET', '/v1/web_setting/more?name=notice', { ip })));
    expect(rs.filter((r) => r.status === 200)).toHaveLength(RATE);
    const limited = rs.filter((r) => r.status === 429);
    expect(limited).toHaveLength(20);
    expect(limited[0].body.msg).toMatch(/请求过于频繁/);
    // (with per-process counters each process would have let its 40 through: 80 answers)
  });
});
