import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectPostPictureLoaded, naturalWidth, publishPostWithPicture, uploadAvatarInPage } from '../support/community-e2e';
import { launchBrowser, loginInPage, newPage, registerMember, startServer, type RunningServer } from '../support/e2e';

/**
 * Issue 33 (ADR 0033b): a member uploads an avatar and posts with a picture (through the editor's
 * 插入图片 button); another member, in another browser context, sees both.
 */
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

const register = (username: string, email: string) => registerMember(server.url, username, email);
const uiLogin = (page: Page, username: string) => loginInPage(page, server.url, username);

describe('avatars and pictures between two members', () => {
  it('Alice uploads an avatar and posts with a picture; Bob sees both, without the photo\'s GPS', async () => {
    const stamp = Date.now().toString(36).slice(-5);
    const aliceName = `画师${stamp}`;
    const bobName = `看客${stamp}`;
    const alice = await register(aliceName, `alice${stamp}@example.com`);
    await register(bobName, `bob${stamp}@example.com`);

    // 1. Alice uploads her avatar on 修改资料
    const { page: a, errors: aErrors } = await newPage(browser);
    await uiLogin(a, aliceName);
    const avatarUrl = await uploadAvatarInPage(a, server.url);

    // 2. …and publishes a post with a picture from the editor's 插入图片
    const title = `带图的帖子 ${stamp}`;
    const postId = await publishPostWithPicture(a, server.url, title);

    // 3. Bob, in his own context, sees the picture laid out at its size and loaded
    const { page: b, errors: bErrors } = await newPage(browser);
    await uiLogin(b, bobName);
    await b.goto(`${server.url}/#/main/bbs/post/${postId}`);
    await b.getByRole('heading', { name: title }).waitFor();
    await expectPostPictureLoaded(b);

    // 4. …and Alice's avatar on her member page
    await b.goto(`${server.url}/#/main/user/${alice.id}`);
    const face = b.getByRole('img', { name: `${aliceName}的头像` }).first();
    await face.waitFor();
    expect(await face.getAttribute('src')).toBe(avatarUrl);
    await expect.poll(() => naturalWidth(face), { timeout: 10_000 }).toBe(256);

    // the stored avatar carries no EXIF (the upload had GPS)
    const stored = Buffer.from(await (await fetch(server.url + avatarUrl)).arrayBuffer());
    expect((await sharp(stored).metadata()).exif).toBeUndefined();

    expect(aErrors).toEqual([]);
    expect(bErrors).toEqual([]);
  });
});
