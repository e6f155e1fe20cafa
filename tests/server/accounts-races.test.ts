import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, expectNoDrift, register } from '../support/accounts';
import { listenTestApp, TEST_DB_KIND, type TestApp } from '../support/server';

/**
 * Races: 50 requests at once, where exactly one may succeed. Fired over a real listening HTTP
 * server (fetch) and over app.inject, on SQLite and on PostgreSQL (TEST_DATABASE_URL).
 */
let t: TestApp;
let base: string;

beforeAll(async () => {
  ({ t, base } = await listenTestApp());
});
afterAll(async () => {
  await t.close();
});

async function http(method: string, path: string, token?: string, body?: unknown): Promise<{ status: number; body: { code: number; msg: string; data: unknown } }> {
  const res = await fetch(base + path, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: await res.json() };
}

const N = 50;
const successes = (rs: { body: { code: number } }[]) => rs.filter((r) => r.body.code === 200).length;

describe(`races (${TEST_DB_KIND})`, () => {
  it('50 concurrent sign-ins by one user → exactly one success, one reward', async () => {
    const m = await register(t, 'race_signer');
    const rs = await Promise.all(Array.from({ length: N }, (_, i) => http('POST', '/auth/v1/sign/day', m.token, { content: `第 ${i} 次`, time_id: i })));
    expect(successes(rs)).toBe(1);
    for (const r of rs) expect([200, 400]).toContain(r.status);
    expect(rs.filter((r) => r.body.msg === '今天已经签到过了，明天再来吧')).toHaveLength(N - 1);
    const signs = await t.ctx.db.selectFrom('sign_records').select('id').where('user_id', '=', m.id).execute();
    expect(signs).toHaveLength(1);
    expect(await t.ctx.services.ledger.balance(m.id)).toBe(10 + 5);
    await expectNoDrift(t);
  });

  it('50 concurrent daily login rewards → exactly one grant', async () => {
    const m = await register(t, 'race_login');
    const rs = await Promise.all(Array.from({ length: N }, () => http('POST', '/auth/v1/sign/login', m.token)));
    expect(rs.every((r) => r.status === 200)).toBe(true);
    expect(rs.filter((r) => (r.body.data as { granted: boolean }).granted)).toHaveLength(1);
    expect(await t.ctx.services.ledger.balance(m.id)).toBe(10 + 3);
    await expectNoDrift(t);
  });

  it('50 concurrent VIP exchanges that only one balance can pay → exactly one success', async () => {
    const m = await register(t, 'race_buyer');
    await t.ctx.services.ledger.credit(t.ctx.db, { userId: m.id, amount: 290, kind: 'test', ref: 'topup' }); // 300 = one package
    const rs = await Promise.all(Array.from({ length: N }, () => http('GET', '/auth/v1/user/exchange_vip', m.token)));
    expect(successes(rs)).toBe(1);
    expect(rs.filter((r) => r.status === 400 && r.body.msg.startsWith('金币不足'))).toHaveLength(N - 1);
    expect(await t.ctx.services.ledger.balance(m.id)).toBe(0);
    const orders = await t.ctx.db.selectFrom('orders').select('id').where('user_id', '=', m.id).execute();
    expect(orders).toHaveLength(1);
    await expectNoDrift(t);
  });

  it('50 concurrent mixed exchanges (vip days and invite codes) from one balance never overspend', async () => {
    const m = await register(t, 'race_mixed');
    await t.ctx.db.insertInto('web_settings').values({ name: 'show_buy_invite_code', value: 'true', updated_at: 0 })
      .onConflict((oc) => oc.column('name').doUpdateSet({ value: 'true' })).execute();
    t.ctx.repos.webSettings.invalidate(); // written behind the repository's cache
    await t.ctx.services.ledger.credit(t.ctx.db, { userId: m.id, amount: 240, kind: 'test', ref: 'topup' }); // 250 coins
    const rs = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        t.app.inject({
          method: 'POST', url: '/auth/v1/user/exchange', headers: auth(m),
          payload: i % 2 ? { type: 'invite_code' } : { type: 'vip', payload: 10 },
        }),
      ),
    );
    const ok = rs.filter((r) => r.json().code === 200);
    const spent = ok.reduce((s, r) => s + (r.json().data.order.cost as number), 0);
    expect(spent).toBeLessThanOrEqual(250);
    expect(spent).toBeGreaterThan(150); // 250 coins buy at least two things, whatever the order
    expect(await t.ctx.services.ledger.balance(m.id)).toBe(250 - spent);
    for (const r of rs) expect(r.statusCode).toBeLessThan(500);
    await expectNoDrift(t);
  });

  it('50 users redeem the same CD key at once → exactly one gets it', async () => {
    const [key] = await t.ctx.services.exchange.createCdKeys('coin', 1000, 1);
    const users = [];
    for (let i = 0; i < N; i++) users.push(await register(t, `race_key_${i}`));
    const rs = await Promise.all(users.map((u) => http('POST', '/auth/v1/user/exchange', u.token, { type: 'cd_key', payload: key })));
    expect(successes(rs)).toBe(1);
    expect(rs.filter((r) => r.body.msg === '该卡密已被使用')).toHaveLength(N - 1);
    await expectNoDrift(t);
  });

  it('50 concurrent free-VIP claims → exactly one', async () => {
    const m = await register(t, 'race_free');
    const rs = await Promise.all(Array.from({ length: N }, () => http('GET', '/auth/v1/user/free_vip', m.token)));
    expect(successes(rs)).toBe(1);
    const user = await t.ctx.repos.users.byId(m.id);
    expect(Number(user!.vip_expired)).toBe(t.clock.now() + 3 * 86_400_000);
  });

  it('50 concurrent registrations of one username → exactly one account', async () => {
    const rs = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        t.app.inject({
          method: 'POST', url: '/v1/user', remoteAddress: `10.77.0.${i + 1}`,
          payload: { username: 'RaceName', password: 'password-123', email: `race${i}@example.com` },
        }),
      ),
    );
    expect(rs.filter((r) => r.json().code === 200)).toHaveLength(1);
    for (const r of rs.filter((x) => x.json().code !== 200)) expect(r.json()).toMatchObject({ code: 409 });
    await expectNoDrift(t);
  });

  it('admin grants and user spends racing on one account keep the ledger exact', async () => {
    const m = await register(t, 'race_admin');
    const { ledger } = t.ctx.services;
    await Promise.all([
      ...Array.from({ length: 25 }, (_, i) => ledger.credit(t.ctx.db, { userId: m.id, amount: 7, kind: 'test', ref: `c${i}` })),
      ...Array.from({ length: 25 }, (_, i) => ledger.debit(t.ctx.db, { userId: m.id, amount: 5, kind: 'test', ref: `d${i}` }).catch(() => null)),
    ]);
    const balance = await ledger.balance(m.id);
    expect(balance).toBe(await ledger.sumFor(m.id));
    expect(balance).toBeGreaterThanOrEqual(0);
    await expectNoDrift(t);
  });
});
