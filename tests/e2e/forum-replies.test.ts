import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, loginInPage, newPage, registerMember, startServer, type RunningServer } from '../support/e2e';

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

const register = (username: string, email: string) => registerMember(server.url, username, email);
const uiLogin = (page: Page, username: string) => loginInPage(page, server.url, username);

describe('replies between two members in two Chromium contexts', () => {
  it('one posts (回复可见) → the other replies with a quote and an @mention → the link shows → the first sees the message and the floor', async () => {
    const stamp = Date.now().toString(36).slice(-5);
    const aliceName = `楼主${stamp}`;
    const bobName = `回帖${stamp}`;
    const alice = await register(aliceName, `alice${stamp}@example.com`);
    await register(bobName, `bob${stamp}@example.com`);
    const title = `回复可见的资源 ${stamp}`;

    // 1. Alice publishes with 回复可见 in her own browser context, then takes the 沙发 herself.
    const { page: a, errors: aErrors } = await newPage(browser);
    await uiLogin(a, aliceName);
    await a.goto(`${server.url}/#/main/bbs/publish`);
    await a.getByLabel('标题').fill(title);
    await a.getByLabel('分类').click();
    await a.locator('.ant-select-item-option', { hasText: '资源分享' }).click();
    await a.getByLabel('正文（Markdown）').fill('高清资源，回复后可见链接。');
    await a.getByLabel('来源链接（可选，点赞可见）').fill('链接：https://pan.quark.cn/s/ab12cd34ef 提取码：q7w8');
    await a.getByRole('radio', { name: '回复可见' }).check();
    await a.getByRole('button', { name: /^发\s*布$/ }).click();
    await toast(a, '发布成功').waitFor({ timeout: 15_000 });
    await a.waitForURL(/#\/main\/bbs\/post\/\d+$/);
    const postId = Number(/post\/(\d+)$/.exec(a.url())![1]);
    await a.getByText('暂无回复，快来抢沙发').waitFor();
    await a.getByLabel('回复内容（Markdown）').fill('欢迎大家补充**字幕**');
    await a.getByRole('button', { name: '发表回复' }).click();
    await toast(a, '回复成功').waitFor({ timeout: 15_000 });
    await a.locator('#floor-2').getByText('沙发').waitFor();

    // 2. Bob, in a second context: the link is locked (回复可见), a like does not open it.
    const { page: b, errors: bErrors } = await newPage(browser);
    await uiLogin(b, bobName);
    await b.goto(`${server.url}/#/main/bbs/post/${postId}`);
    await b.getByRole('heading', { name: title }).waitFor();
    await b.getByText('回复可见', { exact: true }).waitFor();
    await b.getByRole('button', { name: /点赞 0/ }).click();
    await toast(b, '点赞成功').waitFor();
    expect(await b.getByTestId('source-link').count()).toBe(0);

    // 3. Quotes the 沙发 and mentions Alice.
    await b.locator('#floor-2').getByRole('button', { name: '引用' }).click();
    await b.locator('#reply-editor').getByText(`引用 ${aliceName} 的沙发`).waitFor();
    await b.getByLabel('回复内容（Markdown）').fill(`@${aliceName} 谢谢分享，字幕很好`);
    await b.getByRole('button', { name: '发表回复' }).click();
    await toast(b, '回复成功').waitFor({ timeout: 15_000 });
    const floor3 = b.locator('#floor-3');
    await floor3.getByText('板凳').waitFor();
    await floor3.locator('blockquote', { hasText: '欢迎大家补充' }).waitFor();
    await expect.poll(() => floor3.getByRole('link', { name: `@${aliceName}` }).getAttribute('href')).toBe(`#/main/bbs/filter/user/${alice.id}`);
    // 回复可见: after replying the source link shows
    await expect.poll(() => b.getByTestId('source-link').textContent(), { timeout: 10_000 }).toContain('https://pan.quark.cn/s/ab12cd34ef');

    // 4. Alice sees one message (reply + quote + mention = one message) and the floor it links to.
    const msgs = await fetch(`${server.url}/auth/v1/message?page=1&size=50&unread=1`, { headers: { authorization: `Bearer ${alice.token}` } });
    const unread = ((await msgs.json()) as { data: { list: Array<{ kind: string; title: string }>; unread: number } }).data;
    expect(unread.list.filter((m) => m.kind === 'forum').map((m) => m.title)).toEqual([`${bobName} 回复了你的文章《${title}》`]);
    const info = await fetch(`${server.url}/auth/v1/user/info`, { headers: { authorization: `Bearer ${alice.token}` } });
    expect(((await info.json()) as { data: { unread_msg_count: number } }).data.unread_msg_count).toBe(unread.unread);
    await a.goto(`${server.url}/#/profile/msg`);
    await a.getByText(`${bobName} 回复了你的文章《${title}》`).waitFor({ timeout: 15_000 });
    await a.goto(`${server.url}/#/main/bbs/post/${postId}?floor=3`);
    await a.locator('#floor-3').getByText('谢谢分享，字幕很好').waitFor();

    // 5. Alice blocks Bob from his floor: it collapses for her; her profile list removes the block.
    await a.locator('#floor-3').getByRole('button', { name: '拉黑' }).click();
    await a.getByRole('dialog', { name: /拉黑/ }).getByRole('button', { name: /^拉\s*黑$/ }).click();
    await toast(a, `已拉黑：${bobName}`).waitFor({ timeout: 10_000 });
    await a.locator('#floor-3').getByText('你已拉黑该用户，其回复已隐藏').waitFor();
    await a.goto(`${server.url}/#/profile/articles?tab=blocks`);
    await a.getByRole('link', { name: bobName }).waitFor({ timeout: 10_000 });
    await a.getByRole('button', { name: '移出黑名单' }).click();
    await a.getByRole('dialog', { name: /移出黑名单/ }).getByRole('button', { name: /^移\s*出$/ }).click();
    await toast(a, '已移出黑名单').waitFor({ timeout: 10_000 });
    await a.getByText('黑名单为空').waitFor();

    // 6. Bob deletes his reply: the floor keeps its number.
    await b.locator('#floor-3').getByRole('button', { name: '删除' }).click();
    await b.getByRole('dialog', { name: '删除这条回复？' }).getByRole('button', { name: /^删\s*除$/ }).click();
    await b.locator('#floor-3').getByText('该回复已删除').waitFor({ timeout: 10_000 });

    expect(aErrors).toEqual([]);
    expect(bErrors).toEqual([]);
    await a.context().close();
    await b.context().close();
  }, 300_000);
});
