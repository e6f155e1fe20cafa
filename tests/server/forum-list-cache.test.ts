import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_CACHE_TTL_MS } from '../../server/src/services/article-service';
import { createTestApp, TEST_DB_KIND, type TestApp } from '../support/server';
import { makeCategory, makeUser, publish, type TestUser } from './forum-helpers';

let t: TestApp;
let admin: TestUser;
let alice: TestUser;
let bob: TestUser;
let cate: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeUser(t, { role: 'admin' });
  alice = await makeUser(t);
  bob = await makeUser(t);
  cate = await makeCategory(t, admin, '缓存测试分类');
  await publish(t, alice, { title: '缓存测试 第一篇', cate_id: cate });
  t.clock.advance(LIST_CACHE_TTL_MS + 1);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const titles = (body: string) => (JSON.parse(body) as { data: { list: Array<{ title: string }> } }).data.list.map((a) => a.title);

describe(`anonymous forum list reply cache (${TEST_DB_KIND})`, () => {
  it('the same anonymous list page is answered from the cache, byte for byte', async () => {
    for (const url of ['/v1/article?page=1&size=10', `/v1/article/cate/${cate}?page=1&size=10`, '/v1/article/fixed']) {
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      expect(first.headers['x-cache']).toBeUndefined();
      const second = await get(url);
      expect(second.headers['x-cache']).toBe('hit');
      expect(second.body).toBe(first.body);
      expect(second.headers['content-type']).toContain('application/json');
      expect(second.headers['content-length']).toBe(String(Buffer.byteLength(first.body)));
    }
  });

  it('a new article, an edit, a pin and a delete show at once (no wait for the TTL)', async () => {
    const url = `/v1/article/cate/${cate}?page=1&size=10`;
    await get(url);
    expect((await get(url)).headers['x-cache']).toBe('hit');

    // straight through the API without moving the clock: only the stamp can refresh the entry
    const created = await t.app.inject({
      method: 'POST', url: '/auth/v1/article', headers: bob.auth, payload: { title: '缓存测试 新发布', cate_id: cate, content: '正文内容' },
    });
    expect(created.statusCode).toBe(200);
    const fresh = created.json().data as { id: number };
    const afterPublish = await get(url);
    expect(afterPublish.headers['x-cache']).toBeUndefined();
    expect(titles(afterPublish.body)).toContain('缓存测试 新发布');

    const edit = await t.app.inject({
      method: 'PUT', url: `/auth/v1/article/${fresh.id}`, headers: bob.auth,
      payload: { title: '缓存测试 改过的标题', cate_id: cate, content: '新的正文' },
    });
    expect(edit.statusCode).toBe(200);
    expect(titles((await get(url)).body)).toContain('缓存测试 改过的标题');

    await get('/v1/article/fixed');
    const pin = await t.app.inject({ method: 'PUT', url: '/admin/v1/article/status', headers: admin.auth, payload: { id: fresh.id, fixed: 1 } });
    expect(pin.statusCode).toBe(200);
    const pinned = await get('/v1/article/fixed');
    expect(pinned.headers['x-cache']).toBeUndefined();
    expect(titles(pinned.body)).toContain('缓存测试 改过的标题');

    const del = await t.app.inject({ method: 'DELETE', url: `/auth/v1/article/my/${fresh.id}`, headers: bob.auth });
    expect(del.statusCode).toBe(200);
    expect(titles((await get(url)).body)).not.toContain('缓存测试 改过的标题');
    expect(titles((await get('/v1/article/fixed')).body)).not.toContain('缓存测试 改过的标题');
  });

  it('counters (likes) may lag by at most the TTL; signed-in members always read fresh', async () => {
    const url = `/v1/article/cate/${cate}?page=1&size=10`;
    const likesOf = (body: string) =>
      (JSON.parse(body) as { data: { list: Array<{ title: string; likes: number }> } }).data.list.find((a) => a.title === '缓存测试 第一篇')!.likes;
    const before = likesOf((await get(url)).body);
    const id = (JSON.parse((await get(url)).body) as { data: { list: Array<{ id: number; title: string }> } }).data.list.find(
      (a) => a.title === '缓存测试 第一篇',
    )!.id;
    const like = await t.app.inject({ method: 'POST', url: `/auth/v1/article/like/${id}`, headers: bob.auth, payload: {} });
    expect(like.statusCode).toBe(200);

    const member = await get(url, bob.auth);
    expect(member.headers['x-cache']).toBeUndefined();
    expect(likesOf(member.body)).toBe(before + 1);

    const stale = await get(url);
    expect(stale.headers['x-cache']).toBe('hit');
    expect(likesOf(stale.body)).toBe(before);
    t.clock.advance(LIST_CACHE_TTL_MS + 1);
    const refreshed = await get(url);
    expect(refreshed.headers['x-cache']).toBeUndefined();
    expect(likesOf(refreshed.body)).toBe(before + 1);
  });
});
