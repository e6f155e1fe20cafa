import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTING_NAMES } from '../../src/api/webSettings';
import { ACCOUNT_SETTING_DEFAULTS } from '../../server/src/services/account-settings';
import { PUBLIC_WEB_SETTING_NAMES } from '../../server/src/services/web-settings-service';
import { adminToken } from '../support/accounts';
import { ADMIN_PASSWORD, createTestApp, TEST_DB_KIND, type TestApp } from '../support/server';

/** Issue 21, class 5: the public settings read answers only the spec's public names. */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t, ADMIN_PASSWORD);
});
afterAll(async () => {
  await t.close();
});

const more = (names: readonly string[], headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/v1/web_setting/more?${names.map((n) => `name=${encodeURIComponent(n)}`).join('&')}`, headers });

describe(`public site settings come from an allow-list (${TEST_DB_KIND})`, () => {
  it('the allow-list is exactly the names the client reads (spec §3)', () => {
    expect([...PUBLIC_WEB_SETTING_NAMES].sort()).toEqual([...SETTING_NAMES].sort());
  });

  it('every spec name is answered; a private setting stored beside them never is, for anyone', async () => {
    const created = await t.app.inject({
      method: 'POST', url: '/admin/v1/web_setting', headers: { authorization: `Bearer ${admin}` },
      payload: { name: 'smtp_secret_token', value: 'do-not-leak-0123' },
    });
    expect(created.json().code).toBe(200);
    const privateNames = ['smtp_secret_token', ...Object.keys(ACCOUNT_SETTING_DEFAULTS)];
    // the config page's values are stored as settings too: make sure each exists as a row
    for (const name of Object.keys(ACCOUNT_SETTING_DEFAULTS)) {
      await t.app.inject({ method: 'POST', url: '/admin/v1/web_setting', headers: { authorization: `Bearer ${admin}` }, payload: { name, value: ACCOUNT_SETTING_DEFAULTS[name as keyof typeof ACCOUNT_SETTING_DEFAULTS] } });
    }
    const all = (await t.app.inject({ method: 'GET', url: '/admin/v1/web_setting/all', headers: { authorization: `Bearer ${admin}` } })).json().data as { name: string }[];
    expect(all.map((r) => r.name)).toEqual(expect.arrayContaining(privateNames));

    for (const headers of [{}, { authorization: `Bearer ${admin}` }] as Record<string, string>[]) {
      const res = await more([...SETTING_NAMES, ...privateNames], headers);
      expect(res.statusCode).toBe(200);
      const names = (res.json().data as { name: string }[]).map((d) => d.name);
      expect(names.sort()).toEqual([...SETTING_NAMES].sort());
      expect(res.body).not.toContain('do-not-leak-0123');
      const only = await more(['smtp_secret_token'], headers);
      expect(only.json()).toEqual({ code: 200, msg: '成功', data: [] });
    }
  });
});
