/**
 * Issue 14: how the SPA and the JSON replies travel — precompressed static files, per-request
 * compression of JSON, Cache-Control per kind of file, ETag revalidation, and the security
 * headers and the anonymous reply cache still working with compression on.
 * (tests/e2e/web-delivery.test.ts checks the same on the real build over real HTTP.)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_SECURITY_HEADERS } from '../../server/src/plugins/security-headers';
import { COMPRESS_THRESHOLD, IMMUTABLE, PUBLIC_DAY, REVALIDATE } from '../../server/src/plugins/web-delivery';
import { PUBLIC_WEB_SETTING_NAMES } from '../../server/src/services/web-settings-service';
import { createTestApp, TEST_DB_KIND, type TestApp } from '../support/server';

let t: TestApp;
let staticDir: string;
const js = `export const hello = ${JSON.stringify('网盘资源 '.repeat(400))};\n`;
const html = `<!doctype html><html lang="zh-CN"><head><title>ujuso</title><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>`;

beforeAll(async () => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ujuso-static-'));
  fs.mkdirSync(path.join(staticDir, 'assets'));
  const asset = path.join(staticDir, 'assets', 'index-Ab12Cd34.js');
  fs.writeFileSync(asset, js);
  fs.writeFileSync(`${asset}.br`, brotliCompressSync(js));
  fs.writeFileSync(`${asset}.gz`, gzipSync(js));
  fs.writeFileSync(path.join(staticDir, 'index.html'), html);
  fs.writeFileSync(path.join(staticDir, 'favicon.ico'), Buffer.from([0, 0, 1, 0, 1, 0]));
  fs.writeFileSync(path.join(staticDir, 'manifest.webmanifest'), JSON.stringify({ name: 'ujuso', start_url: '/' }));
  t = await createTestApp({ env: { STATIC_DIR: staticDir } });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const decode = (res: { headers: Record<string, unknown>; rawPayload: Buffer }) => {
  const enc = res.headers['content-encoding'];
  if (enc === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
  if (enc === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
  return res.rawPayload.toString('utf8');
};

describe(`web delivery (${TEST_DB_KIND})`, () => {
  it('a hashed asset goes out precompressed (br before gzip) and cached for a year, immutable', async () => {
    for (const [accept, encoding] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip'], ['', undefined]] as const) {
      const res = await get('/assets/index-Ab12Cd34.js', accept ? { 'accept-encoding': accept } : {});
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(String(res.headers.vary)).toContain('accept-encoding');
      expect(String(res.headers['content-type'])).toContain('javascript');
      expect(decode(res)).toBe(js);
      if (encoding) expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(js) / 5);
    }
  });

  it('the app page is revalidated on every visit: no-cache with an ETag, 304 when unchanged', async () => {
    for (const url of ['/', '/index.html']) {
      const res = await get(url, { accept: 'text/html', 'accept-encoding': 'gzip' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe(REVALIDATE);
      expect(res.headers['cache-control']).toBe('no-cache');
      const etag = String(res.headers.etag);
      expect(etag).toMatch(/^(W\/)?".+"$/);
      // `/` is the shell with the settings inlined; /index.html is the file as built
      if (url === '/') expect(decode(res)).toContain('<script id="ujuso-settings" type="application/json">');
      else expect(decode(res)).toBe(html);
      // the document keeps its security headers
      expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
      const again = await get(url, { accept: 'text/html', 'accept-encoding': 'gzip', 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    }
    // any other page address gets the same document, also no-cache
    const spa = await get('/main/index', { accept: 'text/html' });
    expect(spa.statusCode).toBe(200);
    expect(spa.headers['cache-control']).toBe('no-cache');
    expect(spa.body).toBe((await get('/', { accept: 'text/html' })).body);
  });

  it('the app page carries the public settings (issue 31.3): the rows of /v1/web_setting/more, inert, fresh after a save', async () => {
    const block = (body: string) => {
      const m = /<script id="ujuso-settings" type="application\/json">(.*?)<\/script>/s.exec(body);
      expect(m, 'settings block').not.toBeNull();
      expect(body.indexOf(m![0])).toBeLessThan(body.indexOf('</head>'));
      return JSON.parse(m![1]) as Array<{ name: string; value: string }>;
    };
    const names = [...PUBLIC_WEB_SETTING_NAMES];
    const api = await t.app.inject({ method: 'GET', url: `/v1/web_setting/more?${names.map((n) => `name=${n}`).join('&')}` });
    const first = await get('/', { accept: 'text/html' });
    const rows = block(first.body);
    expect(rows).toEqual(JSON.parse(api.body).data);
    // nothing private: only allow-listed names
    expect(rows.every((r) => PUBLIC_WEB_SETTING_NAMES.has(r.name))).toBe(true);

    // a notice that tries to end the block stays data, and a save shows on the next visit
    const hostile = '</script><script>alert(1)</script><!-- 公告\u2028';
    const settings = t.ctx.services.webSettings;
    const [notice] = await settings.getMany(['notice']);
    if (notice) await settings.update(notice.id, hostile);
    else await settings.create('notice', hostile);
    const second = await get('/', { accept: 'text/html' });
    expect(second.headers.etag).not.toBe(first.headers.etag);
    expect(block(second.body).find((r) => r.name === 'notice')?.value).toBe(hostile);
    expect(second.body.match(/<script/g)?.length).toBe(first.body.match(/<script/g)?.length);
    expect(second.body).not.toContain('</script><script>alert(1)');
    // the old ETag no longer answers 304
    expect((await get('/', { accept: 'text/html', 'if-none-match': String(first.headers.etag) })).statusCode).toBe(200);
  });

  it('favicon and manifest are served with a day of caching and an ETag', async () => {
    const icon = await get('/favicon.ico');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe(PUBLIC_DAY);
    expect(icon.headers.etag).toBeTruthy();
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(String(manifest.headers['content-type'])).toContain('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe(PUBLIC_DAY);
    expect(JSON.parse(manifest.body)).toEqual({ name: 'ujuso', start_url: '/' });
  });

  it('large JSON replies are compressed, keep the API security headers, and the reply cache still hits', async () => {
    const url = '/v1/article?page=1&size=20';
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Buffer.byteLength(plain.body)).toBeGreaterThan(COMPRESS_THRESHOLD);

    for (const [accept, encoding] of [['br, gzip', 'br'], ['gzip', 'gzip']] as const) {
      const res = await get(url, { 'accept-encoding': accept });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-cache']).toBe('hit'); // served from the anonymous list cache…
      expect(res.headers['content-encoding']).toBe(encoding); // …and compressed on the way out
      expect(String(res.headers.vary)).toContain('accept-encoding');
      expect(decode(res)).toBe(plain.body);
      expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(plain.body) / 2);
      for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) expect(res.headers[name]).toBe(value);
    }
    // the cache stored the JSON text, not a compressed stream: an identity hit is the same bytes
    const hit = await get(url);
    expect(hit.headers['x-cache']).toBe('hit');
    expect(hit.body).toBe(plain.body);
  });

  it('small JSON replies go as they are', async () => {
    const res = await get('/v1/health', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(Buffer.byteLength(res.body)).toBeLessThan(COMPRESS_THRESHOLD);
    expect(res.headers['content-encoding']).toBeUndefined();
    const err = await get('/v1/nope', { 'accept-encoding': 'br, gzip' });
    expect(err.statusCode).toBe(404);
    expect(err.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(err.body)).toMatchObject({ code: 404, msg: '接口不存在' });
  });
});
