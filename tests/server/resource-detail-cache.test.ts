import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../server/src/context';
import { RESOURCE_DETAIL_ROWS, RESOURCE_DETAIL_TTL_MS } from '../../server/src/services/resource-service';
import { RESOURCE_DETAIL_REPLY_CACHE } from '../../server/src/routes/v1/resource';
import { ARTICLE_DETAIL_CACHE } from '../../server/src/routes/v1/article';
import { adminToken } from '../support/accounts';
import { call, startApiPair, type ApiPair, type ApiProcess } from '../support/cluster';
import { addResources, makeMember, type TestMember } from '../support/resources';
import { ADMIN_PASSWORD, createTestApp, TEST_DB_KIND, type TestApp } from '../support/server';

/**
 * The resource detail caches (issue 34, ADR 0019 addendum): GET /v1/resource/:id keeps the shared
 * row (with its category and sharer names) per process for every viewer, and visitors without a
 * session get whole replies from the reply cache, views sent live. Every change a visitor can
 * see — an edit, a price, a validity change (admin, reports), a delete — shows on the next read,
 * in this process and (second block) in another API process on the same database; what a
 * particular viewer sees (VIP, a paid reveal, the sharer, reported) stays theirs.
 */
type Detail = {
  id: number; title: string; views: number; url: string | null; locked: boolean; price: number; validity: string; report_count: number;
  reported: boolean; unlocked_by: string | null; category_name: string; sharer: { id: number; username: string } | null;
};
type Stat = { name: string; hits: number; misses: number; entries: number; capacity: number; bytes: number };

