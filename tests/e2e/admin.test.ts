/**
 * The admin back office in Chromium against the real server, as the seeded admin who signs in
 * through the login page. Every admin action goes through the admin screens; the effect is then
 * checked where visitors and members see it.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, E2E_ADMIN_PASSWORD, launchBrowser, newPage, startServer, type RunningServer } from '../support/e2e';

let server: RunningServer;
let browser: Browser;
let admin: Page;
let adminErrors: string[];

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

async function api<T>(method: string, path: string, token?: string, body?: unknown): Promise<Envelope<T>> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as Envelope<T>;
}

const toast = (page: Page, text: string | RegExp) => page.locator('.Toastify__toast', { hasText: text });
/** The primary (submit) button of the open ModalForm. */
const okButton = (page: Page) => page.locator('.ant-modal-wrap:visible .ant-modal-footer button.ant-btn-primary');

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  ({ page: admin, errors: adminErrors } = await newPage(browser));
  // sign in through the UI: /admin sends an anonymous visitor to the login page and back
  await admin.goto(`${server.url}/#/admin`);
  await admin.waitForURL(`${server.url}/#/login`);
  await admin.getByLabel('用户名').fill('admin');
  await admin.getByLabel('密码').fill(E2E_ADMIN_PASSWORD);
  await admin.getByRole('button', { name: /登\s*录/ }).click();
  await admin.waitForURL(`${server.url}/#/admin`);
  await admin.getByRole('heading', { name: '仪表盘', level: 1 }).waitFor({ timeout: 30_000 });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openAdmin(path: string, heading: string) {
  await admin.goto(`${server.url}/#/admin/${path}`);
  await admin.getByRole('heading', { name: heading, level: 1 }).waitFor({ timeout: 30_000 });
}

