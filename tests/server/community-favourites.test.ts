import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as m0041 from '../../server/src/db/migrations/0041-public-favourites';
import { addResources } from '../support/resources';
import { listenTestApp, TEST_DB_KIND, type TestApp } from '../support/server';
import { makeCategory, makeUser, publish, type TestUser } from './forum-helpers';

/** Issue 33, slice 3: favourites (收藏) of posts and resources — counts, races, privacy. */
let t: TestApp;
let base: string;
let admin: TestUser;
let alice: TestUser;
let bob: TestUser;
let articleId: number;
let resourceId: number;
let pendingId: number;

type Json = { code: number; msg: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Over real HTTP, so concurrent requests really race. */
async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user?: TestUser, payload?: unknown): Promise<{ status: number; body: Json }> {
  const res = await fetch(base + url, {
    method,
    headers: { ...(user ? user.auth : {}), ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

beforeAll(async () => {
  ({ t, base } = await listenTestApp());
  admin = await makeUser(t, { role: 'admin' });
  alice = await makeUser(t, { name: 'fav_alice' });
  bob = await makeUser(t, { name: 'fav_bob' });
  const cate = await makeCategory(t, admin, '收藏测试');
  articleId = (await publish(t, bob, { title: '值得收藏的帖子', cate_id: cate })).id;
  [resourceId, pendingId] = await addResources(t.ctx, [
    { title: '收藏用的资源', status: 'approved', url: 'https://pan.quark.cn/s/fav1' },
    { title: '还在审核的资源', status: 'pending', url: 'https://pan.quark.cn/s/fav2' },
  ]);
});
afterAll(async () => {
  await t.close();
});

describe(`favourites (${TEST_DB_KIND})`, () => {
  it('two favourites of the same post at once store one; the count is 1; again is harmless', async () => {
    const results = await Promise.all(Array.from({ length: 6 }, () => call('POST', '/auth/v1/favourite', alice, { kind: 'article', id: articleId })));
    for (const r of results) expect(r.status, JSON.stringify(r.body)).toBe(200);
    const rows = await t.ctx.db.selectFrom('favourites').selectAll().where('user_id', '=', alice.id).execute();
    expect(rows).toHaveLength(1);
    expect((await call('GET', `/v1/user/favourite/article/${articleId}`, alice)).body.data).toEqual({ kind: 'article', id: articleId, favourited: true, count: 1 });
    expect((await call('GET', `/v1/user/favourite/article/${articleId}`)).body.data).toMatchObject({ favourited: false, count: 1 });
    const second = await call('POST', '/auth/v1/favourite', bob, { kind: 'article', id: articleId });
    expect(second.body).toMatchObject({ msg: '已收藏', data: { favourited: true, count: 2 } });
    const removed = await call('DELETE', `/auth/v1/favourite/article/${articleId}`, bob);
    expect(removed.body).toMatchObject({ msg: '已取消收藏', data: { favourited: false, count: 1 } });
  });

  it('only existing posts and approved resources can be kept; visitors must log in', async () => {
    expect((await call('POST', '/auth/v1/favourite', alice, { kind: 'resource', id: resourceId })).body.data.count).toBe(1);
    const pending = await call('POST', '/auth/v1/favourite', alice, { kind: 'resource', id: pendingId });
    expect(pending.status).toBe(404);
    expect(pending.body.msg).toBe('资源不存在或已被删除');
    expect((await call('POST', '/auth/v1/favourite', alice, { kind: 'article', id: 999999 })).body.msg).toBe('帖子不存在或已被删除');
    expect((await call('POST', '/auth/v1/favourite', alice, { kind: 'user', id: 1 })).status).toBe(400);
    expect((await call('POST', '/auth/v1/favourite', undefined, { kind: 'article', id: articleId })).status).toBe(403);
  });

  it('a new member keeps favourites private: others and visitors get a Chinese refusal, never the rows', async () => {
    // default private (migration 0041): nothing set yet
    expect((await call('GET', '/auth/v1/user/info', alice)).body.data.favourites_public).toBe(false);
    expect((await call('GET', `/v1/user/statistics/${alice.id}`)).body.data.favourites_public).toBe(false);
    for (const viewer of [undefined, bob, admin]) {
      for (const kind of ['article', 'resource']) {
        const r = await call('GET', `/v1/user/${alice.id}/favourites?kind=${kind}`, viewer);
        expect(r.status).toBe(404);
        expect(r.body).toEqual({ code: 404, msg: '该会员未公开收藏', data: null });
        expect(JSON.stringify(r.body)).not.toContain('值得收藏的帖子');
      }
    }
    // the owner always sees their own list, on the member page route and under the profile
    expect((await call('GET', `/v1/user/${alice.id}/favourites?kind=article`, alice)).body.data).toMatchObject({ public: false, total: 1 });
    expect((await call('GET', '/auth/v1/favourite?kind=article', alice)).body.data).toMatchObject({ public: false, total: 1 });
    // the setting is the member's own: a visitor cannot change anyone's
    expect((await call('PUT', '/auth/v1/favourite/visibility', undefined, { public: true })).status).toBe(403);
    expect((await call('PUT', '/auth/v1/favourite/visibility', alice, { public: 'yes' })).status).toBe(400);
  });

  it('made public, the member page lists them; hidden again, they are gone for others', async () => {
    expect((await call('PUT', '/auth/v1/favourite/visibility', alice, { public: true })).body).toMatchObject({ msg: '收藏已公开', data: { public: true } });
    expect((await call('GET', '/auth/v1/user/info', alice)).body.data.favourites_public).toBe(true);
    expect((await call('GET', `/v1/user/statistics/${alice.id}`)).body.data.favourites_public).toBe(true);
    const list = await call('GET', `/v1/user/${alice.id}/favourites?kind=article`);
    expect(list.body.data).toEqual({
      public: true, total: 1,
      list: [{ kind: 'article', id: articleId, title: '值得收藏的帖子', href: `#/main/bbs/post/${articleId}`, create_time: expect.any(String) }],
    });
    const resources = await call('GET', `/v1/user/${alice.id}/favourites?kind=resource`, bob);
    expect(resources.body.data.list.map((r: { title: string }) => r.title)).toEqual(['收藏用的资源']);
    // bob's own setting is untouched by alice's
    expect((await call('GET', `/v1/user/${bob.id}/favourites`)).status).toBe(404);

    expect((await call('PUT', '/auth/v1/favourite/visibility', alice, { public: false })).body.msg).toBe('收藏已设为仅自己可见');
    const hidden = await call('GET', `/v1/user/${alice.id}/favourites?kind=article`, bob);
    expect(hidden.status).toBe(404);
    expect(hidden.body.msg).toBe('该会员未公开收藏');
    expect((await call('GET', `/v1/user/statistics/${alice.id}`)).body.data.favourites_public).toBe(false);
    expect((await call('GET', `/v1/user/${alice.id}/favourites?kind=article`, alice)).body.data.total).toBe(1);
    expect((await call('GET', '/v1/user/999999/favourites')).status).toBe(404);
  });

  it('a deleted post drops out of the list', async () => {
    expect((await call('DELETE', `/admin/v1/article/${articleId}`, admin)).status).toBe(200);
    expect((await call('GET', '/auth/v1/favourite?kind=article', alice)).body.data).toMatchObject({ total: 0, list: [] });
  });

  it('migration 0041 makes every existing list private and new members private by default', async () => {
    const db = t.ctx.db as unknown as Parameters<typeof m0041.up>[0];
    await m0041.down(db); // as before 0041: public by default
    const early = await makeUser(t, { name: 'fav_early' });
    const early2 = await makeUser(t, { name: 'fav_early2' });
    expect((await call('GET', `/v1/user/statistics/${early.id}`)).body.data.favourites_public).toBe(true);
    await t.ctx.db.updateTable('users').set({ favourites_public: 0 }).where('id', '=', early2.id).execute();
    await m0041.up(db);
    for (const u of [early, early2, alice, bob]) expect((await call('GET', `/v1/user/statistics/${u.id}`)).body.data.favourites_public).toBe(false);
    const later = await makeUser(t, { name: 'fav_later' });
    expect((await call('GET', '/auth/v1/user/info', later)).body.data.favourites_public).toBe(false);
    // the favourites themselves are untouched
    expect((await call('GET', '/auth/v1/favourite?kind=resource', alice)).body.data.total).toBe(1);
  });
});
