import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegWithGps, pngOf } from '../support/images';
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

const toast = (page: Page, text: string | RegExp) => page.locator('.Toastify__toast', { hasText: text });

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
    await a.goto(`${server.url}/#/profile/update`);
    await a.getByTestId('avatar-file-input').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await jpegWithGps(900, 700) });
    await a.getByText('头像已更新').waitFor({ timeout: 15_000 });
    await expect.poll(() => a.getByLabel('上传的头像').isChecked()).toBe(true);
    const headerAvatar = a.locator('header img[alt$="的头像"]').first();
    await headerAvatar.waitFor();
    const avatarUrl = (await headerAvatar.getAttribute('src'))!;
    expect(avatarUrl).toMatch(/^\/media\/[0-9a-f]{32}-256x256\.webp$/);

    // 2. …and publishes a post with a picture from the editor's 插入图片
    const title = `带图的帖子 ${stamp}`;
    await a.goto(`${server.url}/#/main/bbs/publish`);
    await a.getByLabel('标题').fill(title);
    await a.getByLabel('分类').click();
    await a.locator('.ant-select-item-option', { hasText: '资源分享' }).click();
    await a.getByLabel('正文（Markdown）').fill('看看这张图：\n');
    await a.getByTestId('markdown-image-input').setInputFiles({ name: 'shot.png', mimeType: 'image/png', buffer: await pngOf(1000, 500) });
    await expect.poll(() => a.getByLabel('正文（Markdown）').inputValue(), { timeout: 15_000 }).toMatch(/!\[图片\]\(\/media\/[0-9a-f]{32}-1000x500\.webp\)/);
    await a.getByRole('button', { name: /^发\s*布$/ }).click();
    await toast(a, '发布成功').waitFor({ timeout: 15_000 });
    await a.waitForURL(/#\/main\/bbs\/post\/\d+$/);
    const postId = Number(/post\/(\d+)$/.exec(a.url())![1]);

    // 3. Bob, in his own context, sees the picture laid out at its size and loaded
    const { page: b, errors: bErrors } = await newPage(browser);
    await uiLogin(b, bobName);
    await b.goto(`${server.url}/#/main/bbs/post/${postId}`);
    await b.getByRole('heading', { name: title }).waitFor();
    const picture = b.getByTestId('markdown-view').first().locator('img');
    await picture.waitFor();
    expect(await picture.getAttribute('width')).toBe('1000');
    expect(await picture.getAttribute('height')).toBe('500');
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((el) => (el as HTMLImageElement).naturalWidth), { timeout: 10_000 }).toBe(1000);

    // 4. …and Alice's avatar on her member page
    await b.goto(`${server.url}/#/main/user/${alice.id}`);
    const face = b.getByRole('img', { name: `${aliceName}的头像` }).first();
    await face.waitFor();
    expect(await face.getAttribute('src')).toBe(avatarUrl);
    await expect.poll(() => face.evaluate((el) => (el as HTMLImageElement).naturalWidth), { timeout: 10_000 }).toBe(256);

    // the stored avatar carries no EXIF (the upload had GPS)
    const stored = Buffer.from(await (await fetch(server.url + avatarUrl)).arrayBuffer());
    expect((await sharp(stored).metadata()).exif).toBeUndefined();

    expect(aErrors).toEqual([]);
    expect(bErrors).toEqual([]);
  });
});
