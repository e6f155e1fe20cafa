import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../server/src/services/login-guard-service';
import { expectNoDrift } from '../support/accounts';
import { listen, rawRequest } from '../support/security';
import { createTestApp, TEST_DB_KIND, type TestApp } from '../support/server';

/**
 * Issue 21, class 2: the per-IP registration limit is one atomic check-and-record, so 50
 * parallel POST /v1/user from one address create at most LIMITS.registerPerIp accounts (each
 * with its welcome coins) — raced over real sockets on SQLite and PostgreSQL.
 */

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  ({ port } = await listen(t));
});
afterAll(async () => {
  await t.close();
});

const registerRaw = (i: number, tag: string) =>
  rawRequest(port, 'POST', '/v1/user', {
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: `${tag}_${i}`, password: 'password-123', email: `${tag}_${i}@example.com` }),
  });

async function usersNamed(prefix: string): Promise<{ id: number; coin: number }[]> {
  const rows = await t.ctx.db.selectFrom('users').select(['id', 'coin', 'username']).execute();
  return rows.filter((r) => r.username.startsWith(prefix)).map((r) => ({ id: r.id, coin: Number(r.coin) }));
}

describe(`registration limit under concurrency (${TEST_DB_KIND})`, () => {
  it('50 parallel registrations from one IP → at most the limit, the rest 429, no coin farming', async () => {
    const max = LIMITS.registerPerIp.max;
    const rs = await Promise.all(Array.from({ length: 50 }, (_, i) => registerRaw(i, 'farm')));
    const ok = rs.filter((r) => r.status === 200);
    const refused = rs.filter((r) => r.status === 429);
    expect(ok.length).toBeGreaterThan(0);
    expect(ok.length).toBeLessThanOrEqual(max);
    expect(ok.length + refused.length, rs.filter((r) => r.status !== 200 && r.status !== 429).map((r) => `${r.status} ${r.body}`).join('\n')).toBe(50);
    for (const r of refused) expect(JSON.parse(r.body)).toEqual({ code: 429, msg: '注册过于频繁，请稍后再试', data: null });
    const created = await usersNamed('farm_');
    expect(created).toHaveLength(ok.length);
    const welcome = await t.ctx.db.selectFrom('ledger').select('user_id').where('kind', '=', 'register_reward').execute();
    expect(welcome.filter((w) => created.some((c) => c.id === w.user_id))).toHaveLength(ok.length);
    await expectNoDrift(t);
    // the window is an hour: the same address is still refused a little later
    t.clock.advance(30 * 60_000);
    expect((await registerRaw(99, 'farm')).status).toBe(ok.length === max ? 429 : 200);
  });

  it('a failed registration gives its slot back: a taken name does not use up the limit', async () => {
    t.clock.advance(2 * 60 * 60_000);
    const dup = await registerRaw(0, 'slot');
    expect(dup.status).toBe(200);
    for (let i = 0; i < 15; i++) expect((await registerRaw(0, 'slot')).status).toBe(409);
    const rs = await Promise.all(Array.from({ length: 20 }, (_, i) => registerRaw(i + 1, 'slot')));
    expect(rs.filter((r) => r.status === 200)).toHaveLength(LIMITS.registerPerIp.max - 1);
    await expectNoDrift(t);
  });
});
