import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/e2e';
import { addResources, clearResources } from '../support/resources';
import { listenTestApp, type TestApp } from '../support/server';

/**
 * Issue 35: a PanSou web front-end served from ANOTHER origin (like pansou-web deployed apart
 * from its API) calls ujuso's /api from real Chromium. Its calls carry `Authorization` and
 * `Content-Type: application/json`, so the browser sends a CORS preflight (OPTIONS) first; ujuso
 * answers it 204 with PanSou's CORS headers and the real calls go through — login, a 401 the page
 * can read, search with the token. With PANSOU_CORS_ORIGINS set to other origins, the same page is
 * blocked by the browser.
 */

let front: http.Server;
let frontUrl: string;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  // the "other origin": a bare page with nothing of ujuso on it
  front = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><title>前端</title><p>PanSou 前端</p>'));
  await new Promise<void>((r) => front.listen(0, '127.0.0.1', r));
  frontUrl = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
  browser = await launchBrowser();
  page = await (await browser.newContext()).newPage();
  await page.goto(frontUrl);
});
afterAll(async () => {
  await browser?.close();
  await new Promise((r) => front?.close(r));
});

/** What the page's script sees: pansou-web's calls, written with fetch (login, then search with the token). */
async function flowFromPage(api: string) {
  return page.evaluate(async (base) => {
    const out: Record<string, unknown> = {};
    try {
      const anon = await fetch(`${base}/api/search?kw=${encodeURIComponent('跨域样本')}`, { headers: { Authorization: 'Bearer nothing' } });
      out.anonStatus = anon.status;
      out.anonBody = await anon.json();
      const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'web', password: 'web-pass-1' }) });
      const { token } = (await login.json()) as { token: string };
      const search = await fetch(`${base}/api/search`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ kw: '跨域样本', res: 'merge' }),
      });
      out.searchStatus = search.status;
      out.search = await search.json();
    } catch (e) {
      out.error = String(e);
    }
    return out;
  }, api);
}

describe('CORS from another origin in Chromium (issue 35)', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    ({ t, base } = await listenTestApp({ env: { PANSOU_AUTH_USERS: 'web:web-pass-1' } }));
    await clearResources(t.ctx);
    await addResources(t.ctx, [{ title: '跨域样本 合集', url: 'https://pan.quark.cn/s/crossorigin1' }]);
  });
  afterAll(async () => {
    await t.close();
  });

  it('default `*`: the preflight is 204 with PanSou\'s headers; login, a readable 401 and the search all work', async () => {
    const pre = await fetch(`${base}/api/search`, {
      method: 'OPTIONS',
      headers: { origin: frontUrl, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('*');
    expect(pre.headers.get('access-control-allow-methods')).toBe('GET, POST, OPTIONS');
    expect(pre.headers.get('access-control-allow-headers')).toContain('Authorization');

    const got = await flowFromPage(base);
    expect(got.error).toBeUndefined();
    expect(got.anonStatus).toBe(401);
    expect(got.anonBody).toMatchObject({ code: 401, message: '未授权：令牌无效或已过期', error: '未授权：令牌无效或已过期' });
    expect(got.searchStatus).toBe(200);
    expect(got.search).toMatchObject({ code: 0, data: { total: 1, merged_by_type: { quark: [{ url: 'https://pan.quark.cn/s/crossorigin1', note: '跨域样本 合集' }] } } });
  });

  it('an unknown /api path answers 404 with PanSou\'s body and CORS too; OPTIONS on it is 204', async () => {
    const res = await fetch(`${base}/api/nothing-here`, { headers: { origin: frontUrl } });
    expect(res.status).toBe(404);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await res.json()).toEqual({ code: 404, msg: '接口不存在', message: '接口不存在', error: '接口不存在', data: null });
    expect((await fetch(`${base}/api/nothing-here`, { method: 'OPTIONS' })).status).toBe(204);
  });
});

describe('PANSOU_CORS_ORIGINS limits the origins (issue 35)', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    ({ t, base } = await listenTestApp({ env: { PANSOU_AUTH_USERS: 'web:web-pass-1', PANSOU_CORS_ORIGINS: 'https://so.example.com' } }));
  });
  afterAll(async () => {
    await t.close();
  });

  it('a page from an origin not listed is blocked by the browser; a listed origin is echoed', async () => {
    const got = await flowFromPage(base);
    expect(String(got.error)).toMatch(/Failed to fetch/);
    const listed = await fetch(`${base}/api/search`, { method: 'OPTIONS', headers: { origin: 'https://so.example.com' } });
    expect(listed.headers.get('access-control-allow-origin')).toBe('https://so.example.com');
    expect(listed.headers.get('vary')).toContain('Origin');
    const other = await fetch(`${base}/api/search`, { method: 'OPTIONS', headers: { origin: frontUrl } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});
