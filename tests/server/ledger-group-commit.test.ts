import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoDrift, register } from '../support/accounts';
import { call } from '../support/cluster';
import { listenTestApp, TEST_DB_KIND, type TestApp } from '../support/server';

/**
 * Group commit of coin transactions (ADR 0019): on SQLite the ledger runs that arrive in the same
 * event-loop turn share one COMMIT, each in its own savepoint. These tests fire many movements at
 * once, over a real listening HTTP server and directly, and check that every movement is still
 * exactly-once, a failing one takes none of the others down, and the ledger never drifts. On
 * PostgreSQL (no group commit) the same assertions hold with one transaction per run.
 */
let t: TestApp;
let base: string;

beforeAll(async () => {
  ({ t, base } = await listenTestApp());
});
afterAll(async () => {
  await t.close();
});

const rowsOf = async (userId: number) =>
  Number((await t.ctx.db.selectFrom('ledger').select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow()).n);

describe(`ledger group commit (${TEST_DB_KIND})`, () => {
  it('runs started together share commits on SQLite (one transaction each on PostgreSQL), each one counted once', async () => {
    const { ledger } = t.ctx.services;
    const m = await register(t, 'gc_direct');
    const before = { ...ledger.groupStats };
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => ledger.run((trx) => ledger.credit(trx, { userId: m.id, amount: 1, kind: 'test', ref: `gc:${i}` }))),
    );
    // every run saw the one before it: balances 11 … 50 (10 from registration), each exactly once
    expect(results.map((r) => r.balance).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => 11 + i));
    expect(await ledger.balance(m.id)).toBe(50);
    expect(await rowsOf(m.id)).toBe(41);
    if (TEST_DB_KIND === 'sqlite') {
      expect(ledger.groupStats.jobs - before.jobs).toBe(40);
      expect(ledger.groupStats.batches - before.batches).toBeLessThan(40);
      expect(ledger.groupStats.largest).toBeGreaterThan(1);
    }
    await expectNoDrift(t);
  });

  it('a failing movement in a batch is rolled back alone; the others commit', async () => {
    const { ledger } = t.ctx.services;
    const m = await register(t, 'gc_mixed'); // 10 coins
    const runs = Array.from({ length: 30 }, (_, i) =>
      ledger.run(async (trx) => {
        await ledger.credit(trx, { userId: m.id, amount: 100, kind: 'test', ref: `gc-mixed:${i}` });
        // every third run fails AFTER its credit was written: that credit must vanish with it
        if (i % 3 === 0) throw new Error(`boom ${i}`);
        // every third + 1 run tries to take more than anyone can have: refused by the guard
        if (i % 3 === 1) await ledger.debit(trx, { userId: m.id, amount: 1_000_000, kind: 'test', ref: `gc-mixed-debit:${i}` });
        return i;
      }),
    );
    const settled = await Promise.allSettled(runs);
    const ok = settled.filter((s) => s.status === 'fulfilled');
    const failed = settled.filter((s): s is PromiseRejectedResult => s.status === 'rejected');
    expect(ok).toHaveLength(10);
    expect(failed).toHaveLength(20);
    expect(failed.filter((f) => String((f.reason as Error).message).startsWith('boom'))).toHaveLength(10);
    expect(failed.filter((f) => String((f.reason as Error).message).startsWith('金币不足'))).toHaveLength(10);
    expect(await ledger.balance(m.id)).toBe(10 + 10 * 100);
    expect(await rowsOf(m.id)).toBe(1 + 10);
    await expectNoDrift(t);
  });

  it('50 members signing in and 50 VIP exchanges at once over HTTP: each paid once, the one that cannot pay refused', async () => {
    const members = await Promise.all(Array.from({ length: 50 }, (_, i) => register(t, `gc_member_${i}`)));
    const signs = await Promise.all(members.map((m, i) => call(base, 'POST', '/auth/v1/sign/day', { token: m.token, body: { content: '签到', time_id: i } })));
    expect(signs.every((r) => r.body.code === 200)).toBe(true);
    // and again, all at once: every second attempt refused
    const again = await Promise.all(members.map((m, i) => call(base, 'POST', '/auth/v1/sign/day', { token: m.token, body: { content: '签到', time_id: i } })));
    expect(again.every((r) => r.status === 400 && r.body.msg === '今天已经签到过了，明天再来吧')).toBe(true);
    for (const m of members.slice(0, 5)) expect(await t.ctx.services.ledger.balance(m.id)).toBe(10 + 5);
    // 15 coins each: VIP 1 day costs 10 → each member pays once; a second concurrent exchange of
    // the same member finds 5 coins and is refused (in the same batch or the next)
    const exchanges = await Promise.all(
      members.flatMap((m) => [0, 1].map(() => call(base, 'POST', '/auth/v1/user/exchange', { token: m.token, body: { type: 'vip', payload: 1 } }))),
    );
    expect(exchanges.filter((r) => r.body.code === 200)).toHaveLength(50);
    expect(exchanges.filter((r) => r.status === 400 && r.body.msg.startsWith('金币不足'))).toHaveLength(50);
    for (const m of members) expect(await t.ctx.services.ledger.balance(m.id)).toBe(5);
    const orders = await t.ctx.db.selectFrom('orders').select('id').where('user_id', 'in', members.map((m) => m.id)).execute();
    expect(orders).toHaveLength(50);
    await expectNoDrift(t);
  });
});
