import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pansouCheckReply, pansouHealthReply, pansouSearchReply } from '../../contract/pansou';
import { addResources, clearResources } from '../support/resources';
import { CJK, listen, openApi } from '../support/security';
import { createTestApp, TEST_DB_KIND, type TestApp } from '../support/server';

/**
 * The PanSou-compatible API (issue 19) checked against PanSou's own documented examples
 * (its README: request → reply fields and types), and against a real second ujuso used as the
 * upstream of the first. The shapes below are written out from PanSou's Go structs on purpose
 * (fish2018/pansou model/response.go at a00adab9; `omitempty` fields optional), not imported from
 * our contract, so a drift of our contract from PanSou's fails here. The request rules, Go's
 * omitempty and datetimes are checked field by field in pansou-conformance.test.ts (issue 35).
 */

// PanSou README: SearchResult, Link, MergedLink — field → type.
const docLink = z.object({ type: z.string(), url: z.string(), password: z.string(), datetime: z.string(), work_title: z.string().optional() });
const docResult = z.object({
  message_id: z.string(), unique_id: z.string(), channel: z.string(), datetime: z.string(), title: z.string(), content: z.string(),
  links: z.array(docLink), tags: z.array(z.string()).optional(), images: z.array(z.string()).optional(),
});
const docMerged = z.object({ url: z.string(), password: z.string(), note: z.string(), datetime: z.string(), source: z.string().optional(), images: z.array(z.string()).optional() });
const docSearch = z.object({
  code: z.literal(0), message: z.string(),
  data: z.object({ total: z.number().int(), results: z.array(docResult).optional(), merged_by_type: z.record(z.string(), z.array(docMerged)).optional() }),
});
const docCheck = z.object({
  results: z.array(z.object({
    disk_type: z.string(), url: z.string(), normalized_url: z.string().optional(), state: z.enum(['ok', 'bad', 'locked', 'unsupported', 'uncertain']),
    cache_hit: z.boolean(), checked_at: z.number().int(), expires_at: z.number().int(), summary: z.string().optional(),
  })),
});
const docHealth = z.object({
  status: z.literal('ok'), auth_enabled: z.boolean(), plugins_enabled: z.boolean(), plugin_count: z.number().int(),
  plugins: z.array(z.string()), channels_count: z.number().int(), channels: z.array(z.string()),
});
const docError = z.object({ code: z.literal(400), message: z.string().regex(CJK) });

let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  await clearResources(t.ctx);
  const cat = await t.ctx.db.selectFrom('netdisk_categories').select(['id', 'name']).executeTakeFirst();
  const corpus: Array<[string, Parameters<typeof addResources>[1][number]]> = [
    ['bd', { title: '速度与激情全集1-10', url: 'https://pan.baidu.com/s/1abcdef', pwd: '1234', category_id: cat?.id ?? null }],
    ['qk', { title: '速度与激情10 4K', url: 'https://pan.quark.cn/s/sdyjq10' }],
    ['mb', { title: '速度与激情 特别篇', url: 'https://caiyun.139.com/m/i?0a5CLmsdyjq' }],
    ['paid', { title: '速度与激情 付费合集', url: 'https://pan.baidu.com/s/1paidsdyjq', price: 10 }],
    ['heji', { title: '唐朝诡事录 全集 合集', url: 'https://pan.quark.cn/s/tangchao1' }],
    ['yugao', { title: '唐朝诡事录 预告 合集', url: 'https://pan.quark.cn/s/tangchao2' }],
    ['single', { title: '唐朝诡事录 第1集', url: 'https://pan.xunlei.com/s/tangchao3' }],
  ];
  const got = await addResources(t.ctx, corpus.map(([, r]) => r));
  corpus.forEach(([k], i) => (ids[k] = got[i]));
});
afterAll(async () => {
  await t.close();
});

