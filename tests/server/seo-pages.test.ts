import { gunzipSync, gzipSync } from 'node:zlib';
import { HtmlValidate } from 'html-validate';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../support/accounts';
import { addResources, makeMember } from '../support/resources';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/server';

/**
 * Issue 32: the server pages /r/{id}, /t/{id}, /k/{keyword} and robots.txt, against the real app
 * on a real database (SQLite file or PostgreSQL). What a crawler reads: valid HTML, one title,
 * description, canonical, OpenGraph and JSON-LD per page, the right status for hidden, removed
 * and banned content, nothing the app hides from a visitor, and no markup from user text.
 */

const SITE = 'https://ujuso.example';
const validator = new HtmlValidate({ extends: ['html-validate:recommended'] });

let t: TestApp;
let admin: string;
const ids: Record<string, number> = {};
const SECRET = {
  paidUrl: 'https://pan.baidu.com/s/1PAIDSECRETLINK',
  paidPwd: 'zzqq',
  pendingUrl: 'https://pan.quark.cn/s/pendingsecret01',
  rejectedUrl: 'https://pan.quark.cn/s/rejectedsecret1',
  sourceLink: 'https://www.alipan.com/s/ReplyOnlySecret9',
  hiddenReply: '这条回复被管理员隐藏了HIDDENREPLY',
  deletedReply: '作者删掉的回复DELETEDREPLY',
};
const XSS_TITLE = '</script><script>alert(1)</script><img src=x onerror=alert(2)> "\' 三体';

async function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers });
}

function doc(body: string): Document {
  return new JSDOM(body).window.document;
}

function lds(d: Document): Array<Record<string, unknown>> {
  return [...d.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>);
}

