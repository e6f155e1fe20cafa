import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectPostPictureLoaded, naturalWidth, publishPostWithPicture, uploadAvatarInPage } from '../support/community-e2e';
import { launchBrowser, loginInPage, newPage, registerMember, startServer, type RunningServer } from '../support/e2e';

/**
 * Issue 33, the community journey in one go (real server, real Chromium, two browser contexts):
 * A uploads an avatar and publishes a post with a picture from the editor; B opens it, keeps it
 * (收藏: the count goes up, it is in B's 我的收藏), opens A's member page and writes A a 私信;
 * A, with the 私信 page already open, sees it arrive live (no reload) and the header's unread
 * count follows — up on arrival, back to none once A reads it. Then the 收藏 privacy: B's list is
 * not on B's member page until B makes it public on 修改资料.
 * The single steps are shared with tests/e2e/media.test.ts (tests/support/community-e2e.ts).
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
/** the header's 消息 bell: its name carries the unread count */
const bell = (page: Page) => page.locator('header').getByRole('link', { name: /^消息/ });
/** the unread count the bell shows (0 when it shows none) */
const unreadShown = async (page: Page) => {
  const label = (await bell(page).getAttribute('aria-label')) ?? '';
  expect(label).toMatch(/^消息(，\d+ 条未读)?$/);
  return Number(/(\d+) 条未读/.exec(label)?.[1] ?? 0);
};

describe('the community journey', () => {
  it('avatar, a post with a picture, 收藏, a 私信 that arrives live, and favourites shown only when made public', async () => {
    const stamp = Date.now().toString(36).slice(-5);
    const aName = `作者${stamp}`;
    const bName = `读者${stamp}`;
    const a = await register(aName, `ja${stamp}@example.com`);
    const b = await register(bName, `jb${stamp}@example.com`);

    // A: avatar on 修改资料, then a post with a picture uploaded from the editor
    const { page: aPage, errors: aErrors } = await newPage(browser);
    await uiLogin(aPage, aName);
    const avatarUrl = await uploadAvatarInPage(aPage, server.url);
    const title = `旅行照片分享 ${stamp}`;
    const postId = await publishPostWithPicture(aPage, server.url, title);
    // …and leaves the 私信 page open
    await aPage.goto(`${server.url}/#/profile/pm`);
    await aPage.getByText('新私信会实时出现').waitFor({ timeout: 15_000 });
    // a new member may have system messages (the welcome); the 私信 adds to what the bell shows now
    await bell(aPage).waitFor();
    const unreadBefore = await unreadShown(aPage);

    // B: opens the post — the picture loads
    const { page: bPage, errors: bErrors } = await newPage(browser);
    await uiLogin(bPage, bName);
    await bPage.goto(`${server.url}/#/main/bbs/post/${postId}`);
    await bPage.getByRole('heading', { name: title }).waitFor();
    await expectPostPictureLoaded(bPage);
    // …with A's face beside A's name
    const authorFace = bPage.locator('article').getByRole('img', { name: `${aName}的头像` });
    await authorFace.waitFor();
    expect(await authorFace.getAttribute('src')).toBe(avatarUrl);
    await expect.poll(() => naturalWidth(authorFace), { timeout: 10_000 }).toBe(256);

    // B keeps it: 收藏 → 已收藏 1
    const keep = bPage.getByRole('button', { name: /^收藏/ });
    await expect.poll(() => keep.textContent()).toMatch(/^收藏（这个帖子已有 0 人收藏）$/);
    await keep.click();
    const kept = bPage.getByRole('button', { name: /^已收藏 1/ });
    await kept.waitFor({ timeout: 15_000 });
    expect(await kept.getAttribute('aria-pressed')).toBe('true');
    // the count is the server's: it holds after a reload
    await bPage.reload();
    await bPage.getByRole('button', { name: /^已收藏 1/ }).waitFor({ timeout: 15_000 });
    // …and the post is in B's 我的收藏
    await bPage.goto(`${server.url}/#/profile/favourites`);
    await bPage.getByRole('link', { name: title }).waitFor({ timeout: 15_000 });
    expect(await bPage.getByRole('link', { name: title }).getAttribute('href')).toBe(`#/main/bbs/post/${postId}`);

    // B: A's member page (A's face there too) → 发私信
    await bPage.goto(`${server.url}/#/main/user/${a.id}`);
    await bPage.getByRole('heading', { name: aName }).waitFor();
    const memberFace = bPage.getByRole('img', { name: `${aName}的头像` }).first();
    await memberFace.waitFor();
    expect(await memberFace.getAttribute('src')).toBe(avatarUrl);
    await expect.poll(() => naturalWidth(memberFace), { timeout: 10_000 }).toBe(256);
    await bPage.getByRole('link', { name: '发私信' }).click();
    await bPage.waitForURL(new RegExp(`#/profile/pm/${a.id}$`));
    const message = '照片拍得真好，请问是在哪里拍的？';
    await bPage.getByRole('textbox', { name: `写给 ${aName} 的私信` }).fill(message);
    await bPage.getByRole('button', { name: /^发\s*送$/ }).click();
    await bPage.getByRole('list', { name: '私信内容' }).getByText(message).waitFor();

    // A: the conversation appears on the open page, no reload; the bell says 1 unread
    const urlBefore = aPage.url();
    const row = aPage.getByRole('link', { name: new RegExp(`^${bName}`) });
    await row.waitFor({ timeout: 15_000 });
    await expect.poll(() => unreadShown(aPage), { timeout: 15_000 }).toBe(unreadBefore + 1);
    expect(aPage.url()).toBe(urlBefore);
    // A reads it: the count follows back to none
    await row.click();
    await aPage.getByRole('list', { name: '私信内容' }).getByText(message).waitFor();
    await expect.poll(() => unreadShown(aPage), { timeout: 15_000 }).toBe(unreadBefore);

    // 收藏 privacy: B's member page has no 收藏 tab for A (private by default), and the API refuses
    await aPage.goto(`${server.url}/#/main/user/${b.id}?tab=favourites`);
    await aPage.getByRole('heading', { name: bName }).waitFor();
    await aPage.getByText('还没有发过帖子').waitFor({ timeout: 15_000 });
    expect(await aPage.getByRole('radio', { name: '收藏' }).count()).toBe(0);
    expect(await aPage.getByText(title).count()).toBe(0);
    const refused = await (await fetch(`${server.url}/v1/user/${b.id}/favourites`)).json();
    expect(refused).toEqual({ code: 404, msg: '该会员未公开收藏', data: null });

    // B makes them public on 修改资料 …
    await bPage.goto(`${server.url}/#/profile/update`);
    const publicSwitch = bPage.getByRole('switch', { name: '在会员主页公开我的收藏' });
    expect(await publicSwitch.getAttribute('aria-checked')).toBe('false');
    await publicSwitch.click();
    await expect.poll(() => publicSwitch.getAttribute('aria-checked'), { timeout: 15_000 }).toBe('true');
    await bPage.getByText(/^已公开：/).waitFor();
    // …and A, reloading B's page, sees the 收藏 tab with the post
    await aPage.reload();
    await aPage.getByRole('radio', { name: '收藏' }).waitFor({ state: 'attached', timeout: 15_000 });
    await aPage.getByRole('link', { name: title }).waitFor({ timeout: 15_000 });
    expect(await aPage.getByRole('link', { name: title }).getAttribute('href')).toBe(`#/main/bbs/post/${postId}`);

    expect(aErrors).toEqual([]);
    expect(bErrors).toEqual([]);
  });
});
