import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, expectNoDrift, register, type Member } from '../support/accounts';
import {
  envelopeOf, expectApiHeaders, listen, operations, pathVariants, rawRequest, type Operation, type RawReply,
} from '../support/security';
import { ADMIN_PASSWORD, createTestApp, TEST_DB_KIND, type TestApp } from '../support/server';

/**
 * Issue 21, class 1: every decision about a request (authorization, rate limits, security
 * headers) follows the route Fastify matched, never the raw URL. The whole authorization matrix
 * and the rate limits run again through percent-encoded, double-slash, dot-segment and
 * mixed-case spellings of every path of the OpenAPI document, over real sockets (so no client
 * library tidies the path first).
 */

const NO_ROUTE = new Set(['接口不存在', '页面不存在']);

function send(port: number, op: Operation, url: string, token?: string, body?: unknown): Promise<RawReply> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: string | undefined;
  if (['POST', 'PUT', 'PATCH'].includes(op.method)) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body ?? {});
  }
  return rawRequest(port, op.method, url, { headers, body: payload });
}

/** The variant reached no route (the not-found envelope) — or the same decision as the plain path. */
function expectSameDecision(plain: RawReply, variant: RawReply, what: string): void {
  const json = (r: RawReply) => String(r.headers['content-type'] ?? '').startsWith('application/json');
  // a download (the CD-key CSV) reached through another spelling: the same reply, not an envelope
  if (!json(plain) && !json(variant) && plain.status === 200) return void expect(variant.status, what).toBe(200);
  // the PanSou-compatible API (issue 19) answers PanSou's own shapes on success: same status, no envelope
  if (plain.status < 300 && variant.status < 300 && typeof (JSON.parse(variant.body) as { msg?: unknown }).msg !== 'string') {
    expectApiHeaders(variant, what);
    return void expect(variant.status, what).toBe(plain.status);
  }
  const env = envelopeOf(variant, what);
  expectApiHeaders(variant, what);
  expect(env.code, what).toBe(variant.status);
  if (variant.status === 404 && NO_ROUTE.has(env.msg)) return;
  expect(variant.status, `${what} (plain path answered ${plain.status})`).toBe(plain.status);
}

