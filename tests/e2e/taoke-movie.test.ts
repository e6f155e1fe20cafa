import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, startServer, type RunningServer } from '../support/e2e';
import { sendJson, startFake, type FakeServer } from '../support/fake-http';

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

let server: RunningServer;
let douban: FakeServer;
let browser: Browser;

beforeAll(async () => {
  // a local fake Douban: collections and covers
  douban = await startFake((req, res) => {
    if (req.path.startsWith('/img/')) {
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': String(PNG.length) });
      return res.end(PNG);
    }
    const m = /subject_collection\/([a-z0-9_]+)\/items$/.exec(req.path);
    if (!m) return sendJson(res, { msg: 'not found' }, 404);
    const titles = m[1] === 'tv_american' ? ['绝命毒师', '权力的游戏'] : ['流浪地球2', '满江红', '三体'];
    return sendJson(res, {
      subject_collection_items: titles.map((title, i) => ({
        id: String(1000 + i),
        title,
        year: '2023',
        episodes_info: '',
        cover: { url: `http://${douban.host}/img/${i}.png` },
        rating: { value: 8 + i / 10 },
        url: `https://movie.douban.com/subject/${1000 + i}/`,
      })),
    });
  });
  server = await startServer({ env: { MOVIE_PROVIDER: 'douban', DOUBAN_BASE_URL: douban.url, MOVIE_IMAGE_HOSTS: douban.host } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await douban?.close();
});

describe('影视 and 淘客 pages in Chromium against the real server', () => {
  it('影视: Douban list with covers through our proxy; a click lands on search with the title', { timeout: 240_000 }, async () => {
    const { page, errors } = await newPage(browser, { width: 390, height: 844 });
    await page.goto(`${server.url}/#/main/movie`);
    const card = page.getByRole('button', { name: /^流浪地球2/ });
    await card.waitFor({ timeout: 90_000 });
    // the cover comes from our own server, never from Douban's host
    const src = await card.locator('img').getAttribute('src');
    expect(src).toMatch(/^\/v1\/movie\/cover\?url=/);
    await expect.poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 30_000 }).toBe(1);
    // 豆瓣 links only with show_movie_site_link on (off by default)
    expect(await page.getByRole('link', { name: /在豆瓣查看/ }).count()).toBe(0);

    await page.getByText('美剧', { exact: true }).click();
    await page.getByRole('button', { name: /^绝命毒师/ }).click();
    await page.waitForURL(/#\/main\/index\?kw=/, { timeout: 30_000 });
    expect(decodeURIComponent(page.url())).toContain('#/main/index?kw=绝命毒师');
    // the search page's own box: a combobox with suggestions (the header's box is hidden there)
    await expect.poll(() => page.getByRole('combobox', { name: '资源关键词' }).first().inputValue().catch(() => ''), { timeout: 30_000 }).toBe('绝命毒师');
    expect(errors).toEqual([]);
  });

  it('淘客: the demo goods with category, sort and keyword on a 390 px phone', { timeout: 240_000 }, async () => {
    const { page, errors } = await newPage(browser, { width: 390, height: 844 });
    await page.goto(`${server.url}/#/main/taoke`);
    const cards = page.locator('article');
    await cards.first().waitFor({ timeout: 90_000 });
    expect(await cards.count()).toBeGreaterThanOrEqual(10);
    await expect.poll(async () => (await cards.nth(0).boundingBox())?.y).toBe((await cards.nth(1).boundingBox())?.y);

    await page.getByText('数码', { exact: true }).click();
    await expect.poll(async () => (await cards.allTextContents()).every((t) => /耳机|充电宝/.test(t)), { timeout: 30_000 }).toBe(true);
    await page.getByText('全部', { exact: true }).click();
    await page.getByRole('searchbox', { name: '搜索优惠商品' }).fill('牛奶');
    await page.getByRole('searchbox', { name: '搜索优惠商品' }).press('Enter');
    await expect.poll(() => cards.count(), { timeout: 30_000 }).toBe(1);
    const link = cards.first().getByRole('link', { name: /领券购买/ });
    expect(await link.getAttribute('href')).toMatch(/^https:\/\/uland\.taobao\.com\//);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(errors).toEqual([]);
  });
});
