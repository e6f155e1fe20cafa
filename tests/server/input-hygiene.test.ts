import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findBadText, isStorableText } from '../../server/src/plugins/input-hygiene';
import { adminToken, auth, expectNoDrift, register } from '../support/accounts';
import { ADMIN_PASSWORD, createTestApp, TEST_DB_KIND, type TestApp } from '../support/server';

/** Issue 20: invalid Unicode is refused for every text field; an empty JSON body is no body. */

let t: TestApp;
let admin: { token: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = { token: await adminToken(t, ADMIN_PASSWORD) };
});
afterAll(async () => {
  await t.close();
});

describe('the text check', () => {
  it('finds lone surrogates and U+0000 anywhere, keys included; keeps pairs, CJK and emoji', () => {
    for (const ok of ['', 'abc', '中文', '😀 emoji', 'tab\tnew\nline', '\uD83D\uDE00']) expect(isStorableText(ok), ok).toBe(true);
    for (const bad of ['ab\ud800cd', '\udc00x', 'x\ud800', '\udfff\ud800', 'nul\u0000']) expect(isStorableText(bad), JSON.stringify(bad)).toBe(false);
    expect(findBadText({ a: 'ok', b: [{ c: 'fine' }, { d: 'x\ud800' }] })).toBe('b.1.d');
    expect(findBadText({ ['k\udc00']: 1 })).toBe('k\udc00');
    expect(findBadText({ a: ['ok', 1, null, true] })).toBeNull();
    // a deep body is walked without recursion
    let deep: unknown = 'end\ud800';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findBadText(deep)?.split('.').length).toBe(100_000);
  });
});

describe(`invalid Unicode and empty JSON bodies over the API (${TEST_DB_KIND})`, () => {
  it('a lone surrogate or NUL in a body, query or path field → 400 naming the field, never a 500', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/admin/v1/hotkey', headers: auth(admin), payload: { keyword: '测试热词甲' } });
    expect(created.json().code, created.body).toBe(200);
    const id = created.json().data.id as number;
    for (const keyword of ['ab\ud800cd', '\udc00x', 'a\u0000b']) {
      for (const [method, url] of [['PUT', `/admin/v1/hotkey/${id}`], ['POST', '/admin/v1/hotkey']] as const) {
        const res = await t.app.inject({ method, url, headers: { ...auth(admin), 'content-type': 'application/json' }, payload: JSON.stringify({ keyword }) });
        expect(res.statusCode, `${method} ${url} ${JSON.stringify(keyword)}`).toBe(400);
        expect(res.json()).toEqual({ code: 400, msg: '参数错误：请求体字段 keyword 含有无效的 Unicode 字符', data: null });
      }
    }
    const member = await register(t, 'unicode_member');
    const article = await t.app.inject({
      method: 'POST', url: '/auth/v1/article', headers: { ...auth(member), 'content-type': 'application/json' },
      payload: '{"title":"标题","cate_id":1,"content":"正文\\ud800","source_link":""}',
    });
    expect(article.json()).toEqual({ code: 400, msg: '参数错误：请求体字段 content 含有无效的 Unicode 字符', data: null });
    const search = await t.app.inject({ method: 'GET', url: '/v1/resource/search?kw=%00abc' });
    expect(search.json()).toEqual({ code: 400, msg: '参数错误：查询参数字段 kw 含有无效的 Unicode 字符', data: null });
    await expectNoDrift(t);
  });

  it('an empty body with Content-Type application/json is accepted where no body is expected, refused by schema where one is', async () => {
    const m = await register(t, 'empty_body');
    for (const payload of ['', '  ']) {
      const res = await t.app.inject({ method: 'POST', url: '/auth/v1/sign/login', headers: { ...auth(m), 'content-type': 'application/json' }, payload });
      expect(res.statusCode).toBe(200);
      expect(res.json().code).toBe(200);
    }
    const login = await t.app.inject({ method: 'POST', url: '/v1/user/login', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(login.statusCode).toBe(400);
    expect(login.json().msg).toMatch(/^参数错误：请求体/);
    const logout = await t.app.inject({ method: 'POST', url: '/auth/v1/user/logout', headers: { ...auth(m), 'content-type': 'application/json; charset=utf-8' }, payload: '' });
    expect(logout.json()).toEqual({ code: 200, msg: '已退出登录', data: null });
    await expectNoDrift(t);
  });

  it('a throttle key longer than its column (a 250-character e-mail) is no 500 (found by the fuzzer on PostgreSQL)', async () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.com`;
    const res = await t.app.inject({ method: 'POST', url: '/v1/user/find_pass', payload: { email } });
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect(res.json().msg).toMatch(/[\u4e00-\u9fff]/);
  });
});
