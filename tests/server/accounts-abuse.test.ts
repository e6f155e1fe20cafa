import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, login, register } from '../support/accounts';
import { createTestApp, TEST_DB_KIND, type TestApp } from '../support/server';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Every route of a group from the OpenAPI document, with path params filled in. */
async function routesUnder(prefix: string): Promise<{ method: string; url: string }[]> {
  const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
  const out: { method: string; url: string }[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    if (!path.startsWith(prefix)) continue;
    for (const method of Object.keys(ops)) out.push({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, '1') });
  }
  return out;
}

describe(`abuse (${TEST_DB_KIND})`, () => {
  // Login throttles (growing delays, known devices, no hard lock): security-login-throttle.test.ts (issue 21).

  it('logout kills the token: x-login false and 403', async () => {
    const m = await register(t, 'leaver');
    const out = await t.app.inject({ method: 'POST', url: '/auth/v1/user/logout', headers: auth(m) });
    expect(out.json()).toEqual({ code: 200, msg: '已退出登录', data: null });
    const after = await t.app.inject({ method: 'GET', url: '/auth/v1/user/info', headers: auth(m) });
    expect(after.statusCode).toBe(403);
    expect(after.headers['x-login']).toBe('false');
    expect(after.json()).toEqual({ code: 403, msg: '请登录', data: null });
  });

  it('a password change keeps the session that made it and signs out every other one (issue 30)', async () => {
    const m = await register(t, 'changer');
    const second = (await login(t, 'changer', m.password, '10.70.0.1')).json().data.token as string;
    const third = (await login(t, 'changer', m.password, '10.70.0.4')).json().data.token as string;
    const res = await t.app.inject({ method: 'PUT', url: '/auth/v1/user/info', headers: auth(m), payload: { password: 'new-password-1', old_password: m.password } });
    expect(res.json()).toMatchObject({ code: 200, msg: '密码已修改，其他设备上的登录已退出' });
    for (const token of [second, third]) {
      const r = await t.app.inject({ method: 'GET', url: '/auth/v1/user/info', headers: { authorization: `Bearer ${token}` } });
      expect(r.statusCode).toBe(403);
      expect(r.headers['x-login']).toBe('false');
    }
    const mine = await t.app.inject({ method: 'GET', url: '/auth/v1/user/info', headers: auth(m) });
    expect(mine.json().code).toBe(200);
    expect((await login(t, 'changer', m.password, '10.70.0.2')).statusCode).toBe(400);
    expect((await login(t, 'changer', 'new-password-1', '10.70.0.3')).json().code).toBe(200);
  });

  it('every /auth route without a token → 403 请登录', async () => {
    const routes = await routesUnder('/auth/v1/');
    expect(routes.length).toBeGreaterThanOrEqual(15);
    expect(routes.map((r) => r.url)).toEqual(expect.arrayContaining(['/auth/v1/user/info', '/auth/v1/sign/day', '/auth/v1/user/exchange']));
    for (const r of routes) {
      const res = await t.app.inject({ method: r.method as 'GET', url: r.url, payload: ['POST', 'PUT'].includes(r.method) ? {} : undefined });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
      expect(res.json()).toEqual({ code: 403, msg: '请登录', data: null });
    }
  });

  it('every /admin route as a normal user → 403', async () => {
    const m = await register(t, 'not_admin');
    const routes = await routesUnder('/admin/v1/');
    expect(routes.map((r) => r.url)).toEqual(expect.arrayContaining(['/admin/v1/user/', '/admin/v1/user/1', '/admin/v1/user/infos/1']));
    for (const r of routes) {
      const res = await t.app.inject({ method: r.method as 'GET', url: r.url, headers: auth(m), payload: ['POST', 'PUT'].includes(r.method) ? {} : undefined });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
      expect(res.json()).toEqual({ code: 403, msg: '无权访问：需要管理员权限', data: null });
    }
  });

  it('a user reads and changes only their own data', async () => {
    const a = await register(t, 'owner_a');
    const b = await register(t, 'owner_b');
    await t.app.inject({ method: 'GET', url: '/auth/v1/user/free_vip', headers: auth(b) });
    const bMsgs = (await t.app.inject({ method: 'GET', url: '/auth/v1/message', headers: auth(b) })).json().data.list as { id: number }[];
    // A cannot delete or mark B's messages
    const del = await t.app.inject({ method: 'DELETE', url: `/auth/v1/message/${bMsgs[0].id}`, headers: auth(a) });
    expect(del.json()).toEqual({ code: 404, msg: '消息不存在', data: null });
    const mark = await t.app.inject({ method: 'PUT', url: '/auth/v1/message/read', headers: auth(a), payload: { ids: bMsgs.map((x) => x.id) } });
    expect(mark.json().data.changed).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/auth/v1/user/info', headers: auth(b) })).json().data.unread_msg_count).toBe(2);
    // A sees only A's orders, coins and info
    expect((await t.app.inject({ method: 'GET', url: '/auth/v1/order', headers: auth(a) })).json().data.total).toBe(0);
    const coinA = (await t.app.inject({ method: 'GET', url: '/auth/v1/user/coin', headers: auth(a) })).json().data.list as { ref: string }[];
    expect(coinA.every((e) => e.ref === `user:${a.id}`)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/auth/v1/user/info', headers: auth(a) })).json().data.id).toBe(a.id);
    // the public statistics never show private fields
    const stats = (await t.app.inject({ method: 'GET', url: `/v1/user/statistics/${b.id}` })).json().data;
    expect(stats).not.toHaveProperty('email');
    expect(stats).not.toHaveProperty('last_login_ip');
    // no body field lets a user change role or coins
    await t.app.inject({ method: 'PUT', url: '/auth/v1/user/info', headers: auth(a), payload: { avatar: '2', role: 'admin', coin: 1e9, id: b.id } });
    const rowB = await t.ctx.repos.users.byId(b.id);
    expect(rowB!.avatar).toBe('');
    const rowA = await t.ctx.repos.users.byId(a.id);
    expect(rowA).toMatchObject({ role: 'user', coin: 10, avatar: '2' });
  });
});
