import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../server/src/context';
import { splitAtNumber } from '../../server/src/plugins/reply-cache';
import { DETAIL_CACHE_TTL_MS } from '../../server/src/services/article-service';
import { call, startApiPair, type ApiPair, type ApiProcess } from '../support/cluster';
import { createTestApp, TEST_DB_KIND, type TestApp } from '../support/server';
import { makeCategory, makeUser, publish, type TestUser } from './forum-helpers';

/**
 * The anonymous article detail cache (issue 22, ADR 0019): GET /v1/article/:id for visitors
 * without a session comes from the reply cache; its views are sent live (every hit counts its
 * view), and every change a detail shows — a like, a tip, an edit, a pin, a reply, a delete, the
 * tip price — is visible on the next read, in this process and (second block) in another API
 * process on the same database. Signed-in members never read the cache.
 */
type Detail = { id: number; title: string; views: number; likes: number; tips: number; fixed: number; reply_count: number; tip_price: number; liked: boolean; source_link: string | null };

describe(`anonymous article detail cache, one process (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let admin: TestUser;
  let alice: TestUser;
  let bob: TestUser;
  let cate: number;
  let id: number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await makeUser(t, { role: 'admin' });
    alice = await makeUser(t);
    bob = await makeUser(t, { coins: 100 });
    cate = await makeCategory(t, admin, '详情缓存测试');
    id = (await publish(t, alice, { title: '详情缓存 第一篇', cate_id: cate, source_link: 'https://pan.quark.cn/s/detailcache1' })).id;
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (headers: Record<string, string> = {}, articleId = id) => t.app.inject({ method: 'GET', url: `/v1/article/${articleId}`, headers });
  const data = (body: string) => (JSON.parse(body) as { data: Detail }).data;

  it('the second anonymous read is a hit; every hit counts its view and shows the live count', async () => {
    const first = await get();
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBeUndefined();
    const v0 = data(first.body).views;
    for (let i = 1; i <= 5; i++) {
      const hit = await get();
      expect(hit.headers['x-cache']).toBe('hit');
      expect(hit.headers['content-length']).toBe(String(Buffer.byteLength(hit.body)));
      const d = data(hit.body);
      expect(d.views).toBe(v0 + i);
      // the rest of the reply is the stored one, byte for byte
      expect(hit.body.replace(/"views":\d+/, '')).toBe(first.body.replace(/"views":\d+/, ''));
    }
    // a member's read is fresh (never a hit), counts too, and the next anonymous hit includes it
    const member = await get(bob.auth);
    expect(member.headers['x-cache']).toBeUndefined();
    expect(data(member.body).views).toBe(v0 + 6);
    const after = await get();
    expect(after.headers['x-cache']).toBe('hit');
    expect(data(after.body).views).toBe(v0 + 7);
    // and the counts reach the database
    await t.ctx.services.articles.flushViews();
    const row = await t.ctx.db.selectFrom('articles').select('views').where('id', '=', id).executeTakeFirstOrThrow();
    expect(Number(row.views)).toBe(v0 + 7);
    // anonymous: no source link, no per-viewer flags in the cached reply
    expect(data(after.body).source_link).toBeNull();
    expect(data(after.body).liked).toBe(false);
  });

  it('a like, a tip, a reply, an edit, a pin, a tip price and a delete show on the very next anonymous read', async () => {
    await get();
    expect((await get()).headers['x-cache']).toBe('hit');

    const like = await t.app.inject({ method: 'POST', url: `/auth/v1/article/like/${id}`, headers: bob.auth });
    expect(like.statusCode, like.body).toBe(200);
    const afterLike = await get();
    expect(afterLike.headers['x-cache']).toBeUndefined();
    expect(data(afterLike.body).likes).toBe(1);
    expect(data(afterLike.body).source_link).toBeNull(); // bob's like reveals nothing to visitors
    expect((await get(bob.auth)).json().data.source_link).toContain('pan.quark.cn');

    const tip = await t.app.inject({ method: 'POST', url: `/auth/v1/article/appreciate/${id}`, headers: bob.auth });
    expect(tip.statusCode, tip.body).toBe(200);
    expect(data((await get()).body).tips).toBe(1);

    expect((await get()).headers['x-cache']).toBe('hit');
    const reply = await t.app.inject({ method: 'POST', url: `/auth/v1/article/${id}/reply`, headers: bob.auth, payload: { content: '谢谢分享' } });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(data((await get()).body).reply_count).toBe(1);

    const edit = await t.app.inject({
      method: 'PUT', url: `/auth/v1/article/${id}`, headers: alice.auth, payload: { title: '详情缓存 改过的标题', cate_id: cate, content: '新的正文' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(data((await get()).body).title).toBe('详情缓存 改过的标题');

    const pin = await t.app.inject({ method: 'PUT', url: '/admin/v1/article/status', headers: admin.auth, payload: { id, fixed: 1 } });
    expect(pin.statusCode, pin.body).toBe(200);
    expect(data((await get()).body).fixed).toBe(1);

    expect((await get()).headers['x-cache']).toBe('hit');
    const price = await t.app.inject({ method: 'PUT', url: '/admin/v1/config', headers: admin.auth, payload: { values: { article_tip_coin: '7' } } });
    expect(price.statusCode, price.body).toBe(200);
    expect(data((await get()).body).tip_price).toBe(7);

    const other = (await publish(t, alice, { title: '详情缓存 将被删除', cate_id: cate })).id;
    await get({}, other);
    expect((await get({}, other)).headers['x-cache']).toBe('hit');
    const del = await t.app.inject({ method: 'DELETE', url: `/auth/v1/article/my/${other}`, headers: alice.auth });
    expect(del.statusCode, del.body).toBe(200);
    expect((await get({}, other)).statusCode).toBe(404);
  });

  it('an entry expires after its TTL (views counted by other processes then show)', async () => {
    await get();
    expect((await get()).headers['x-cache']).toBe('hit');
    t.clock.advance(DETAIL_CACHE_TTL_MS + 1);
    expect((await get()).headers['x-cache']).toBeUndefined();
  });

  it('splitAtNumber finds the top-level key, not the same text inside a string', () => {
    const json = JSON.stringify({ code: 200, data: { id: 1, title: 'x "views":99 y', views: 42, content: '"views":7' } });
    const parts = splitAtNumber(json, 'views')!;
    expect(`${parts.before}43${parts.after}`).toBe(json.replace('"views":42', '"views":43'));
    expect(splitAtNumber('{"a":1}', 'views')).toBeNull();
  });
});

describe(`anonymous article detail cache across processes (${TEST_DB_KIND})`, () => {
  let pair: ApiPair;
  let A: ApiProcess;
  let B: ApiProcess;
  let ctx: AppContext;
  let admin: string;

  beforeAll(async () => {
    pair = await startApiPair();
    ({ A, B, ctx, admin } = pair);
  }, 200_000);
  afterAll(async () => {
    await pair?.stop();
  });

  let seq = 0;
  async function member(): Promise<string> {
    seq++;
    const username = `dc_${process.pid}_${seq}`;
    const r = await call(A.base, 'POST', '/v1/user', { body: { username, password: 'password-123', email: `${username}@example.com` } });
    expect(r.body.code, r.body.msg).toBe(200);
    return r.body.data.token as string;
  }

  it('a like, tip, edit, pin and delete through A show on the next anonymous read through B', async () => {
    const author = await member();
    const reader = await member();
    const cates = await call(A.base, 'GET', '/v1/article/cates');
    const cateId = (cates.body.data as Array<{ id: number }>)[0].id;
    const created = await call(A.base, 'POST', '/auth/v1/article', { token: author, body: { title: '跨进程详情缓存', cate_id: cateId, content: '正文' } });
    expect(created.body.code, created.body.msg).toBe(200);
    const id = (created.body.data as { id: number }).id;
    const readB = () => call(B.base, 'GET', `/v1/article/${id}`);
    const hitB = async () => {
      await readB();
      const r = await readB();
      expect(r.headers.get('x-cache')).toBe('hit');
      return r;
    };
    const d = (r: { body: { data: unknown } }) => r.body.data as Detail;

    await hitB();
    expect((await call(A.base, 'POST', `/auth/v1/article/like/${id}`, { token: reader })).body.code).toBe(200);
    expect(d(await readB()).likes).toBe(1);

    await hitB();
    await ctx.services.ledger.credit(ctx.db, { userId: (await call(A.base, 'GET', '/auth/v1/user/info', { token: reader })).body.data.id, amount: 50, kind: 'test', ref: 'detail-cache' });
    const tip = await call(A.base, 'POST', `/auth/v1/article/appreciate/${id}`, { token: reader });
    expect(tip.body.code, tip.body.msg).toBe(200);
    expect(d(await readB()).tips).toBe(1);

    await hitB();
    const edit = await call(A.base, 'PUT', `/auth/v1/article/${id}`, { token: author, body: { title: '跨进程详情缓存 改', cate_id: cateId, content: '新正文' } });
    expect(edit.body.code, edit.body.msg).toBe(200);
    expect(d(await readB()).title).toBe('跨进程详情缓存 改');

    await hitB();
    expect((await call(A.base, 'PUT', '/admin/v1/article/status', { token: admin, body: { id, fixed: 1 } })).body.code).toBe(200);
    expect(d(await readB()).fixed).toBe(1);

    // views: B's own hits are exact at once (A's show once B's entry expires, DETAIL_CACHE_TTL_MS)
    const before = d(await hitB()).views;
    expect(d(await readB()).views).toBe(before + 1);

    await hitB();
    expect((await call(A.base, 'DELETE', `/auth/v1/article/my/${id}`, { token: author })).body.code).toBe(200);
    expect((await readB()).status).toBe(404);
    expect(await ctx.services.ledger.drift()).toEqual([]);
  });
});
