import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CJK, envelopeOf, expectApiHeaders, listen, rawRequest, type RawReply } from '../support/security';
import { createTestApp, TEST_DB_KIND, type TestApp } from '../support/server';

/**
 * Issue 21, class 4: every reply our server writes — including what Fastify's router and Node's
 * HTTP parser refuse before any route runs — is the envelope { code, msg, data } with a Chinese
 * msg, HTTP status = code, and the API security headers.
 */

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  ({ port } = await listen(t));
});
afterAll(async () => {
  await t.close();
});

/** Writes bytes to a fresh socket and parses whatever HTTP reply comes back. */
function rawSocket(bytes: string): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const s = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    s.on('data', (c) => chunks.push(c));
    s.on('error', (e) => (chunks.length ? undefined : reject(e)));
    s.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head, ...rest] = text.split('\r\n\r\n');
      const lines = head.split('\r\n');
      const status = Number(lines[0].split(' ')[1]);
      const headers: Record<string, string> = {};
      for (const l of lines.slice(1)) {
        const i = l.indexOf(':');
        headers[l.slice(0, i).trim().toLowerCase()] = l.slice(i + 1).trim();
      }
      resolve({ status, headers, body: rest.join('\r\n\r\n') });
    });
    s.write(bytes);
  });
}

function expectEnvelope(r: RawReply, status: number, what: string): void {
  expect(r.status, what).toBe(status);
  const env = envelopeOf(r, what);
  expect(env, what).toMatchObject({ code: status, data: null });
  expect(env.msg, what).toMatch(CJK);
  expectApiHeaders(r, what);
  expect(String(r.headers['content-type']), what).toMatch(/^application\/json/);
}

describe(`error replies outside the routes are envelopes too (${TEST_DB_KIND})`, () => {
  it('bad URL encoding in a path → 400 请求地址编码无效', async () => {
    for (const url of ['/v1/resource/%ff', '/v1/article/%E0%A4%A', '/auth/v1/article/%c0%af', '/admin/v1/user/%']) {
      const r = await rawRequest(port, 'GET', url);
      expectEnvelope(r, 400, url);
      expect(envelopeOf(r, url).msg).toBe('请求地址编码无效');
    }
  });

  it('a path parameter over the router limit → 414 请求地址过长', async () => {
    for (const url of [`/v1/article/${'1'.repeat(101)}`, `/v1/resource/${'a'.repeat(500)}`, `/admin/v1/user/infos/${'9'.repeat(1000)}`]) {
      const r = await rawRequest(port, 'GET', url);
      expectEnvelope(r, 414, url.slice(0, 40));
      expect(envelopeOf(r, url).msg).toBe('请求地址过长');
    }
  });

  it('very long URLs and headers → 431 envelope written by the client-error handler', async () => {
    const longUrl = `/v1/resource/search?kw=${'x'.repeat(20_000)}`;
    expectEnvelope(await rawSocket(`GET ${longUrl} HTTP/1.1\r\nHost: a\r\n\r\n`), 431, 'long URL');
    expectEnvelope(await rawSocket(`GET /v1/health HTTP/1.1\r\nHost: a\r\nX-Big: ${'y'.repeat(20_000)}\r\n\r\n`), 431, 'long header');
  });

  it('a malformed request line or header → 400 envelope', async () => {
    expectEnvelope(await rawSocket('THIS IS NOT HTTP\r\n\r\n'), 400, 'garbage');
    expectEnvelope(await rawSocket('GET /v1/health HTTP/1.1\r\nHost: a\r\nBad Header Line\r\n\r\n'), 400, 'bad header');
    expectEnvelope(await rawSocket('POST /v1/user/login HTTP/1.1\r\nHost: a\r\nContent-Length: abc\r\n\r\n'), 400, 'bad length');
  });

  it('odd methods, odd bodies and odd content types stay inside the envelope', async () => {
    const cases: { method: string; url: string; headers?: Record<string, string>; body?: string; status: number }[] = [
      { method: 'PROPFIND', url: '/v1/health', status: 404 },
      { method: 'POST', url: '/v1/user/login', headers: { 'content-type': 'application/json' }, body: '{"username":', status: 400 },
      { method: 'POST', url: '/v1/user/login', headers: { 'content-type': 'text/xml' }, body: '<a/>', status: 415 },
      { method: 'POST', url: '/v1/user/login', headers: { 'content-type': 'application/json' }, body: `{"username":"${'a'.repeat(1_100_000)}"}`, status: 413 },
      { method: 'GET', url: '/v1/resource/search?kw=%ff%fe', status: 200 },
    ];
    for (const c of cases) {
      const r = await rawRequest(port, c.method, c.url, { headers: c.headers, body: c.body });
      const what = `${c.method} ${c.url}`;
      if (c.status === 200) {
        expect(r.status, what).toBeLessThan(500);
        envelopeOf(r, what);
        expectApiHeaders(r, what);
      } else {
        expectEnvelope(r, c.status, what);
      }
    }
  });
});
