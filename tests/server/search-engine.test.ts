import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { importFile } from '../../server/src/search/importer';
import { MeilisearchEngine, MeilisearchError } from '../../server/src/search/meilisearch-engine';
import { adminToken, auth } from '../support/accounts';
import { startFake, type FakeServer } from '../support/fake-http';
import { startFakeMeilisearch, type FakeMeilisearch } from '../support/fake-meilisearch';
import { addResources } from '../support/resources';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../support/server';

/**
 * Issue 36 (ADR 0036 addendum): an external engine behind the SearchEngine interface. With
 * SEARCH_ENGINE=meilisearch the public search asks the engine (a real local HTTP server speaking
 * Meilisearch's protocol), keeps this site's envelope and rules (a resource hidden in the
 * database is never shown, even while the engine still holds it), and falls back to the built-in
 * index with a logged warning when the engine is down. Every path that changes the index —
 * import, crawl, member shares, admin edits, 失效, delete — reaches the engine through the outbox.
 */

const RETRY_MS = 5000;
let meili: FakeMeilisearch;
let t: TestApp;
let dropDir: string;
let adminAuth: Record<string, string>;
const fakes: FakeServer[] = [];

beforeAll(async () => {
  meili = await startFakeMeilisearch();
  dropDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ujuso-engine-drop-'));
  t = await createTestApp({
    env: {
      SEARCH_ENGINE: 'meilisearch', SEARCH_ENGINE_URL: meili.url, SEARCH_ENGINE_KEY: meili.key,
      // pushed by the test (drain()), not by the timer
      SEARCH_ENGINE_SYNC_MS: '3600000', SEARCH_ENGINE_RETRY_MS: String(RETRY_MS), SEARCH_ENGINE_TIMEOUT_MS: '2000',
      SOURCES_SCHEDULER: 'off', SOURCES_HOST_GAP_MS: '0', SOURCES_DROP_DIR: dropDir,
    },
  });
  adminAuth = auth({ token: await adminToken(t, ADMIN_PASSWORD) });
});

afterAll(async () => {
  await t?.close();
  await meili?.close();
  for (const f of fakes) await f.close();
  fs.rmSync(dropDir, { recursive: true, force: true });
});

