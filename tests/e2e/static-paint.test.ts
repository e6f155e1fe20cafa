/**
 * The landing page's static first paint (issue 31, ADR 0031 decision 29), in real Chromium against
 * the real server and the real build:
 * - the paint is drawn before React's first render and that render replaces it with the same
 *   boxes: every element of the header and of <main>, pair by pair, at 412 × 823 and 1366 × 768,
 *   with the seeded notice and with none; no layout shift on the way (< 0.01);
 * - the notice is admin text: `<script>`, an `<img onerror>` and quotes in it are painted as text,
 *   run nothing, and the settings block stays one JSON block;
 * - other routes and signed-in members never see it (a member's header is not the guest's).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, E2E_ADMIN_PASSWORD, launchBrowser, loginInPage, newPage, registerMember, startServer, type RunningServer } from '../support/e2e';

let server: RunningServer;
let browser: Browser;
let adminToken = '';
let noticeId = 0;
let seededNotice = '';

async function setNotice(value: string): Promise<void> {
  const res = await fetch(`${server.url}/admin/v1/web_setting/${noticeId}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ value }),
  });
  const body = (await res.json()) as { code: number; msg: string };
  if (body.code !== 200) throw new Error(`公告没有改成：${body.msg}`);
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  adminToken = (await apiLogin(server.url, 'admin', E2E_ADMIN_PASSWORD)).token;
  const all = (await (await fetch(`${server.url}/admin/v1/web_setting/all`, { headers: { authorization: `Bearer ${adminToken}` } })).json()) as {
    data: Array<{ id: number; name: string; value: string }>;
  };
  const row = all.data.find((r) => r.name === 'notice');
  if (!row) throw new Error('演示数据里没有公告设置');
  noticeId = row.id;
  seededNotice = row.value;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface Box {
  tag: string;
  x: number;
  y: number;
  w: number;
  h: number;
}
interface Snapshot {
  at: number;
  boxes: Box[];
  footerTop: number;
  notice: string | null;
}

/**
 * Records, in the page, the boxes of every element under the header and <main> twice: when the
 * paint's script has shown it (a MutationObserver sees `hidden` go) and when React's first commit
 * has replaced it (the paint leaves #root) — both before anything else runs or is drawn. Also
 * collects the layout-shift entries from the first frame.
 */
