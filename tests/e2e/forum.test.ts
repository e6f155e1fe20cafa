import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, launchBrowser, newPage, startServer, type RunningServer } from '../support/e2e';

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

const toast = (page: Page, text: string | RegExp) => page.locator('.Toastify__toast', { hasText: text });

async function coinsOf(token: string): Promise<number> {
  const res = await fetch(`${server.url}/auth/v1/user/info`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { data: { coin: number } };
  return body.data.coin;
}

async function uiLogin(page: Page, username: string, password: string) {
  await page.goto(`${server.url}/#/login`);
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await page.waitForURL((u) => !u.hash.startsWith('#/login'));
}

const sessionToken = (page: Page) =>
  page.evaluate(() => {
    const raw = window.localStorage.getItem('persist:ujuso');
    return raw ? (JSON.parse(JSON.parse(raw).user) as { token: string }).token : '';
  });

describe('forum journey in Chromium against the real server', () => {
  it('a newcomer publishes → finds it in the list and by search → another user likes and tips → the author deletes it', async () => {
    const stamp = Date.now().toString(36);
    const title = `三体全集 高清合集 ${stamp}`;
    const link = 'https://pan.baidu.com/s/1AbCdEfGhIjK';

    // 1. A newcomer registers (registering signs in).
    const { page: author, errors: authorErrors } = await newPage(browser);
    await author.goto(`${server.url}/#/register`);
    await author.getByLabel('用户名').fill(`作者_${stamp}`);
    await author.getByLabel('邮箱').fill(`${stamp}@example.com`);
    await author.getByLabel('密码', { exact: true }).fill('Secret-pass-2026');
    await author.getByLabel('确认密码').fill('Secret-pass-2026');
    await author.getByRole('button', { name: /^注\s*册$/ }).click();
    await toast(author, '注册成功').waitFor({ timeout: 15_000 });
    const authorToken = await sessionToken(author);
    expect(authorToken).not.toBe('');

    // 2. Publishes: validation first, then the Markdown preview, then the real publish.
    await author.goto(`${server.url}/#/main/bbs/publish`);
    await author.getByRole('heading', { name: '发布文章' }).waitFor();
    await author.getByRole('button', { name: /^发\s*布$/ }).click();
    await author.getByText('请输入标题').waitFor();
    await author.getByText('请选择分类').waitFor();
    await author.getByText('请输入正文').waitFor();
    await author.getByLabel('标题').fill(title);
    await author.getByLabel('分类').click();
    await author.locator('.ant-select-item-option', { hasText: '资源分享' }).click();
    await author.getByLabel('正文（Markdown）').fill('## 资源说明\n\n刘慈欣《三体》**全三册**，[官网](https://example.com)。');
    const preview = author.getByRole('region', { name: '实时预览' });
    await preview.getByRole('heading', { name: '资源说明' }).waitFor();
    await expect.poll(() => preview.getByRole('link', { name: '官网' }).getAttribute('rel')).toContain('noopener');
    await author.getByLabel('来源链接（可选，点赞可见）').fill('ftp://not-a-disk');
    await author.getByRole('button', { name: /^发\s*布$/ }).click();
    await author.getByText('请填写有效的网盘链接').waitFor();
    await author.getByLabel('来源链接（可选，点赞可见）').fill(`链接：${link} 提取码：ab12`);
    await author.getByRole('button', { name: /^发\s*布$/ }).click();
    await toast(author, '发布成功').waitFor({ timeout: 15_000 });
    await author.waitForURL(/#\/main\/bbs\/post\/\d+$/);
    const postId = Number(/post\/(\d+)$/.exec(author.url())![1]);
    await author.getByRole('heading', { name: title }).waitFor();
    await author.getByRole('heading', { name: '资源说明' }).waitFor();
    // the author sees the own source link without liking
    await expect.poll(() => author.getByTestId('source-link').textContent()).toContain(link);

    // 3. Finds it in the list (link opens in a new tab) and via search (2-character Chinese query).
    await author.goto(`${server.url}/#/main/bbs/list`);
    const item = author.getByRole('link', { name: title });
    await item.waitFor();
    expect(await item.getAttribute('target')).toBe('_blank');
    expect(await item.getAttribute('rel')).toContain('noopener');
    expect(await item.getAttribute('href')).toBe(`#/main/bbs/post/${postId}`);
    await author.getByRole('link', { name: /资源分享/ }).first().click();
    await author.waitForURL(/#\/main\/bbs\/filter\/cate\/\d+$/);
    await author.getByRole('link', { name: title }).waitFor();
    const box = author.getByRole('searchbox', { name: '搜索文章' }).or(author.getByPlaceholder('搜索文章')).first();
    await box.fill('三体');
    await box.press('Enter');
    await author.waitForURL(/#\/main\/bbs\/filter\/search\//);
    await author.getByRole('heading', { name: '搜索“三体”' }).waitFor();
    await author.getByRole('link', { name: title }).waitFor();
    // the new tab opens the post
    const [tab] = await Promise.all([author.context().waitForEvent('page'), author.getByRole('link', { name: title }).click()]);
    await tab.getByRole('heading', { name: title }).waitFor();
    await tab.close();

    // 4. Another user (the demo member) likes it and sees the source link.
    const { page: reader, errors: readerErrors } = await newPage(browser);
    await uiLogin(reader, 'demo', 'demo12345');
    // the daily login reward (first login today) lands before the balances are read
    await toast(reader, '每日登录奖励：获得').waitFor({ timeout: 15_000 });
    const readerToken = await sessionToken(reader);
    const readerBefore = await coinsOf(readerToken);
    const authorBefore = await coinsOf(authorToken);
    await reader.goto(`${server.url}/#/main/bbs/post/${postId}`);
    await reader.getByRole('heading', { name: title }).waitFor();
    await reader.getByText('点赞可见').waitFor();
    expect(await reader.getByTestId('source-link').count()).toBe(0);
    expect(await reader.content()).not.toContain(link);
    await reader.getByRole('button', { name: '点赞 0' }).click();
    await toast(reader, '点赞成功，已显示来源链接').waitFor({ timeout: 15_000 });
    await expect.poll(() => reader.getByTestId('source-link').textContent()).toContain(link);
    await reader.getByRole('button', { name: '已点赞 1' }).waitFor();

    // 5. Tips it: the reader's balance goes down and the author's up by the same amount.
    await reader.getByRole('button', { name: /打\s*赏/ }).click();
    await reader.getByRole('dialog', { name: '打赏作者' }).getByRole('button', { name: /打\s*赏/ }).click();
    await toast(reader, /打赏成功/).waitFor({ timeout: 15_000 });
    await reader.getByText(/已获 1 次打赏/).waitFor();
    const readerAfter = await coinsOf(readerToken);
    const authorAfter = await coinsOf(authorToken);
    expect(readerAfter).toBeLessThan(readerBefore);
    expect(authorAfter - authorBefore).toBe(readerBefore - readerAfter);
    // the reader's balance in the app's store follows the reply
    await expect
      .poll(() => reader.evaluate(() => (JSON.parse(JSON.parse(window.localStorage.getItem('persist:ujuso')!).user) as { info: { coin: number } }).info.coin))
      .toBe(readerAfter);
    // the author cannot tip the own article
    await author.goto(`${server.url}/#/main/bbs/post/${postId}`);
    await author.getByText('不能打赏自己的文章').waitFor();

    // 6. The author sees it in /profile/articles and deletes it (with a confirmation).
    await author.goto(`${server.url}/#/profile/articles`);
    await author.getByRole('heading', { name: '我的文章' }).waitFor();
    expect(await author.getByRole('link', { name: '返回个人中心' }).getAttribute('href')).toBe('#/profile');
    const list = author.getByRole('list', { name: '我的文章列表' });
    await list.getByRole('link', { name: title }).waitFor();
    expect(await list.locator('li').count()).toBe(1);
    await author.getByRole('button', { name: `删除《${title}》` }).click();
    const confirm = author.getByRole('dialog', { name: '删除文章' });
    await confirm.getByText(`确定删除《${title}》吗？`).waitFor();
    await confirm.getByRole('button', { name: /^删\s*除$/ }).click();
    await toast(author, '已删除').waitFor({ timeout: 15_000 });
    await author.getByText('暂无数据', { exact: true }).waitFor();
    const gone = await fetch(`${server.url}/v1/article/${postId}`);
    expect(gone.status).toBe(404);

    expect(authorErrors).toEqual([]);
    expect(readerErrors).toEqual([]);
    await author.context().close();
    await reader.context().close();
  }, 180_000);

  it('/profile/articles numbers my titles and the edit mode (?id=) saves my article', async () => {
    const { token } = await apiLogin(server.url, 'demo', 'demo12345');
    const cates = (await (await fetch(`${server.url}/v1/article/cates`)).json()) as { data: { id: number }[] };
    // at most 5 articles per 10 minutes per member (ADR 0004)
    for (let i = 1; i <= 5; i += 1) {
      const res = await fetch(`${server.url}/auth/v1/article`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ title: `演示文章 ${i}`, cate_id: cates.data[1].id, content: `第 ${i} 篇` }),
      });
      expect(res.status).toBe(200);
    }
    const { page, errors } = await newPage(browser);
    await uiLogin(page, 'demo', 'demo12345');
    await page.goto(`${server.url}/#/profile/articles`);
    const list = page.getByRole('list', { name: '我的文章列表' });
    await list.getByRole('link', { name: '演示文章 5' }).waitFor();
    expect(await list.locator('li').count()).toBe(5);
    expect(await list.getAttribute('start')).toBe('1');
    // edit mode: ?id= loads the article into the form
    await page.getByRole('link', { name: /编\s*辑/ }).first().click();
    await page.getByRole('heading', { name: '编辑文章' }).waitFor();
    await expect.poll(() => page.getByLabel('标题').inputValue()).toBe('演示文章 5');
    await page.getByLabel('标题').fill('演示文章 5（已修改）');
    await page.getByRole('button', { name: /保存修改/ }).click();
    await toast(page, '修改成功').waitFor({ timeout: 15_000 });
    await page.getByRole('heading', { name: '演示文章 5（已修改）' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);
});
