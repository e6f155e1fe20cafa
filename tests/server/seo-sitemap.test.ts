import { JSDOM } from 'jsdom';
import type { Insertable } from 'kysely';
import type { ResourceTable } from '../../server/src/db/tables/resources';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITEMAP_FILE_URLS } from '../../server/src/services/seo-service';
import { normalizeText } from '../../server/src/search/tokenizer';
import { addResources } from '../support/resources';
import { createTestApp, type TestApp } from '../support/server';

/**
 * Issue 32: the sitemaps. A corpus of more than 50,000 approved resources (written straight into
 * the table in large batches, so it takes seconds) must come out as a sitemap index whose files
 * are well-formed XML of at most 50,000 URLs each, listing every approved resource exactly once
 * and nothing else (pending, rejected, invalid, banned), each with a W3C lastmod.
 */

const SITE = 'https://ujuso.example';
const EXTRA = 60_123;
let t: TestApp;
const expected = new Set<string>();
const notListed: number[] = [];

function parseXml(text: string): Document {
  const d = new JSDOM(text, { contentType: 'application/xml' }).window.document;
  expect(d.getElementsByTagName('parsererror').length).toBe(0);
  return d;
}

beforeAll(async () => {
  t = await createTestApp({ env: { SITE_URL: SITE, SEO_PUSH: 'off' } });
  const ctx = t.ctx;
  const now = ctx.clock.now();
  await ctx.services.hotKeywords.ban('禁用词');
  const batch = 500;
  for (let start = 0; start < EXTRA; start += batch) {
    const rows: Array<Insertable<ResourceTable>> = [];
    for (let i = start; i < Math.min(EXTRA, start + batch); i++) {
      const odd = i % 997;
      const status = odd === 1 ? 'pending' : odd === 2 ? 'rejected' : 'approved';
      const validity = odd === 3 ? 'invalid' : 'ok';
      const title = odd === 4 ? `资源 ${i} 禁用词` : `资源 ${i} & <合集>`;
      rows.push({
        title, title_norm: normalizeText(title), url: `https://pan.quark.cn/s/bulk${i}`, url_norm: `pan.quark.cn/s/bulk${i}`, pwd: '',
        disk_type: 'quark', size: '', category_id: null, price: i % 10 === 0 ? 5 : 0, status, validity, validity_at: 0, report_count: 0,
        source: 'import', sharer_id: null, views: 0, reward: 0, review_note: '', reviewed_by: null, reviewed_at: null,
        created_at: now - i, updated_at: now - i,
      });
    }
    await ctx.db.transaction().execute(async (trx) => {
      await trx.insertInto('resources').values(rows).execute();
    });
  }
  const all = await ctx.db.selectFrom('resources').select(['id', 'status', 'validity', 'title']).execute();
  for (const r of all) {
    if (r.status === 'approved' && r.validity !== 'invalid' && !r.title.includes('禁用词')) expected.add(`${SITE}/r/${r.id}`);
    else notListed.push(r.id);
  }
}, 300_000);

afterAll(async () => {
  await t?.close();
});

describe('sitemaps', () => {
  it('robots.txt names the index; the index lists files of ≤ 50,000 URLs with every approved resource once', async () => {
    expect((await t.app.inject('/robots.txt')).body).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    const res = await t.app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const index = parseXml(res.body);
    expect(index.documentElement.tagName).toBe('sitemapindex');
    expect(index.documentElement.getAttribute('xmlns')).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const entries = [...index.getElementsByTagName('sitemap')].map((s) => ({
      loc: s.getElementsByTagName('loc')[0].textContent!,
      lastmod: s.getElementsByTagName('lastmod')[0].textContent!,
    }));
    const resourceFiles = entries.filter((e) => e.loc.includes('/sitemaps/resources-'));
    expect(resourceFiles.length).toBeGreaterThanOrEqual(2);
    expect(entries.some((e) => e.loc === `${SITE}/sitemaps/threads-1.xml`)).toBe(true);
    for (const e of entries) expect(e.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/);

    const seen = new Map<string, number>();
    for (const f of resourceFiles) {
      const file = await t.app.inject(f.loc.replace(SITE, ''));
      expect(file.statusCode).toBe(200);
      const urls = [...file.body.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)];
      expect(urls.length).toBeLessThanOrEqual(SITEMAP_FILE_URLS);
      expect(urls.length).toBe((file.body.match(/<url>/g) ?? []).length);
      for (const [, loc, lastmod] of urls) {
        seen.set(loc, (seen.get(loc) ?? 0) + 1);
        expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/);
      }
      // well-formed XML (the first file is parsed whole; every file is checked by the regex above)
      if (f === resourceFiles[0]) {
        const d = parseXml(file.body);
        expect(d.documentElement.tagName).toBe('urlset');
        expect(d.getElementsByTagName('url').length).toBe(urls.length);
      }
    }
    expect([...seen.values()].every((n) => n === 1)).toBe(true);
    expect(seen.size).toBe(expected.size);
    for (const loc of expected) expect(seen.has(loc)).toBe(true);
    for (const id of notListed) expect(seen.has(`${SITE}/r/${id}`)).toBe(false);
    expect(notListed.length).toBeGreaterThan(200);
  }, 120_000);

  it('threads and keyword hubs have their files; unknown files are 404', async () => {
    const threads = await t.app.inject('/sitemaps/threads-1.xml');
    expect(threads.statusCode).toBe(200);
    const d = parseXml(threads.body);
    const articles = await t.ctx.db.selectFrom('articles').select('id').execute();
    const locs = [...d.getElementsByTagName('loc')].map((l) => l.textContent);
    expect(locs.sort()).toEqual(articles.map((a) => `${SITE}/t/${a.id}`).sort());
    expect(articles.length).toBeGreaterThan(0);

    // hubs list keywords with at least THIN_RESULTS results in the search index
    await addResources(t.ctx, Array.from({ length: 6 }, (_, i) => ({ title: `索引资源 合集 第${i}部` })));
    await t.ctx.services.hotKeywords.pin('资源 合集');
    await t.ctx.services.hotKeywords.pin('很少 的词');
    await addResources(t.ctx, [{ title: '很少 的词 只有一个' }]);
    await t.ctx.services.hotKeywords.pin('禁用词');
    const kw = await t.app.inject('/sitemaps/keywords.xml');
    expect(kw.statusCode).toBe(200);
    const k = parseXml(kw.body);
    const hubs = [...k.getElementsByTagName('loc')].map((l) => l.textContent);
    expect(hubs).toContain(`${SITE}/k/${encodeURIComponent('资源 合集')}`);
    expect(hubs.join()).not.toContain(encodeURIComponent('禁用词'));
    // thin hubs (noindex) stay out of the sitemap
    expect(hubs).not.toContain(`${SITE}/k/${encodeURIComponent('很少 的词')}`);

    for (const bad of ['/sitemaps/resources-0.xml', '/sitemaps/resources-99.xml', '/sitemaps/other.xml', '/sitemaps/threads-x.xml']) {
      expect((await t.app.inject(bad)).statusCode, bad).toBe(404);
    }
  }, 60_000);
});
