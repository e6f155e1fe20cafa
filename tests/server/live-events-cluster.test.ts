import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startApiPair, type ApiPair } from '../support/cluster';
import { TEST_DB_KIND } from '../support/server';
import { openSse } from '../support/sse';

/**
 * The live channel across processes (issue 33, ADR 0033c): two real API processes on one
 * database (the throwaway PostgreSQL under `npm test`, else one SQLite file). A member's tabs hold
 * streams on BOTH processes; a 私信 sent through A, an admin's coin adjustment through A and a
 * message through B reach every open tab, wherever it is connected, without a reload.
 */
let pair: ApiPair;

beforeAll(async () => {
  pair = await startApiPair({ LIVE_POLL_MS: '100' });
}, 200_000);
afterAll(async () => {
  await pair?.stop();
});

let seq = 0;
async function member(base: string): Promise<{ id: number; token: string; username: string }> {
  seq++;
  const username = `live_${process.pid % 10000}_${seq}`;
  const r = await call(base, 'POST', '/v1/user', { body: { username, password: 'password-123', email: `${username}@example.com` } });
  expect(r.body.code, r.body.msg).toBe(200);
  return { id: r.body.data.info.id, token: r.body.data.token, username };
}

async function stream(base: string, token: string) {
  const tk = await call(base, 'POST', '/auth/v1/events/ticket', { token });
  expect(tk.body.code, tk.body.msg).toBe(200);
  const s = await openSse(`${base}/auth/v1/events?ticket=${tk.body.data.ticket}`);
  expect(s.status).toBe(200);
  await s.next((e) => e.event === 'ready');
  return s;
}

describe(`live events cross processes (${TEST_DB_KIND})`, () => {
  it('a 私信 through A reaches the recipient\'s tabs on A and on B; a ticket from A opens a stream on B', async () => {
    const { A, B } = pair;
    const alice = await member(A.base);
    const bob = await member(B.base);
    const tabOnB = await stream(B.base, bob.token);
    const tabOnA = await stream(A.base, bob.token);
    // a ticket is a database row: asked for on A, redeemed on B
    const tk = await call(A.base, 'POST', '/auth/v1/events/ticket', { token: bob.token });
    const third = await openSse(`${B.base}/auth/v1/events?ticket=${tk.body.data.ticket}`);
    expect(third.status).toBe(200);

    const sent = await call(A.base, 'POST', `/auth/v1/pm/${bob.id}`, { token: alice.token, body: { content: '跨进程的私信' } });
    expect(sent.body.code, sent.body.msg).toBe(200);
    for (const tab of [tabOnB, tabOnA, third]) {
      const e = await tab.next((x) => x.event === 'pm');
      expect(JSON.parse(e.data)).toMatchObject({ from_user_id: alice.id, from_username: alice.username, excerpt: '跨进程的私信', unread_pm_count: 1 });
    }
    // alice's own stream on B got nothing of it
    const aliceTab = await stream(B.base, alice.token);
    await call(B.base, 'POST', `/auth/v1/pm/${alice.id}`, { token: bob.token, body: { content: '回复你' } });
    expect(JSON.parse((await aliceTab.next((x) => x.event === 'pm')).data).excerpt).toBe('回复你');
    expect(tabOnB.events.filter((x) => x.event === 'pm')).toHaveLength(1);
    for (const s of [tabOnA, tabOnB, third, aliceTab]) s.close();
  });

  it('a balance change and a system message written by A reach a tab on B', async () => {
    const { A, B, admin } = pair;
    const carol = await member(A.base);
    const tab = await stream(B.base, carol.token);
    const adj = await call(A.base, 'PUT', `/admin/v1/user/${carol.id}`, { token: admin, body: { coin_delta: 15, reason: '活动奖励' } });
    expect(adj.body.code, adj.body.msg).toBe(200);
    const balance = JSON.parse((await tab.next((x) => x.event === 'balance')).data);
    expect(balance).toMatchObject({ delta: 15, coin: adj.body.data.coin });
    // the register reward (before the tab opened) was not replayed to it
    expect(tab.events.filter((e) => e.event === 'balance')).toHaveLength(1);
    const notice = JSON.parse((await tab.next((x) => x.event === 'notice')).data);
    expect(notice).toMatchObject({ kind: 'reward', title: '金币变动通知' });
    // event ids only grow on one stream
    const ids = tab.events.filter((e) => e.id).map((e) => Number(e.id));
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    tab.close();
  });

  it('many events from both processes at once: every one arrives once on each tab', async () => {
    const { A, B } = pair;
    const dora = await member(A.base);
    const senders = [await member(A.base), await member(B.base), await member(A.base), await member(B.base)];
    const tabs = [await stream(A.base, dora.token), await stream(B.base, dora.token)];
    const sent = await Promise.all(
      senders.flatMap((s, i) =>
        Array.from({ length: 3 }, (_, k) => call(i % 2 ? B.base : A.base, 'POST', `/auth/v1/pm/${dora.id}`, { token: s.token, body: { content: `批量 ${i}-${k}` } })),
      ),
    );
    expect(sent.map((r) => `${r.status} ${r.body.msg}`)).toEqual(sent.map(() => '200 已发送'));
    for (const tab of tabs) {
      await tab.next(() => tab.events.filter((e) => e.event === 'pm').length >= 12, 15_000).catch(() => undefined);
      const got = tab.events.filter((e) => e.event === 'pm').map((e) => JSON.parse(e.data).excerpt as string);
      expect(got.sort()).toEqual(senders.flatMap((_, i) => [0, 1, 2].map((k) => `批量 ${i}-${k}`)).sort());
      tab.close();
    }
  });
});
