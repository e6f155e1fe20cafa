import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DB_KIND, type TestApp } from '../support/server';
import { makeCategory, makeUser, publish, type TestUser } from './forum-helpers';

let t: TestApp;
let admin: TestUser;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeUser(t, { role: 'admin' });
  alice = await makeUser(t);
  bob = await makeUser(t);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe(`forum: categories, publishing, lists (${TEST_DB_KIND})`, () => {
  it('seeds the five default categories, listed with their article counts', async () => {
    const res = await get('/v1/article/cates');
    expect(res.statusCode).toBe(200);
    const names = res.json().data.map((c: { name: string }) => c.name);
    expect(names).toEqual(expect.arrayContaining(['资源分享', '求助', '教程', '闲聊', '公告']));
    for (const c of res.json().data) expect(typeof c.count).toBe('number');
  });

  it('publishing needs a login; a member publishes and gets the full article back', async () => {
    const cate = await makeCategory(t, admin, '测试分类一');
    const anon = await t.app.inject({ method: 'POST', url: '/auth/v1/article', payload: { title: 'x', cate_id: cate, content: 'y' } });
    expect(anon.statusCode).toBe(403);
    expect(anon.json()).toMatchObject({ code: 403, msg: '请登录' });

    t.clock.advance(60 * 60_000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/article',
      headers: alice.auth,
      payload: {
        title: '  《三体》全集 有声书  ',
        cate_id: cate,
        content: '# 简介\n\n**刘慈欣** 的科幻小说。\n\n<script>alert(1)</script>',
        source_link: '链接：https://pan.baidu.com/s/1AbCdEf 提取码：x7k2',
      },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(200);
    expect(body.msg).toBe('发布成功');
    expect(body.data).toMatchObject({
      title: '《三体》全集 有声书',
      cate_id: cate,
      cate_name: '测试分类一',
      user_id: alice.id,
      fixed: 0,
      views: 0,
      likes: 0,
      tips: 0,
      has_source_link: true,
      source_disk: 'baidu',
      source_disk_name: '百度网盘',
      source_link: 'https://pan.baidu.com/s/1AbCdEf 提取码：x7k2',
      is_author: true,
      liked: false,
    });
    // Markdown is stored raw (the client renders it without raw HTML and sanitizes)
    expect(body.data.content).toContain('<script>alert(1)</script>');
    expect(body.data.summary).toContain('刘慈欣 的科幻小说');
    expect(new Date(body.data.create_time).getTime()).toBe(t.clock.now());
  });

  it('refuses a title over 100 characters, empty content, content over 50,000 characters, a bad category and a non-disk link', async () => {
    const cate = await makeCategory(t, admin, '测试分类二');
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ title: '长'.repeat(101), cate_id: cate, content: 'x' }, /title/],
      [{ title: '   ', cate_id: cate, content: 'x' }, /title/],
      [{ title: 'ok', cate_id: cate, content: '   ' }, /content/],
      [{ title: 'ok', cate_id: cate, content: '字'.repeat(50_001) }, /content/],
      [{ title: 'ok', cate_id: 999_999, content: 'x' }, /分类不存在/],
      [{ title: 'ok', cate_id: cate, content: 'x', source_link: 'https://example.com/file' }, /来源链接无效/],
      [{ title: 'ok', cate_id: cate, content: 'x', source_link: 'javascript:alert(1)' }, /来源链接无效/],
    ];
    for (const [payload, msg] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/auth/v1/article', headers: bob.auth, payload });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().code).toBe(400);
      expect(res.json().msg).toMatch(msg);
    }
    // exactly 100 characters (emoji count as one) and exactly 50,000 characters are fine
    t.clock.advance(60 * 60_000);
    const okRes = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/article',
      headers: bob.auth,
      payload: { title: '😀'.repeat(100), cate_id: cate, content: '字'.repeat(50_000), source_link: 'magnet:?xt=urn:btih:ABCDEF0123456789ABCDEF0123456789ABCDEF01' },
    });
    expect(okRes.statusCode).toBe(200);
    expect(okRes.json().data.source_disk).toBe('magnet');
    expect(okRes.json().data.content).toHaveLength(50_000);
  });

  it('lists pinned first, then newest first, with correct pagination and totals', async () => {
    const cate = await makeCategory(t, admin, '分页测试');
    const ids: number[] = [];
    for (let i = 1; i <= 25; i++) ids.push((await publish(t, i % 2 ? alice : bob, { title: `分页文章 ${i}`, cate_id: cate })).id);
    const pinned = ids[3];
    const pin = await t.app.inject({ method: 'PUT', url: '/admin/v1/article/status', headers: admin.auth, payload: { id: pinned, fixed: 1 } });
    expect(pin.json()).toMatchObject({ code: 200, msg: '已置顶', data: { id: pinned, fixed: 1 } });

    const seen: number[] = [];
    for (let page = 1; page <= 3; page++) {
      const res = await get(`/v1/article?cate_id=${cate}&page=${page}&size=10`);
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.total).toBe(25);
      expect(data.list).toHaveLength(page < 3 ? 10 : 5);
      seen.push(...data.list.map((a: { id: number }) => a.id));
    }
    const expected = [pinned, ...[...ids].reverse().filter((id) => id !== pinned)];
    expect(seen).toEqual(expected);
    const first = (await get(`/v1/article?cate_id=${cate}`)).json().data.list[0];
    expect(first).toMatchObject({ id: pinned, fixed: 1, cate_name: '分页测试', has_source_link: false });
    expect(first).not.toHaveProperty('content');
    expect(first).not.toHaveProperty('source_link');

    // the category route gives the same list; a page past the end is empty with the total
    const byCate = (await get(`/v1/article/cate/${cate}?page=1&size=10`)).json().data;
    expect(byCate.list.map((a: { id: number }) => a.id)).toEqual(expected.slice(0, 10));
    const past = (await get(`/v1/article/cate/${cate}?page=9&size=10`)).json().data;
    expect(past).toEqual({ list: [], total: 25 });
    expect((await get('/v1/article/cate/999999')).statusCode).toBe(404);

    // the whole-forum list also puts every pinned article before any unpinned one
    const all = (await get('/v1/article?page=1&size=100')).json().data;
    const flags = all.list.map((a: { fixed: number }) => a.fixed);
    expect(flags.indexOf(0)).toBeGreaterThan(flags.lastIndexOf(1));
    expect(all.total).toBeGreaterThanOrEqual(25);

    // fixed list contains the pinned article; unpinning (fixed: false) removes it
    expect((await get('/v1/article/fixed')).json().data.list.map((a: { id: number }) => a.id)).toContain(pinned);
    const unpin = await t.app.inject({ method: 'PUT', url: '/admin/v1/article/status', headers: admin.auth, payload: { id: pinned, fixed: false } });
    expect(unpin.json()).toMatchObject({ code: 200, msg: '已取消置顶', data: { fixed: 0 } });
    expect((await get('/v1/article/fixed')).json().data.list.map((a: { id: number }) => a.id)).not.toContain(pinned);
  });

  it('ranks by views and by likes with order=views|likes', async () => {
    const cate = await makeCategory(t, admin, '排行测试');
    const a = await publish(t, alice, { title: '排行 A', cate_id: cate });
    const b = await publish(t, alice, { title: '排行 B', cate_id: cate });
    for (let i = 0; i < 3; i++) await get(`/v1/article/${a.id}`);
    await t.app.inject({ method: 'POST', url: `/auth/v1/article/like/${b.id}`, headers: bob.auth, payload: {} });
    const byViews = (await get(`/v1/article?cate_id=${cate}&order=views`)).json().data.list;
    expect(byViews.map((x: { id: number }) => x.id)).toEqual([a.id, b.id]);
    const byLikes = (await get(`/v1/article?cate_id=${cate}&order=likes`)).json().data.list;
    expect(byLikes.map((x: { id: number }) => x.id)).toEqual([b.id, a.id]);
  });

  it('lists by user and my articles (newest first, totals), and statistics sum an author', async () => {
    const carol = await makeUser(t);
    const cate = await makeCategory(t, admin, '个人测试');
    const mine = [];
    for (let i = 0; i < 12; i++) mine.push((await publish(t, carol, { title: `卡罗尔的文章 ${i}`, cate_id: cate })).id);
    const byUser = (await get(`/v1/article/user/${carol.id}?page=2&size=10`)).json().data;
    expect(byUser.total).toBe(12);
    expect(byUser.list.map((a: { id: number }) => a.id)).toEqual([mine[1], mine[0]]);
    const my = await get('/auth/v1/article/my?page=1', carol.auth);
    expect(my.json().data.total).toBe(12);
    expect(my.json().data.list).toHaveLength(10);
    expect(my.json().data.list[0].id).toBe(mine[11]);
    expect((await get('/auth/v1/article/my')).statusCode).toBe(403);
    expect((await get(`/v1/article/user/999999`)).json().data).toEqual({ list: [], total: 0 });

    await get(`/v1/article/${mine[0]}`);
    await get(`/v1/article/${mine[1]}`);
    await get(`/v1/article/${mine[1]}`);
    const stats = (await get(`/v1/article/statistics/${mine[1]}`)).json().data;
    expect(stats.article).toMatchObject({ id: mine[1], views: 2, likes: 0, tips: 0 });
    expect(stats.author).toMatchObject({ id: carol.id, articles: 12, views: 3 });
    // statistics does not count a view
    expect((await get(`/v1/article/statistics/${mine[1]}`)).json().data.article.views).toBe(2);
    expect((await get('/v1/article/statistics/999999')).statusCode).toBe(404);
  });
});

