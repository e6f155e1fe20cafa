import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, startServer, type RunningServer } from '../support/e2e';

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

interface Item {
  id: number;
  title: string;
  url: string | null;
  pwd: string | null;
  price: number;
  disk_type: string;
  locked: boolean;
}

async function api<T>(path: string, token?: string): Promise<T> {
  const res = await fetch(`${server.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  if (body.code !== 200) throw new Error(`${path}: ${body.msg}`);
  return body.data;
}

async function newContext(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1280, height: 900 },
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  return { context, page, errors };
}

const toast = (page: Page, text: string) => page.locator('.Toastify__toast', { hasText: text });
const results = (page: Page) => page.getByRole('region', { name: '搜索结果' }).locator('article');

describe('resource search journey in Chromium against the real server', () => {
  it('landing → results → disk tab → copy → detail → reveal a paid link → share → my shares', async () => {
    const KW = '三体';
    // the demo corpus: which disks have free 三体 results, and a paid resource to reveal
    const free = await api<{ list: Item[]; total: number }>(`/v1/resource/search?kw=${encodeURIComponent(KW)}&size=100`);
    expect(free.total).toBeGreaterThan(1);
    const disks = [...new Set(free.list.map((r) => r.disk_type))];
    const tabDisk = disks.find((d) => d !== free.list[0].disk_type) ?? disks[0];
    const paid = (await api<{ list: Item[] }>('/v1/resource/latest?onlyFree=0&size=100')).list.find((r) => r.price > 0);
    expect(paid, '演示数据里应有付费资源').toBeTruthy();

    const { context, page, errors } = await newContext();
    await page.goto(`${server.url}/#/`);
    const hero = page.getByRole('search', { name: '网盘资源搜索' });
    await hero.getByRole('textbox').fill(KW);
    await hero.getByRole('textbox').press('Enter');

    // results on /main/index?kw=三体 with the matched part highlighted
    await page.waitForURL((u) => u.hash.startsWith('#/main/index?kw=') && decodeURIComponent(u.hash).includes(KW));
    await results(page).first().waitFor();
    const marks = await results(page).first().locator('mark').allTextContents();
    expect(marks.join('')).toContain(KW);
    await expect.poll(() => page.getByText(`相关的资源`).first().textContent()).toContain(String(free.total));

    // switch a disk tab: every result is of that disk
    const tabName = (await api<Array<{ type: string; name: string }>>('/v1/resource/disk_types')).find((d) => d.type === tabDisk)!.name;
    await page.getByRole('tab', { name: tabName }).click();
    await expect.poll(async () => {
      const icons = await results(page).locator('[role="img"][title]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
      return icons.length > 0 && icons.every((n) => n === tabName);
    }).toBe(true);

    // one-click copy: the clipboard holds the link and its code
    const first = results(page).first();
    const title = (await first.getAttribute('aria-label'))!;
    const item = free.list.find((r) => r.title === title && r.disk_type === tabDisk)!;
    await first.getByRole('button', { name: /复制链接/ }).click();
    await toast(page, '复制成功').waitFor();
    const clip = await page.evaluate(() => navigator.clipboard.readText());
    expect(clip).toContain(item.url!);
    if (item.pwd) expect(clip).toContain(item.pwd);

    // a reload reproduces the search from the URL
    await page.reload();
    await results(page).first().waitFor();
    expect(await page.getByPlaceholder('输入资源名称，例如：三体').inputValue()).toBe(KW);

    // open a detail
    await first.getByRole('link').first().click();
    await page.waitForURL(`**/#/main/detail/${item.id}`);
    await page.getByRole('heading', { name: item.title }).waitFor();

    // sign in as demo and reveal a paid link: coins drop by its price, and it stays revealed
    await page.goto(`${server.url}/#/login`);
    await page.getByLabel('用户名').fill('demo');
    await page.getByLabel('密码').fill('demo12345');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.waitForURL((u) => !u.hash.startsWith('#/login'));
    await page.waitForFunction(() => (window.localStorage.getItem('persist:ujuso') ?? '').includes('demo'));
    const token = await page.evaluate(() => {
      const outer = JSON.parse(window.localStorage.getItem('persist:ujuso')!) as Record<string, string>;
      return (JSON.parse(outer.user) as { token: string }).token;
    });
    const coinBefore = (await api<{ coin: number }>('/auth/v1/user/info', token)).coin;
    await page.goto(`${server.url}/#/main/detail/${paid!.id}`);
    const panel = page.getByRole('region', { name: '网盘链接' });
    await panel.getByRole('button', { name: `支付 ${paid!.price} 金币查看` }).click();
    // every coin spend asks once, stating the price and the balance after (issue 16)
    const confirm = page.getByRole('dialog', { name: '购买链接' }); // the detail page's light Confirm (issue 31)
    await confirm.getByText(`查看这个链接需要 ${paid!.price} 金币`).waitFor();
    await confirm.getByText(`支付后余额 ${(coinBefore - paid!.price).toLocaleString('zh-CN')} 金币`).waitFor();
    await confirm.getByRole('button', { name: '确认支付' }).click();
    await toast(page, `已解锁，扣除 ${paid!.price} 金币`).waitFor();
    await panel.getByText('已购买，链接永久可见').waitFor();
    const revealed = await api<Item>(`/v1/resource/${paid!.id}`, token);
    await panel.getByRole('link', { name: revealed.url! }).waitFor();
    expect((await api<{ coin: number }>('/auth/v1/user/info', token)).coin).toBe(coinBefore - paid!.price);
    await page.reload();
    await panel.getByText('已购买，链接永久可见').waitFor();

    // share a pasted text with two links → both pending in /profile/classify
    const stamp = Date.now().toString(36);
    const text = `好东西分享给大家\n测试纪录片${stamp} 链接：https://pan.baidu.com/s/1E2e${stamp}Aa 提取码：ab12\n另一个 测试教程${stamp} https://pan.quark.cn/s/e2e${stamp}b`;
    await page.goto(`${server.url}/#/main/share`);
    await page.getByLabel('粘贴包含网盘链接的文字').fill(text);
    await page.getByRole('button', { name: '识别链接' }).click();
    const rows = page.getByRole('list', { name: '识别到的链接' }).locator('li');
    await expect.poll(() => rows.count()).toBe(2);
    for (let i = 0; i < 2; i++) {
      const box = page.getByLabel(`第 ${i + 1} 个链接的标题`);
      if (!(await box.inputValue()).trim()) await box.fill(`测试资源${stamp}-${i + 1}`);
    }
    await page.getByRole('button', { name: /提交审核（2）/ }).click();
    await toast(page, '已提交 2 个资源，等待审核').waitFor();
    await page.getByRole('link', { name: '我的分享' }).click();
    await page.waitForURL('**/#/profile/classify');
    await page.locator('.ant-segmented-item', { hasText: '待审核' }).click();
    const mine = page.getByRole('region', { name: '我的分享' }).locator('article');
    await expect.poll(() => mine.count()).toBe(2);
    expect(await mine.getByText('待审核').count()).toBe(2);
    const urls = await mine.allTextContents();
    expect(urls.join('\n')).toContain(stamp);

    expect(errors).toEqual([]);
    await context.close();
  });
});
