import fs from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../vite.config';
import { addResources } from '../support/resources';
import { listenTestApp, type TestApp } from '../support/server';

/**
 * Issue 32: the server pages as a person sees them, in real Chromium at 1366 px (desktop) and
 * 390 px (phone), compared with committed baselines (tests/visual/__screenshots__/seo/). The
 * data is the test's own (fixed names, fixed clock), so demo-data changes do not move them.
 * A missing baseline is written on a developer's machine and fails under CI=true; a
 * difference above 0.2 % of the pixels fails and leaves the new image and a diff beside it.
 */

const DIR = path.resolve(import.meta.dirname, '../visual/__screenshots__/seo');
const WIDTHS = [1366, 390] as const;
let t: TestApp;
let base: string;
let browser: Browser;
const pages: Record<string, string> = {};

async function user(name: string): Promise<number> {
  const now = t.ctx.clock.now();
  return t.ctx.repos.users.insert({
    username: name, email: `${name}@example.com`, password_hash: '!', role: 'user', coin: 0, vip_expired: 0, continue_sign_days: 0,
    last_login_ip: '', last_login_belong: '', avatar: '', banned: 0, created_at: now, updated_at: now,
  });
}

beforeAll(async () => {
  ({ t, base } = await listenTestApp({ env: { SEO_PUSH: 'off' } }));
  const ctx = t.ctx;
  const sharer = await user('截图分享者');
  const [main] = await addResources(ctx, [
    { title: '截图示例 流浪地球2 4K 高码率 国语中字', url: 'https://pan.quark.cn/s/screenshot001', pwd: 'k8s2', sharer_id: sharer },
    { title: '截图示例 流浪地球 导演剪辑版', url: 'https://pan.quark.cn/s/screenshot002', created_at: ctx.clock.now() - 86_400_000 },
    { title: '截图示例 流浪地球 原著小说 有声书', url: 'https://www.alipan.com/s/screenshot003', price: 20, created_at: ctx.clock.now() - 2 * 86_400_000 },
  ]);
  await ctx.db.updateTable('resources').set({ size: '58.3GB', check_state: 'ok', checked_at: ctx.clock.now() - 3 * 3600_000 }).where('id', '=', main).execute();
  pages.resource = `/r/${main}`;

  const cate = await ctx.services.bbsCategories.create('截图分类', 99);
  const author = await user('截图作者');
  const art = await ctx.services.articles.create({ id: author, role: 'user' }, {
    title: '截图示例：流浪地球2 的 4K 版本哪里有？', cate_id: cate.id,
    content: '## 求资源\n\n找了很久 **流浪地球2** 的 4K 高码率版本，最好是国语中字。\n\n- 阿里云盘或夸克都可以\n- 有杜比音轨更好\n\n谢谢各位！',
    source_link: 'https://pan.quark.cn/s/screenshotsrc', reveal_mode: 'reply',
  });
  const repliers = [await user('截图回复甲'), await user('截图回复乙')];
  for (let i = 0; i < 4; i++) {
    t.clock.advance(60_000);
    await ctx.services.replies.create({ id: repliers[i % 2], role: 'user' }, art.id, { content: `第 ${i + 2} 楼：夸克上有一个 4K 版本，链接在资源区，搜“流浪地球2”就能找到。` });
  }
  pages.thread = `/t/${art.id}`;
  await addResources(ctx, Array.from({ length: 6 }, (_, i) => ({ title: `截图示例 星际穿越 第${i + 1}版`, url: `https://pan.quark.cn/s/screenkw00${i}`, created_at: ctx.clock.now() - i * 3600_000 })));
  pages.keyword = `/k/${encodeURIComponent('截图示例 星际穿越')}`;
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await t?.close();
});

function compare(name: string, shot: Buffer): void {
  fs.mkdirSync(DIR, { recursive: true });
  const file = path.join(DIR, `${name}.png`);
  if (!fs.existsSync(file)) {
    if (process.env.CI) throw new Error(`没有截图基准 ${file}（CI 下不会自动生成）`);
    fs.writeFileSync(file, shot);
    return;
  }
  const want = PNG.sync.read(fs.readFileSync(file));
  const got = PNG.sync.read(shot);
  const actual = path.join(DIR, `${name}.actual.png`);
  if (want.width !== got.width || want.height !== got.height) {
    fs.writeFileSync(actual, shot);
    throw new Error(`${name}: size ${got.width}×${got.height}, baseline ${want.width}×${want.height} (see ${actual})`);
  }
  const diff = new PNG({ width: want.width, height: want.height });
  const differing = pixelmatch(want.data, got.data, diff.data, want.width, want.height, { threshold: 0.1 });
  if (differing > want.width * want.height * 0.002) {
    fs.writeFileSync(actual, shot);
    fs.writeFileSync(path.join(DIR, `${name}.diff.png`), PNG.sync.write(diff));
  }
  expect(differing, `${name}: ${differing} pixels differ`).toBeLessThanOrEqual(want.width * want.height * 0.002);
}

describe('server pages in Chromium', () => {
  for (const kind of ['resource', 'thread', 'keyword'] as const) {
    for (const width of WIDTHS) {
      it(`${kind} at ${width} px`, async () => {
        const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1, javaScriptEnabled: false });
        try {
          const page = await context.newPage();
          const res = await page.goto(base + pages[kind]);
          expect(res?.status()).toBe(200);
          // nothing wider than the screen: no sideways scrolling on a phone
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          // the way into the app is on the first screen
          const box = await page.locator('a.btn').first().boundingBox();
          expect(box && box.y + box.height).toBeLessThanOrEqual(kind === 'keyword' && width === 390 ? 2000 : 900);
          expect(box!.height).toBeGreaterThanOrEqual(44);
          compare(`${kind}-${width}`, await page.screenshot({ fullPage: true }));
        } finally {
          await context.close();
        }
      });
    }
  }
});
