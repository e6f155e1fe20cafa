import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addResources, clearResources } from '../support/resources';
import { createTestApp, TEST_DB_KIND, type TestApp } from '../support/server';

/**
 * Issue 35: ujuso's /api against PanSou's own rules, read from fish2018/pansou at commit
 * a00adab932827028e6df2319eed3f98bc341d53f (api/handler.go, api/filter.go, api/check_handler.go,
 * api/auth_handler.go, api/middleware.go, model/*.go, service/check_service.go ttlForState,
 * service/search_service.go filterResponseByType / mergeResultsByType). Written here from those
 * files — not from our contract — so a drift from PanSou fails:
 * - every reply is checked as Go's encoding/json would write PanSou's structs: fields without
 *   `omitempty` always present, `omitempty` ones absent when empty, no other fields, the right
 *   JSON types, time.Time as RFC 3339 with no trailing zero fraction (or Go's zero time);
 * - a matrix of request variants PanSou answers 200 (refresh spellings, unknown res/src, nulls,
 *   case-insensitive keys, any content type, 101 channels, conc=abc) answers 200 here with the
 *   reply shape PanSou's res rule gives; what PanSou refuses is 400 with `{code, message}`;
 * - refresh is true only for "true" (seen at a fake upstream the refresh asks);
 * - PanSou's login: token shape, expiry, forged and expired tokens, the static token beside it.
 */

// --- PanSou's structs: json name → [kind, omitempty]
type Kind = 'string' | 'int' | 'bool' | 'time' | 'strings' | { slice: Struct } | { map: Struct };
type Struct = Record<string, [Kind, boolean]>;
const Link: Struct = { type: ['string', false], url: ['string', false], password: ['string', false], datetime: ['time', true], work_title: ['string', true] };
const SearchResult: Struct = {
  message_id: ['string', false], unique_id: ['string', false], channel: ['string', false], datetime: ['time', false], title: ['string', false],
  content: ['string', false], links: [{ slice: Link }, false], tags: ['strings', true], images: ['strings', true],
};
const MergedLink: Struct = { url: ['string', false], password: ['string', false], note: ['string', false], datetime: ['time', false], source: ['string', true], images: ['strings', true] };
const SearchResponse: Struct = { total: ['int', false], results: [{ slice: SearchResult }, true], merged_by_type: [{ map: MergedLink }, true] };
const CheckResult: Struct = {
  disk_type: ['string', false], url: ['string', false], normalized_url: ['string', true], state: ['string', false], cache_hit: ['bool', false],
  checked_at: ['int', false], expires_at: ['int', false], summary: ['string', true],
};
const LoginResponse: Struct = { token: ['string', false], expires_at: ['int', false], username: ['string', false] };

/** Go's time.Time in JSON: RFC 3339, fraction without trailing zeros; `0001-01-01T00:00:00Z` = zero. */
const GO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d*[1-9])?(Z|[+-]\d\d:\d\d)$/;

function isEmpty(kind: Kind, v: unknown): boolean {
  if (kind === 'time') return false; // a struct: omitempty never leaves it out
  if (typeof kind === 'object' && 'map' in kind) return v === null || Object.keys(v as object).length === 0;
  return v === '' || v === 0 || v === false || v === null || (Array.isArray(v) && v.length === 0);
}

