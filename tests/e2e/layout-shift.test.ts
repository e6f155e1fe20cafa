/**
 * Layout shift on the five first screens at Lighthouse's phone size (412 × 823), whatever order
 * the API answers in (issue 31.3, ADR 0030/0031): content that arrives late must fill room that was
 * kept for it, never push what is already drawn. Each page is loaded twice against the real
 * server: once with every odd-numbered API call held back 700 ms, once with every even-numbered
 * one, so each of two calls gets to answer last. The shifts are Chromium's own layout-shift
 * entries (the numbers Lighthouse adds up), collected from the first frame.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, startServer, type RunningServer } from '../support/e2e';

let server: RunningServer;
let browser: Browser;
let postId = 0;
let resourceId = 0;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const articles = (await (await fetch(`${server.url}/v1/article?page=1&size=5`)).json()) as { data: { list: Array<{ id: number }> } };
  const resources = (await (await fetch(`${server.url}/v1/resource/latest?page=1&size=5`)).json()) as { data: { list: Array<{ id: number }> } };
  postId = articles.data.list[0]?.id ?? 0;
  resourceId = resources.data.list[0]?.id ?? 0;
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface Shift {
  value: number;
  sources: string[];
}

async function shifts(path: string, held: 0 | 1): Promise<{ total: number; list: Shift[]; calls: number }> {
  const { page, errors } = await newPage(browser, { width: 412, height: 823 });
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: Array<{ value: number; sources: string[] }> };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      type Rect = { x: number; y: number; width: number; height: number };
      const box = (r: Rect) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
      for (const e of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null; previousRect: Rect; currentRect: Rect }> }>) {
        if (e.hadRecentInput) continue;
        w.__shifts.push({
          value: e.value,
          sources: (e.sources ?? []).map((s) => {
            const el = s.node instanceof Element ? s.node : s.node?.parentElement;
            const name = el ? `${el.tagName.toLowerCase()}${el.getAttribute('aria-label') ? `[${el.getAttribute('aria-label')}]` : ''}.${String(el.className).slice(0, 40)}` : '?';
            return `${name} ${box(s.previousRect)} → ${box(s.currentRect)}`;
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  let n = 0;
  await page.route(/\/(v1|auth\/v1)\//, async (route) => {
    const i = n++;
    if (i % 2 === held) await new Promise((r) => setTimeout(r, 700));
    await route.continue();
  });
  await page.goto(`${server.url}${path}`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(800);
  const list = (await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts)) as Shift[];
  expect(errors).toEqual([]);
  await page.context().close();
  return { total: list.reduce((a, s) => a + s.value, 0), list, calls: n };
}

describe('layout shift on the first screens, phone size, late answers in either order', () => {
  const pages = () => [
    ['首页', '/#/'],
    ['搜索', `/#/main/index?kw=${encodeURIComponent('三体')}`],
    ['论坛列表', '/#/main/bbs/list'],
    ['论坛文章', `/#/main/bbs/post/${postId}`],
    ['资源详情', `/#/main/detail/${resourceId}`],
  ];

  it('the demo data has a post and a resource to open', () => {
    expect(postId).toBeGreaterThan(0);
    expect(resourceId).toBeGreaterThan(0);
  });

  for (const index of [0, 1, 2, 3, 4]) {
    it(`page ${index + 1} of 5: cumulative layout shift below 0.01 with either half of the API calls late`, async () => {
      const [name, path] = pages()[index];
      // both orders are loaded before either is judged, so a failure names the shifts of both
      const runs = [];
      for (const held of [0, 1] as const) runs.push({ held, ...(await shifts(path, held)) });
      for (const r of runs) {
        // the page did call the API (the held half is not empty)
        expect(r.calls, `${name}：没有 API 调用`).toBeGreaterThan(1);
      }
      const report = runs.map((r) => `${name}（延迟${r.held ? '偶数' : '奇数'}次调用）累计 ${r.total.toFixed(4)}：${JSON.stringify(r.list)}`).join('\n');
      for (const r of runs) expect(r.total, report).toBeLessThan(0.01);
    });
  }
});
