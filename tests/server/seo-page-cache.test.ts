import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fill, fingerprintOf, PageCache, splitAtLive } from '../../server/src/seo/page-cache';
import { adminToken } from '../support/accounts';
import { startApiPair, type ApiPair } from '../support/cluster';
import { addResources, makeMember } from '../support/resources';
import { ADMIN_PASSWORD, createTestApp, TEST_DB_KIND, type TestApp } from '../support/server';

/**
 * Issue 32 (ADR 0032 §3): the rendered /r and /t pages kept in the process. A stored page is sent
 * only while what it shows is what the request just read; so every change a page shows — an
 * admin edit, a report, a raw UPDATE, a banned word, a hidden resource, a related resource
 * renamed or hidden, a reply, a like — shows on the very next request, in the process that wrote
 * it and in another process on the same database. The view counter is live on every answer.
 */

const SITE = 'https://ujuso.example';

function doc(body: string): Document {
  return new JSDOM(body).window.document;
}

/** The page's two view counters (/t: the text and the JSON-LD ViewAction) or one (/r). */
function views(body: string): number[] {
  const d = doc(body);
  const out: number[] = [];
  const dd = [...d.querySelectorAll('dt')].find((dt) => dt.textContent === '浏览')?.nextElementSibling?.textContent;
  if (dd) out.push(Number(/^(\d+) 次$/.exec(dd)![1]));
  for (const s of d.querySelectorAll('script[type="application/ld+json"]')) {
    const ld = JSON.parse(s.textContent ?? '{}') as { interactionStatistic?: Array<{ interactionType: string; userInteractionCount: number }> };
    const v = ld.interactionStatistic?.find((x) => x.interactionType.endsWith('/ViewAction'));
    if (v) out.push(v.userInteractionCount);
  }
  const line = /· (\d+) 浏览 · /.exec(d.querySelector('article p.muted')?.textContent ?? '');
  if (line) out.push(Number(line[1]));
  return out;
}

/** The page without its view counters (what a stored page must equal). */
function withoutViews(body: string): string {
  return body
    .replace(/<dt>浏览<\/dt><dd>\d+ 次<\/dd>/, '')
    .replace(/"userInteractionCount":\d+\}/, '')
    .replace(/· \d+ 浏览 · /, '');
}

