/**
 * 资源来源 in Chromium against the real server (issue 29): the admin adds a Telegram channel (a
 * local fake speaking the public preview's page shapes), runs it from the admin page, and a
 * visitor finds the crawled resource in search, with its source on the detail page.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTelegram, type FakeTelegram } from '../support/fake-sources';
import { E2E_ADMIN_PASSWORD, launchBrowser, newPage, startServer, type RunningServer } from '../support/e2e';

let server: RunningServer;
let browser: Browser;
let channel: FakeTelegram;

beforeAll(async () => {
  channel = await startFakeTelegram('e2e_ziyuan');
  channel.add('今日闲聊，没有链接');
  channel.add('【剧集】🎬 星海远征：特别版 全12集\n链接：https://pan.quark.cn/s/e2eXingHai01\n提取码：xh12');
  // the scheduler stays off: the admin's 立即运行 is the only crawl
  server = await startServer({ env: { SOURCES_SCHEDULER: 'off', SOURCES_HOST_GAP_MS: '0' } });
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await channel?.server.close();
});

const toast = (page: Page, text: string | RegExp) => page.locator('.Toastify__toast', { hasText: text });

describe('资源来源 in Chromium against the real server', () => {
  it('the admin adds a fake Telegram channel and runs it; a visitor finds the new resource and its source', async () => {
    const { page: admin, errors } = await newPage(browser);
    await admin.goto(`${server.url}/#/admin/source`);
    await admin.waitForURL(`${server.url}/#/login`);
    await admin.getByLabel('用户名').fill('admin');
    await admin.getByLabel('密码').fill(E2E_ADMIN_PASSWORD);
    await admin.getByRole('button', { name: /登\s*录/ }).click();
    await admin.waitForURL(`${server.url}/#/admin/source`);
    await admin.getByRole('heading', { name: '资源来源', level: 1 }).waitFor({ timeout: 30_000 });
    await admin.getByText('还没有来源，点击右上角「添加来源」').waitFor();

    // add: 类型 defaults to Telegram; a missing address is refused in the form, nothing is sent
    await admin.getByRole('button', { name: /添加来源/ }).click();
    const dialog = admin.getByRole('dialog', { name: '添加来源' });
    await dialog.getByLabel('名称').fill('E2E 资源频道');
    await dialog.locator('.ant-modal-footer button.ant-btn-primary').click();
    await dialog.getByText('请填写地址').waitFor();
    await dialog.getByLabel('地址').fill(channel.address);
    await dialog.locator('.ant-modal-footer button.ant-btn-primary').click();
    await dialog.waitFor({ state: 'hidden' });
    const row = admin.locator('.ant-pro-table', { hasText: '来源列表' }).locator('.ant-table-row', { hasText: 'E2E 资源频道' });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain('Telegram 频道');
    await expect.poll(() => row.textContent()).toContain('尚未运行');

    // run now: the cycle ends and says what it found; the row shows its counts
    await row.getByRole('button', { name: '立即运行' }).click();
    await toast(admin, '采集完成：新增 1').waitFor({ timeout: 30_000 });
    // the back office's toasts sit at the bottom right, never over its toolbar (issue 30)
    const addBox = (await admin.getByRole('button', { name: /添加来源/ }).boundingBox())!;
    for (const shown of await admin.locator('.Toastify__toast').all()) {
      const box = (await shown.boundingBox())!;
      expect(box.y, 'toast over 添加来源').toBeGreaterThan(addBox.y + addBox.height);
      expect(box.x).toBeGreaterThan(640);
    }
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('正常');
    await expect.poll(() => row.textContent()).toMatch(/2 \/ 1 \/ 0 \/ \d+/);
    expect(channel.pagesServed.length).toBeGreaterThan(0);

    // a visitor in a fresh context: the crawled resource is searchable, its detail names the source
    const visitorContext = await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport: { width: 390, height: 844 } });
    const visitor = await visitorContext.newPage();
    const visitorErrors: string[] = [];
    visitor.on('pageerror', (e) => visitorErrors.push(String(e)));
    await visitor.goto(`${server.url}/#/main/index?kw=${encodeURIComponent('星海远征')}`);
    const result = visitor.getByRole('region', { name: '搜索结果' }).locator('article', { hasText: '星海远征' });
    await result.first().waitFor({ timeout: 15_000 });
    await result.first().getByRole('link', { name: /星海远征/ }).first().click();
    await visitor.waitForURL(/#\/main\/detail\/\d+/);
    await visitor.getByText('Telegram 频道 · E2E 资源频道').waitFor({ timeout: 15_000 });
    await visitor.getByText('https://pan.quark.cn/s/e2eXingHai01').waitFor();

    expect(errors).toEqual([]);
    expect(visitorErrors).toEqual([]);
    await visitorContext.close();
    await admin.context().close();
  }, 180_000);
});