async function expectValidHtml(body: string): Promise<void> {
  const report = await validator.validateString(body);
  const messages = report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message} (line ${m.line})`));
  expect(messages).toEqual([]);
}

/** No script but JSON-LD, no on* attribute, no javascript: URL, anywhere in the page. */
function expectInert(d: Document): void {
  for (const s of d.querySelectorAll('script')) expect(s.getAttribute('type')).toBe('application/ld+json');
  for (const el of d.querySelectorAll('*')) {
    for (const a of el.getAttributeNames()) {
      expect(a.startsWith('on'), `${el.tagName} ${a}`).toBe(false);
      expect(/^\s*(javascript|data|vbscript):/i.test(el.getAttribute(a) ?? ''), `${el.tagName} ${a}`).toBe(false);
    }
  }
  expect(d.querySelectorAll('img, iframe, object, embed, form').length).toBe(0);
}

function head(d: Document) {
  return {
    title: d.title,
    description: d.querySelector('meta[name="description"]')?.getAttribute('content'),
    canonical: d.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    ogTitle: d.querySelector('meta[property="og:title"]')?.getAttribute('content'),
    ogUrl: d.querySelector('meta[property="og:url"]')?.getAttribute('content'),
    ogType: d.querySelector('meta[property="og:type"]')?.getAttribute('content'),
    robots: d.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
    device: d.querySelector('meta[name="applicable-device"]')?.getAttribute('content'),
    lang: d.documentElement.getAttribute('lang'),
    nav: [...d.querySelectorAll('header nav a')].map((a) => a.getAttribute('href')),
  };
}

beforeAll(async () => {
  t = await createTestApp({ env: { SITE_URL: SITE, SEO_PUSH: 'off' } });
  admin = await adminToken(t, ADMIN_PASSWORD);
  const ctx = t.ctx;
  const sharer = await makeMember(ctx);
  const cate = (await ctx.services.resources.categories())[0];
  [ids.free, ids.paid, ids.pending, ids.rejected, ids.invalid, ids.toRemove, ids.xss, ids.toBan, ids.related1, ids.related2] = await addResources(ctx, [
    { title: '三体 全集 4K 典藏版', url: 'https://pan.quark.cn/s/freelink0001', pwd: 'ab12', sharer_id: sharer.id, category_id: cate?.id ?? null },
    { title: '三体 广播剧 付费合集', url: SECRET.paidUrl, pwd: SECRET.paidPwd, price: 30 },
    { title: '三体 待审核', url: SECRET.pendingUrl, status: 'pending' },
    { title: '三体 已拒绝', url: SECRET.rejectedUrl, status: 'rejected' },
    { title: '三体 失效链接', url: 'https://pan.quark.cn/s/invalid00001' },
    { title: '三体 将被删除', url: 'https://pan.quark.cn/s/removed00001' },
    { title: XSS_TITLE, url: 'https://pan.quark.cn/s/xss000000001' },
    { title: '三体 违禁测试词条', url: 'https://pan.quark.cn/s/banned000001' },
    { title: '三体 第二部 黑暗森林', url: 'https://pan.quark.cn/s/related00001' },
    { title: '三体 第三部 死神永生', url: 'https://pan.quark.cn/s/related00002' },
  ]);
  await ctx.db.updateTable('resources').set({ validity: 'invalid' }).where('id', '=', ids.invalid).execute();
  await ctx.repos.resources.transaction((trx) => ctx.repos.resources.reindex(trx, ids.invalid));
  await ctx.db.updateTable('resources').set({ check_state: 'ok', checked_at: ctx.clock.now() - 2 * 3600_000, size: '12.5GB' }).where('id', '=', ids.free).execute();
  const del = await t.app.inject({ method: 'DELETE', url: `/admin/v1/share_union/resource/${ids.toRemove}`, headers: { authorization: `Bearer ${admin}` } });
  expect(del.json().code).toBe(200);
  await ctx.services.hotKeywords.ban('违禁测试词');

  // a 回复可见 thread with a source link, 25 floors (2 pages), one hidden and one deleted
  const author = await makeMember(ctx);
  const cates = await ctx.services.bbsCategories.list();
  const article = await ctx.services.articles.create({ id: author.id, role: 'user' }, {
    title: '求《三体》4K 资源 <b>加粗</b>', cate_id: cates[0].id,
    content: '# 标题\n\n正文第一段 **粗体**。\n\n[恶意链接](javascript:alert(3)) <script>alert(4)</script> <img src=x onerror=alert(5)>\n\n![图](https://img.example/a.png)',
    source_link: SECRET.sourceLink, reveal_mode: 'reply',
  });
  ids.thread = article.id;
  const members = await Promise.all(Array.from({ length: 5 }, () => makeMember(ctx)));
  const floors: number[] = [];
  for (let i = 0; i < 25; i++) {
    const m = members[i % 5];
    const content = i === 3 ? SECRET.hiddenReply : i === 4 ? SECRET.deletedReply : i === 5 ? '<script>alert(6)</script>[x](javascript:alert(7))' : `第 ${i + 2} 楼的回复内容`;
    const r = await ctx.services.replies.create({ id: m.id, role: 'user' }, ids.thread, { content });
    floors.push(r.reply.id);
    if (i % 5 === 4) t.clock.advance(11 * 60_000);
  }
  await ctx.services.replies.setHidden({ id: 1, ip: '127.0.0.1' }, floors[3], true);
  await ctx.services.replies.remove({ id: members[4].id, role: 'user' }, floors[4]);
  const doomed = await ctx.services.articles.create({ id: author.id, role: 'user' }, { title: '将被管理员删除的帖子', cate_id: cates[0].id, content: '内容' });
  ids.removedThread = doomed.id;
  const delA = await t.app.inject({ method: 'DELETE', url: `/admin/v1/article/${doomed.id}`, headers: { authorization: `Bearer ${admin}` } });
  expect(delA.json().code).toBe(200);
  const gone = await ctx.services.articles.create({ id: author.id, role: 'user' }, { title: '作者自己删除的帖子', cate_id: cates[0].id, content: '内容' });
  ids.authorDeleted = gone.id;
  await ctx.services.articles.deleteMine({ id: author.id, role: 'user' }, gone.id);
});

afterAll(async () => {
  await t?.close();
});

describe('/r/{id}', () => {
  it('renders a free resource: valid HTML, head, validity, link, one-click button, related', async () => {
    const res = await get(`/r/${ids.free}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers['x-robots-tag']).toBeUndefined();
    await expectValidHtml(res.body);
    const d = doc(res.body);
    const h = head(d);
    expect(h.title).toBe('三体 全集 4K 典藏版 - 夸克网盘 - ujuso');
    expect(h.description).toContain('三体 全集 4K 典藏版');
    expect(h.description).toContain('已验证有效 · 2 小时前');
    expect(h.canonical).toBe(`${SITE}/r/${ids.free}`);
    expect(h.ogUrl).toBe(h.canonical);
    expect(h.ogTitle).toBe('三体 全集 4K 典藏版 - 夸克网盘');
    expect(h.robots).toBeNull();
    expect(h.device).toBe('pc,mobile');
    expect(h.lang).toBe('zh-CN');
    expect(h.nav).toEqual(['/#/main/index', '/#/main/latest', '/#/main/hot', '/#/main/bbs/list']);
    const text = d.body.textContent ?? '';
    for (const s of ['夸克网盘', '12.5GB', '已验证有效 · 2 小时前', '提取码：ab12', 'https://pan.quark.cn/s/freelink0001', '2026-11-22 10:00']) expect(text).toContain(s);
    expect(d.querySelector(`a.btn[href="/#/main/detail/${ids.free}"]`)?.textContent).toBe('在 ujuso 中打开资源');
    const related = [...d.querySelectorAll('section[aria-label="相关资源"] a')].map((a) => a.getAttribute('href'));
    expect(related).toContain(`/r/${ids.related1}`);
    expect(related).not.toContain(`/r/${ids.free}`);
    const [crumbs] = lds(d);
    expect(crumbs['@type']).toBe('BreadcrumbList');
    const items = crumbs.itemListElement as Array<{ position: number; item: string }>;
    expect(items.map((i) => i.position)).toEqual([1, 2, 3]);
    expect(items[2].item).toBe(h.canonical);
    expect(Buffer.byteLength(res.body)).toBeLessThan(14 * 1024);
  });

  it('a paid resource is a page without its link or code (as the app shows it to a visitor)', async () => {
    const res = await get(`/r/${ids.paid}`);
    expect(res.statusCode).toBe(200);
    await expectValidHtml(res.body);
    expect(res.body).not.toContain(SECRET.paidUrl);
    expect(res.body).not.toContain('1PAIDSECRETLINK');
    expect(res.body).not.toContain(SECRET.paidPwd);
    expect(doc(res.body).body.textContent).toContain('这是付费资源（30 金币）');
  });

  it('answers 404 for hidden, banned and unknown resources and 410 for removed and invalid ones', async () => {
    const cases: Array<[string, number]> = [
      [`/r/${ids.pending}`, 404], [`/r/${ids.rejected}`, 404], [`/r/${ids.toBan}`, 404], ['/r/99999999', 404], ['/r/abc', 404], ['/r/0', 404],
      [`/r/${ids.toRemove}`, 410], [`/r/${ids.invalid}`, 410],
    ];
    for (const [url, status] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.headers['x-robots-tag'], url).toBe('noindex');
      expect(head(doc(res.body)).robots, url).toBe('noindex, follow');
      await expectValidHtml(res.body);
      for (const secret of [SECRET.pendingUrl, SECRET.rejectedUrl, '违禁测试词']) expect(res.body, url).not.toContain(secret);
    }
  });

  it('renders an XSS title inert, in the body, the head and the JSON-LD', async () => {
    const res = await get(`/r/${ids.xss}`);
    expect(res.statusCode).toBe(200);
    await expectValidHtml(res.body);
    const d = doc(res.body);
    expectInert(d);
    expect(d.querySelector('h1')?.textContent).toBe(XSS_TITLE);
    expect(d.title.startsWith(XSS_TITLE.slice(0, 20))).toBe(true);
    const ld = lds(d);
    expect(ld).toHaveLength(1);
    expect((ld[0].itemListElement as Array<{ name: string }>)[2].name).toContain('</script>');
    expect(res.body).not.toContain('<script>alert');
  });
});

