import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, expectNoDrift, register } from '../support/accounts';
import { ADMIN_PASSWORD, listenTestApp, TEST_DB_KIND, type TestApp } from '../support/server';

/**
 * Bets racing over a real listening HTTP server, on SQLite and PostgreSQL (TEST_DATABASE_URL):
 * no coin created or destroyed, every bet with its ledger rows, nonces used once each.
 */
let t: TestApp;
let base: string;

beforeAll(async () => {
  ({ t, base } = await listenTestApp());
  const admin = await adminToken(t, ADMIN_PASSWORD);
  const res = await http('PUT', '/admin/v1/config', admin, { values: { game_bets_per_minute: 10000 } });
  expect(res.body.code).toBe(200);
});
afterAll(async () => {
  await t.close();
});

async function http(method: string, path: string, token?: string, body?: unknown): Promise<{ status: number; body: { code: number; msg: string; data: any } }> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const res = await fetch(base + path, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: await res.json() };
}

const N = 50;

async function everyBetHasItsLedgerRows(userId: number) {
  const bets = await t.ctx.db.selectFrom('game_bets').select(['id', 'stake', 'payout', 'nonce']).where('user_id', '=', userId).orderBy('nonce').execute();
  for (const b of bets) {
    const rows = await t.ctx.db.selectFrom('ledger').select(['delta', 'kind']).where('ref', '=', `game_bet:${b.id}`).orderBy('id').execute();
    const expected = [{ delta: -b.stake, kind: 'game_stake' }, ...(b.payout > 0 ? [{ delta: b.payout, kind: 'game_payout' }] : [])];
    expect(rows).toEqual(expected);
  }
  // one nonce per bet, none skipped, none reused
  expect(bets.map((b) => b.nonce)).toEqual(bets.map((_, i) => i));
  return bets;
}

describe(`game races (${TEST_DB_KIND})`, () => {
  it('50 concurrent smashes whose price the balance pays only once → exactly one accepted', async () => {
    const admin = await adminToken(t, ADMIN_PASSWORD);
    // a table that never pays back: the first smash leaves the balance at 0
    const table = [{ id: 'none', name: '谢谢参与', kind: 'none', amount: 0, weight: 1, stock: null }];
    expect((await http('PUT', '/admin/v1/config', admin, { values: { game_egg_prizes: JSON.stringify(table), game_egg_price: 10 } })).body.code).toBe(200);
    const m = await register(t); // 10 coins
    const rs = await Promise.all(Array.from({ length: N }, (_, i) => http('POST', '/auth/v1/game/egg', m.token, { egg: i % 9 })));
    expect(rs.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = rs.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(N - 1);
    for (const r of refused) expect(r.body).toEqual({ code: 400, msg: '金币不足：需要 10 金币，当前余额 0 金币', data: null });
    expect(await t.ctx.services.ledger.balance(m.id)).toBe(0);
    expect(await everyBetHasItsLedgerRows(m.id)).toHaveLength(1);
    await expectNoDrift(t);
  });

  it('50 concurrent stakes of the whole balance on 大 → only the bets the balance could pay, in order, are accepted', async () => {
    const m = await register(t);
    // 大 pays 1:1; after the first bet the balance is 0 (lost) or 20 (won). Race 50 bets of 10
    // with 20 coins: at most two can be paid for if the first wins — so use a stake of 15.
    await t.ctx.services.ledger.credit(t.ctx.db, { userId: m.id, amount: 5, kind: 'admin_adjust', ref: 'test' }); // 15
    const rs = await Promise.all(Array.from({ length: N }, () => http('POST', '/auth/v1/game/guess', m.token, { choice: 'big', stake: 15 })));
    const ok = rs.filter((r) => r.status === 200);
    const bets = await everyBetHasItsLedgerRows(m.id);
    // after a win the balance is 30 and two more could pay; the count must equal the bets stored
    expect(ok).toHaveLength(bets.length);
    expect(bets.length).toBeGreaterThanOrEqual(1);
    const expected = 15 + bets.reduce((a, b) => a - b.stake + b.payout, 0);
    expect(await t.ctx.services.ledger.balance(m.id)).toBe(expected);
    expect(expected).toBeGreaterThanOrEqual(0);
    if (bets[0].payout === 0) expect(bets).toHaveLength(1);
    await expectNoDrift(t);
  });

  it('5 users × 30 concurrent mixed bets: balances equal start − stakes + payouts, no drift', async () => {
    const users = await Promise.all(Array.from({ length: 5 }, () => register(t)));
    for (const u of users) await t.ctx.services.ledger.credit(t.ctx.db, { userId: u.id, amount: 90, kind: 'admin_adjust', ref: 'test' }); // 100 each
    const choices = ['big', 'small', 'odd', 'even', 'any_triple', 'triple_3'];
    const rs = await Promise.all(
      users.flatMap((u, ui) =>
        Array.from({ length: 30 }, (_, i) =>
          i % 5 === 4 ? http('POST', '/auth/v1/game/egg', u.token, { egg: 1 }) : http('POST', '/auth/v1/game/guess', u.token, { choice: choices[(i + ui) % 6], stake: 1 + ((i * 7 + ui) % 9) }),
        ),
      ),
    );
    for (const r of rs) expect([200, 400]).toContain(r.status);
    let accepted = 0;
    for (const u of users) {
      const bets = await everyBetHasItsLedgerRows(u.id);
      accepted += bets.length;
      expect(await t.ctx.services.ledger.balance(u.id)).toBe(100 + bets.reduce((a, b) => a - b.stake + b.payout, 0));
    }
    expect(accepted).toBe(rs.filter((r) => r.status === 200).length);
    await expectNoDrift(t);
  });
});