const get = async (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const post = async (url: string, payload: unknown, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe(`PanSou-compatible /api/search (${TEST_DB_KIND})`, () => {
  it('README POST example: fields and types of PanSou, res=merge by default, our free links only, source plugin:ujuso (a member share)', async () => {
    const res = await post('/api/search', {
      kw: '速度与激情', channels: ['tgsearchers3', 'xxx'], conc: 2, refresh: true, src: 'all', plugins: ['jikepan'],
      cloud_types: ['baidu', 'quark'], ext: { title_en: 'Fast and Furious', is_all: true },
    });
    expect(res.statusCode).toBe(200);
    const body = docSearch.parse(res.json());
    expect(body.data.results).toBeUndefined();
    expect(Object.keys(body.data.merged_by_type!).sort()).toEqual(['baidu', 'quark']);
    expect(body.data.total).toBe(2);
    expect(body.data.merged_by_type!.baidu).toEqual([
      { url: 'https://pan.baidu.com/s/1abcdef', password: '1234', note: '速度与激情全集1-10', datetime: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d*[1-9])?\+08:00$/), source: 'plugin:ujuso' },
    ]);
  });

  it('GET with res=all answers results[] with links and merged_by_type; 移动云盘 is PanSou\'s "mobile"; paid links never appear', async () => {
    const res = await get(`/api/search?kw=${encodeURIComponent('速度与激情')}&res=all&src=all`);
    const body = docSearch.parse(res.json());
    expect(body.data.total).toBe(3);
    expect(body.data.results!.map((r) => r.message_id).sort()).toEqual([ids.bd, ids.qk, ids.mb].map(String).sort());
    const bd = body.data.results!.find((r) => r.message_id === String(ids.bd))!;
    expect(bd).toMatchObject({ unique_id: `ujuso-${ids.bd}`, title: '速度与激情全集1-10', links: [{ type: 'baidu', url: 'https://pan.baidu.com/s/1abcdef', password: '1234', work_title: '速度与激情全集1-10' }] });
    expect(bd.tags!.length).toBe(1);
    expect(body.data.merged_by_type!.mobile.map((l) => l.note)).toEqual(['速度与激情 特别篇']);
    expect(JSON.stringify(body)).not.toContain('paidsdyjq');
  });

  it('res=results answers only results; cloud_types as a comma list (GET) filters merged_by_type by PanSou type names, not results (as PanSou)', async () => {
    const body = docSearch.parse((await get(`/api/search?kw=${encodeURIComponent('速度与激情')}&res=results&cloud_types=mobile,quark`)).json());
    expect(body.data.merged_by_type).toBeUndefined();
    expect(body.data.results!.map((r) => r.links[0].type).sort()).toEqual(['baidu', 'mobile', 'quark']);
    const merged = docSearch.parse((await get(`/api/search?kw=${encodeURIComponent('速度与激情')}&res=merge&cloud_types=mobile,quark`)).json());
    expect(Object.keys(merged.data.merged_by_type!).sort()).toEqual(['mobile', 'quark']);
    expect(merged.data.total).toBe(2);
  });

  it('README filter example (include 合集/全集 OR, exclude 预告/花絮 OR) — POST body and GET URL-encoded JSON agree', async () => {
    const filter = { include: ['合集', '全集'], exclude: ['预告', '花絮'] };
    const p = docSearch.parse((await post('/api/search', { kw: '唐朝诡事录', filter, res: 'results' })).json());
    expect(p.data.results!.map((r) => r.title)).toEqual(['唐朝诡事录 全集 合集']);
    const g = docSearch.parse((await get(`/api/search?kw=${encodeURIComponent('唐朝诡事录')}&res=results&filter=${encodeURIComponent(JSON.stringify(filter))}`)).json());
    expect(g.data.results!.map((r) => r.title)).toEqual(['唐朝诡事录 全集 合集']);
  });

  it('src=tg: ujuso has no Telegram channels, so nothing; an unknown cloud type matches nothing', async () => {
    expect(docSearch.parse((await get(`/api/search?kw=${encodeURIComponent('唐朝诡事录')}&src=tg`)).json()).data.total).toBe(0);
    // Go's omitempty: an empty merged_by_type is left out, as PanSou's reply has it
    expect(docSearch.parse((await post('/api/search', { kw: '唐朝诡事录', cloud_types: ['guangya'] })).json()).data).toEqual({ total: 0 });
  });

  it('a link the checker found bad is not served (it is out of search like a reported one)', async () => {
    await t.ctx.repos.resources.transaction((trx) => t.ctx.repos.resources.setValidity(trx, ids.single, 'invalid', t.clock.now()));
    const body = docSearch.parse((await post('/api/search', { kw: '唐朝诡事录 第1集' })).json());
    expect(body.data.total).toBe(0);
  });

  it('errors are PanSou\'s {code: 400, message} and our envelope at once, in Chinese, never a 5xx', async () => {
    for (const res of [
      await get(`/api/search?kw=x&filter=${encodeURIComponent('{not json')}`),
      await get(`/api/search?kw=x&filter=${encodeURIComponent('{"include":"合集"}')}`),
      await get(`/api/search?kw=x&ext=${encodeURIComponent('[1]')}`),
      await post('/api/search', { kw: 'x', refresh: 'true' }),
      await post('/api/search', { kw: 1 }),
      await post('/api/search', ['x']),
    ]) {
      expect(res.statusCode, res.body).toBe(400);
      const body = res.json();
      docError.parse(body);
      expect(body.msg).toBe(body.message);
      expect(body.error).toBe(body.message);
      expect(body.data).toBeNull();
    }
  });

  it('the OpenAPI document lists the four operations with their schemas', async () => {
    const doc = await openApi(t);
    expect(Object.keys(doc.paths['/api/search']).sort()).toEqual(['get', 'post']);
    expect(doc.paths['/api/check/links'].post).toBeDefined();
    expect(doc.paths['/api/health'].get).toBeDefined();
    expect(doc.paths['/api/search'].post.requestBody?.content?.['application/json']?.schema).toBeDefined();
  });

  it('our contract and the documented shapes agree (a reply valid for one is valid for the other)', async () => {
    const s = (await post('/api/search', { kw: '速度与激情', res: 'all' })).json();
    expect(pansouSearchReply.safeParse(s).success && docSearch.safeParse(s).success).toBe(true);
    const h = (await get('/api/health')).json();
    expect(pansouHealthReply.safeParse(h).success && docHealth.safeParse(h).success).toBe(true);
    const c = (await post('/api/check/links', { items: [{ disk_type: 'quark', url: 'https://pan.quark.cn/s/abcdefg', password: '1234' }] })).json();
    expect(pansouCheckReply.safeParse(c).success && docCheck.safeParse(c).success).toBe(true);
  });
});

