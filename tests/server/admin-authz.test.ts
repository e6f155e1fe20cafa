import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, register } from '../support/accounts';
import { createTestApp, TEST_DB_KIND, type TestApp } from '../support/server';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Every /admin route from the OpenAPI document, with path params filled in. */
async function adminRoutes(): Promise<{ method: string; url: string }[]> {
  const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
  const out: { method: string; url: string }[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    if (!path.startsWith('/admin/v1/')) continue;
    for (const method of Object.keys(ops)) out.push({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, '1') });
  }
  return out;
}

describe(`admin authorization matrix (${TEST_DB_KIND})`, () => {
  it('every admin route: anonymous → 403 请登录, normal user → 403, nothing audited', async () => {
    const routes = await adminRoutes();
    const urls = routes.map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /admin/v1/audit/', 'GET /admin/v1/dashboard/', 'GET /admin/v1/config/', 'PUT /admin/v1/config/',
        'GET /admin/v1/netdisk_cate/', 'POST /admin/v1/netdisk_cate/', 'PUT /admin/v1/netdisk_cate/1', 'DELETE /admin/v1/netdisk_cate/1',
        'GET /admin/v1/hotkey/', 'POST /admin/v1/hotkey/', 'PUT /admin/v1/hotkey/order', 'PUT /admin/v1/hotkey/1', 'DELETE /admin/v1/hotkey/1',
        'GET /admin/v1/bankey/', 'POST /admin/v1/bankey/', 'DELETE /admin/v1/bankey/1',
        'GET /admin/v1/cd_key/', 'POST /admin/v1/cd_key/', 'GET /admin/v1/cd_key/export',
        'GET /admin/v1/invite_code/', 'POST /admin/v1/invite_code/',
        'GET /admin/v1/share_union/pending', 'POST /admin/v1/share_union/approve', 'POST /admin/v1/share_union/reject',
        'GET /admin/v1/share_union/resource', 'GET /admin/v1/share_union/resource/1', 'PUT /admin/v1/share_union/resource/1',
        'PUT /admin/v1/share_union/resource/1/validity', 'DELETE /admin/v1/share_union/resource/1',
        'GET /admin/v1/bbs_cate/', 'PUT /admin/v1/article/status', 'GET /admin/v1/web_setting/all', 'GET /admin/v1/user/',
      ]),
    );
    const member = await register(t, 'plain_member');
    for (const r of routes) {
      const payload = ['POST', 'PUT'].includes(r.method) ? { ids: [1], values: { login_reward_coin: 1 }, keywords: 'x', count: 1 } : undefined;
      const anon = await t.app.inject({ method: r.method as 'GET', url: r.url, payload });
      expect(anon.statusCode, `anonymous ${r.method} ${r.url}`).toBe(403);
      expect(anon.json()).toEqual({ code: 403, msg: '请登录', data: null });
      const user = await t.app.inject({ method: r.method as 'GET', url: r.url, headers: auth(member), payload });
      expect(user.statusCode, `user ${r.method} ${r.url}`).toBe(403);
      expect(user.json()).toEqual({ code: 403, msg: '无权访问：需要管理员权限', data: null });
    }
    expect(await t.ctx.db.selectFrom('audit_log').selectAll().execute()).toEqual([]);
  });
});
