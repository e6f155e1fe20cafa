/**
 * `npm run icons`: renders the app icons from public/icon.svg (the one source) with Debian's
 * Chromium (playwright-core, already used by the tests) and writes them into public/, where Vite
 * copies them into the build. The PNGs are committed; run this again after changing the SVG.
 *
 *   favicon.ico           16 + 32 + 48 px PNGs in an ICO container (browsers ask for /favicon.ico)
 *   apple-touch-icon.png  180 px, opaque (iOS home screen)
 *   icon-192.png, icon-512.png          the manifest's icons ("any")
 *   icon-maskable-512.png               the manifest's maskable icon: the glyph inside the 80 % safe zone
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../vite.config';

const root = path.resolve(import.meta.dirname, '..');
const pub = path.join(root, 'public');
const svg = fs.readFileSync(path.join(pub, 'icon.svg'), 'utf8');
const BRAND = '#0958d9';

/** One PNG of `size` px; `inset` shrinks the glyph (maskable), `background` fills behind it. */
async function render(page: import('playwright-core').Page, size: number, opts: { inset?: number; background?: string } = {}): Promise<Buffer> {
  const inner = Math.round(size * (1 - 2 * (opts.inset ?? 0)));
  const offset = Math.round((size - inner) / 2);
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<!doctype html><html><body style="margin:0;width:${size}px;height:${size}px;background:${opts.background ?? 'transparent'}">` +
      `<img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" style="position:absolute;left:${offset}px;top:${offset}px;width:${inner}px;height:${inner}px"></body></html>`,
  );
  await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
  return page.screenshot({ omitBackground: !opts.background, clip: { x: 0, y: 0, width: size, height: size } });
}

/** An ICO file holding PNG images (supported by every browser since IE 9). */
function ico(images: Array<{ size: number; png: Buffer }>): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    const e = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, e);
    header.writeUInt8(size >= 256 ? 0 : size, e + 1);
    header.writeUInt8(0, e + 2);
    header.writeUInt8(0, e + 3);
    header.writeUInt16LE(1, e + 4);
    header.writeUInt16LE(32, e + 6);
    header.writeUInt32LE(png.length, e + 8);
    header.writeUInt32LE(offset, e + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((i) => i.png)]);
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  const write = (name: string, data: Buffer) => {
    fs.writeFileSync(path.join(pub, name), data);
    console.log(`${name.padEnd(24)} ${data.length} B`);
  };
  const favicons: Array<{ size: number; png: Buffer }> = [];
  for (const size of [16, 32, 48]) favicons.push({ size, png: await render(page, size) });
  write('favicon.ico', ico(favicons));
  write('apple-touch-icon.png', await render(page, 180, { background: BRAND }));
  write('icon-192.png', await render(page, 192));
  write('icon-512.png', await render(page, 512));
  write('icon-maskable-512.png', await render(page, 512, { inset: 0.1, background: BRAND }));
} finally {
  await browser.close();
}
