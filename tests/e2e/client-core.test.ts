import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, startServer, type RunningServer } from '../support/e2e';

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

const toast = (page: Page, text: string) => page.locator('.Toastify__toast', { hasText: text });
const persisted = (page: Page) =>
  page.evaluate(() => {
    const raw = window.localStorage.getItem('persist:ujuso');
    if (!raw) return null;
    const outer = JSON.parse(raw) as Record<string, string>;
    return Object.fromEntries(Object.entries(outer).map(([k, v]) => [k, JSON.parse(v)])) as Record<string, Record<string, unknown>>;
  });

describe('client core in Chromium against the real server', () => {
  it('an unknown route shows 页面未找到，为您跳转首页 and lands on /', async () => {
    const { page, errors } = await newPage(browser);
    await page.goto(`${server.url}/#/no/such/page`);
    await toast(page, '页面未找到，为您跳转首页').waitFor({ timeout: 15_000 });
    await page.waitForURL(`${server.url}/#/`);
    expect(await page.locator('.Toastify__toast-container--top-right').count()).toBe(1);
    await page.getByRole('search').first().waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('/#/profile as an anonymous visitor lands on /#/login', async () => {
    const { page, errors } = await newPage(browser);
    await page.goto(`${server.url}/#/profile`);
    await page.waitForURL(`${server.url}/#/login`);
    await page.getByRole('heading', { name: '登录' }).waitFor();
    expect(await page.title()).toBe('登录 - ujuso'); // per-page title (issue 14)
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('state survives a reload (localStorage persist:ujuso)', async () => {
    const { page, errors } = await newPage(browser);
    await page.goto(`${server.url}/#/`);
    // the seeded notice arrives from /v1/web_setting/more and the daily domain notice shows once
    await page.getByText('欢迎来到 ujuso 网盘资源社区').first().waitFor();
    await toast(page, '本站推荐访问域名').waitFor();
    const box = page.getByRole('search').first().getByRole('textbox').first();
    await box.fill('三体');
    await box.press('Enter');
    await page.waitForFunction(() => (window.localStorage.getItem('persist:ujuso') ?? '').includes('三体'));
    const saved = await persisted(page);
    expect(saved?.search).toMatchObject({ kw: '三体', onlyFree: '1' });
    expect(saved?.setting).toMatchObject({ notice: expect.stringContaining('欢迎来到 ujuso') });

    await page.goto(`${server.url}/#/`);
    await page.reload();
    await page.getByText('欢迎来到 ujuso 网盘资源社区').first().waitFor();
    await expect.poll(() => page.getByRole('search').first().getByRole('textbox').first().inputValue()).toBe('三体');
    // the domain notice was recorded for today and survived too: not shown a second time
    await page.waitForTimeout(1000);
    expect(await toast(page, '本站推荐访问域名').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('an expired token shows the expiry message and clears the session', async () => {
    const { page, errors } = await newPage(browser);
    await page.goto(`${server.url}/#/`);
    await page.getByText('欢迎来到 ujuso 网盘资源社区').first().waitFor();
    await page.evaluate(() => {
      const user = {
        token: 'expired-or-revoked-token',
        info: { id: 42, username: '老用户', coin: 10, unread_msg_count: 0, role: 'user', vip_expired: null },
        role: 'user',
        username: '老用户',
        isVip: false,
        loginReward: null,
      };
      window.localStorage.setItem('persist:ujuso', JSON.stringify({ user: JSON.stringify(user), _persist: JSON.stringify({ version: -1, rehydrated: true }) }));
    });
    await page.reload();
    await toast(page, '抱歉，您的登录已过期，请重新登录').waitFor({ timeout: 15_000 });
    await page.waitForFunction(() => {
      const raw = window.localStorage.getItem('persist:ujuso');
      return !!raw && (JSON.parse(JSON.parse(raw).user) as { token: string }).token === '';
    });
    const saved = await persisted(page);
    expect(saved?.user).toMatchObject({ token: '', username: '', role: '', info: { id: -1 } });
    // the start-up user-info call was refused (403): the visitor is sent to sign in again
    await page.waitForURL(`${server.url}/#/login`);
    await page.getByRole('heading', { name: '登录' }).waitFor();
    expect(await page.getByText('老用户').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