const drain = () => t.ctx.services.engineSync!.drain();
const outbox = async () => (await t.ctx.db.selectFrom('search_engine_outbox').select('resource_id').execute()).map((r) => Number(r.resource_id));
async function search(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/v1/resource/search?${query}` });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.code).toBe(200);
  return body.data as {
    list: Array<{ id: number; title: string; highlights: unknown }>; total: number; counts: Record<string, number>; paid_hidden: number;
    total_estimated: boolean; estimated_total: number; match: string; exact_total: number;
  };
}
const ids = async (query: string) => (await search(query)).list.map((r) => r.id);
/** A document put into the engine directly (what the engine holds, whatever the database says) */
async function engineHolds(doc: Record<string, unknown>) {
  const r = await fetch(`${meili.url}/indexes/resources/documents`, {
    method: 'POST', headers: { authorization: `Bearer ${meili.key}`, 'content-type': 'application/json' }, body: JSON.stringify([doc]),
  });
  const { taskUid } = (await r.json()) as { taskUid: number };
  for (let i = 0; i < 200; i++) {
    const task = (await (await fetch(`${meili.url}/tasks/${taskUid}`, { headers: { authorization: `Bearer ${meili.key}` } })).json()) as { status: string };
    if (task.status === 'succeeded') return;
    await new Promise((res) => setTimeout(res, 5));
  }
  throw new Error('task not done');
}

describe('an external engine (Meilisearch) behind SearchEngine', () => {
  it('the seeded resources wait in the outbox and reach the engine on the first push, with the settings and the key', async () => {
    const queued = await outbox();
    expect(queued.length).toBeGreaterThan(10);
    expect(await drain()).toBe(queued.length);
    expect(await outbox()).toEqual([]);
    const ix = meili.indexes.get('resources')!;
    expect(ix.docs.size).toBe(queued.length);
    expect(ix.settings.filterableAttributes).toEqual(expect.arrayContaining(['disk_type', 'free', 'category_id', 'created_at', 'check_state']));
    expect(ix.settings.searchableAttributes).toEqual(['title_norm']);
    // every request but /health carried the key
    expect(meili.requests.filter((r) => r.path !== '/health').every((r) => r.headers.authorization === `Bearer ${meili.key}`)).toBe(true);
  });

  it('import, crawl, admin edit, 失效 and delete reach the engine; a hidden resource is never shown, even while the engine still has it', async () => {
    // import (npm run import's path, the outbox on)
    const file = path.join(dropDir, 'import.jsonl');
    fs.writeFileSync(file, [
      JSON.stringify({ title: '引擎测试 星际穿越 导入版', url: 'https://pan.quark.cn/s/engineimp1' }),
      JSON.stringify({ title: '引擎测试 盗梦空间 导入版', url: 'https://pan.baidu.com/s/1engineimp2', price: 5 }),
    ].join('\n'));
    expect((await importFile(t.ctx.dbHandle, file, { outbox: true, now: t.clock.now() })).inserted).toBe(2);
    // crawl (a 资源来源 of the import format at a URL)
    const csv = await startFake((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' });
      res.end('title,url,pwd\n引擎测试 星际穿越 采集版,https://pan.quark.cn/s/enginecrawl1,\n');
    });
    fakes.push(csv);
    const sid = (await t.ctx.services.sources.create({ kind: 'file', name: '引擎测试源', address: `${csv.url}/list.csv`, interval_minutes: 5, enabled: true })).id;
    expect(await t.ctx.services.sources.runCycle(sid, 'manual')).toMatchObject({ status: 'ok', new_count: 1 });
    const rows = await t.ctx.db.selectFrom('resources').select(['id', 'title']).where('title', 'like', '引擎测试%').orderBy('id').execute();
    expect(rows.map((r) => r.title)).toEqual(['引擎测试 星际穿越 导入版', '引擎测试 盗梦空间 导入版', '引擎测试 星际穿越 采集版']);
    const [imp, paid, crawled] = rows.map((r) => r.id);
    expect((await outbox()).sort((a, b) => a - b)).toEqual([imp, paid, crawled]);
    await drain();
    expect(meili.doc('resources', imp)).toMatchObject({ id: imp, title_norm: '引擎测试 星际穿越 导入版', disk_type: 'quark', free: true });
    expect(meili.doc('resources', paid)).toMatchObject({ disk_type: 'baidu', free: false, price: 5 });
    expect(meili.doc('resources', crawled)).toMatchObject({ title: '引擎测试 星际穿越 采集版' });

    // the public search is the engine's: its order, our envelope (highlights, counts, paid hidden)
    const before = meili.searches.length;
    const found = await search(`kw=${encodeURIComponent('星际穿越 引擎测试')}`);
    expect(found.list.map((r) => r.id)).toEqual([crawled, imp]);
    expect(found.list[0]).toMatchObject({ title: '引擎测试 星际穿越 采集版' });
    expect(found.list[0].highlights).not.toEqual([]);
    expect(found).toMatchObject({ total: 2, counts: { all: 2, quark: 2 }, paid_hidden: 0, match: 'all', total_estimated: false });
    const asked = meili.searches.slice(before);
    expect(asked[0]).toMatchObject({ q: '星际穿越 引擎测试', filter: 'free = true', offset: 0, limit: 10, facets: ['disk_type'] });
    // 只看免费 off: the paid one too; with it on, the paid one is counted as hidden
    expect((await search(`kw=${encodeURIComponent('引擎测试')}&onlyFree=0`)).list.map((r) => r.id)).toEqual([crawled, paid, imp]);
    expect(await search(`kw=${encodeURIComponent('引擎测试')}`)).toMatchObject({ total: 2, paid_hidden: 1 });

    // admin edit: the engine gets the new title
    expect((await t.app.inject({ method: 'PUT', url: `/admin/v1/share_union/resource/${imp}`, headers: adminAuth, payload: { title: '引擎测试 星际穿越 修订版' } })).json().code).toBe(200);
    expect(await outbox()).toEqual([imp]);
    await drain();
    expect(meili.doc('resources', imp)).toMatchObject({ title: '引擎测试 星际穿越 修订版' });

    // 失效: hidden in the database; the engine still holds it until the push — never shown meanwhile
    expect((await t.app.inject({ method: 'PUT', url: `/admin/v1/share_union/resource/${crawled}/validity`, headers: adminAuth, payload: { invalid: true } })).json().code).toBe(200);
    expect(meili.doc('resources', crawled)).toBeDefined();
    const hidden = await search(`kw=${encodeURIComponent('星际穿越 引擎测试')}`);
    expect(hidden.list.map((r) => r.id)).toEqual([imp]);
    expect(hidden.total).toBe(1);
    await drain();
    expect(meili.doc('resources', crawled)).toBeUndefined();
    // 恢复有效 and delete
    await t.app.inject({ method: 'PUT', url: `/admin/v1/share_union/resource/${crawled}/validity`, headers: adminAuth, payload: { invalid: false } });
    await drain();
    expect(meili.doc('resources', crawled)).toBeDefined();
    expect((await t.app.inject({ method: 'DELETE', url: `/admin/v1/share_union/resource/${crawled}`, headers: adminAuth })).json().code).toBe(200);
    await drain();
    expect(meili.doc('resources', crawled)).toBeUndefined();
    expect(await ids(`kw=${encodeURIComponent('引擎测试')}`)).toEqual([imp]);
  });

  it('filters and pages are the engine’s query; the tabs count every disk; what the engine holds but the rules refuse is left out', async () => {
    const now = t.clock.now();
    const made = await addResources(t.ctx, [
      { title: '分页引擎 甲 一', url: 'https://pan.quark.cn/s/pgeng1' },
      { title: '分页引擎 甲 二', url: 'https://pan.quark.cn/s/pgeng2' },
      { title: '分页引擎 甲 三', url: 'https://pan.baidu.com/s/1pgeng3' },
      { title: '分页引擎 甲 四', url: 'https://pan.quark.cn/s/pgeng4', created_at: now - 40 * 86_400_000 },
      { title: '分页引擎 甲 待审', url: 'https://pan.quark.cn/s/pgeng5', status: 'pending' },
    ]);
    await drain();
    // pending: not searchable, never sent
    expect(meili.doc('resources', made[4])).toBeUndefined();
    const before = meili.searches.length;
    const p2 = await search(`kw=${encodeURIComponent('分页引擎')}&skey=quark&page=2&size=2&range=month&sort=latest`);
    const asked = meili.searches.slice(before);
    const pageAsk = asked.find((s) => s.limit === 2)!;
    expect(pageAsk).toMatchObject({ offset: 2, sort: ['created_at:desc'] });
    expect(String(pageAsk.filter)).toMatch(/^disk_type = "quark" AND free = true AND created_at >= \d+$/);
    // the tabs: the same filters without the tab's disk
    expect(asked.some((s) => s.limit === 0 && /^free = true AND created_at >= \d+$/.test(String(s.filter)))).toBe(true);
    expect(p2.counts).toMatchObject({ quark: 2, baidu: 1, all: 3 });
    expect(p2.total).toBe(2);
    expect(p2.list).toEqual([]);
    expect(await ids(`kw=${encodeURIComponent('分页引擎')}&skey=quark&size=2&sort=latest`)).toEqual([made[1], made[0]]);

    // a pending resource the engine holds anyway (a stale or foreign document) is not shown
    await engineHolds({ id: made[4], title: '分页引擎 甲 待审', title_norm: '分页引擎 甲 待审', disk_type: 'quark', free: true, price: 0, category_id: null, created_at: now, views: 0, check_state: '' });
    expect(await ids(`kw=${encodeURIComponent('分页引擎')}&skey=quark`)).toEqual([made[3], made[1], made[0]].sort((a, b) => b - a));
    // the engine's matching is what counts: a word only the engine's document has finds the row
    await engineHolds({ id: made[2], title: '分页引擎 甲 三', title_norm: '分页引擎 甲 三 别名乙', disk_type: 'baidu', free: true, price: 0, category_id: null, created_at: now, views: 0, check_state: '' });
    expect(await ids(`kw=${encodeURIComponent('别名乙')}`)).toEqual([made[2]]);
  });

  it('engine down: the built-in index answers with a logged warning and no error; writes stay queued; the engine is asked again after the retry time', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      // (up again in finally: a failure here must not take the engine away from the next test)
      const [id] = await addResources(t.ctx, [{ title: '宕机回退 测试资源', url: 'https://pan.quark.cn/s/downfb1' }]);
      meili.down();
      const asked = meili.requests.length;
      const r = await search(`kw=${encodeURIComponent('宕机回退')}`);
      expect(r.list.map((x) => x.id)).toEqual([id]);
      expect(warn.mock.calls.map((c) => String(c[0])).filter((m) => m.includes('search engine meilisearch failed, the built-in index answers'))).toHaveLength(1);
      // the page and the paid count were asked in parallel, both failed
      expect(meili.requests.length).toBe(asked + 2);
      // within the retry time the engine is not asked at all (built-in, no timeout per search)
      expect(await ids(`kw=${encodeURIComponent('宕机回退')}&onlyFree=0`)).toEqual([id]);
      expect(meili.requests.length).toBe(asked + 2);
      // a push while it is down fails and keeps the change queued
      await expect(drain()).rejects.toThrow();
      expect(await outbox()).toEqual([id]);
      meili.up();
      t.clock.advance(RETRY_MS);
      await drain();
      expect(await outbox()).toEqual([]);
      expect(await ids(`kw=${encodeURIComponent('宕机回退')}`)).toEqual([id]);
      // (the plan's words, as the built-in index reads them)
      expect(meili.searches.at(-1)).toMatchObject({ q: '宕机 回退' });
      const logged = warn.mock.calls.map((c) => String(c[0]));
      expect(logged.some((m) => m.includes('search engine meilisearch answers again'))).toBe(true);
      expect(logged.some((m) => m.includes('pushes work again'))).toBe(true);
    } finally {
      meili.up();
      warn.mockRestore();
    }
  });

  it('speaks Meilisearch’s errors: { message, code, type, link } become MeilisearchError; a bad key falls back too', async () => {
    const wrong = new MeilisearchEngine({ url: meili.url, key: 'not-the-key', index: 'resources', timeoutMs: 2000 });
    const err = await wrong.upsert([{ id: 1, title: 'x', title_norm: 'x', disk_type: 'quark', free: true, price: 0, category_id: null, created_at: 0, views: 0, check_state: '' }]).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MeilisearchError);
    expect(err).toMatchObject({ status: 403, code: 'invalid_api_key', type: 'auth', link: 'https://docs.meilisearch.com/errors#invalid_api_key' });
    expect(await wrong.health()).toEqual({ ok: true });
    const missing = new MeilisearchEngine({ url: meili.url, key: meili.key, index: 'resources', timeoutMs: 2000 });
    const plan = await t.ctx.services.search.queries.plan('星际');
    // (its first call creates the index and applies the settings)
    expect((await missing.search({ plan, onlyFree: true, sort: 'relevance', offset: 0, limit: 10 })).ids.length).toBeGreaterThan(0);
    // a filter on an attribute the index does not filter by is refused by the engine
    meili.indexes.get('resources')!.settings.filterableAttributes = ['disk_type'];
    const bad = await missing.search({ plan, onlyFree: true, sort: 'relevance', offset: 0, limit: 10 }).catch((e: unknown) => e);
    expect(bad).toMatchObject({ status: 400, code: 'invalid_search_filter' });
    meili.indexes.get('resources')!.settings.filterableAttributes = ['disk_type', 'free', 'category_id', 'created_at', 'check_state'];
  });
});

describe('without SEARCH_ENGINE', () => {
  it('nothing is queued and no engine is asked: the built-in index answers as before', async () => {
    const plain = await createTestApp();
    try {
      expect(plain.ctx.services.engineSync).toBeNull();
      expect(plain.ctx.config.searchEngine).toEqual({ kind: 'builtin' });
      const [id] = await addResources(plain.ctx, [{ title: '内置索引 照旧', url: 'https://pan.quark.cn/s/builtin1' }]);
      expect(await plain.ctx.db.selectFrom('search_engine_outbox').selectAll().execute()).toEqual([]);
      const res = (await plain.app.inject({ method: 'GET', url: `/v1/resource/search?kw=${encodeURIComponent('内置索引')}` })).json();
      expect(res.data.list.map((r: { id: number }) => r.id)).toEqual([id]);
    } finally {
      await plain.close();
    }
  });
});
