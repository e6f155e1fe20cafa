import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, loginInPage, newPage, registerMember, startServer, type RunningServer } from '../support/e2e';

/**
 * Issue 33 journey: member A opens B's member page and writes a 私信; B, whose conversation page is
 * open in another browser context, sees it arrive over the live channel without a reload (and B's
 * other page, the conversation list, shows the new row too). Then B reports the conversation.
 */
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ env: { LIVE_POLL_MS: '200' } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const register = (username: string, email: string) => registerMember(server.url, username, email);
const uiLogin = (page: Page, username: string) => loginInPage(page, server.url, username);

describe('私信 arrive live', () => {
  it('A writes to B from B\'s member page; B\'s open conversation shows it without a reload', async () => {
    const stamp = Date.now().toString(36).slice(-5);
    const aName = `发信${stamp}`;
    const bName = `收信${stamp}`;
    const a = await register(aName, `a${stamp}@example.com`);
    const b = await register(bName, `b${stamp}@example.com`);

    // B: the conversation with A open (empty), and the list in a second tab
    const { page: bPage, errors: bErrors } = await newPage(browser);
    await uiLogin(bPage, bName);
    await bPage.goto(`${server.url}/#/profile/pm/${a.id}`);
    await bPage.getByText('还没有消息，打个招呼吧。').waitFor();
    const bList = await bPage.context().newPage();
    await bList.goto(`${server.url}/#/profile/pm`);
    await bList.getByText('新私信会实时出现').waitFor({ timeout: 15_000 });
    await bPage.waitForFunction(() => true);

    // A: B's member page → 发私信 → write
    const { page: aPage, errors: aErrors } = await newPage(browser);
    await uiLogin(aPage, aName);
    await aPage.goto(`${server.url}/#/main/user/${b.id}`);
    await aPage.getByRole('link', { name: '发私信' }).click();
    await aPage.waitForURL(new RegExp(`#/profile/pm/${b.id}$`));
    const box = aPage.getByRole('textbox', { name: `写给 ${bName} 的私信` });
    await box.fill('你好，分享的链接还有效吗？');
    await aPage.getByRole('button', { name: /^发\s*送$/ }).click();
    await aPage.getByRole('list', { name: '私信内容' }).getByText('你好，分享的链接还有效吗？').waitFor();

    // B: it arrives in the open conversation and in the list, no reload
    const urlBefore = bPage.url();
    await bPage.getByRole('list', { name: '私信内容' }).getByText('你好，分享的链接还有效吗？').waitFor({ timeout: 15_000 });
    await bList.getByRole('link', { name: new RegExp(`^${aName}`) }).waitFor({ timeout: 15_000 });
    expect(bPage.url()).toBe(urlBefore);
    // A sees it read once B's open page fetched it
    await aPage.reload();
    await aPage.getByText(/· 已读/).waitFor({ timeout: 15_000 });

    // B reports the conversation
    await bPage.getByRole('button', { name: '举报这条私信会话' }).click();
    await bPage.getByRole('radio', { name: '诈骗或虚假信息' }).check();
    await bPage.getByRole('button', { name: '提交举报' }).click();
    await bPage.getByText('举报已提交，管理员会尽快处理。').waitFor();

    expect(aErrors).toEqual([]);
    expect(bErrors).toEqual([]);
  });
});