/** The differences between `value` and what Go would write for the struct `s`. */
function goDiff(value: unknown, s: Struct, path = '$'): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [`${path}: not an object`];
  const o = value as Record<string, unknown>;
  const out: string[] = [];
  for (const k of Object.keys(o)) if (!(k in s)) out.push(`${path}.${k}: not in PanSou's struct`);
  for (const [k, [kind, omit]] of Object.entries(s)) {
    const p = `${path}.${k}`;
    if (!(k in o)) {
      if (!omit || kind === 'time') out.push(`${p}: missing (Go always writes it)`);
      continue;
    }
    const v = o[k];
    if (omit && isEmpty(kind, v)) out.push(`${p}: empty but omitempty (Go leaves it out)`);
    if (kind === 'string' && typeof v !== 'string') out.push(`${p}: not a string`);
    if (kind === 'int' && !Number.isInteger(v)) out.push(`${p}: not an integer`);
    if (kind === 'bool' && typeof v !== 'boolean') out.push(`${p}: not a boolean`);
    if (kind === 'time' && !(typeof v === 'string' && GO_TIME.test(v))) out.push(`${p}: ${JSON.stringify(v)} is not Go's RFC 3339`);
    if (kind === 'strings' && !(Array.isArray(v) && v.every((x) => typeof x === 'string'))) out.push(`${p}: not []string`);
    if (typeof kind === 'object' && 'slice' in kind) {
      if (!Array.isArray(v)) out.push(`${p}: not an array`);
      else v.forEach((x, i) => out.push(...goDiff(x, kind.slice, `${p}[${i}]`)));
    }
    if (typeof kind === 'object' && 'map' in kind) {
      if (typeof v !== 'object' || v === null) out.push(`${p}: not an object`);
      else for (const [t, list] of Object.entries(v)) (list as unknown[]).forEach((x, i) => out.push(...goDiff(x, kind.map, `${p}.${t}[${i}]`)));
    }
  }
  return out;
}

/** PanSou's model.Response around a SearchResponse: `{code: 0, message: "success", data}`. */
function searchDiff(body: unknown): string[] {
  const b = body as { code?: unknown; message?: unknown; data?: unknown };
  const out: string[] = [];
  if (b.code !== 0 || b.message !== 'success') out.push('$: not {code: 0, message: "success"}');
  for (const k of Object.keys(b)) if (!['code', 'message', 'data'].includes(k)) out.push(`$.${k}: not in model.Response`);
  return out.concat(goDiff(b.data, SearchResponse, '$.data'));
}

let upstreamHits: string[] = [];
let upstream: http.Server;
let t: TestApp;

beforeAll(async () => {
  // a PanSou upstream that answers nothing and records each ask (refresh asks it)
  upstream = http.createServer((req, res) => {
    upstreamHits.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 0, message: 'success', data: { total: 0 } }));
  });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
  t = await createTestApp({ env: { SEARCH_UPSTREAM_URL: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}` } });
  await clearResources(t.ctx);
  // more local hits than UPSTREAM_MIN_HITS: only refresh asks the upstream
  await addResources(t.ctx, [
    ...Array.from({ length: 12 }, (_, i) => ({ title: `一致性样本 第${i + 1}集`, url: `https://pan.quark.cn/s/conform${i}` })),
    { title: '一致性样本 百度合集', url: 'https://pan.baidu.com/s/1conformbd', pwd: 'ab12' },
    { title: '一致性样本 预告', url: 'https://www.alipan.com/s/conformal' },
  ]);
});
afterAll(async () => {
  await t.close();
  await new Promise((r) => upstream.close(r));
});