describe('page cache pieces', () => {
  it('splitAtLive finds the template\'s place of the count, not the same text written by a user', () => {
    // a size and a title that read like the counter: only the needle with template markup matches
    const page = '<h1>&lt;dt&gt;浏览 5 次</h1><dd>5 次</dd><dl><div><dt>浏览</dt><dd>5 次</dd></div></dl><p>尾</p>';
    const parts = splitAtLive(page, [{ text: '<dt>浏览</dt><dd>5 次</dd>', live: '5' }])!;
    expect(parts).toHaveLength(2);
    expect(fill(parts, 123).toString()).toBe(page.replace('<dt>浏览</dt><dd>5 次</dd>', '<dt>浏览</dt><dd>123 次</dd>'));
    expect(splitAtLive(page, [{ text: '<dt>浏览</dt><dd>6 次</dd>', live: '6' }])).toBeNull();
    // multi-byte text before and between two places
    const two = '三体 {"n":42} 中间 · 42 浏览 · 尾';
    const p2 = splitAtLive(two, [{ text: '"n":42}', live: '42' }, { text: '· 42 浏览', live: '42' }])!;
    expect(fill(p2, 7).toString()).toBe('三体 {"n":7} 中间 · 7 浏览 · 尾');
  });

  it('the cache is bounded by bytes, least recently used out first, and keyed by fingerprint', () => {
    const c = new PageCache(64 * 1024);
    const page = (n: number) => [Buffer.alloc(3000, n)];
    for (let i = 0; i < 40; i++) c.set(`k${i}`, fingerprintOf(['v', i]), page(i));
    expect(c.bytes).toBeLessThanOrEqual(64 * 1024);
    expect(c.get('k0', fingerprintOf(['v', 0]))).toBeUndefined(); // evicted
    expect(c.get('k39', fingerprintOf(['v', 39]))?.parts[0][0]).toBe(39);
    expect(c.get('k39', fingerprintOf(['v', 40]))).toBeUndefined(); // another fingerprint: not sent
    expect(fingerprintOf(['x'.repeat(2000)])).toMatch(/^#/); // long fingerprints are digests
    expect(fingerprintOf(['x'.repeat(2000)])).not.toBe(fingerprintOf(['x'.repeat(1999) + 'y']));
    const off = new PageCache(0);
    off.set('k', 'f', page(1));
    expect(off.get('k', 'f')).toBeUndefined();
  });
});

describe(`stored pages in one process (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let admin: string;
  let id: number;
  let related: number;
  let paid: number;
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const put = (url: string, payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url, payload, headers: { authorization: `Bearer ${admin}` } });

  /** Two reads: the second is a stored page with one view more and otherwise the same bytes. */
  async function stored(url: string) {
    // buffered views written first, so no timed flush falls between the two reads (on PostgreSQL a
    // read during a flush sees the row before it and no pending count: ResourceService, ADR 0019)
    await t.ctx.services.resources.flushViews();
    await t.ctx.services.articles.flushViews();
    const first = await get(url);
    expect(first.statusCode, url).toBe(200);
    const second = await get(url);
    expect(second.statusCode, url).toBe(200);
    expect(second.headers['x-cache'], url).toBe('hit');
    expect(withoutViews(second.body)).toBe(withoutViews(first.body));
    const [a, b] = [views(first.body), views(second.body)];
    // the live count: one more view (on PostgreSQL a read during the 1 s view flush's transaction
    // sees the row before it and no pending count — ResourceService / ArticleService, ADR 0019 —
    // so there the count is only checked to be a count of its own, equal in both places)
    if (TEST_DB_KIND === 'sqlite') expect(b.map((v, i) => v - a[i])).toEqual(a.map(() => 1));
    for (const v of [...a, ...b]) expect(Number.isInteger(v) && v >= 0).toBe(true);
    expect(new Set(b).size).toBe(1);
    return second;
  }

  beforeAll(async () => {
    t = await createTestApp({ env: { SITE_URL: SITE, SEO_PUSH: 'off' } });
    admin = await adminToken(t, ADMIN_PASSWORD);
    [id, related, paid] = await addResources(t.ctx, [
      { title: '流浪地球 第一部 蓝光', url: 'https://pan.quark.cn/s/pagecache0001', pwd: 'ab12' },
      { title: '流浪地球 第二部 原盘', url: 'https://pan.quark.cn/s/pagecache0002' },
      { title: '流浪地球 付费合集', url: 'https://pan.baidu.com/s/1PAGECACHEPAID', pwd: 'qqzz', price: 20 },
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a second read is the stored page with the live view count; views in both counters', async () => {
    const res = await stored(`/r/${id}`);
    expect(views(res.body)).toHaveLength(1);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
  });

  it('an admin edit, a report, and a raw UPDATE of the row show on the next read', { timeout: 120_000 }, async () => {
    await stored(`/r/${id}`);
    expect((await put(`/admin/v1/share_union/resource/${id}`, { title: '流浪地球 第一部 4K 修订' })).json().code).toBe(200);
    let res = await get(`/r/${id}`);
    expect(res.headers['x-cache']).toBeUndefined();
    expect(doc(res.body).querySelector('h1')?.textContent).toBe('流浪地球 第一部 4K 修订');

    await stored(`/r/${id}`);
    const reporter = await makeMember(t.ctx);
    await t.ctx.services.resources.report(id, reporter.id, '打不开');
    res = await get(`/r/${id}`);
    expect(res.headers['x-cache']).toBeUndefined();
    expect(doc(res.body).body.textContent).toContain('有人反馈失效');

    // nothing but the row changes (no service, no generation): the fingerprint is read from the row
    await stored(`/r/${id}`);
    await t.ctx.db.updateTable('resources').set({ size: '77.7GB' }).where('id', '=', id).execute();
    res = await get(`/r/${id}`);
    expect(res.headers['x-cache']).toBeUndefined();
    expect(doc(res.body).body.textContent).toContain('77.7GB');

    // the checker's "N 小时前" moves on with the clock
    await t.ctx.db.updateTable('resources').set({ validity: 'ok', check_state: 'ok', checked_at: t.ctx.clock.now() - 3600_000 }).where('id', '=', id).execute();
    expect(doc((await get(`/r/${id}`)).body).body.textContent).toContain('已验证有效 · 1 小时前');
    await stored(`/r/${id}`);
    t.clock.advance(3600_000);
    res = await get(`/r/${id}`);
    expect(res.headers['x-cache']).toBeUndefined();
    expect(doc(res.body).body.textContent).toContain('已验证有效 · 2 小时前');
  });

  it('a paid resource stays without its link when stored; a price change shows at once', async () => {
    const res = await stored(`/r/${paid}`);
    expect(res.body).not.toContain('PAGECACHEPAID');
    expect(res.body).not.toContain('qqzz');
    expect((await put(`/admin/v1/share_union/resource/${paid}`, { price: 0 })).json().code).toBe(200);
    const free = await get(`/r/${paid}`);
    expect(free.headers['x-cache']).toBeUndefined();
    expect(free.body).toContain('https://pan.baidu.com/s/1PAGECACHEPAID');
    expect((await put(`/admin/v1/share_union/resource/${paid}`, { price: 30 })).json().code).toBe(200);
    const again = await get(`/r/${paid}`);
    expect(again.body).not.toContain('PAGECACHEPAID');
    expect(again.body).toContain('这是付费资源（30 金币）');
  });

  it('a related resource renamed or hidden changes the page at once', { timeout: 120_000 }, async () => {
    const hrefs = (body: string) => [...doc(body).querySelectorAll('section[aria-label="相关资源"] a')].map((a) => a.getAttribute('href'));
    let res = await stored(`/r/${id}`);
    expect(hrefs(res.body)).toContain(`/r/${related}`);
    expect((await put(`/admin/v1/share_union/resource/${related}`, { title: '流浪地球 第二部 改名' })).json().code).toBe(200);
    res = await get(`/r/${id}`);
    expect(res.headers['x-cache']).toBeUndefined();
    expect(doc(res.body).querySelector('section[aria-label="相关资源"]')?.textContent).toContain('流浪地球 第二部 改名');
    await stored(`/r/${id}`);
    expect((await put(`/admin/v1/share_union/resource/${related}/validity`, { invalid: true })).json().code).toBe(200);
    res = await get(`/r/${id}`);
    expect(hrefs(res.body)).not.toContain(`/r/${related}`);
    expect((await get(`/r/${related}`)).statusCode).toBe(410);
  });

  it('a banned word added makes the stored page 404 at once; removed, it is back', async () => {
    await stored(`/r/${id}`);
    const add = await t.app.inject({ method: 'POST', url: '/admin/v1/bankey', payload: { keywords: '修订' }, headers: { authorization: `Bearer ${admin}` } });
    expect(add.json().code).toBe(200);
    const res = await get(`/r/${id}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('修订');
    await t.app.inject({ method: 'DELETE', url: `/admin/v1/bankey/${add.json().data.added[0].id}`, headers: { authorization: `Bearer ${admin}` } });
    expect((await get(`/r/${id}`)).statusCode).toBe(200);
  });

  it('hidden or deleted: 410 / 404 at once', { timeout: 120_000 }, async () => {
    await stored(`/r/${id}`);
    expect((await put(`/admin/v1/share_union/resource/${id}/validity`, { invalid: true })).json().code).toBe(200);
    expect((await get(`/r/${id}`)).statusCode).toBe(410);
    expect((await put(`/admin/v1/share_union/resource/${id}/validity`, { invalid: false })).json().code).toBe(200);
    await stored(`/r/${id}`);
    await t.ctx.db.updateTable('resources').set({ status: 'pending' }).where('id', '=', id).execute();
    expect((await get(`/r/${id}`)).statusCode).toBe(404);
    await t.ctx.db.updateTable('resources').set({ status: 'approved' }).where('id', '=', id).execute();
    await stored(`/r/${id}`);
    // its counted views first (a flush naming a deleted resource fails on the foreign key)
    await t.ctx.services.resources.flushViews();
    const del = await t.app.inject({ method: 'DELETE', url: `/admin/v1/share_union/resource/${id}`, headers: { authorization: `Bearer ${admin}` } });
    expect(del.json().code).toBe(200);
    expect((await get(`/r/${id}`)).statusCode).toBe(410);
  });

  it('a thread: a reply, a hidden reply, a like, an edit and a banned title show at once', { timeout: 180_000 }, async () => {
    const ctx = t.ctx;
    const author = await makeMember(ctx);
    const cates = await ctx.services.bbsCategories.list();
    const a = await ctx.services.articles.create({ id: author.id, role: 'user' }, { title: '页面缓存测试帖', cate_id: cates[0].id, content: '正文 **加粗**' });
    const url = `/t/${a.id}`;
    let res = await stored(url);
    expect(views(res.body)).toHaveLength(2);
    const [text, ld] = views(res.body);
    expect(ld).toBe(text);

    const m = await makeMember(ctx);
    const r = await ctx.services.replies.create({ id: m.id, role: 'user' }, a.id, { content: '第一条回复内容' });
    res = await get(url);
    expect(res.headers['x-cache']).toBeUndefined();
    expect(doc(res.body).querySelector('#f2')?.textContent).toContain('第一条回复内容');

    await stored(url);
    await ctx.services.replies.setHidden({ id: 1, ip: '127.0.0.1' }, r.reply.id, true);
    res = await get(url);
    expect(res.body).not.toContain('第一条回复内容');
    expect(doc(res.body).querySelector('#f2')?.textContent).toContain('该回复已被管理员隐藏');

    await stored(url);
    await ctx.services.articles.like({ id: m.id, role: 'user' }, a.id);
    res = await get(url);
    expect(res.headers['x-cache']).toBeUndefined();
    expect(doc(res.body).querySelector('article p.muted')?.textContent).toContain('1 点赞');

    await stored(url);
    await ctx.services.articles.update({ id: author.id, role: 'user' }, a.id, { title: '页面缓存测试帖 改', cate_id: cates[0].id, content: '新的正文' });
    res = await get(url);
    expect(doc(res.body).querySelector('h1')?.textContent).toBe('页面缓存测试帖 改');
    expect(res.body).toContain('新的正文');

    await stored(url);
    await ctx.services.hotKeywords.ban('缓存测试帖');
    expect((await get(url)).statusCode).toBe(404);
  });

  it('SEO_PAGE_CACHE_MB=0 renders every page', { timeout: 180_000 }, async () => {
    const off = await createTestApp({ env: { SITE_URL: SITE, SEO_PUSH: 'off', SEO_PAGE_CACHE_MB: '0' } });
    try {
      const [x] = await addResources(off.ctx, [{ title: '不缓存的资源 页面' }]);
      for (let i = 0; i < 2; i++) {
        const res = await off.app.inject(`/r/${x}`);
        expect(res.statusCode).toBe(200);
        expect(res.headers['x-cache']).toBeUndefined();
      }
    } finally {
      await off.close();
    }
  });
});