describe(`resource detail caches, one process (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await adminToken(t, ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (id: number, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/v1/resource/${id}`, headers });
  const data = (body: string) => (JSON.parse(body) as { data: Detail }).data;
  const asAdmin = (method: 'PUT' | 'DELETE' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${admin}` } });
  const stats = async (): Promise<Map<string, Stat>> => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/v1/cache/stats', headers: { authorization: `Bearer ${admin}` } });
    expect(res.statusCode, res.body).toBe(200);
    return new Map((res.json().data.caches as Stat[]).map((c) => [c.name, c]));
  };
  /** reads anonymously until the reply comes from the cache */
  const hit = async (id: number) => {
    await get(id);
    const r = await get(id);
    expect(r.headers['x-cache']).toBe('hit');
    return r;
  };

  it('the second anonymous read is a hit; every hit counts its view and shows the live count; the stats count it', async () => {
    const [id] = await addResources(t.ctx, [{ title: '详情缓存 资源一', url: 'https://pan.quark.cn/s/rdcache1' }]);
    const s0 = await stats();
    const first = await get(id);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBeUndefined();
    const v0 = data(first.body).views;
    for (let i = 1; i <= 4; i++) {
      const r = await get(id);
      expect(r.headers['x-cache']).toBe('hit');
      expect(r.headers['content-length']).toBe(String(Buffer.byteLength(r.body)));
      expect(data(r.body).views).toBe(v0 + i);
      expect(r.body.replace(/"views":\d+/, '')).toBe(first.body.replace(/"views":\d+/, ''));
    }
    // a member's read is never a reply hit, comes from the shared row (a row hit), counts too
    const bob = await makeMember(t.ctx);
    const m = await get(id, bob.auth);
    expect(m.headers['x-cache']).toBeUndefined();
    expect(data(m.body).views).toBe(v0 + 5);
    expect(data((await get(id)).body).views).toBe(v0 + 6);
    // every view reaches the database
    await t.ctx.services.resources.flushViews();
    const row = await t.ctx.db.selectFrom('resources').select('views').where('id', '=', id).executeTakeFirstOrThrow();
    expect(Number(row.views)).toBe(v0 + 6);

    const s1 = await stats();
    const reply = s1.get(RESOURCE_DETAIL_REPLY_CACHE)!;
    const rows = s1.get(RESOURCE_DETAIL_ROWS)!;
    expect(reply.hits - (s0.get(RESOURCE_DETAIL_REPLY_CACHE)?.hits ?? 0)).toBe(5);
    expect(reply.misses - (s0.get(RESOURCE_DETAIL_REPLY_CACHE)?.misses ?? 0)).toBe(1);
    expect(rows.hits - s0.get(RESOURCE_DETAIL_ROWS)!.hits).toBe(1); // the member's read
    expect(rows.misses - s0.get(RESOURCE_DETAIL_ROWS)!.misses).toBe(1); // the first read
    expect(reply.entries).toBeGreaterThanOrEqual(1);
    expect(reply.bytes).toBeGreaterThanOrEqual(Buffer.byteLength(first.body));
    expect(rows.entries).toBeGreaterThanOrEqual(1);
    expect(rows.bytes).toBeGreaterThan(0);
  });

  it('what a viewer sees stays theirs: the paid link is locked for visitors, open for VIP, the buyer and the sharer', async () => {
    const sharer = await makeMember(t.ctx);
    const [id] = await addResources(t.ctx, [{ title: '详情缓存 付费资源', url: 'https://pan.quark.cn/s/rdcachepaid', price: 5, sharer_id: sharer.id }]);
    const anon = data((await hit(id)).body);
    expect(anon).toMatchObject({ locked: true, url: null, unlocked_by: null, reported: false });
    const vip = await makeMember(t.ctx, { vipDays: 30 });
    const buyer = await makeMember(t.ctx, { coins: 10 });
    const plain = await makeMember(t.ctx);
    for (let i = 0; i < 2; i++) {
      // twice each: the second read comes from the shared row, and must be just as much theirs
      expect(data((await get(id, vip.auth)).body)).toMatchObject({ locked: false, url: 'https://pan.quark.cn/s/rdcachepaid', unlocked_by: 'vip' });
      expect(data((await get(id, sharer.auth)).body)).toMatchObject({ locked: false, unlocked_by: 'owner' });
      expect(data((await get(id, plain.auth)).body)).toMatchObject({ locked: true, url: null, unlocked_by: null });
    }
    const reveal = await t.app.inject({ method: 'POST', url: `/auth/v1/resource/${id}/reveal`, headers: buyer.auth, payload: {} });
    expect(reveal.statusCode, reveal.body).toBe(200);
    expect(data((await get(id, buyer.auth)).body)).toMatchObject({ locked: false, unlocked_by: 'paid' });
    // the plain member's report is theirs (reported), the count is everyone's
    const rep = await t.app.inject({ method: 'POST', url: `/auth/v1/resource/${id}/report`, headers: plain.auth, payload: { reason: '打不开' } });
    expect(rep.statusCode, rep.body).toBe(200);
    expect(data((await get(id, plain.auth)).body)).toMatchObject({ reported: true, report_count: 1, validity: 'reported' });
    expect(data((await get(id, vip.auth)).body)).toMatchObject({ reported: false, report_count: 1 });
    // and the visitor's cached reply did not take any of it
    const after = data((await hit(id)).body);
    expect(after).toMatchObject({ locked: true, url: null, unlocked_by: null, reported: false, report_count: 1 });
  });

  it('an edit, a price, hiding (admin, reports), restoring and a delete show on the very next read, for visitors and members', async () => {
    const member = await makeMember(t.ctx);
    const [id] = await addResources(t.ctx, [{ title: '详情缓存 将被修改', url: 'https://pan.quark.cn/s/rdcacheedit' }]);
    const memberRead = async () => {
      await get(id, member.auth);
      return get(id, member.auth);
    };

    await hit(id);
    await memberRead();
    const edit = await asAdmin('PUT', `/admin/v1/share_union/resource/${id}`, { title: '详情缓存 改过的标题' });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(data((await get(id)).body).title).toBe('详情缓存 改过的标题');
    expect(data((await get(id, member.auth)).body).title).toBe('详情缓存 改过的标题');

    await hit(id);
    expect((await asAdmin('PUT', `/admin/v1/share_union/resource/${id}`, { price: 3 })).statusCode).toBe(200);
    expect(data((await get(id)).body)).toMatchObject({ price: 3, locked: true, url: null });
    expect(data((await get(id, member.auth)).body)).toMatchObject({ price: 3, locked: true });

    await hit(id);
    await memberRead();
    expect((await asAdmin('PUT', `/admin/v1/share_union/resource/${id}/validity`, { invalid: true })).statusCode).toBe(200);
    expect((await get(id)).statusCode).toBe(404);
    expect((await get(id, member.auth)).statusCode).toBe(404);
    // the admin still sees it (privileged), from the same shared row
    const seen = await t.app.inject({ method: 'GET', url: `/v1/resource/${id}`, headers: { authorization: `Bearer ${admin}` } });
    expect(data(seen.body).validity).toBe('invalid');
    expect((await asAdmin('PUT', `/admin/v1/share_union/resource/${id}/validity`, { invalid: false })).statusCode).toBe(200);
    expect((await get(id)).statusCode).toBe(200);

    // three members' reports hide it (validity invalid)
    await hit(id);
    for (let i = 0; i < 3; i++) {
      const reporter = await makeMember(t.ctx);
      const r = await t.app.inject({ method: 'POST', url: `/auth/v1/resource/${id}/report`, headers: reporter.auth, payload: { reason: '失效' } });
      expect(r.statusCode, r.body).toBe(200);
      if (i < 2) expect(data((await get(id)).body).report_count).toBe(i + 1);
    }
    expect((await get(id)).statusCode).toBe(404);
    expect((await asAdmin('PUT', `/admin/v1/share_union/resource/${id}/validity`, { invalid: false })).statusCode).toBe(200);

    await hit(id);
    await memberRead();
    expect((await asAdmin('DELETE', `/admin/v1/share_union/resource/${id}`)).statusCode).toBe(200);
    expect((await get(id)).statusCode).toBe(404);
    expect((await get(id, member.auth)).statusCode).toBe(404);
  });

  it('the link checker taking a resource out of search shows at once; a sharer rename within the TTL', async () => {
    const sharer = await makeMember(t.ctx);
    const [id] = await addResources(t.ctx, [{ title: '详情缓存 链接检查', url: 'https://pan.quark.cn/s/rdcachecheck', sharer_id: sharer.id }]);
    await hit(id);
    // what the link checker does on a confirmed dead link (linkcheck-service apply → setValidity)
    await t.ctx.repos.resources.transaction((trx) => t.ctx.repos.resources.setValidity(trx, id, 'invalid', t.clock.now()));
    expect((await get(id)).statusCode).toBe(404);
    await t.ctx.repos.resources.transaction((trx) => t.ctx.repos.resources.setValidity(trx, id, 'ok', t.clock.now()));

    const name = data((await hit(id)).body).sharer!.username;
    await t.ctx.db.updateTable('users').set({ username: `${name}_new`, username_lower: `${name}_new`.toLowerCase() }).where('id', '=', sharer.id).execute();
    // no generation carries a rename: the entry shows the old name until its TTL is over
    expect(data((await get(id)).body).sharer!.username).toBe(name);
    t.clock.advance(RESOURCE_DETAIL_TTL_MS + 1);
    const fresh = await get(id);
    expect(fresh.headers['x-cache']).toBeUndefined();
    expect(data(fresh.body).sharer!.username).toBe(`${name}_new`);
  });

  it('the stats route: admins only; it names the article detail cache too', async () => {
    const member: TestMember = await makeMember(t.ctx);
    expect((await t.app.inject({ method: 'GET', url: '/admin/v1/cache/stats' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/admin/v1/cache/stats', headers: member.auth })).statusCode).toBe(403);
    const cates = (await t.app.inject({ method: 'GET', url: '/v1/article/cates' })).json().data as Array<{ id: number }>;
    const art = await t.app.inject({
      method: 'POST', url: '/auth/v1/article', headers: member.auth, payload: { title: '缓存统计 文章', cate_id: cates[0].id, content: '正文' },
    });
    expect(art.statusCode, art.body).toBe(200);
    const articleId = art.json().data.id as number;
    const before = (await stats()).get(ARTICLE_DETAIL_CACHE);
    await t.app.inject({ method: 'GET', url: `/v1/article/${articleId}` });
    await t.app.inject({ method: 'GET', url: `/v1/article/${articleId}` });
    const after = (await stats()).get(ARTICLE_DETAIL_CACHE)!;
    expect(after.hits - (before?.hits ?? 0)).toBe(1);
    expect(after.misses - (before?.misses ?? 0)).toBe(1);
    expect(after.capacity).toBeGreaterThan(0);
  });

  it('the stats route names the search caches and splits the memory (issue 34)', async () => {
    await addResources(t.ctx, [
      { title: '统计缓存 甲 全集', url: 'https://pan.quark.cn/s/cachestat1' },
      { title: '统计缓存 乙 全集', url: 'https://pan.quark.cn/s/cachestat2' },
    ]);
    const before = await stats();
    // a member's search skips the reply cache and reaches the search caches
    const bob = await makeMember(t.ctx);
    const search = (kw: string, sort = 'relevance') =>
      t.app.inject({ method: 'GET', url: `/v1/resource/search?kw=${encodeURIComponent(kw)}&sort=${sort}`, headers: bob.auth });
    const first = await search('统计缓存', 'latest');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.total).toBe(2);
    const mid = await stats();
    const rows = mid.get('search_rank_rows')!;
    expect(rows.entries).toBeGreaterThanOrEqual(2);
    expect(rows.misses - (before.get('search_rank_rows')?.misses ?? 0)).toBeGreaterThanOrEqual(2); // read from the database
    expect(rows.bytes).toBeGreaterThan(0);
    expect(rows.capacity).toBeGreaterThanOrEqual(rows.entries);
    expect(mid.get('search_candidates')!.entries).toBeGreaterThan(0);
    // the same words in another order (最热): the candidates and rows come from memory
    expect((await search('统计缓存', 'hot')).json().data.total).toBe(2);
    const after = await stats();
    expect(after.get('search_candidates')!.hits).toBeGreaterThan(mid.get('search_candidates')!.hits);
    // a visitor's search is kept in the named reply cache: the second is a hit
    await t.app.inject({ method: 'GET', url: `/v1/resource/search?kw=${encodeURIComponent('统计缓存 甲')}` });
    await t.app.inject({ method: 'GET', url: `/v1/resource/search?kw=${encodeURIComponent('统计缓存 甲')}` });
    const replies = (await stats()).get('search_reply')!;
    expect(replies.hits - (after.get('search_reply')?.hits ?? 0)).toBe(1);
    expect(replies.bytes).toBeGreaterThan(0);
    const res = await t.app.inject({ method: 'GET', url: '/admin/v1/cache/stats', headers: { authorization: `Bearer ${admin}` } });
    const mem = res.json().data.memory as Record<string, number>;
    expect(mem.rss).toBeGreaterThan(mem.heap_used);
    expect(mem.heap_total).toBeGreaterThanOrEqual(mem.heap_used);
    expect(mem.external).toBeGreaterThan(0);
    expect(mem.array_buffers).toBeGreaterThanOrEqual(0);
  });
});

describe(`resource detail caches across processes (${TEST_DB_KIND})`, () => {
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

  it('an edit, a price, hiding, a report and a delete through A show on the next read through B (visitors and members)', async () => {
    const [id] = await addResources(ctx, [{ title: '跨进程 资源详情缓存', url: 'https://pan.quark.cn/s/rdcachexproc' }]);
    const member = await makeMember(ctx);
    const reader = await makeMember(ctx);
    const readB = (token?: string) => call(B.base, 'GET', `/v1/resource/${id}`, { token });
    const hitB = async () => {
      await readB();
      const r = await readB();
      expect(r.headers.get('x-cache')).toBe('hit');
      await readB(member.token);
      await readB(member.token); // a shared-row hit in B
      return r;
    };
    const d = (r: { body: { data: unknown } }) => r.body.data as Detail;
    const rowsOfB = async () =>
      ((await call(B.base, 'GET', '/admin/v1/cache/stats', { token: admin })).body.data.caches as Stat[]).find((c) => c.name === RESOURCE_DETAIL_ROWS)!;

    const r0 = await rowsOfB();
    await hitB();
    const r1 = await rowsOfB();
    expect(r1.hits - r0.hits).toBeGreaterThanOrEqual(1);

    expect((await call(A.base, 'PUT', `/admin/v1/share_union/resource/${id}`, { token: admin, body: { title: '跨进程 改过的标题' } })).body.code).toBe(200);
    expect(d(await readB()).title).toBe('跨进程 改过的标题');
    expect(d(await readB(member.token)).title).toBe('跨进程 改过的标题');

    await hitB();
    expect((await call(A.base, 'PUT', `/admin/v1/share_union/resource/${id}`, { token: admin, body: { price: 4 } })).body.code).toBe(200);
    expect(d(await readB())).toMatchObject({ price: 4, locked: true, url: null });

    await hitB();
    const rep = await call(A.base, 'POST', `/auth/v1/resource/${id}/report`, { token: reader.token, body: { reason: '打不开' } });
    expect(rep.body.code, rep.body.msg).toBe(200);
    expect(d(await readB())).toMatchObject({ report_count: 1, validity: 'reported' });
    expect(d(await readB(reader.token))).toMatchObject({ reported: true });
    expect(d(await readB(member.token))).toMatchObject({ reported: false, report_count: 1 });

    await hitB();
    expect((await call(A.base, 'PUT', `/admin/v1/share_union/resource/${id}/validity`, { token: admin, body: { invalid: true } })).body.code).toBe(200);
    expect((await readB()).status).toBe(404);
    expect((await readB(member.token)).status).toBe(404);
    expect((await call(A.base, 'PUT', `/admin/v1/share_union/resource/${id}/validity`, { token: admin, body: { invalid: false } })).body.code).toBe(200);
    expect((await readB()).status).toBe(200);

    // views: B's own reads are exact at once (hits and members' reads alike)
    await hitB();
    const before = d(await readB()).views;
    expect((await readB()).headers.get('x-cache')).toBe('hit');
    expect(d(await readB(member.token)).views).toBe(before + 2);
    expect(d(await readB()).views).toBe(before + 3);

    await hitB();
    expect((await call(A.base, 'DELETE', `/admin/v1/share_union/resource/${id}`, { token: admin })).body.code).toBe(200);
    expect((await readB()).status).toBe(404);
    expect((await readB(member.token)).status).toBe(404);
  });
});