describe(`authorization matrix through odd spellings of every path (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let port: number;
  let member: Member;
  let admin: string;
  let ops: Operation[];
  beforeAll(async () => {
    t = await createTestApp();
    member = await register(t, 'matrix_member');
    admin = await adminToken(t, ADMIN_PASSWORD);
    ops = await operations(t);
    ({ port } = await listen(t));
  });
  afterAll(async () => {
    await t.close();
  });

  it('the route list comes from the app and covers all three groups (and the public PanSou API, issue 19)', () => {
    const groups = new Set(ops.map((o) => o.path.split('/')[1]));
    expect([...groups].sort()).toEqual(['admin', 'api', 'auth', 'v1']);
    expect(ops.length).toBeGreaterThan(80);
    expect(pathVariants('/v1/article/cates').map((v) => v.url)).toEqual([
      '/%761/%61rticle/%63ates', '/%761/%61rticle/%63ates', '/%76%31/%61%72%74%69%63%6c%65/%63%61%74%65%73', '//v1/article/cates',
      '/v1//article/cates', '/v1/./article/cates', '/v1/zz/../article/cates', '/v1/%2e/article/cates', '/v1/zz/%2E%2E/article/cates',
      '/V1/article/CATES',
    ]);
  });

  it('anonymous: every operation, every spelling → the plain decision or no route; /auth and /admin never answer', async () => {
    let reached = 0;
    for (const op of ops) {
      const plain = await send(port, op, op.url);
      expectApiHeaders(plain, `${op.method} ${op.url}`);
      const isPublic = op.path.startsWith('/v1/') || op.path.startsWith('/api/');
      if (!isPublic) {
        expect(plain.status, `${op.method} ${op.url}`).toBe(403);
      }
      for (const v of pathVariants(op.url)) {
        const what = `anonymous ${op.method} ${v.url} (${v.kind})`;
        const r = await send(port, op, v.url);
        expectSameDecision(plain, r, what);
        if (!isPublic) expect(r.status, what).toBeGreaterThanOrEqual(400);
        if (!(r.status === 404 && NO_ROUTE.has(envelopeOf(r, what).msg))) reached += 1;
      }
    }
    // the encoded spellings do reach their routes (the router decodes them) — and are judged the same
    expect(reached).toBeGreaterThanOrEqual(ops.length * 3);
  });

  it('member: every /admin operation, every spelling → 403 or no route', async () => {
    for (const op of ops.filter((o) => o.path.startsWith('/admin/'))) {
      const plain = await send(port, op, op.url, member.token);
      expect(plain.status).toBe(403);
      for (const v of pathVariants(op.url)) {
        const what = `member ${op.method} ${v.url} (${v.kind})`;
        const r = await send(port, op, v.url, member.token);
        expectSameDecision(plain, r, what);
        expect(r.status, what).toBeGreaterThanOrEqual(400);
      }
    }
    expect(await t.ctx.db.selectFrom('audit_log').selectAll().execute()).toEqual([]);
  });

  it('admin: every reading /admin operation reached through an encoded spelling answers as the plain path', async () => {
    for (const op of ops.filter((o) => o.path.startsWith('/admin/') && o.method === 'GET')) {
      const plain = await send(port, op, op.url, admin);
      for (const v of pathVariants(op.url)) {
        expectSameDecision(plain, await send(port, op, v.url, admin), `admin ${op.method} ${v.url} (${v.kind})`);
      }
    }
    await expectNoDrift(t);
  });
});

describe(`rate limits through odd spellings of every path (${TEST_DB_KIND})`, () => {
  const LIMIT = 40;
  let t: TestApp;
  let port: number;
  let ops: Operation[];
  let member: Member;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: String(LIMIT) } });
    ops = await operations(t);
    member = await register(t, 'budget_member');
    admin = await adminToken(t, ADMIN_PASSWORD);
    ({ port } = await listen(t));
  });
  afterAll(async () => {
    await t.close();
  });

  it('once an IP has spent its budget, every spelling of every limited path answers 429 with the envelope and API headers', async () => {
    const cates = ops.find((o) => o.path === '/v1/article/cates' && o.method === 'GET')!;
    // spend the budget with a mix of spellings: each one counts
    // (the OpenAPI document fetched in beforeAll came from the same address: one request)
    const spend: number[] = [];
    const spellings = [cates.url, ...pathVariants(cates.url).map((v) => v.url)];
    for (let i = 0; i < LIMIT; i++) spend.push((await send(port, cates, spellings[i % spellings.length])).status);
    expect(spend.slice(0, LIMIT - 1).filter((s) => s === 429)).toEqual([]);
    expect(spend[LIMIT - 1]).toBe(429);
    // each group as the role that passes its gate (an anonymous /auth call is refused 403 by the
    // group's first hook, before any limit, with no database work)
    const tokenFor = (op: Operation) => (op.path.startsWith('/admin/') ? admin : op.path.startsWith('/auth/') ? member.token : undefined);
    let limited = 0;
    const unlimited: string[] = [];
    for (const op of ops) {
      const plain = await send(port, op, op.url, tokenFor(op));
      if (plain.status === 429) limited += 1;
      else unlimited.push(`${op.method} ${op.path}`);
      for (const v of pathVariants(op.url)) {
        const what = `${op.method} ${v.url} (${v.kind})`;
        const r = await send(port, op, v.url, tokenFor(op));
        expectApiHeaders(r, what);
        const env = envelopeOf(r, what);
        if (plain.status === 429) {
          expect(r.status, what).toBe(429);
          expect(env.msg, what).toMatch(/^请求过于频繁，请 \d+ 秒后再试$/);
        }
      }
    }
    // only the health check (rateLimit: false) and the routes with their own per-user limit
    // (article publish/edit/like/appreciate, game bets, replies, picture and avatar uploads, the
    // PanSou link check and login) or their own per-IP one (the @-mention lookup, typed as one
    // types) are outside the shared IP budget
    expect(unlimited.sort()).toEqual([
      'GET /v1/health',
      'GET /v1/user/mention',
      'POST /api/auth/login',
      'POST /api/check/links',
      'POST /auth/v1/article/',
      'POST /auth/v1/article/appreciate/{id}',
      'POST /auth/v1/article/like/{id}',
      'POST /auth/v1/article/{id}/reply',
      'POST /auth/v1/game/egg',
      'POST /auth/v1/game/guess',
      'POST /auth/v1/media/avatar',
      'POST /auth/v1/media/image',
      'PUT /auth/v1/article/reply/{id}',
      'PUT /auth/v1/article/{id}',
    ].sort());
    expect(limited).toBe(ops.length - unlimited.length);
    await expectNoDrift(t);
  });

  it("a route's own limit (20 article edits a minute per user) holds through encoded spellings", async () => {
    const m = await register(t, 'burst_member');
    const op = ops.find((o) => o.path === '/auth/v1/article/{id}' && o.method === 'PUT')!;
    const body = { title: '标题', cate_id: 1, content: '正文内容' };
    const spellings = pathVariants('/auth/v1/article/999999').filter((v) => v.kind.startsWith('percent')).map((v) => v.url);
    const statuses: number[] = [];
    for (let i = 0; i < 26; i++) statuses.push((await send(port, op, spellings[i % spellings.length], m.token, body)).status);
    expect(statuses.slice(0, 20).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429, 429]);
  });
});

describe(`security headers follow the matched route (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  let port: number;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ujuso-spa-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html lang="zh-CN"><title>ujuso</title></html>');
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'assets', 'app.js'), 'console.log(1)');
    t = await createTestApp({ env: { STATIC_DIR: dir } });
    ({ port } = await listen(t));
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('documents (the SPA shell, its assets) get helmet\'s set; every API spelling and every envelope the API set', async () => {
    const html = { accept: 'text/html' };
    for (const url of ['/', '/assets/app.js', '/main/index']) {
      const r = await rawRequest(port, 'GET', url, { headers: html });
      expect(r.status, url).toBe(200);
      expect(r.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(r.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(r.headers['cache-control'], url).not.toBe('no-store');
    }
    for (const url of ['/v1/health', '/%761/health', '/%76%31/%68ealth', '/v1/article/cates', '/%761/article/%63ates', '//v1/article/cates', '/V1/nope']) {
      for (const headers of [{}, html]) {
        const r = await rawRequest(port, 'GET', url, { headers });
        expectApiHeaders(r, url);
        expect(r.headers['cross-origin-opener-policy'], url).toBeUndefined();
        envelopeOf(r, url);
      }
    }
  });
});