describe(`forum: detail, like to reveal, edit and delete rules (${TEST_DB_KIND})`, () => {
  let cate: number;
  let article: { id: number };
  beforeAll(async () => {
    cate = await makeCategory(t, admin, '点赞测试');
    article = await publish(t, alice, {
      title: '庆余年 第二季 4K',
      cate_id: cate,
      content: '点赞后可见链接',
      source_link: 'https://www.alipan.com/s/AbCd1234',
    });
  });

  it('detail counts a view and hides the source link from visitors and non-likers', async () => {
    const first = await get(`/v1/article/${article.id}`);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ id: article.id, views: 1, has_source_link: true, source_link: null, liked: false, is_author: false, source_disk: 'aliyun' });
    const second = (await get(`/v1/article/${article.id}`, bob.auth)).json().data;
    expect(second).toMatchObject({ views: 2, source_link: null, liked: false });
    expect((await get('/v1/article/999999')).json()).toEqual({ code: 404, msg: '文章不存在', data: null });
  });

  it('the author and admins see the link without liking', async () => {
    expect((await get(`/v1/article/${article.id}`, alice.auth)).json().data).toMatchObject({ source_link: 'https://www.alipan.com/s/AbCd1234', is_author: true });
    expect((await get(`/v1/article/${article.id}`, admin.auth)).json().data.source_link).toBe('https://www.alipan.com/s/AbCd1234');
  });

  it('liking needs a login, counts once per user and returns the link every time', async () => {
    const anon = await t.app.inject({ method: 'POST', url: `/auth/v1/article/like/${article.id}`, payload: {} });
    expect(anon.statusCode).toBe(403);

    const like = await t.app.inject({ method: 'POST', url: `/auth/v1/article/like/${article.id}`, headers: bob.auth, payload: { source_link: true } });
    expect(like.statusCode).toBe(200);
    expect(like.json()).toMatchObject({
      code: 200,
      msg: '点赞成功，已显示来源链接',
      data: { id: article.id, first: true, likes: 1, source_link: 'https://www.alipan.com/s/AbCd1234', source_disk: 'aliyun', source_disk_name: '阿里云盘' },
    });
    const again = await t.app.inject({ method: 'POST', url: `/auth/v1/article/like/${article.id}`, headers: bob.auth, payload: {} });
    expect(again.json()).toMatchObject({ code: 200, msg: '您已经点过赞了', data: { first: false, likes: 1, source_link: 'https://www.alipan.com/s/AbCd1234' } });
    // no body at all works too
    const noBody = await t.app.inject({ method: 'POST', url: `/auth/v1/article/like/${article.id}`, headers: bob.auth });
    expect(noBody.json().data.likes).toBe(1);

    const detail = (await get(`/v1/article/${article.id}`, bob.auth)).json().data;
    expect(detail).toMatchObject({ liked: true, likes: 1, source_link: 'https://www.alipan.com/s/AbCd1234' });
    const rows = await t.ctx.db.selectFrom('article_likes').selectAll().where('article_id', '=', article.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('concurrent likes by one user still count once', async () => {
    const dave = await makeUser(t);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => t.app.inject({ method: 'POST', url: `/auth/v1/article/like/${article.id}`, headers: dave.auth, payload: {} })),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(results.filter((r) => r.json().data.first)).toHaveLength(1);
    const row = await t.ctx.db.selectFrom('articles').select('likes').where('id', '=', article.id).executeTakeFirstOrThrow();
    const count = await t.ctx.db.selectFrom('article_likes').select((eb) => eb.fn.countAll<number>().as('n')).where('article_id', '=', article.id).executeTakeFirstOrThrow();
    expect(row.likes).toBe(Number(count.n));
  });

  it('liking is rate limited: 30 likes per 10 minutes per user', async () => {
    const eve = await makeUser(t);
    const ids: number[] = [];
    for (let i = 0; i < 31; i++) ids.push((await publish(t, alice, { title: `点赞限流 ${i}`, cate_id: cate })).id);
    for (let i = 0; i < 30; i++) {
      const r = await t.app.inject({ method: 'POST', url: `/auth/v1/article/like/${ids[i]}`, headers: eve.auth, payload: {} });
      expect(r.statusCode).toBe(200);
    }
    const over = await t.app.inject({ method: 'POST', url: `/auth/v1/article/like/${ids[30]}`, headers: eve.auth, payload: {} });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 429, data: null });
    expect(over.json().msg).toMatch(/点赞过于频繁/);
    // liking an already-liked article is not a new like and is not limited
    expect((await t.app.inject({ method: 'POST', url: `/auth/v1/article/like/${ids[0]}`, headers: eve.auth, payload: {} })).statusCode).toBe(200);
    t.clock.advance(10 * 60_000 + 1);
    expect((await t.app.inject({ method: 'POST', url: `/auth/v1/article/like/${ids[30]}`, headers: eve.auth, payload: {} })).statusCode).toBe(200);
  });

  it('publishing is rate limited: 5 articles per 10 minutes per member, admins exempt', async () => {
    const frank = await makeUser(t);
    t.clock.advance(60 * 60_000);
    const post = (u: TestUser, i: number) =>
      t.app.inject({ method: 'POST', url: '/auth/v1/article', headers: u.auth, payload: { title: `限流 ${i}`, cate_id: cate, content: '内容' } });
    for (let i = 0; i < 5; i++) expect((await post(frank, i)).statusCode).toBe(200);
    const over = await post(frank, 5);
    expect(over.statusCode).toBe(429);
    expect(over.json().msg).toMatch(/发帖过于频繁/);
    for (let i = 0; i < 6; i++) expect((await post(admin, i)).statusCode).toBe(200);
    t.clock.advance(10 * 60_000 + 1);
    expect((await post(frank, 6)).statusCode).toBe(200);
  });

  it('only the author edits; the search index follows the edit', async () => {
    const target = await publish(t, alice, { title: '可编辑的文章 独角兽', cate_id: cate, content: '原始内容' });
    const body = { title: '修改后的标题 麒麟', cate_id: cate, content: '新的内容', source_link: '' };
    const byBob = await t.app.inject({ method: 'PUT', url: `/auth/v1/article/${target.id}`, headers: bob.auth, payload: body });
    expect(byBob.statusCode).toBe(403);
    expect(byBob.json()).toEqual({ code: 403, msg: '只能编辑自己的文章', data: null });
    // even an admin cannot use the author route on someone else's article (admins use /admin/v1)
    expect((await t.app.inject({ method: 'PUT', url: `/auth/v1/article/${target.id}`, headers: admin.auth, payload: body })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: '/auth/v1/article/999999', headers: alice.auth, payload: body })).statusCode).toBe(404);

    const byAlice = await t.app.inject({ method: 'PUT', url: `/auth/v1/article/${target.id}`, headers: alice.auth, payload: body });
    expect(byAlice.statusCode).toBe(200);
    expect(byAlice.json()).toMatchObject({ msg: '修改成功', data: { title: '修改后的标题 麒麟', content: '新的内容', has_source_link: false } });
    const hit = (q: string) => get(`/v1/article/search?q=${encodeURIComponent(q)}`).then((r) => r.json().data.list.map((a: { id: number }) => a.id));
    expect(await hit('麒麟')).toContain(target.id);
    expect(await hit('独角兽')).not.toContain(target.id);
  });

  it('only the author deletes from "my articles"; the category count follows', async () => {
    const c2 = await makeCategory(t, admin, '删除测试');
    const target = await publish(t, alice, { title: '将被删除', cate_id: c2 });
    const count = async () => (await get('/v1/article/cates')).json().data.find((c: { id: number }) => c.id === c2).count;
    expect(await count()).toBe(1);
    const byBob = await t.app.inject({ method: 'DELETE', url: `/auth/v1/article/my/${target.id}`, headers: bob.auth });
    expect(byBob.statusCode).toBe(403);
    expect(byBob.json().msg).toBe('只能删除自己的文章');
    const byAlice = await t.app.inject({ method: 'DELETE', url: `/auth/v1/article/my/${target.id}`, headers: alice.auth });
    expect(byAlice.json()).toEqual({ code: 200, msg: '已删除', data: null });
    expect((await get(`/v1/article/${target.id}`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/auth/v1/article/my/${target.id}`, headers: alice.auth })).statusCode).toBe(404);
    expect(await count()).toBe(0);
    expect((await get(`/v1/article?cate_id=${c2}`)).json().data).toEqual({ list: [], total: 0 });
  });

  it('admin endpoints refuse members (403) and work for admins', async () => {
    const target = await publish(t, alice, { title: '管理员操作', cate_id: cate, content: '内容' });
    const calls = [
      { method: 'DELETE' as const, url: `/admin/v1/article/${target.id}` },
      { method: 'PUT' as const, url: `/admin/v1/article/${target.id}`, payload: { title: '被改' } },
      { method: 'PUT' as const, url: '/admin/v1/article/status', payload: { id: target.id, fixed: 1 } },
      { method: 'POST' as const, url: '/admin/v1/bbs_cate', payload: { name: '不该有' } },
    ];
    for (const c of calls) {
      const res = await t.app.inject({ ...c, headers: alice.auth });
      expect(res.statusCode, c.url).toBe(403);
      expect(res.json()).toEqual({ code: 403, msg: '无权访问：需要管理员权限', data: null });
      expect((await t.app.inject(c)).json()).toEqual({ code: 403, msg: '请登录', data: null });
    }
    const upd = await t.app.inject({ method: 'PUT', url: `/admin/v1/article/${target.id}`, headers: admin.auth, payload: { title: '管理员改过的标题', fixed: true } });
    expect(upd.json()).toMatchObject({ code: 200, data: { title: '管理员改过的标题', content: '内容', fixed: 1, user_id: alice.id } });
    const del = await t.app.inject({ method: 'DELETE', url: `/admin/v1/article/${target.id}`, headers: admin.auth });
    expect(del.json()).toEqual({ code: 200, msg: '已删除', data: null });
    expect((await get(`/v1/article/${target.id}`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/admin/v1/article/${target.id}`, headers: admin.auth })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: '/admin/v1/article/status', headers: admin.auth, payload: { id: target.id, fixed: 1 } })).statusCode).toBe(404);
  });

  it('a category with articles cannot be deleted; an empty one can', async () => {
    const c3 = await makeCategory(t, admin, '分类删除');
    await publish(t, alice, { title: '占位', cate_id: c3 });
    const busy = await t.app.inject({ method: 'DELETE', url: `/admin/v1/bbs_cate/${c3}`, headers: admin.auth });
    expect(busy.statusCode).toBe(400);
    expect(busy.json().msg).toMatch(/还有文章/);
    const c4 = await makeCategory(t, admin, '空分类');
    expect((await t.app.inject({ method: 'DELETE', url: `/admin/v1/bbs_cate/${c4}`, headers: admin.auth })).json().code).toBe(200);
    const dup = await t.app.inject({ method: 'POST', url: '/admin/v1/bbs_cate', headers: admin.auth, payload: { name: '分类删除' } });
    expect(dup.statusCode).toBe(409);
  });
});

