import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, E2E_ADMIN_PASSWORD, launchBrowser, newPage, startServer, type RunningServer } from '../support/e2e';
import { XSS_PAYLOADS } from '../support/xss-corpus';

/**
 * Safety of replies (issue 17): the XSS corpus of issue 6 goes through the real reply API, each
 * reply quoting the one before it (so every payload is rendered twice: as a floor and inside a
 * quote), and one @mention; the pages of floors are viewed in Chromium. Nothing may run, and the
 * DOM may hold no <script>, no on* attribute and no link but http(s), mailto or the in-app
 * mention link.
 */

let server: RunningServer;
let browser: Browser;
let token = '';
let articleId = 0;
let adminId = 0;
const payloads = [...XSS_PAYLOADS, '@admin 你好 <img src=x onerror=alert(1)>'];

async function api<T>(method: string, path: string, body?: unknown): Promise<{ status: number; code: number; msg: string; data: T }> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { code: number; msg: string; data: T };
  return { status: res.status, ...json };
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  // the admin is exempt from the reply rate limit, so the whole corpus can go onto one article
  const login = await apiLogin(server.url, 'admin', E2E_ADMIN_PASSWORD);
  token = login.token;
  adminId = Number(login.info.id);
  const cates = await api<{ id: number }[]>('GET', '/v1/article/cates');
  const art = await api<{ id: number }>('POST', '/auth/v1/article', { title: '回复 XSS 测试', cate_id: cates.data[0].id, content: '正文' });
  articleId = art.data.id;
  let prev: number | undefined;
  for (const [i, content] of payloads.entries()) {
    const res = await api<{ reply: { id: number } }>('POST', `/auth/v1/article/${articleId}/reply`, { content, ...(prev ? { quote_id: prev } : {}) });
    if (res.code !== 200) throw new Error(`回复失败（${i}）：${res.msg}`);
    prev = res.data.reply.id;
  }
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('reply Markdown and quotes are safe in Chromium', () => {
  it(`the corpus has at least 50 payloads (${payloads.length})`, () => {
    expect(payloads.length).toBeGreaterThanOrEqual(50);
  });

  it('no payload in a floor or a quote executes; the DOM holds nothing executable', async () => {
    const { page, errors } = await newPage(browser);
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.addInitScript(() => {
      const w = window as unknown as Record<string, unknown>;
      w.__xss = 0;
      const trap = () => {
        w.__xss = 1;
      };
      window.alert = trap;
      window.confirm = () => (trap(), false);
      window.prompt = () => (trap(), null);
    });
    await page.goto(`${server.url}/#/main/bbs/post/${articleId}`);
    await page.getByRole('heading', { name: '回复 XSS 测试' }).waitFor();
    let quotesSeen = 0;
    let floorsSeen = 0;
    const lastFloor = payloads.length + 1;
    for (let floor = 2; floor <= lastFloor; floor += 20) {
      await page.evaluate((hash) => (window.location.hash = hash), `#/main/bbs/post/${articleId}?floor=${floor}`);
      await page.locator(`#floor-${floor}`).waitFor({ timeout: 10_000 });
      const floors = page.getByTestId('reply-floor');
      const n = await floors.count();
      for (let i = 0; i < n; i++) await floors.nth(i).hover({ force: true });
      const found = await page.evaluate(() => {
        const bad: string[] = [];
        const root = document.getElementById('root') ?? document.body;
        for (const el of Array.from(root.querySelectorAll('*'))) {
          const tag = el.tagName.toLowerCase();
          const inReply = !!el.closest('[data-testid="markdown-view"]');
          if (tag === 'script' || (inReply && ['iframe', 'object', 'embed', 'svg', 'math', 'form', 'base', 'meta', 'link', 'style', 'input', 'button'].includes(tag))) bad.push(`<${tag}>`);
          for (const attr of Array.from(el.attributes)) {
            if (/^on/i.test(attr.name)) bad.push(`${tag}[${attr.name}]`);
            if (/^(href|src|action|formaction|xlink:href|data|srcdoc)$/i.test(attr.name)) {
              // eslint-disable-next-line no-control-regex -- browsers ignore control characters in URL schemes
              const v = attr.value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
              if (/^(javascript|vbscript|data|file):/.test(v)) bad.push(`${tag}[${attr.name}=${attr.value.slice(0, 40)}]`);
            }
          }
        }
        for (const a of Array.from(document.querySelectorAll('[data-testid="markdown-view"] a[href]'))) {
          const href = a.getAttribute('href') ?? '';
          if (!/^(https?:|mailto:|#\/main\/bbs\/filter\/user\/\d+$)/i.test(href)) bad.push(`a[href=${href}]`);
          if (!/noopener/.test(a.getAttribute('rel') ?? '')) bad.push('a without rel=noopener');
        }
        return {
          bad,
          quotes: document.querySelectorAll('[data-testid="reply-floor"] blockquote[aria-label^="引用"]').length,
          floors: document.querySelectorAll('[data-testid="reply-floor"]').length,
        };
      });
      expect(found.bad, `page with floor ${floor}`).toEqual([]);
      quotesSeen += found.quotes;
      floorsSeen += found.floors;
    }
    expect(floorsSeen).toBe(payloads.length);
    // every floor but the first quotes the one before it
    expect(quotesSeen).toBe(payloads.length - 1);
    // the mention became the in-app link to the admin's articles
    await page.evaluate((hash) => (window.location.hash = hash), `#/main/bbs/post/${articleId}?floor=${lastFloor}`);
    const mention = page.locator(`#floor-${lastFloor}`).getByRole('link', { name: '@admin' });
    await expect.poll(() => mention.first().getAttribute('href')).toBe(`#/main/bbs/filter/user/${adminId}`);
    await page.waitForTimeout(1500);
    expect(await page.evaluate(() => (window as unknown as { __xss: number }).__xss)).toBe(0);
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
    // control: the trap does see a call to alert()
    await page.evaluate(() => window.alert('control'));
    expect(await page.evaluate(() => (window as unknown as { __xss: number }).__xss)).toBe(1);
    await page.context().close();
  }, 240_000);
});