const KW = encodeURIComponent('一致性样本');
const get = (qs: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/search?${qs}`, headers });
const postRaw = (payload: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: '/api/search', payload, headers });

/** Which of results / merged_by_type PanSou's filterResponseByType keeps for a res value (after the handler's defaults). */
function expectedKeys(res: string): string[] {
  const r = res.trim();
  return r === 'all' ? ['merged_by_type', 'results'] : r === 'results' ? ['results'] : ['merged_by_type'];
}

describe(`GET /api/search request variants × reply as Go writes it (${TEST_DB_KIND})`, () => {
  for (const res of ['', ' ', 'all', 'results', 'merge', 'merged_by_type', 'MERGE', 'xyz']) {
    for (const src of ['', 'all', 'plugin', 'weird']) {
      it(`res=${JSON.stringify(res)} src=${JSON.stringify(src)}: 200, ${expectedKeys(res).join(' + ')}`, async () => {
        const r = await get(`kw=${KW}&res=${encodeURIComponent(res)}&src=${src}&conc=abc&refresh=False&cloud_types=&plugins=&channels=${Array.from({ length: 101 }, (_, i) => `ch${i}`).join(',')}`);
        expect(r.statusCode, r.body).toBe(200);
        const body = r.json();
        expect(searchDiff(body)).toEqual([]);
        expect(Object.keys(body.data).filter((k) => k !== 'total').sort()).toEqual(expectedKeys(res));
        expect(body.data.total).toBe(14);
      });
    }
  }

  it('src=tg: our links are not from Telegram channels, so nothing (PanSou asks only its channels)', async () => {
    const body = (await get(`kw=${KW}&src=tg`)).json();
    expect(body).toEqual({ code: 0, message: 'success', data: { total: 0 } });
  });

  it('cloud_types filters merged_by_type only and total counts the merged links (res=merge); results stay whole (res=results)', async () => {
    const merge = (await get(`kw=${KW}&cloud_types=baidu,%20ALIYUN`)).json();
    expect(Object.keys(merge.data.merged_by_type).sort()).toEqual(['aliyun', 'baidu']);
    expect(merge.data.total).toBe(2);
    const all = (await get(`kw=${KW}&res=all&cloud_types=baidu`)).json();
    expect(Object.keys(all.data.merged_by_type)).toEqual(['baidu']);
    expect(all.data.results).toHaveLength(14);
    expect(all.data.total).toBe(14);
  });

  it('a repeated key counts once, its first value (Gin c.Query): cloud_types=quark&cloud_types=baidu', async () => {
    const body = (await get(`kw=${KW}&cloud_types=quark&cloud_types=baidu`)).json();
    expect(Object.keys(body.data.merged_by_type)).toEqual(['quark']);
  });

  it('datetimes: Go RFC 3339 in UTC+8 without trailing zero milliseconds', async () => {
    t.clock.set(Date.UTC(2026, 10, 25, 12, 0, 0, 20));
    await addResources(t.ctx, [{ title: '一致性时间 样本', url: 'https://pan.quark.cn/s/conformtime' }]);
    const body = (await get(`kw=${encodeURIComponent('一致性时间')}&res=all`)).json();
    expect(body.data.results[0].datetime).toBe('2026-11-25T20:00:00.02+08:00');
    expect(body.data.merged_by_type.quark[0].datetime).toBe('2026-11-25T20:00:00.02+08:00');
  });

  it('refresh is true only for "true": only that asks the upstream again', async () => {
    for (const [value, asks] of [['true', 1], ['True', 0], ['1', 0], ['TRUE', 0], ['false', 0], ['', 0]] as const) {
      upstreamHits = [];
      expect((await get(`kw=${KW}&refresh=${value}`)).statusCode).toBe(200);
      expect(upstreamHits.length, `refresh=${value}`).toBe(asks);
    }
  });

  it('what PanSou refuses is 400 with {code, message}: bad filter or ext JSON', async () => {
    for (const qs of [`kw=${KW}&filter=%7Bnot`, `kw=${KW}&filter=${encodeURIComponent('{"include":"x"}')}`, `kw=${KW}&ext=${encodeURIComponent('"x"')}`]) {
      const r = await get(qs);
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({ code: 400, message: expect.stringMatching(/^无效的(filter|ext)参数格式/) });
    }
    expect((await get(`kw=${KW}&ext=%7B%7D&filter=%20`)).statusCode).toBe(200);
  });
});

describe(`POST /api/search request variants (${TEST_DB_KIND})`, () => {
  const ok: Array<[string, string, Record<string, string>]> = [
    ['nulls are absent', JSON.stringify({ kw: '一致性样本', res: null, src: null, refresh: null, channels: null, cloud_types: null, plugins: null, ext: null, filter: null, conc: null }), { 'content-type': 'application/json' }],
    ['keys match case-insensitively (Go)', JSON.stringify({ KW: '一致性样本', Res: 'results' }), { 'content-type': 'application/json' }],
    ['no content type', JSON.stringify({ kw: '一致性样本' }), {}],
    ['text/plain', JSON.stringify({ kw: '一致性样本' }), { 'content-type': 'text/plain' }],
    ['form content type with a JSON body', JSON.stringify({ kw: '一致性样本' }), { 'content-type': 'application/x-www-form-urlencoded' }],
    ['unknown res and src, 101 channels, unknown fields', JSON.stringify({ kw: '一致性样本', res: 'merged_by_type', src: 'weird', channels: Array.from({ length: 101 }, (_, i) => `c${i}`), conc: 3, surprise: { a: 1 } }), { 'content-type': 'application/json; charset=utf-8' }],
    ['filter with null include', JSON.stringify({ kw: '一致性样本', filter: { include: null, exclude: ['预告'] } }), { 'content-type': 'application/json' }],
  ];
  for (const [name, payload, headers] of ok) {
    it(`${name}: 200 and Go's shape`, async () => {
      const r = await postRaw(payload, headers);
      expect(r.statusCode, r.body).toBe(200);
      expect(searchDiff(r.json())).toEqual([]);
      expect(r.json().data.total).toBeGreaterThan(0);
    });
  }

  it('the exclude filter drops titles with the word (PanSou filter.go), total recounted', async () => {
    const r = (await postRaw(JSON.stringify({ kw: '一致性样本', filter: { exclude: ['预告'] } }), { 'content-type': 'application/json' })).json();
    expect(r.data.merged_by_type.aliyun).toBeUndefined();
    expect(r.data.total).toBe(13);
  });

  it('an empty body: 400 (PanSou: 无效的请求参数; ujuso: its keyword rule says what is missing)', async () => {
    const r = await postRaw('', { 'content-type': 'application/json' });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ code: 400, message: expect.stringMatching(/[\u4e00-\u9fff]/) });
  });

  const refused: Array<[string, string]> = [
    ['a JSON array body', '["x"]'],
    ['broken JSON', '{"kw":'],
    ['refresh as a string', JSON.stringify({ kw: 'x', refresh: 'true' })],
    ['conc as text', JSON.stringify({ kw: 'x', conc: 'abc' })],
    ['conc not an integer', JSON.stringify({ kw: 'x', conc: 1.5 })],
    ['cloud_types as a string', JSON.stringify({ kw: 'x', cloud_types: 'quark' })],
    ['ext as a list', JSON.stringify({ kw: 'x', ext: [] })],
  ];
  for (const [name, payload] of refused) {
    it(`${name}: 400 {code, message} as Go's decoder refuses it`, async () => {
      const r = await postRaw(payload, { 'content-type': 'application/json' });
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({ code: 400, message: expect.stringMatching(/^无效的请求参数/) });
    });
  }
});