async function record(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type W = { __paint: Snapshot | null; __react: Snapshot | null; __shifts: number[] };
    const w = window as unknown as W;
    w.__paint = null;
    w.__react = null;
    w.__shifts = [];
    const snap = (root: Element): Snapshot => {
      const boxes: Box[] = [];
      for (const el of root.querySelectorAll('header, header *, main, main *')) {
        const r = el.getBoundingClientRect();
        boxes.push({ tag: el.tagName.toLowerCase(), x: r.x, y: r.y, w: r.width, h: r.height });
      }
      return {
        at: performance.now(),
        boxes,
        footerTop: root.querySelector('footer')?.getBoundingClientRect().y ?? -1,
        notice: root.querySelector('section[aria-label="网站公告"] p')?.textContent ?? null,
      };
    };
    new MutationObserver(() => {
      const paint = document.getElementById('ujuso-paint');
      if (paint && !paint.hidden && !w.__paint) w.__paint = snap(paint);
      const root = document.getElementById('root');
      if (root && !paint && !w.__react && root.querySelector('main')) w.__react = snap(root);
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['hidden'] });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) if (!e.hadRecentInput) w.__shifts.push(e.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function load(viewport: { width: number; height: number }) {
  const { page, errors } = await newPage(browser, viewport);
  await record(page);
  await page.goto(`${server.url}/#/`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(800);
  const result = (await page.evaluate(() => {
    const w = window as unknown as { __paint: Snapshot | null; __react: Snapshot | null; __shifts: number[] };
    return { paint: w.__paint, react: w.__react, shift: w.__shifts.reduce((a, b) => a + b, 0) };
  })) as { paint: Snapshot | null; react: Snapshot | null; shift: number };
  await page.context().close();
  return { ...result, errors };
}

/** The first pair of boxes that differ by more than half a pixel, or null. */
function firstDifference(a: Box[], b: Box[]): string | null {
  if (a.length !== b.length) return `元素个数不同：静态 ${a.length}，React ${b.length}`;
  for (let i = 0; i < a.length; i++) {
    const p = a[i];
    const q = b[i];
    if (p.tag !== q.tag) return `第 ${i} 个元素不同：${p.tag} / ${q.tag}`;
    if (Math.abs(p.x - q.x) > 0.5 || Math.abs(p.y - q.y) > 0.5 || Math.abs(p.w - q.w) > 0.5 || Math.abs(p.h - q.h) > 0.5) return `第 ${i} 个元素 <${p.tag}> 的框不同：静态 ${JSON.stringify(p)}，React ${JSON.stringify(q)}`;
  }
  return null;
}

describe('the landing page paints before the scripts, and React takes over with the same boxes', () => {
  const cases: Array<[string, { width: number; height: number }, 'seeded' | 'none']> = [
    ['手机 412 × 823，有公告', { width: 412, height: 823 }, 'seeded'],
    ['桌面 1366 × 768，有公告', { width: 1366, height: 768 }, 'seeded'],
    ['手机 412 × 823，没有公告', { width: 412, height: 823 }, 'none'],
  ];
  for (const [name, viewport, notice] of cases) {
    it(`${name}: every box of the header and main is React's, CLS < 0.01`, async () => {
      await setNotice(notice === 'seeded' ? seededNotice : '');
      const { paint, react, shift, errors } = await load(viewport);
      expect(errors).toEqual([]);
      expect(paint, '静态首屏没有显示').not.toBeNull();
      expect(react, 'React 没有接管页面').not.toBeNull();
      // the paint came first, then React
      expect(paint!.at).toBeLessThan(react!.at);
      expect(paint!.notice).toBe(notice === 'seeded' ? `公告${seededNotice.trim()}` : null);
      expect(react!.notice).toBe(paint!.notice);
      expect(paint!.boxes.length).toBeGreaterThan(30);
      expect(firstDifference(paint!.boxes, react!.boxes)).toBeNull();
      expect(Math.abs(paint!.footerTop - react!.footerTop)).toBeLessThanOrEqual(0.5);
      expect(shift).toBeLessThan(0.01);
    });
  }

  it('a notice with <script>, an <img onerror> and quotes is painted as text and runs nothing', async () => {
    const evil = `<script>window.__xss=1</script><img src=x onerror="window.__xss=2">"'&amp; </script><!-- 公告`;
    await setNotice(evil);
    try {
      // the page as served: one settings block, the admin text only inside it, escaped
      const html = await (await fetch(`${server.url}/`)).text();
      expect(html.split('<script>window.__xss').length).toBe(1);
      expect(html.match(/<script id="ujuso-settings"/g)?.length).toBe(1);

      // the paint alone: the app's scripts never arrive, only the inline one runs
      const { page, errors } = await newPage(browser, { width: 412, height: 823 });
      await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
      await page.goto(`${server.url}/#/`);
      const painted = await page.evaluate(() => {
        const section = document.querySelector('#ujuso-paint section[aria-label="网站公告"]');
        return {
          visible: !document.getElementById('ujuso-paint')!.hidden,
          text: section?.querySelector('p')?.textContent ?? null,
          elements: section ? [...section.querySelectorAll('*')].map((e) => e.tagName.toLowerCase()).filter((t) => !['span', 'svg', 'path', 'p', 'strong'].includes(t)) : null,
          xss: (window as unknown as { __xss?: number }).__xss ?? null,
        };
      });
      expect(painted).toEqual({ visible: true, text: `公告${evil.trim()}`, elements: [], xss: null });
      expect(errors).toEqual([]);
      await page.context().close();

      // and with the app: React shows the same text, nothing ran
      const app = await newPage(browser, { width: 412, height: 823 });
      await app.page.goto(`${server.url}/#/`);
      await app.page.locator('main section[aria-label="网站公告"]').waitFor();
      await app.page.waitForFunction(() => !document.getElementById('ujuso-paint'));
      expect(await app.page.locator('main section[aria-label="网站公告"] p').textContent()).toBe(`公告${evil.trim()}`);
      expect(await app.page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? null)).toBeNull();
      expect(app.errors).toEqual([]);
      await app.page.context().close();
    } finally {
      await setNotice(seededNotice);
    }
  });

  it('a signed-in member does not get the guest paint; the page is React\'s from the start', async () => {
    await registerMember(server.url, 'paintmember', 'paintmember@ujuso.com');
    const { page, errors } = await newPage(browser, { width: 412, height: 823 });
    await loginInPage(page, server.url, 'paintmember');
    await record(page);
    await page.goto(`${server.url}/#/`);
    await page.reload();
    await page.waitForLoadState('networkidle');
    const seen = await page.evaluate(() => (window as unknown as { __paint: unknown }).__paint);
    expect(seen).toBeNull();
    expect(await page.getByRole('link', { name: '登录' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('another route never shows the landing paint', async () => {
    const { page } = await newPage(browser, { width: 412, height: 823 });
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(`${server.url}/#/main/bbs/list`);
    expect(await page.evaluate(() => document.getElementById('ujuso-paint')?.hidden)).toBe(true);
    expect(await page.locator('#ujuso-paint').isVisible()).toBe(false);
    await page.context().close();
  });
});