describe(`PanSou-compatible /api/check/links and /api/health, CHECKER=off (${TEST_DB_KIND})`, () => {
  it('README example request: every item answered in order with PanSou\'s fields; with the checker off nothing is asked outside', async () => {
    const res = await post('/api/check/links', {
      items: [
        { disk_type: 'quark', url: 'https://pan.quark.cn/s/abcdefg', password: '1234' },
        { disk_type: 'xunlei', url: 'https://pan.xunlei.com/s/abcdefg?pwd=1234' },
        { disk_type: '115', url: 'https://115cdn.com/s/abcdefg?password=1234' },
      ],
      view_token: 'quark-1710000000000',
    });
    expect(res.statusCode).toBe(200);
    const body = docCheck.parse(res.json());
    expect(body.results.map((r) => [r.disk_type, r.url, r.state, r.summary])).toEqual([
      ['quark', 'https://pan.quark.cn/s/abcdefg', 'uncertain', '链接检测未开启'],
      ['xunlei', 'https://pan.xunlei.com/s/abcdefg?pwd=1234', 'uncertain', '链接检测未开启'],
      ['115', 'https://115cdn.com/s/abcdefg?password=1234', 'uncertain', '链接检测未开启'],
    ]);
    expect(body.results[0].normalized_url).toBe('https://pan.quark.cn/s/abcdefg?pwd=1234');
    expect(body.results[1].normalized_url).toBe('https://pan.xunlei.com/s/abcdefg?pwd=1234');
  });

  it('magnet and ed2k are checked for format only; unknown disk types are unsupported; answers are stored and reused (cache_hit)', async () => {
    const items = [
      { disk_type: 'magnet', url: 'magnet:?xt=urn:btih:0123456789abcdef0123456789abcdef01234567&dn=x' },
      { disk_type: 'magnet', url: 'magnet:?xt=urn:btih:nothash' },
      { disk_type: 'ed2k', url: 'ed2k://|file|a.mkv|1024|0123456789ABCDEF0123456789ABCDEF|/' },
      { disk_type: 'guangya', url: 'https://example.com/s/x' },
    ];
    const first = docCheck.parse((await post('/api/check/links', { items })).json());
    expect(first.results.map((r) => [r.state, r.cache_hit])).toEqual([['unsupported', false], ['bad', false], ['unsupported', false], ['unsupported', false]]);
    expect(first.results[0].expires_at).toBeGreaterThan(first.results[0].checked_at);
    const again = docCheck.parse((await post('/api/check/links', { items })).json());
    expect(again.results.map((r) => r.cache_hit)).toEqual([true, true, true, true]);
  });

  it('bad requests: 400 with PanSou\'s message (items不能为空-style, in Chinese)', async () => {
    for (const payload of [{ items: [] }, {}, { items: null }, { items: 'x' }, { items: [1] }, { items: [{ url: 1 }] }]) {
      const res = await post('/api/check/links', payload);
      expect(res.statusCode).toBe(400);
      docError.parse(res.json());
    }
  });

  it('GET /api/health answers PanSou\'s fields (no plugins or channels, auth off, checker off)', async () => {
    const body = docHealth.parse((await get('/api/health')).json());
    expect(body).toMatchObject({ status: 'ok', auth_enabled: false, plugins_enabled: false, plugin_count: 0, channels_count: 0 });
    expect((await get('/api/health')).json().checker).toBe('off');
  });
});