describe(`forum: appreciate through the ledger (${TEST_DB_KIND})`, () => {
  it('moves the tip from reader to author with ledger rows on both sides', async () => {
    const author = await makeUser(t, { coins: 5 });
    const reader = await makeUser(t, { coins: 100 });
    const cate = await makeCategory(t, admin, '打赏测试');
    const art = await publish(t, author, { title: '值得打赏的教程', cate_id: cate });
    const tip = await t.ctx.services.articles.tipPrice();

    const res = await t.app.inject({ method: 'POST', url: `/auth/v1/article/appreciate/${art.id}`, headers: reader.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 200, msg: `打赏成功，已向作者转赠 ${tip} 金币`, data: { id: art.id, coins: tip, balance: 100 - tip, tips: 1 } });

    const coin = async (id: number) => (await t.ctx.db.selectFrom('users').select('coin').where('id', '=', id).executeTakeFirstOrThrow()).coin;
    expect(await coin(reader.id)).toBe(100 - tip);
    expect(await coin(author.id)).toBe(5 + tip);
    const rows = await t.ctx.db.selectFrom('ledger').selectAll().where('ref', '=', `article:${art.id}`).orderBy('id').execute();
    expect(rows.map((r) => [r.user_id, r.delta, r.kind])).toEqual([
      [reader.id, -tip, 'article_tip'],
      [author.id, tip, 'article_tip'],
    ]);
    expect(await t.ctx.services.ledger.drift()).toEqual([]);
    const detail = (await get(`/v1/article/${art.id}`)).json().data;
    expect(detail).toMatchObject({ tips: 1, tip_coins: tip });
  });

  it('refuses tipping your own article and explains a short balance; nothing moves', async () => {
    const author = await makeUser(t, { coins: 50 });
    const poor = await makeUser(t, { coins: 3 });
    const cate = await makeCategory(t, admin, '打赏拒绝');
    const art = await publish(t, author, { title: '自己的文章', cate_id: cate });
    const own = await t.app.inject({ method: 'POST', url: `/auth/v1/article/appreciate/${art.id}`, headers: author.auth });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({ code: 400, msg: '不能打赏自己的文章', data: null });

    const short = await t.app.inject({ method: 'POST', url: `/auth/v1/article/appreciate/${art.id}`, headers: poor.auth });
    expect(short.statusCode).toBe(400);
    const tip = await t.ctx.services.articles.tipPrice();
    expect(short.json().msg).toBe(`金币不足：打赏需要 ${tip} 金币，当前余额 3 金币`);
    const none = await t.app.inject({ method: 'POST', url: '/auth/v1/article/appreciate/999999', headers: poor.auth });
    expect(none.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/auth/v1/article/appreciate/${art.id}` })).statusCode).toBe(403);

    const coins = await t.ctx.db.selectFrom('users').select(['id', 'coin']).where('id', 'in', [author.id, poor.id]).orderBy('id').execute();
    expect(coins.map((c) => c.coin)).toEqual([50, 3]);
    expect(await t.ctx.db.selectFrom('ledger').select('id').where('ref', '=', `article:${art.id}`).execute()).toHaveLength(0);
    expect((await get(`/v1/article/${art.id}`)).json().data.tips).toBe(0);
  });

  it('the tip costs what the admin config page says: a saved article_tip_coin is charged on the next tip (issue 16)', async () => {
    const author = await makeUser(t, { coins: 0 });
    const reader = await makeUser(t, { coins: 100 });
    const cate = await makeCategory(t, admin, '打赏价格');
    const art = await publish(t, author, { title: '打赏价格来自配置', cate_id: cate });
    const config = (await t.app.inject({ method: 'GET', url: '/admin/v1/config', headers: admin.auth })).json().data as Array<{ name: string; value: string }>;
    const shown = Number(config.find((c) => c.name === 'article_tip_coin')!.value);
    expect((await get(`/v1/article/${art.id}`)).json().data.tip_price).toBe(shown);
    const first = (await t.app.inject({ method: 'POST', url: `/auth/v1/article/appreciate/${art.id}`, headers: reader.auth })).json();
    expect(first.data).toMatchObject({ coins: shown, balance: 100 - shown });

    const saved = await t.app.inject({ method: 'PUT', url: '/admin/v1/config', headers: admin.auth, payload: { values: { article_tip_coin: 7 } } });
    expect(saved.json().code).toBe(200);
    expect((await get(`/v1/article/${art.id}`)).json().data.tip_price).toBe(7);
    const second = (await t.app.inject({ method: 'POST', url: `/auth/v1/article/appreciate/${art.id}`, headers: reader.auth })).json();
    expect(second).toMatchObject({ code: 200, msg: '打赏成功，已向作者转赠 7 金币', data: { coins: 7, balance: 100 - shown - 7, tips: 2 } });
    const rows = await t.ctx.db.selectFrom('ledger').select(['user_id', 'delta']).where('ref', '=', `article:${art.id}`).orderBy('id').execute();
    expect(rows.map((r) => r.delta)).toEqual([-shown, shown, -7, 7]);
    expect(await t.ctx.services.ledger.drift()).toEqual([]);
    await t.app.inject({ method: 'PUT', url: '/admin/v1/config', headers: admin.auth, payload: { values: { article_tip_coin: shown } } });
  });

  it('concurrent tips never overdraw: with coins for 2 tips, exactly 2 of 6 succeed', async () => {
    const author = await makeUser(t);
    const tip = await t.ctx.services.articles.tipPrice();
    const reader = await makeUser(t, { coins: tip * 2 + 1 });
    const cate = await makeCategory(t, admin, '并发打赏');
    const art = await publish(t, author, { title: '并发', cate_id: cate });
    const results = await Promise.all(
      Array.from({ length: 6 }, () => t.app.inject({ method: 'POST', url: `/auth/v1/article/appreciate/${art.id}`, headers: reader.auth })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(4);
    const user = await t.ctx.db.selectFrom('users').select('coin').where('id', '=', reader.id).executeTakeFirstOrThrow();
    expect(user.coin).toBe(1);
    expect((await get(`/v1/article/${art.id}`)).json().data).toMatchObject({ tips: 2, tip_coins: tip * 2 });
    expect(await t.ctx.services.ledger.drift()).toEqual([]);
  });
});