describe(`POST /api/check/links as PanSou (${TEST_DB_KIND})`, () => {
  it('each result as Go writes CheckResult; uncertain is cached 30 minutes (ttlForState); empty links are answered; many items are all answered', async () => {
    const items = [
      { disk_type: 'quark', url: 'https://pan.quark.cn/s/conformcheck', password: null },
      { disk_type: 'baidu', url: '' },
      ...Array.from({ length: 58 }, (_, i) => ({ disk_type: 'magnet', url: `magnet:?xt=urn:btih:${i.toString(16).padStart(40, '0')}` })),
    ];
    const r = await t.app.inject({ method: 'POST', url: '/api/check/links', payload: JSON.stringify({ items, view_token: null }), headers: { 'content-type': 'text/plain' } });
    expect(r.statusCode, r.body).toBe(200);
    const body = r.json();
    expect(Object.keys(body)).toEqual(['results']);
    body.results.forEach((x: unknown, i: number) => expect(goDiff(x, CheckResult, `$.results[${i}]`)).toEqual([]));
    expect(body.results).toHaveLength(60);
    const [quark, empty] = body.results;
    expect(quark).toMatchObject({ state: 'uncertain', summary: '链接检测未开启', cache_hit: false });
    expect(quark.expires_at - quark.checked_at).toBe(30 * 60_000);
    expect(empty).toMatchObject({ state: 'uncertain', summary: '链接格式无效' });
    expect(body.results.slice(2, 50).every((x: { state: string }) => x.state === 'unsupported')).toBe(true);
    expect(body.results.slice(50).every((x: { summary: string }) => x.summary === '单次检测的链接过多，请分批提交')).toBe(true);
  });
});