describe(`PANSOU_API_TOKEN and rate limits (${TEST_DB_KIND})`, () => {
  let p: TestApp;
  beforeAll(async () => {
    p = await createTestApp({ env: { PANSOU_API_TOKEN: 'secret-token-1', RATE_LIMIT_PER_MINUTE: '100000' } });
  });
  afterAll(async () => {
    await p.close();
  });

  it('search and check need the bearer token when it is set; health does not', async () => {
    const kw = `/api/search?kw=${encodeURIComponent('速度')}`;
    for (const headers of [{}, { authorization: 'Bearer wrong' }, { authorization: 'secret-token-1' }]) {
      const res = await p.app.inject({ method: 'GET', url: kw, headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 401, data: null, message: expect.stringMatching(CJK), msg: expect.stringMatching(CJK) });
    }
    expect((await p.app.inject({ method: 'GET', url: kw, headers: { authorization: 'Bearer secret-token-1' } })).json().code).toBe(0);
    const check = await p.app.inject({ method: 'POST', url: '/api/check/links', payload: { items: [{ disk_type: 'magnet', url: 'magnet:?xt=urn:btih:x' }] } });
    expect(check.statusCode).toBe(401);
    const health = (await p.app.inject({ method: 'GET', url: '/api/health' })).json();
    expect(health).toMatchObject({ status: 'ok', auth_enabled: true });
  });

  it('/api/check/links allows 30 requests a minute per address, then 429 in Chinese', async () => {
    const send = () => p.app.inject({
      method: 'POST', url: '/api/check/links', remoteAddress: '10.9.9.9',
      headers: { authorization: 'Bearer secret-token-1' }, payload: { items: [{ disk_type: 'magnet', url: 'magnet:?xt=urn:btih:x' }] },
    });
    for (let i = 0; i < 30; i++) expect((await send()).statusCode).toBe(200);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 429, msg: expect.stringMatching(CJK), message: expect.stringMatching(CJK) });
  });
});

describe(`one ujuso as the upstream of another (${TEST_DB_KIND})`, () => {
  let upstream: TestApp;
  let local: TestApp;
  beforeAll(async () => {
    upstream = await createTestApp();
    await clearResources(upstream.ctx);
    await addResources(upstream.ctx, [
      { title: '冷门纪录片 上游一', url: 'https://pan.baidu.com/s/1upone', pwd: 'up11' },
      { title: '冷门纪录片 上游二', url: 'https://www.alipan.com/s/uptwo' },
      { title: '冷门纪录片 上游付费', url: 'https://pan.quark.cn/s/uppaid', price: 5 },
    ]);
    const { port } = await listen(upstream);
    local = await createTestApp({ env: { SEARCH_UPSTREAM_URL: `http://127.0.0.1:${port}` } });
    await clearResources(local.ctx);
  });
  afterAll(async () => {
    await local.close();
    await upstream.close();
  });

  it('the existing upstream client reads the other ujuso\'s /api/search over real HTTP: results merged, stored, free only', async () => {
    const body = (await local.app.inject({ method: 'GET', url: `/v1/resource/search?kw=${encodeURIComponent('冷门纪录片')}` })).json();
    expect(body.code).toBe(200);
    expect(body.data.upstream).toBe(2);
    expect(body.data.list.map((r: { url: string }) => r.url).sort()).toEqual(['https://pan.baidu.com/s/1upone', 'https://www.alipan.com/s/uptwo']);
    const stored = await local.ctx.db.selectFrom('resources').select(['source', 'pwd', 'title']).where('url_norm', '=', 'https://pan.baidu.com/s/1upone').executeTakeFirstOrThrow();
    expect(stored).toEqual({ source: 'upstream', pwd: 'up11', title: '冷门纪录片 上游一' });
  });

  it('and the local ujuso serves them on its own PanSou API (chains of ujuso work)', async () => {
    const body = docSearch.parse((await local.app.inject({ method: 'GET', url: `/api/search?kw=${encodeURIComponent('冷门纪录片')}&res=merge` })).json());
    expect(body.data.total).toBe(2);
    expect(Object.keys(body.data.merged_by_type!).sort()).toEqual(['aliyun', 'baidu']);
  });
});
