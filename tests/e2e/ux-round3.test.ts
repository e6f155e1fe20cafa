/**
 * Issue 30 (UX round 3) in Chromium against the real server with its demo data, at 1366 and
 * 390 px: each check is one item the review found.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN_PASSWORD, launchBrowser, newPage, startServer, type RunningServer } from '../support/e2e';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ startTimeoutMs: 180_000 });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const toast = (page: Page, text: string) => page.locator('.Toastify__toast', { hasText: text }).first();

async function fillLogin(page: Page, username: string, password: string) {
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await page.waitForURL((u) => !u.hash.startsWith('#/login'), { timeout: 30_000 });
}

async function signIn(page: Page, username: string, password: string) {
  await page.goto(`${server.url}/#/login`);
  await fillLogin(page, username, password);
}

describe('issue 30: nothing broken, nothing raw', () => {
  it('登录后签到 returns to the sign page and its form; 登录后开局 returns to 石头剪刀布', async () => {
    const { page } = await newPage(browser, { width: 390, height: 844 });
    await page.goto(`${server.url}/#/main/bbs/sign`);
    await page.getByRole('link', { name: '登录后签到' }).click();
    await page.waitForURL((u) => u.hash.startsWith('#/login'));
    await fillLogin(page, 'demo', 'demo12345');
    await expect.poll(() => new URL(page.url()).hash).toBe('#/main/bbs/sign');
    // the action's own focus wins over the page-start focus
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).not.toBe('MAIN');
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');

    const { page: p2 } = await newPage(browser);
    await p2.goto(`${server.url}/#/main/game/stone`);
    await p2.getByRole('link', { name: '登录后开局' }).click();
    await fillLogin(p2, 'demo', 'demo12345');
    await expect.poll(() => new URL(p2.url()).hash).toBe('#/main/game/stone');
    await page.context().close();
    await p2.context().close();
  });

  it('a plain 登录 link (header) comes back to the page it was clicked on', async () => {
    const { page } = await newPage(browser);
    await page.goto(`${server.url}/#/main/hot`);
    await page.locator('header').getByRole('link', { name: /^登\s*录$/ }).first().click();
    // the login page starts with the cursor in 用户名
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('username');
    await fillLogin(page, 'demo', 'demo12345');
    await expect.poll(() => new URL(page.url()).hash).toBe('#/main/hot');
    // focus waits at the start of the page's content, not on the body (Tab goes on from there)
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    // Tab goes on from the page, not from the header's first link again
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !document.activeElement?.closest('header'))).toBe(true);
    // a reload does not move the focus again (the router state was dropped)
    await page.reload();
    await page.locator('main').waitFor();
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('MAIN');
    await page.context().close();
  });

  it('admin at 390 px: the menu drawer closes after a pick and is closed after a reload', async () => {
    const { page } = await newPage(browser, { width: 390, height: 844 });
    await signIn(page, 'admin', E2E_ADMIN_PASSWORD);
    await page.goto(`${server.url}/#/admin/dashboard`);
    await page.waitForLoadState('networkidle');
    const drawer = page.locator('.ant-drawer-open');
    await expect.poll(() => drawer.count(), { timeout: 15_000 }).toBe(0);
    // open it, pick a page: it closes
    await page.locator('.ant-pro-global-header-collapsed-button').first().click();
    await drawer.first().waitFor();
    await drawer.getByRole('link', { name: '站点设置' }).click();
    await page.waitForURL((u) => u.hash === '#/admin/webSetting');
    await expect.poll(() => drawer.count(), { timeout: 15_000 }).toBe(0);
    await page.reload();
    await page.waitForLoadState('networkidle');
    await page.getByText('站点设置').first().waitFor();
    await expect.poll(() => drawer.count(), { timeout: 15_000 }).toBe(0);
    await page.context().close();
  });

  it('phone header shows the coin balance; the password form shows all three fields from the start', async () => {
    const { page } = await newPage(browser, { width: 390, height: 844 });
    await signIn(page, 'demo', 'demo12345');
    await page.goto(`${server.url}/#/main/hot`);
    await page.locator('header').getByRole('link', { name: /^余额 [\d,]+ 金币$/ }).waitFor();
    await page.goto(`${server.url}/#/profile/update`);
    for (const label of ['当前密码', '新密码', '确认新密码']) await page.getByLabel(label, { exact: true }).waitFor();
    await page.context().close();
  });

  it('toasts on a phone sit at the bottom, clear of the header and the search box; on a desktop top-right below the header', async () => {
    type Box = { x: number; y: number; width: number; height: number };
    const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    for (const [width, height] of [[390, 844], [1366, 768]] as const) {
      const { page } = await newPage(browser, { width, height });
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
      await page.goto(`${server.url}/#/main/index?kw=${encodeURIComponent('三体')}`);
      await page.getByRole('button', { name: /^复制链接/ }).first().click();
      const shown = page.locator('.Toastify__toast').first();
      await shown.waitFor({ timeout: 15_000 });
      await expect.poll(async () => (await shown.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
      const box = (await shown.boundingBox())!;
      const header = (await page.locator('header').first().boundingBox())!;
      const search = (await page.locator('main form[role="search"]').first().boundingBox())!;
      expect(overlaps(box, header), `${width}px: toast over the header`).toBe(false);
      if (width === 390) {
        expect(overlaps(box, search), '390px: toast over the search box').toBe(false);
        expect(box.y).toBeGreaterThan(height / 2);
      } else {
        expect(box.x).toBeGreaterThan(width / 2);
        expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
      }
      await page.context().close();
    }
  });

  it('猜大小 with the stake at 0 does not offer to bet 5000', async () => {
    const { page } = await newPage(browser);
    await signIn(page, 'demo', 'demo12345');
    await page.goto(`${server.url}/#/main/game/guess`);
    const stake = page.getByLabel('下注金币');
    await stake.fill('0');
    const button = page.getByRole('button', { name: /^押 / });
    await expect.poll(() => button.innerText()).toBe('押 大');
    expect(await button.isDisabled()).toBe(true);
    await page.context().close();
  });

  it('复制淘口令 copies and says so at 390 px; taoke filters live in the URL (back/forward)', async () => {
    const { page } = await newPage(browser, { width: 390, height: 844 });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await page.goto(`${server.url}/#/main/taoke`);
    await page.getByRole('button', { name: /^复制淘口令/ }).first().click();
    await toast(page, '复制成功').waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/复制这条信息 ￥.+￥ 打开手机淘宝领券购买/);
    // a sort is in the URL and back/forward follows it
    await page.getByText('销量', { exact: true }).first().click();
    await expect.poll(() => new URL(page.url()).hash).toContain('sort=');
    await page.goBack();
    await expect.poll(() => new URL(page.url()).hash).toBe('#/main/taoke');
    await page.context().close();
  });

  it('免费搜索 does not carry onlyFree=0 from the last search', async () => {
    const { page } = await newPage(browser);
    await page.goto(`${server.url}/#/main/index?kw=${encodeURIComponent('三体')}&onlyFree=0`);
    await page.waitForLoadState('networkidle');
    await page.locator('header').getByRole('link', { name: '免费搜索' }).click();
    await expect.poll(() => new URL(page.url()).hash).toMatch(/^#\/main\/common/);
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).hash).not.toContain('onlyFree=0');
    await page.context().close();
  });

  it('分类浏览 filters live in the URL', async () => {
    const { page } = await newPage(browser);
    await page.goto(`${server.url}/#/main/list`);
    await page.getByRole('radio', { name: '最多浏览' }).click();
    await expect.poll(() => new URL(page.url()).hash).toContain('sort=views');
    await page.reload();
    await expect.poll(() => page.getByRole('radiogroup', { name: '排序' }).getByRole('radio', { name: '最多浏览' }).isChecked()).toBe(true);
    // 全部分类 is the selected tab of 资源分类 (no cat in the URL)
    expect(await page.getByRole('tablist', { name: '资源分类' }).getByRole('tab', { name: '全部分类' }).getAttribute('aria-selected')).toBe('true');
    await page.context().close();
  });
});
