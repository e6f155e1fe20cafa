import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { jpegWithGps, pngOf } from './images';

/**
 * Steps of the issue-33 journeys that more than one e2e test walks (tests/e2e/media.test.ts,
 * tests/e2e/community-journey.test.ts): done the way a member does them, in the page.
 */

/** A member, signed in on `page`, uploads a JPEG (with GPS) as avatar on 修改资料; the header's avatar address. */
export async function uploadAvatarInPage(page: Page, baseUrl: string): Promise<string> {
  await page.goto(`${baseUrl}/#/profile/update`);
  await page.getByTestId('avatar-file-input').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await jpegWithGps(900, 700) });
  await page.getByText('头像已更新').waitFor({ timeout: 15_000 });
  await expect.poll(() => page.getByLabel('上传的头像').isChecked()).toBe(true);
  const headerAvatar = page.locator('header img[alt$="的头像"]').first();
  await headerAvatar.waitFor();
  const avatarUrl = (await headerAvatar.getAttribute('src'))!;
  expect(avatarUrl).toMatch(/^\/media\/[0-9a-f]{32}-256x256\.webp$/);
  return avatarUrl;
}

/**
 * A member publishes a post in 资源分享 with a 1000×500 picture uploaded through the editor's
 * 插入图片 button; the new post's id (the page has moved to it).
 */
export async function publishPostWithPicture(page: Page, baseUrl: string, title: string): Promise<number> {
  await page.goto(`${baseUrl}/#/main/bbs/publish`);
  await page.getByLabel('标题').fill(title);
  await page.getByLabel('分类').click();
  await page.locator('.ant-select-item-option', { hasText: '资源分享' }).click();
  await page.getByLabel('正文（Markdown）').fill('看看这张图：\n');
  await page.getByTestId('markdown-image-input').setInputFiles({ name: 'shot.png', mimeType: 'image/png', buffer: await pngOf(1000, 500) });
  await expect.poll(() => page.getByLabel('正文（Markdown）').inputValue(), { timeout: 15_000 }).toMatch(/!\[图片\]\(\/media\/[0-9a-f]{32}-1000x500\.webp\)/);
  await page.getByRole('button', { name: /^发\s*布$/ }).click();
  await page.locator('.Toastify__toast', { hasText: '发布成功' }).waitFor({ timeout: 15_000 });
  await page.waitForURL(/#\/main\/bbs\/post\/\d+$/);
  return Number(/post\/(\d+)$/.exec(page.url())![1]);
}

/** The post's first picture is laid out at 1000×500 and really loaded (natural width > 0). */
export async function expectPostPictureLoaded(page: Page): Promise<Locator> {
  const picture = page.getByTestId('markdown-view').first().locator('img');
  await picture.waitFor();
  expect(await picture.getAttribute('width')).toBe('1000');
  expect(await picture.getAttribute('height')).toBe('500');
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => naturalWidth(picture), { timeout: 10_000 }).toBe(1000);
  return picture;
}

/** An <img>'s natural width: 0 until the picture has loaded (or when it failed). */
export const naturalWidth = (img: Locator) => img.evaluate((el) => (el as HTMLImageElement).naturalWidth);