describe(`stored pages across processes (${TEST_DB_KIND})`, () => {
  let pair: ApiPair;
  const page = async (base: string, url: string) => {
    const res = await fetch(base + url);
    return { status: res.status, hit: res.headers.get('x-cache') === 'hit', body: await res.text() };
  };
  const admin = async (base: string, method: string, url: string, body?: unknown) => {
    const res = await fetch(base + url, {
      method,
      headers: { authorization: `Bearer ${pair.admin}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const json = (await res.json()) as { code: number; msg: string; data: unknown };
    expect(json.code, json.msg).toBe(200);
    return json.data;
  };
  /** B answers from its stored page (read twice). */
  const storedOnB = async (url: string) => {
    await page(pair.B.base, url);
    const res = await page(pair.B.base, url);
    expect(res.status, url).toBe(200);
    expect(res.hit, url).toBe(true);
    return res;
  };

  beforeAll(async () => {
    pair = await startApiPair({ SEO_PUSH: 'off' });
  }, 200_000);
  afterAll(async () => {
    await pair?.stop();
  });

  it('an edit, a related rename, a banned word and a removal through A show on the next read through B', { timeout: 120_000 }, async () => {
    const { A } = pair;
    const [id, rel] = await addResources(pair.ctx, [
      { title: '跨进程页面 星际穿越 蓝光', url: 'https://pan.quark.cn/s/xprocpage001' },
      { title: '跨进程页面 星际穿越 原盘', url: 'https://pan.quark.cn/s/xprocpage002' },
    ]);
    const url = `/r/${id}`;
    let res = await storedOnB(url);
    expect(res.body).toContain(`/r/${rel}`);

    await admin(A.base, 'PUT', `/admin/v1/share_union/resource/${id}`, { title: '跨进程页面 星际穿越 修改后' });
    res = await page(pair.B.base, url);
    expect(res.hit).toBe(false);
    expect(doc(res.body).querySelector('h1')?.textContent).toBe('跨进程页面 星际穿越 修改后');

    await storedOnB(url);
    await admin(A.base, 'PUT', `/admin/v1/share_union/resource/${rel}`, { title: '跨进程页面 星际穿越 相关改名' });
    res = await page(pair.B.base, url);
    expect(res.hit).toBe(false);
    expect(res.body).toContain('跨进程页面 星际穿越 相关改名');

    await storedOnB(url);
    await admin(A.base, 'POST', '/admin/v1/bankey', { keywords: '修改后' });
    expect((await page(pair.B.base, url)).status).toBe(404);

    await storedOnB(`/r/${rel}`);
    await admin(A.base, 'DELETE', `/admin/v1/share_union/resource/${rel}`);
    expect((await page(pair.B.base, `/r/${rel}`)).status).toBe(410);
  });

  it('a reply through A shows on the next read of the thread through B', { timeout: 120_000 }, async () => {
    const ctx = pair.ctx;
    const author = await makeMember(ctx);
    const cates = await ctx.services.bbsCategories.list();
    const a = await ctx.services.articles.create({ id: author.id, role: 'user' }, { title: '跨进程页面缓存帖子', cate_id: cates[0].id, content: '正文' });
    const url = `/t/${a.id}`;
    await storedOnB(url);
    const login = await fetch(`${pair.A.base}/v1/user`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: `pc_${process.pid}`, password: 'password-123', email: `pc_${process.pid}@example.com` }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const reply = await fetch(`${pair.A.base}/auth/v1/article/${a.id}/reply`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ content: '跨进程的回复文字' }),
    });
    expect(((await reply.json()) as { code: number }).code).toBe(200);
    const res = await page(pair.B.base, url);
    expect(res.hit).toBe(false);
    expect(res.body).toContain('跨进程的回复文字');
  });
});