describe(`PanSou's login (${TEST_DB_KIND})`, () => {
  let a: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ env: { PANSOU_AUTH_USERS: 'alice:alice-pass,bob:bob:colon', PANSOU_AUTH_TOKEN_EXPIRY: '2', PANSOU_API_TOKEN: 'bot-static-token' } });
  });
  afterAll(async () => {
    await a.close();
  });
  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, payload?: unknown) =>
    a.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

  it('login → {token, expires_at, username} (HS256 JWT, iss pansou, exp in seconds); verify; search with it; logout', async () => {
    const r = await call('POST', '/api/auth/login', {}, { username: 'alice', password: 'alice-pass' });
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(goDiff(body, LoginResponse)).toEqual([]);
    expect(body.username).toBe('alice');
    expect(body.expires_at).toBe(Math.floor(a.clock.now() / 1000) + 2 * 3600);
    const [h, p] = body.token.split('.');
    expect(JSON.parse(Buffer.from(h, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(JSON.parse(Buffer.from(p, 'base64url').toString())).toMatchObject({ username: 'alice', iss: 'pansou', exp: body.expires_at });
    const auth = { authorization: `Bearer ${body.token}` };
    expect((await call('POST', '/api/auth/verify', auth)).json()).toEqual({ valid: true, username: 'alice' });
    expect((await call('GET', `/api/search?kw=${KW}`, auth)).json().code).toBe(0);
    expect((await call('POST', '/api/auth/logout')).json()).toEqual({ message: '退出成功' });
    // a password with a colon (PanSou splits user:pass at the first colon)
    expect((await call('POST', '/api/auth/login', {}, { username: 'bob', password: 'bob:colon' })).statusCode).toBe(200);
  });

  it('401 with PanSou\'s reasons: missing, not Bearer, forged, alg none, expired; the static token still works; health stays open', async () => {
    const { token } = (await call('POST', '/api/auth/login', {}, { username: 'alice', password: 'alice-pass' })).json();
    const [h, p, s] = token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), username: 'bob' })).toString('base64url');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${p}.`;
    const cases: Array<[Record<string, string>, string]> = [
      [{}, '未授权：缺少认证令牌'],
      [{ authorization: token }, '未授权：令牌格式错误'],
      [{ authorization: `Bearer ${h}.${forgedPayload}.${s}` }, '未授权：令牌无效或已过期'],
      [{ authorization: `Bearer ${none}` }, '未授权：令牌无效或已过期'],
    ];
    for (const [headers, msg] of cases) {
      const r = await call('GET', `/api/search?kw=${KW}`, headers);
      expect(r.statusCode).toBe(401);
      expect(r.json()).toMatchObject({ code: 401, message: msg, error: msg });
    }
    expect((await call('GET', `/api/search?kw=${KW}`, { authorization: 'Bearer bot-static-token' })).statusCode).toBe(200);
    expect((await call('GET', '/api/health')).json()).toMatchObject({ status: 'ok', auth_enabled: true });
    a.clock.advance(2 * 3600_000);
    const expired = await call('POST', '/api/auth/verify', { authorization: `Bearer ${token}` });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error).toBe('未授权：令牌无效或已过期');
  });

  it('wrong password 401, missing fields 400, both with PanSou\'s `error`', async () => {
    const wrong = await call('POST', '/api/auth/login', {}, { username: 'alice', password: 'nope' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe('用户名或密码错误');
    const missing = await call('POST', '/api/auth/login', {}, { username: 'alice' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('参数错误：用户名和密码不能为空');
  });

  it('without PANSOU_AUTH_USERS: login 403 认证功能未启用, verify says so (PanSou), search needs nothing', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'x', password: 'y' } });
    expect(r.statusCode).toBe(403);
    expect(r.json()).toMatchObject({ code: 403, error: '认证功能未启用' });
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/verify' })).json()).toEqual({ valid: true, message: '认证功能未启用' });
  });
});