describe('/t/{id}', () => {
  it('renders the thread: head, DiscussionForumPosting, first 20 floors, pager; the 回复可见 link and hidden floors stay hidden', async () => {
    const res = await get(`/t/${ids.thread}`);
    expect(res.statusCode).toBe(200);
    await expectValidHtml(res.body);
    const d = doc(res.body);
    expectInert(d);
    const h = head(d);
    expect(h.title).toBe('求《三体》4K 资源 <b>加粗</b> - ujuso');
    expect(h.canonical).toBe(`${SITE}/t/${ids.thread}`);
    expect(h.ogType).toBe('article');
    const [crumbs, posting] = lds(d);
    expect(crumbs['@type']).toBe('BreadcrumbList');
    expect(posting['@type']).toBe('DiscussionForumPosting');
    expect(posting.headline).toBe('求《三体》4K 资源 <b>加粗</b>');
    expect(posting.commentCount).toBe(23);
    expect((posting.author as { name: string }).name).toMatch(/^res_u/);
    expect(posting.datePublished).toBe('2026-11-22T02:00:00.000Z');
    expect(d.querySelectorAll('.floor')).toHaveLength(20);
    expect(d.querySelector('#f2')?.textContent).toContain('沙发');
    expect(d.querySelector('#f5')?.textContent).toContain('该回复已被管理员隐藏');
    expect(d.querySelector('#f6')?.textContent).toContain('该回复已删除');
    expect(d.body.textContent).toContain('回复后可见');
    expect(d.querySelector('h3')?.textContent).toBe('标题');
    expect(d.querySelector('.body strong')?.textContent).toBe('粗体');
    expect([...d.querySelectorAll('nav.pager a')].map((a) => a.getAttribute('href'))).toEqual([`/t/${ids.thread}/2`]);
    expect(d.querySelector(`a.btn[href="/#/main/bbs/post/${ids.thread}"]`)).not.toBeNull();
    for (const secret of [SECRET.sourceLink, 'ReplyOnlySecret9', 'HIDDENREPLY', 'DELETEDREPLY']) expect(res.body).not.toContain(secret);
  });

  it('page 2 has its own canonical and the last floors; /t/{id}/1 moves to /t/{id}; a page past the end is 404', async () => {
    const res = await get(`/t/${ids.thread}/2`);
    expect(res.statusCode).toBe(200);
    await expectValidHtml(res.body);
    const d = doc(res.body);
    expect(head(d).canonical).toBe(`${SITE}/t/${ids.thread}/2`);
    expect(d.title).toContain('第 2 页');
    expect([...d.querySelectorAll('.floor')].map((f) => f.id)).toEqual(['f22', 'f23', 'f24', 'f25', 'f26']);
    const one = await get(`/t/${ids.thread}/1`);
    expect(one.statusCode).toBe(301);
    expect(one.headers.location).toBe(`/t/${ids.thread}`);
    expect((await get(`/t/${ids.thread}/3`)).statusCode).toBe(404);
  });

  it('410 for a thread an admin deleted, 404 for one its author deleted and for unknown ids', async () => {
    expect((await get(`/t/${ids.removedThread}`)).statusCode).toBe(410);
    expect((await get(`/t/${ids.authorDeleted}`)).statusCode).toBe(404);
    expect((await get('/t/99999999')).statusCode).toBe(404);
    expect((await get('/t/1x')).statusCode).toBe(404);
  });

  it('a thread with the longest body and 20 long floors crosses the wire in under 14 KB', async () => {
    const ctx = t.ctx;
    const author = await makeMember(ctx);
    const cates = await ctx.services.bbsCategories.list();
    const long = '很长的正文内容，'.repeat(2500);
    const a = await ctx.services.articles.create({ id: author.id, role: 'user' }, { title: '长'.repeat(100), cate_id: cates[0].id, content: long });
    const ms = await Promise.all(Array.from({ length: 2 }, () => makeMember(ctx)));
    for (let i = 0; i < 20; i++) {
      await ctx.services.replies.create({ id: ms[i % 2].id, role: 'user' }, a.id, { content: `回复${i}：${'很长的回复内容，'.repeat(200)}` });
      if (i % 10 === 9) t.clock.advance(11 * 60_000);
    }
    const res = await get(`/t/${a.id}`, { 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    const raw = gunzipSync(res.rawPayload);
    expect(res.rawPayload.length).toBeLessThan(14 * 1024);
    expect(gzipSync(raw).length).toBeLessThan(14 * 1024);
    await expectValidHtml(raw.toString('utf8'));
    expect(doc(raw.toString('utf8')).body.textContent).toContain('阅读全文');
  });
});

describe('/k/{keyword}', () => {
  it('lists the free results as the search page ranks them for a visitor, with per-disk counts and related keywords', async () => {
    await t.ctx.services.hotKeywords.pin('三体 黑暗森林');
    await t.ctx.services.hotKeywords.pin('违禁测试词 合集');
    const res = await get(`/k/${encodeURIComponent('三体')}`);
    expect(res.statusCode).toBe(200);
    await expectValidHtml(res.body);
    const d = doc(res.body);
    expectInert(d);
    const h = head(d);
    expect(h.canonical).toBe(`${SITE}/k/${encodeURIComponent('三体')}`);
    expect(h.title).toMatch(/^三体 网盘资源下载 - 共 \d+ 个 - ujuso$/);
    const links = [...d.querySelectorAll('ul.list a')].map((a) => a.getAttribute('href'));
    // what the search API gives an anonymous visitor with the default 只看免费
    const api = (await get(`/v1/resource/search?kw=${encodeURIComponent('三体')}&onlyFree=1&page=1&size=20`)).json();
    expect(api.code).toBe(200);
    const expected = (api.data.list as Array<{ id: number; title: string }>).filter((r) => !r.title.includes('违禁测试词')).map((r) => `/r/${r.id}`);
    expect(links).toEqual(expected);
    expect(links).not.toContain(`/r/${ids.paid}`);
    expect(links).not.toContain(`/r/${ids.toBan}`);
    expect(d.querySelector('ul.kw')?.textContent).toMatch(/夸克网盘 \d+/);
    const related = [...d.querySelectorAll('section[aria-label="相关搜索"] a')].map((a) => a.textContent);
    expect(related).toContain('三体 黑暗森林');
    expect(related.join()).not.toContain('违禁测试词');
    expect(d.querySelector(`a.btn[href="/#/main/index?kw=${encodeURIComponent('三体')}"]`)).not.toBeNull();
    expect(h.robots).toBeNull();
  });

  it('thin hubs carry noindex; banned and empty keywords are 404; spacing variants move to the canonical hub', async () => {
    const thin = await get(`/k/${encodeURIComponent('死神永生')}`);
    expect(thin.statusCode).toBe(200);
    expect(head(doc(thin.body)).robots).toBe('noindex, follow');
    expect(thin.headers['x-robots-tag']).toBe('noindex');
    expect((await get(`/k/${encodeURIComponent('违禁测试词')}`)).statusCode).toBe(404);
    expect((await get(`/k/${encodeURIComponent('完全不存在的词语组合')}`)).statusCode).toBe(404);
    const moved = await get(`/k/${encodeURIComponent('  三体   黑暗森林 ')}`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/k/${encodeURIComponent('三体 黑暗森林')}`);
  });

  it('an XSS keyword is inert', async () => {
    await addResources(t.ctx, [{ title: '<script>alert(8)</script> 资源', url: 'https://pan.quark.cn/s/xsskeyword01' }]);
    const res = await get(`/k/${encodeURIComponent('<script>alert(8)</script>')}`);
    expect([200, 404]).toContain(res.statusCode);
    await expectValidHtml(res.body);
    expectInert(doc(res.body));
    expect(res.body).not.toContain('<script>alert(8)');
  });
});

describe('robots.txt and the site config switch', () => {
  it('allows crawling and names the sitemap; the admin switch (配置) disallows everything and marks pages noindex', async () => {
    const allow = await get('/robots.txt');
    expect(allow.statusCode).toBe(200);
    expect(allow.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(allow.body).toContain('Allow: /');
    expect(allow.body).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(allow.body).toMatch(/^Disallow: \/admin\/v1\/$/m);
    const items = (await t.app.inject({ method: 'GET', url: '/admin/v1/config', headers: { authorization: `Bearer ${admin}` } })).json();
    const item = (items.data as Array<{ name: string; label: string }>).find((i) => i.name === 'seo_allow_indexing')!;
    expect(item.label).toMatch(/^搜索引擎收录/);
    const put = await t.app.inject({ method: 'PUT', url: '/admin/v1/config', headers: { authorization: `Bearer ${admin}` }, payload: { values: { seo_allow_indexing: 'false' } } });
    expect(put.json().code).toBe(200);
    const deny = await get('/robots.txt');
    expect(deny.body).toMatch(/^User-agent: \*\nDisallow: \/$/m);
    expect(deny.body).not.toContain('Allow: /\n');
    expect((await get(`/r/${ids.free}`)).headers['x-robots-tag']).toBe('noindex');
    await t.app.inject({ method: 'PUT', url: '/admin/v1/config', headers: { authorization: `Bearer ${admin}` }, payload: { values: { seo_allow_indexing: 'true' } } });
    expect((await get('/robots.txt')).body).toContain('Allow: /');
  });
});

describe('no server page shows what the app hides from a visitor', () => {
  it('scans every page the sitemaps list, and the hubs, for paid links, hidden resources, 回复可见 links and hidden floors', { timeout: 180_000 }, async () => {
    const index = await get('/sitemap.xml');
    const files = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(SITE, ''));
    const pages: string[] = [];
    for (const f of files) {
      const body = (await get(f)).body;
      pages.push(...[...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(SITE, '')));
    }
    expect(pages).toContain(`/r/${ids.free}`);
    expect(pages).toContain(`/t/${ids.thread}`);
    const paid = await t.ctx.db.selectFrom('resources').select(['url', 'pwd']).where('price', '>', 0).execute();
    const hidden = await t.ctx.db.selectFrom('resources').select(['url']).where('status', '<>', 'approved').execute();
    const links = await t.ctx.db.selectFrom('articles').select(['source_link']).where('source_link', '<>', '').execute();
    const forbidden = [
      ...paid.map((r) => r.url), ...hidden.map((r) => r.url), ...links.map((r) => r.source_link),
      SECRET.hiddenReply, SECRET.deletedReply, '违禁测试词',
    ];
    expect(paid.length).toBeGreaterThan(0);
    for (const p of [...pages, `/t/${ids.thread}/2`, `/k/${encodeURIComponent('三体')}`]) {
      const res = await get(p);
      expect(res.statusCode, p).toBe(200);
      for (const s of forbidden) expect(res.body.includes(s), `${p} shows ${s}`).toBe(false);
    }
  });
});
