/**
 * Issue 14 on the real build (`npx vite build`, as npm test does) over real HTTP with the real
 * server: precompressed assets (br, gzip), immutable caching of hashed assets, index.html
 * revalidated (no-cache + ETag → 304), favicon and manifest served, JSON compressed, no
 * mockServiceWorker.js in dist, and a browser that loads the app without any font file and with
 * the page title set.
 */
import fs from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, startServer, type RunningServer } from '../support/e2e';

const root = path.resolve(import.meta.dirname, '../..');
const dist = path.join(root, 'dist');
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A raw GET (Node's fetch would decode the body itself and hide the encoding). */
async function raw(url: string, headers: Record<string, string> = {}) {
  const { request } = await import('node:http');
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const entryJs = () => {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const m = /<script type="module" crossorigin src="\/(assets\/[^"]+\.js)"/.exec(html);
  expect(m, 'index.html 没有入口脚本').toBeTruthy();
  return m![1];
};

describe('web delivery on the real build (issue 14)', () => {
  it('dist has precompressed copies and no mockServiceWorker.js', () => {
    expect(fs.existsSync(path.join(dist, 'mockServiceWorker.js'))).toBe(false);
    const js = entryJs();
    expect(fs.existsSync(path.join(dist, `${js}.br`))).toBe(true);
    expect(fs.existsSync(path.join(dist, `${js}.gz`))).toBe(true);
  });

  it('hashed assets: brotli or gzip as accepted, cached for a year, immutable', async () => {
    const js = entryJs();
    const original = fs.readFileSync(path.join(dist, js));
    const br = await raw(`${server.url}/${js}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers.vary)).toContain('accept-encoding');
    expect(brotliDecompressSync(br.body).equals(original)).toBe(true);
    const gz = await raw(`${server.url}/${js}`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(original)).toBe(true);
    const plain = await raw(`${server.url}/${js}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(original)).toBe(true);
  });

  it('index.html: no-cache with an ETag; a revalidation with If-None-Match is a 304', async () => {
    const first = await raw(`${server.url}/`, { accept: 'text/html', 'accept-encoding': 'br, gzip' });
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag ?? '');
    expect(etag).not.toBe('');
    const again = await raw(`${server.url}/`, { accept: 'text/html', 'accept-encoding': 'br, gzip', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('favicon, icons and the web manifest are served', async () => {
    const icon = await raw(`${server.url}/favicon.ico`);
    expect(icon.status).toBe(200);
    expect(icon.body.subarray(0, 4).equals(Buffer.from([0, 0, 1, 0]))).toBe(true); // ICO header
    expect(icon.headers['cache-control']).toBe('public, max-age=86400');
    const manifest = await raw(`${server.url}/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    expect(String(manifest.headers['content-type'])).toContain('application/manifest+json');
    const m = JSON.parse(manifest.body.toString('utf8')) as { icons: Array<{ src: string; type: string }>; lang: string };
    expect(m.lang).toBe('zh-CN');
    for (const i of m.icons) {
      const r = await raw(`${server.url}${i.src}`);
      expect(r.status, i.src).toBe(200);
      expect(String(r.headers['content-type']), i.src).toContain(i.type);
    }
    expect((await raw(`${server.url}/mockServiceWorker.js`, { accept: '*/*' })).status).toBe(404);
  });

  it('JSON API replies are compressed when large enough', async () => {
    const res = await raw(`${server.url}/v1/article?page=1&size=20`, { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-store');
    const body = JSON.parse(brotliDecompressSync(res.body).toString('utf8')) as { code: number };
    expect(body.code).toBe(200);
  });

  it('a browser loads the search page with no font file, compressed scripts and its own title', async () => {
    const { page, errors } = await newPage(browser, { width: 390, height: 844 });
    const fonts: string[] = [];
    const encodings = new Map<string, string>();
    page.on('response', (r) => {
      const url = r.url();
      if (/\.(woff2?|ttf|otf)(\?|$)/.test(url) || r.request().resourceType() === 'font') fonts.push(url);
      if (url.endsWith('.js')) encodings.set(url, r.headers()['content-encoding'] ?? '');
    });
    await page.goto(`${server.url}/#/main/index?kw=${encodeURIComponent('三体')}`);
    await page.waitForFunction(() => document.title === '资源搜索 - ujuso');
    await page.waitForLoadState('networkidle');
    expect(fonts).toEqual([]);
    expect(encodings.size).toBeGreaterThan(0);
    for (const [url, enc] of encodings) expect(enc, url).toMatch(/^(br|gzip)$/);
    await page.goto(`${server.url}/#/`);
    await page.waitForFunction(() => document.title === 'ujuso 网盘资源搜索社区');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
