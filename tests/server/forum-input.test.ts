import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DB_KIND, type TestApp } from '../support/server';
import { makeCategory, makeUser, publish, type TestUser } from './forum-helpers';

let t: TestApp;
let admin: TestUser;
let alice: TestUser;
let cate: number;
let articleId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeUser(t, { role: 'admin' });
  alice = await makeUser(t, { coins: 1000 });
  cate = await makeCategory(t, admin, '输入测试');
  articleId = (await publish(t, admin, { title: '输入测试文章', cate_id: cate })).id;
});
afterAll(async () => {
  await t.close();
});

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  as?: 'admin' | 'alice';
  payload?: unknown;
  raw?: string;
  type?: string;
}

function expect4xx(res: { statusCode: number; body: string }, label: string): void {
  expect(res.statusCode, `${label} → ${res.statusCode} ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, `${label} → ${res.body.slice(0, 200)}`).toBeLessThan(500);
  const body = JSON.parse(res.body);
  expect(body.code, label).toBe(res.statusCode);
  expect(body.data, label).toBeNull();
  expect(body.msg, label).toMatch(/[\u4e00-\u9fff]/);
}

async function send(c: Call) {
  const headers: Record<string, string> = {};
  if (c.as) headers.authorization = (c.as === 'admin' ? admin : alice).auth.authorization;
  if (c.raw !== undefined) {
    headers['content-type'] = c.type ?? 'application/json';
    return t.app.inject({ method: c.method, url: c.url, headers, payload: c.raw });
  }
  return t.app.inject({ method: c.method, url: c.url, headers, ...(c.payload === undefined ? {} : { payload: c.payload as object }) });
}

const BAD_IDS = ['abc', '0', '-5', '1.5', '99999999999999999999', '2147483648', '1e3', '%20', '%E4%B8%89', 'null'];

describe(`forum: bad input is a 4xx envelope, never a 500 (${TEST_DB_KIND})`, () => {
  it('bad ids on every :id route', async () => {
    const routes: Array<(id: string) => Call> = [
      (id) => ({ method: 'GET', url: `/v1/article/${id}` }),
      (id) => ({ method: 'GET', url: `/v1/article/user/${id}` }),
      (id) => ({ method: 'GET', url: `/v1/article/cate/${id}` }),
      (id) => ({ method: 'GET', url: `/v1/article/statistics/${id}` }),
      (id) => ({ method: 'PUT', url: `/auth/v1/article/${id}`, as: 'alice', payload: { title: 't', cate_id: cate, content: 'c' } }),
      (id) => ({ method: 'DELETE', url: `/auth/v1/article/my/${id}`, as: 'alice' }),
      (id) => ({ method: 'POST', url: `/auth/v1/article/like/${id}`, as: 'alice', payload: {} }),
      (id) => ({ method: 'POST', url: `/auth/v1/article/appreciate/${id}`, as: 'alice' }),
      (id) => ({ method: 'PUT', url: `/admin/v1/article/${id}`, as: 'admin', payload: { title: 't' } }),
      (id) => ({ method: 'DELETE', url: `/admin/v1/article/${id}`, as: 'admin' }),
      (id) => ({ method: 'PUT', url: `/admin/v1/bbs_cate/${id}`, as: 'admin', payload: { sort: 1 } }),
      (id) => ({ method: 'DELETE', url: `/admin/v1/bbs_cate/${id}`, as: 'admin' }),
    ];
    for (const r of routes) {
      for (const id of BAD_IDS) {
        const c = r(id);
        expect4xx(await send(c), `${c.method} ${c.url}`);
      }
    }
  });

  it('bad query strings on the lists and search', async () => {
    const urls = [
      '/v1/article?page=0', '/v1/article?page=abc', '/v1/article?page=1.5', '/v1/article?size=0', '/v1/article?size=101',
      '/v1/article?size=1e9', '/v1/article?cate_id=abc', '/v1/article?cate_id=-1', '/v1/article?cate_id=99999999999999',
      '/v1/article?cate_id=999999', '/v1/article?order=hot', '/v1/article?page=100001',
      '/v1/article/user/1?page=-1', '/v1/article/cate/1?size=abc',
      '/v1/article/search', `/v1/article/search?q=${'长'.repeat(101)}`, '/v1/article/search?q=a%00b', '/v1/article/search?q=%01',
      '/v1/article/search?q=a&q=b', '/v1/article/search?q=x&page=0', '/v1/article/search?q=x&size=500',
    ];
    for (const url of urls) expect4xx(await send({ method: 'GET', url }), url);
    for (const url of ['/auth/v1/article/my?page=-1', '/auth/v1/article/my?size=x']) expect4xx(await send({ method: 'GET', url, as: 'alice' }), url);
  });

  it('bad bodies on publish, edit and the admin calls', async () => {
    const good = { title: '标题', cate_id: cate, content: '内容' };
    const bodies: Array<Omit<Call, 'method' | 'url' | 'as'>> = [
      {},
      { payload: {} },
      { raw: '[]' },
      { raw: 'null' },
      { raw: '"text"' },
      { raw: '{bad json' },
      { raw: 'title=x', type: 'application/x-www-form-urlencoded' },
      { raw: 'plain', type: 'text/plain' },
      { payload: { ...good, title: 123 } },
      { payload: { ...good, title: null } },
      { payload: { ...good, title: ['a'] } },
      { payload: { ...good, cate_id: 'abc' } },
      { payload: { ...good, cate_id: 1.5 } },
      { payload: { ...good, cate_id: -1 } },
      { payload: { ...good, cate_id: 1e20 } },
      { payload: { ...good, content: { a: 1 } } },
      { payload: { title: '只有标题' } },
      { payload: { ...good, title: 'a\u0000b' } },
      { payload: { ...good, title: '换行\n标题' } },
      { payload: { ...good, content: 'NUL\u0000字符' } },
      { raw: `{"title":"\\ud800孤立代理","cate_id":${cate},"content":"x"}` },
      { raw: `{"title":"ok","cate_id":${cate},"content":"\\udfff"}` },
      { payload: { ...good, title: '字'.repeat(10_000) } },
      { payload: { ...good, source_link: 42 } },
      { payload: { ...good, source_link: 'x'.repeat(1001) } },
      { payload: { ...good, source_link: 'https://evil.example/phish' } },
      { payload: { ...good, source_link: 'data:text/html,<script>alert(1)</script>' } },
      { raw: JSON.stringify({ ...good, content: 'x'.repeat(1_100_000) }) },
    ];
    for (const b of bodies) {
      expect4xx(await send({ method: 'POST', url: '/auth/v1/article', as: 'alice', ...b }), `POST ${JSON.stringify(b).slice(0, 80)}`);
      expect4xx(await send({ method: 'PUT', url: `/auth/v1/article/${articleId}`, as: 'admin', ...b }), `PUT ${JSON.stringify(b).slice(0, 80)}`);
    }
    const adminCalls: Call[] = [
      { method: 'PUT', url: '/admin/v1/article/status', as: 'admin', payload: {} },
      { method: 'PUT', url: '/admin/v1/article/status', as: 'admin', payload: { id: articleId } },
      { method: 'PUT', url: '/admin/v1/article/status', as: 'admin', payload: { id: articleId, fixed: 2 } },
      { method: 'PUT', url: '/admin/v1/article/status', as: 'admin', payload: { id: articleId, fixed: 'yes' } },
      { method: 'PUT', url: '/admin/v1/article/status', as: 'admin', payload: { id: 'x', fixed: 1 } },
      { method: 'PUT', url: '/admin/v1/article/status', as: 'admin', payload: { id: 99999999999, fixed: 1 } },
      { method: 'PUT', url: '/admin/v1/article/status', as: 'admin', raw: '[1]' },
      { method: 'PUT', url: `/admin/v1/article/${articleId}`, as: 'admin', payload: { title: '' } },
      { method: 'PUT', url: `/admin/v1/article/${articleId}`, as: 'admin', payload: { cate_id: 999999 } },
      { method: 'PUT', url: `/admin/v1/article/${articleId}`, as: 'admin', payload: { content: '' } },
      { method: 'PUT', url: `/admin/v1/article/${articleId}`, as: 'admin', payload: { fixed: 'x' } },
      { method: 'PUT', url: `/admin/v1/article/${articleId}`, as: 'admin', payload: { source_link: 'ftp://x' } },
      { method: 'POST', url: '/admin/v1/bbs_cate', as: 'admin', payload: { name: '' } },
      { method: 'POST', url: '/admin/v1/bbs_cate', as: 'admin', payload: { name: '类'.repeat(33) } },
      { method: 'POST', url: '/admin/v1/bbs_cate', as: 'admin', payload: { name: 'ok', sort: 'x' } },
      { method: 'POST', url: '/admin/v1/bbs_cate', as: 'admin', payload: { name: 'ok', sort: 1e12 } },
      { method: 'PUT', url: `/admin/v1/bbs_cate/${cate}`, as: 'admin', payload: { name: 'a\u0000' } },
      { method: 'POST', url: `/auth/v1/article/like/${articleId}`, as: 'alice', payload: { source_link: { x: 1 } } },
      { method: 'POST', url: `/auth/v1/article/like/${articleId}`, as: 'alice', raw: '{bad' },
    ];
    for (const c of adminCalls) expect4xx(await send(c), `${c.method} ${c.url} ${JSON.stringify(c.payload ?? c.raw)}`);
  });

  it('property: arbitrary Unicode in title, content, link and query never causes a 500', async () => {
    const anyText = fc.string({ unit: 'binary', maxLength: 120 });
    await fc.assert(
      fc.asyncProperty(anyText, anyText, anyText, anyText, async (title, content, link, q) => {
        t.clock.advance(3 * 60_000);
        const pub = await send({ method: 'POST', url: '/auth/v1/article', as: 'alice', payload: { title, cate_id: cate, content, source_link: link } });
        expect(pub.statusCode, pub.body.slice(0, 200)).toBeLessThan(500);
        expect(pub.json().code).toBe(pub.statusCode);
        if (pub.statusCode === 200) {
          // what was stored reads back as it was sent (titles trimmed)
          expect(pub.json().data.title).toBe(title.trim());
          expect(pub.json().data.content).toBe(content);
        }
        const s = await send({ method: 'GET', url: `/v1/article/search?q=${encodeURIComponent(q)}` });
        expect(s.statusCode, s.body.slice(0, 200)).toBeLessThan(500);
        expect(s.json().code).toBe(s.statusCode);
      }),
      { numRuns: 60 },
    );
  });
});
