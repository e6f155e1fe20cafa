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
const token = (page: Page) =>
  page.evaluate(() => {
    const raw = window.localStorage.getItem('persist:ujuso');
    if (!raw) return '';
    return (JSON.parse(JSON.parse(raw).user as string) as { token: string }).token;
  });

describe('accounts in Chromium against the real server', () => {
  it('register → logged in → daily login reward toast → sign-in → profile shows the coins → logout', async () => {
    const { page, errors } = await newPage(browser);
    const username = `测试_${Date.now().toString(36)}`;

    // Register: validation runs before anything is sent.
    await page.goto(`${server.url}/#/register`);
    await page.getByRole('heading', { name: '注册' }).waitFor();
    await page.getByLabel('用户名').fill('ab');
    await page.getByLabel('邮箱').fill('not-an-email');
    await page.getByLabel('密码', { exact: true }).fill('short');
    await page.getByLabel('确认密码').fill('different');
    await page.getByRole('button', { name: /^注\s*册$/ }).click();
    await page.getByText('用户名为 3–20 个字符').waitFor();
    await page.getByText('邮箱格式不正确').waitFor();
    await page.getByText('密码为 8–64 位').waitFor();
    await page.getByText('两次输入的密码不一致').waitFor();

    // The demo user's email is taken: the server's msg is shown.
    await page.getByLabel('用户名').fill(username);
    await page.getByLabel('邮箱').fill(`${Date.now().toString(36)}@example.com`);
    await page.getByLabel('密码', { exact: true }).fill('Secret-pass-2026');
    await page.getByLabel('确认密码').fill('Secret-pass-2026');
    await page.getByRole('button', { name: /^注\s*册$/ }).click();

    // Registering logs in; the daily login reward is granted once and its msg shown.
    await toast(page, '注册成功').waitFor({ timeout: 15_000 });
    await toast(page, '每日登录奖励：获得').waitFor({ timeout: 15_000 });
    const sessionToken = await token(page);
    expect(sessionToken).not.toBe('');

    // Sign in with a mood line.
    await page.goto(`${server.url}/#/main/bbs/sign`);
    await page.getByRole('heading', { name: '每日签到' }).waitFor();
    await page.getByText('未签到').waitFor();
    await page.getByRole('button', { name: '立即签到' }).click();
    await page.getByText('请写一句签到心情').waitFor();
    await page.getByLabel('签到心情', { exact: true }).getByText('奋斗', { exact: true }).click();
    await page.getByLabel('签到心情内容').fill('今天也要努力找资源！');
    await page.getByRole('button', { name: '立即签到' }).click();
    await toast(page, '签到成功，已连续签到 1 天').waitFor();
    await page.getByText('今天已经签到过了，明天再来吧').waitFor();
    // the new record heads the sign list
    const first = page.getByRole('listitem').filter({ hasText: '今天也要努力找资源！' }).first();
    await first.waitFor();
    await expect.poll(() => first.textContent()).toContain(username);
    expect(await first.textContent()).toContain('奋斗');

    // The profile shows the coins: register 10 + login reward 3 + sign-in 5 = 18 (ADR 0002 defaults).
    await page.goto(`${server.url}/#/profile`);
    await page.getByRole('heading', { name: '个人中心' }).waitFor();
    const coins = page.locator('.ant-statistic').filter({ hasText: '金币' }).first();
    await expect.poll(() => coins.textContent()).toContain('18');
    await expect.poll(() => page.locator('.ant-statistic').filter({ hasText: '连续签到' }).first().textContent()).toContain('1 天');
    await page.getByText('内网').or(page.getByText('未知')).first().waitFor();

    // The ledger lists the three credits.
    await page.goto(`${server.url}/#/profile/coin`);
    await page.getByRole('heading', { name: '金币明细' }).waitFor();
    await page.getByText('每日签到（连续 1 天）').waitFor();
    await page.getByText('共 3 条').waitFor();

    // Logout: the session is cleared in the page and the token revoked on the server.
    await page.goto(`${server.url}/#/main/bbs/sign`);
    await page.getByRole('button', { name: new RegExp(username) }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await toast(page, '您已退出登录').waitFor();
    await page.getByRole('link', { name: '登录后签到' }).waitFor();
    await expect.poll(() => token(page)).toBe('');
    await expect
      .poll(async () => {
        const res = await fetch(`${server.url}/auth/v1/user/info`, { headers: { authorization: `Bearer ${sessionToken}` } });
        return [res.status, res.headers.get('x-login')];
      })
      .toEqual([403, 'false']);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