describe('admin back office (Chromium, seeded admin)', () => {
  it('the frame shows the admin menu, the admin name and the dashboard totals', async () => {
    for (const item of ['用户管理', '文章管理', '分享审核与资源', '站点设置', '卡密', '操作日志']) {
      await expect(admin.getByRole('menuitem', { name: item }).count()).resolves.toBeGreaterThan(0);
    }
    await admin.getByText('admin', { exact: true }).first().waitFor();
    await admin.getByText('用户总数').waitFor();
    await admin.getByText('返回网站').waitFor();
  });

  it('changing the notice in webSetting shows it on the public landing page', async () => {
    const notice = 'E2E 公告：管理员刚刚修改了这条公告';
    await openAdmin('webSetting', '站点设置');
    await admin.locator('.ant-table-row', { hasText: '网站公告' }).getByText('修改', { exact: true }).click();
    const box = admin.getByRole('dialog').getByLabel('公告内容');
    await box.fill(notice);
    await okButton(admin).click();
    await toast(admin, '已保存').waitFor();
    await admin.locator('.ant-table-row', { hasText: '网站公告' }).getByText(notice).waitFor();

    const { page: visitor, errors } = await newPage(browser);
    await visitor.goto(`${server.url}/#/`);
    await visitor.getByText(notice).first().waitFor({ timeout: 15_000 });
    expect(errors).toEqual([]);
    await visitor.context().close();
  });

  it('a boolean setting flips with its switch and the public settings call sees it', async () => {
    await openAdmin('webSetting', '站点设置');
    const sw = admin.getByRole('switch', { name: '显示热门关键词开关' });
    const before = (await sw.getAttribute('aria-checked')) === 'true';
    await sw.click();
    await toast(admin, '已保存').first().waitFor();
    const more = await api<{ name: string; value: string }[]>('GET', '/v1/web_setting/more?name=show_hot_key');
    expect(more.data[0].value).toBe(String(!before));
  });

  it('pinning an article puts it first in the forum list', async () => {
    const list = await api<{ list: { id: number; title: string; fixed: number }[] }>('GET', '/v1/article?page=1&size=50');
    expect(list.code).toBe(200);
    const newest = [...list.data.list].sort((a, b) => b.id - a.id)[0];
    await openAdmin('article', '文章管理');
    const row = admin.locator('.ant-table-row', { hasText: newest.title });
    if (newest.fixed) {
      await row.getByText('取消置顶', { exact: true }).click();
      await toast(admin, '已取消置顶').waitFor();
    }
    // make it the only pinned article among those newer, so "first" is unambiguous
    await row.getByText('置顶', { exact: true }).click();
    await toast(admin, '已置顶').waitFor();
    await row.locator('.ant-tag', { hasText: '置顶' }).waitFor();

    const after = await api<{ list: { id: number; fixed: number }[] }>('GET', '/v1/article?page=1&size=10');
    expect(after.data.list[0]).toMatchObject({ id: newest.id, fixed: 1 });

    const { page: reader, errors } = await newPage(browser);
    await reader.goto(`${server.url}/#/main/bbs/list`);
    const first = reader.locator('a[href^="#/main/bbs/post/"]').first();
    await first.waitFor({ timeout: 15_000 });
    expect(await first.textContent()).toContain(newest.title);
    expect(errors).toEqual([]);
    await reader.context().close();
  });

  it('approving a shared resource makes it searchable and pays the sharer', async () => {
    const demo = await apiLogin(server.url, 'demo', 'demo12345');
    const title = 'Qzxvwe 管理员审核测试纪录片 4K';
    const shared = await api<{ created: number[] }>('POST', '/auth/v1/resource/share', demo.token, {
      items: [{ title, url: 'https://pan.baidu.com/s/1QzxvweAdminE2eReview0', pwd: 'ab12' }],
    });
    expect(shared.code, shared.msg).toBe(200);
    expect(shared.data.created).toHaveLength(1);
    const coinsBefore = (await api<{ coin: number }>('GET', '/auth/v1/user/info', demo.token)).data.coin;
    const before = await api<{ total: number }>('GET', `/v1/resource/search?kw=Qzxvwe&onlyFree=0`);
    expect(before.data.total).toBe(0);

    await openAdmin('shareUnion', '分享审核与资源');
    const row = admin.locator('.ant-table-row', { hasText: title });
    await row.waitFor();
    await row.getByText('通过', { exact: true }).click();
    await toast(admin, /已通过 1 个/).waitFor();
    await row.waitFor({ state: 'detached' });

    // every resource can be re-checked from its row in 全部资源; this server runs with CHECKER=off and says so
    await admin.getByRole('tab', { name: '全部资源' }).click();
    await admin.getByPlaceholder('标题包含').fill('Qzxvwe');
    await admin.getByRole('button', { name: /查\s*询/ }).click();
    const listed = admin.locator('.ant-table-row', { hasText: title });
    await listed.getByText('重新检测', { exact: true }).click();
    await toast(admin, '链接检测未开启：服务器以 CHECKER=off 运行').waitFor();

    const after = await api<{ total: number; list: { title: string }[] }>('GET', `/v1/resource/search?kw=Qzxvwe&onlyFree=0`);
    expect(after.data.total).toBe(1);
    expect(after.data.list[0].title).toBe(title);
    const coinsAfter = (await api<{ coin: number }>('GET', '/auth/v1/user/info', demo.token)).data.coin;
    expect(coinsAfter).toBeGreaterThan(coinsBefore);

    // the approval is in the audit log
    await openAdmin('audit', '操作日志');
    await admin.locator('.ant-table-row').first().waitFor();
    expect(await admin.locator('.ant-table-tbody').textContent()).toContain('admin');
  });

  it('a generated CD key redeems once for the demo member, and the table shows who used it', async () => {
    await openAdmin('cdKey', '卡密');
    await admin.getByRole('button', { name: '生成卡密' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('面值（金币数或 VIP 天数）').fill('66');
    await dialog.getByLabel('数量').fill('1');
    await dialog.getByLabel('批次备注').fill('e2e-批次');
    await okButton(admin).click();
    await toast(admin, '已生成 1 个卡密').waitFor();
    const code = (await admin.getByLabel('生成的卡密').inputValue()).trim();
    expect(code).toMatch(/^\S{8,}$/);
    await admin.keyboard.press('Escape');

    const demo = await apiLogin(server.url, 'demo', 'demo12345');
    const coinsBefore = (await api<{ coin: number }>('GET', '/auth/v1/user/info', demo.token)).data.coin;
    const redeemed = await api<{ info: { coin: number } }>('POST', '/auth/v1/user/exchange', demo.token, { type: 'cd_key', payload: code });
    expect(redeemed.code, redeemed.msg).toBe(200);
    expect(redeemed.data.info.coin).toBe(coinsBefore + 66);
    const again = await api<null>('POST', '/auth/v1/user/exchange', demo.token, { type: 'cd_key', payload: code });
    expect(again.code).not.toBe(200);

    await admin.reload();
    const row = admin.locator('.ant-table-row', { hasText: code });
    await row.waitFor({ timeout: 30_000 });
    await row.getByText('已兑换').waitFor();
    await row.getByText('demo', { exact: true }).waitFor();

    // export: the server's CSV, downloaded through the API client and saved under its Content-Disposition name
    const [file] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: /导出 CSV/ }).click()]);
    expect(file.suggestedFilename()).toMatch(/^卡密-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await file.path(), 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).toContain(code);
  });

  it('adjusting coins needs a reason; with one the ledger records it', async () => {
    await openAdmin('user', '用户管理');
    const row = admin.locator('.ant-table-row', { hasText: 'demo@ujuso.local' });
    await row.getByText('调整金币').click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('变动数量').fill('7');
    await okButton(admin).click();
    await dialog.getByText('请填写调整原因').waitFor();
    await dialog.getByLabel('原因').fill('E2E 测试补偿');
    await okButton(admin).click();
    await toast(admin, '已保存').first().waitFor();
    // row actions are real buttons: reachable by keyboard and fired with Enter
    // (wait for the modal to close first: it hands focus back to its trigger when it does)
    await admin.locator('.ant-modal-wrap').first().waitFor({ state: 'hidden' });
    const detail = row.getByRole('button', { name: '详情' });
    await detail.focus();
    expect(await detail.evaluate((el) => el === document.activeElement)).toBe(true);
    await admin.keyboard.press('Enter');
    await admin.locator('.ant-drawer').getByText('E2E 测试补偿').waitFor();
    expect(adminErrors).toEqual([]);
  });

  it('a curated 影视 entry added on /admin/movie shows in the public 热门电影 list', async () => {
    await openAdmin('movie', '精选影视');
    await admin.getByRole('button', { name: /新增条目/ }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('片名').fill('E2E 精选影片');
    await dialog.getByLabel('年份').fill('20x6');
    await okButton(admin).click();
    await dialog.getByText('年份必须是 4 位数字').waitFor();
    await dialog.getByLabel('年份').fill('2026');
    await okButton(admin).click();
    await toast(admin, '已新增').first().waitFor();
    const row = admin.locator('.ant-table-row', { hasText: 'E2E 精选影片' });
    await row.waitFor({ timeout: 30_000 });
    await row.getByText('热门电影').waitFor();

    // the built-in 影视 list (no provider configured) shows it at once: curated edits clear its cache
    const { page, errors } = await newPage(browser, { width: 390, height: 844 });
    await page.goto(`${server.url}/#/main/movie`);
    await page.getByRole('button', { name: /^E2E 精选影片/ }).waitFor({ timeout: 60_000 });
    await page.close();
    expect(errors).toEqual([]);
    expect(adminErrors).toEqual([]);
  });
});
