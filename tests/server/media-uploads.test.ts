import http from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exifHasGps, jpegWithGps, pngBomb, pngOf, SVG, webpOf } from '../support/images';
import { listenTestApp, TEST_DB_KIND, type TestApp } from '../support/server';
import { makeUser, type TestUser } from './forum-helpers';

/** Issue 33 (ADR 0033b): avatar and picture uploads — safety, authorization, quota, serving, @-lookup. */
let t: TestApp;
let base: string;
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;

type Json = { code: number; msg: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

async function upload(path: '/auth/v1/media/image' | '/auth/v1/media/avatar', body: Buffer, user?: TestUser, type = 'image/jpeg'): Promise<{ status: number; body: Json }> {
  const res = await fetch(base + path, { method: 'POST', headers: { ...(user ? user.auth : {}), 'content-type': type }, body: new Uint8Array(body) });
  return { status: res.status, body: (await res.json()) as Json };
}

async function setSetting(name: string, value: string) {
  await t.ctx.db.insertInto('web_settings').values({ name, value, updated_at: t.clock.now() })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value })).execute();
  t.ctx.repos.webSettings.invalidate();
}

beforeAll(async () => {
  ({ t, base } = await listenTestApp());
  alice = await makeUser(t, { name: 'media_alice' });
  bob = await makeUser(t, { name: 'media_bob' });
  admin = await makeUser(t, { role: 'admin', name: 'media_admin' });
});
afterAll(async () => {
  await t?.close();
});

describe(`picture uploads (${TEST_DB_KIND})`, () => {
  it('a JPEG with EXIF GPS is re-encoded as WebP with no metadata, served with long cache headers', async () => {
    const photo = await jpegWithGps(2400, 1800);
    expect(exifHasGps((await sharp(photo).metadata()).exif)).toBe(true); // the fixture really carries GPS
    const res = await upload('/auth/v1/media/image', photo, alice);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ width: 1600, height: 1200 });
    expect(res.body.data.url).toMatch(/^\/media\/[0-9a-f]{32}-1600x1200\.webp$/);

    const got = await fetch(base + res.body.data.url);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/webp');
    expect(got.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await got.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 1200 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(bytes.includes(Buffer.from('SECRET-MODEL-42'))).toBe(false);
    expect(bytes.includes(Buffer.from('secret-owner'))).toBe(false);
    // the name is content-addressed: the same upload again is the same object
    const again = await upload('/auth/v1/media/image', photo, alice);
    expect(again.body.data.url).toBe(res.body.data.url);
    const etag = got.headers.get('etag')!;
    expect((await fetch(base + res.body.data.url, { headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it('PNG and WebP are accepted; small pictures are never enlarged', async () => {
    const png = await upload('/auth/v1/media/image', await pngOf(300, 200), alice, 'image/png');
    expect(png.body.data).toMatchObject({ width: 300, height: 200 });
    const webp = await upload('/auth/v1/media/image', await webpOf(120, 90), alice, 'application/octet-stream');
    expect(webp.body.data).toMatchObject({ width: 120, height: 90 });
  });

  it('the type comes from the bytes: HTML or text named as an image is refused, a PNG signature on JPEG bytes is refused', async () => {
    const html = await upload('/auth/v1/media/image', Buffer.from('<html><script>alert(1)</script></html>'), alice, 'image/png');
    expect(html).toMatchObject({ status: 415, body: { code: 415, msg: '只支持 JPEG、PNG、WebP 格式的图片' } });
    const jpeg = await jpegWithGps(64, 64);
    const forged = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), jpeg]);
    const res = await upload('/auth/v1/media/image', forged, alice, 'image/png');
    expect([400, 415]).toContain(res.status);
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).gif().toBuffer();
    expect((await upload('/auth/v1/media/image', gif, alice, 'image/gif')).status).toBe(415);
  });

  it('SVG is refused, whatever the declared type', async () => {
    for (const type of ['image/svg+xml', 'image/png', 'application/octet-stream']) {
      const res = await upload('/auth/v1/media/image', SVG, alice, type);
      expect(res.status).toBe(415);
    }
    const avatar = await upload('/auth/v1/media/avatar', SVG, alice, 'image/svg+xml');
    expect(avatar.status).toBe(415);
  });

  it('a decompression bomb (60 megapixels in a few KB) is refused from its header, before decoding', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(64 * 1024);
    const before = process.memoryUsage().rss;
    const started = Date.now();
    const res = await upload('/auth/v1/media/image', bomb, alice, 'image/png');
    expect(res.status).toBe(413);
    expect(res.body.msg).toContain('图片尺寸过大');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
    // a picture too long on one side is refused too
    expect((await upload('/auth/v1/media/image', pngBomb(20_000, 8), alice, 'image/png')).status).toBe(413);
  });

  it('a 50 MB body is refused from its Content-Length before it is sent', async () => {
    const size = 50 * 1024 * 1024;
    const url = new URL('/auth/v1/media/image', base);
    const result = await new Promise<{ status: number; sent: number; body: string }>((resolve, reject) => {
      let sent = 0;
      const req = http.request(
        { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { ...alice.auth, 'content-type': 'image/jpeg', 'content-length': size } },
        (res) => {
          let body = '';
          res.on('data', (c) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, sent, body }));
        },
      );
      req.on('error', (e) => (sent < size ? undefined : reject(e)));
      // send only the first 64 KB; the answer must come without the rest
      const piece = Buffer.alloc(64 * 1024, 0xff);
      sent += piece.length;
      req.write(piece);
    });
    expect(result.status).toBe(413);
    expect(result.sent).toBeLessThan(size);
    expect(JSON.parse(result.body)).toMatchObject({ code: 413 });
  });

  it('the size setting is enforced (image_upload_max_kb)', async () => {
    await setSetting('image_upload_max_kb', '64');
    const big = await sharp({ create: { width: 1200, height: 1200, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).png().toBuffer();
    expect(big.length).toBeGreaterThan(64 * 1024);
    const res = await upload('/auth/v1/media/image', big, bob, 'image/png');
    expect(res).toMatchObject({ status: 413, body: { msg: '图片不能超过 64 KB' } });
    await setSetting('image_upload_max_kb', '5120');
  });

  it('visitors cannot upload (403 before the body is read); a bad token is refused too', async () => {
    const photo = await pngOf(10, 10);
    const res = await upload('/auth/v1/media/image', photo);
    expect(res.status).toBe(403);
    expect((await upload('/auth/v1/media/avatar', photo)).status).toBe(403);
    const forged = await fetch(`${base}/auth/v1/media/image`, { method: 'POST', headers: { authorization: 'Bearer nope', 'content-type': 'image/png' }, body: new Uint8Array(photo) });
    expect(forged.status).toBe(403);
    expect(await t.ctx.db.selectFrom('media_uploads').select('id').where('user_id', '=', 0).execute()).toHaveLength(0);
  });

  it('an avatar is cropped to 256×256, becomes the member\'s avatar and shows in their info and badges', async () => {
    const res = await upload('/auth/v1/media/avatar', await jpegWithGps(900, 500), bob);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ msg: '头像已更新', data: { width: 256, height: 256 } });
    const info = (await (await fetch(`${base}/auth/v1/user/info`, { headers: bob.auth })).json()) as Json;
    expect(info.data.avatar).toBe(res.body.data.url);
    const stats = (await (await fetch(`${base}/v1/user/statistics/${bob.id}`)).json()) as Json;
    expect(stats.data.avatar).toBe(res.body.data.url);
    const pic = Buffer.from(await (await fetch(base + res.body.data.url)).arrayBuffer());
    expect(await sharp(pic).metadata()).toMatchObject({ width: 256, height: 256, format: 'webp' });
    // choosing a built-in avatar again replaces the picture
    const put = await fetch(`${base}/auth/v1/user/info`, { method: 'PUT', headers: { ...bob.auth, 'content-type': 'application/json' }, body: JSON.stringify({ avatar: '3' }) });
    expect(put.status).toBe(200);
    expect((await t.ctx.repos.users.byId(bob.id))?.avatar).toBe('3');
  });

  it('a malformed or unknown media name is a 404, never a path outside the folder', async () => {
    for (const p of ['/media/..%2F..%2Fetc%2Fpasswd', `/media/${'0'.repeat(32)}-10x10.webp`, '/media/abc.webp', '/media/x']) {
      const res = await fetch(base + p);
      expect(res.status, p).toBe(404);
    }
  });

  it('the daily quota counts per member per day (admins exempt); the next day opens again', async () => {
    const carol = await makeUser(t, { name: 'media_carol' });
    await setSetting('image_upload_daily_max', '2');
    const png = await pngOf(20, 20);
    expect((await upload('/auth/v1/media/image', png, carol, 'image/png')).status).toBe(200);
    expect((await upload('/auth/v1/media/avatar', png, carol, 'image/png')).status).toBe(200);
    const third = await upload('/auth/v1/media/image', png, carol, 'image/png');
    expect(third).toMatchObject({ status: 429, body: { msg: '今天上传的图片已达上限（2 张），请明天再试' } });
    for (let i = 0; i < 3; i++) expect((await upload('/auth/v1/media/image', png, admin, 'image/png')).status).toBe(200);
    t.clock.advance(24 * 3_600_000);
    expect((await upload('/auth/v1/media/image', png, carol, 'image/png')).status).toBe(200);
    await setSetting('image_upload_daily_max', '0');
    expect((await upload('/auth/v1/media/image', png, carol, 'image/png'))).toMatchObject({ status: 403, body: { msg: '本站暂未开放图片上传' } });
    await setSetting('image_upload_daily_max', '30');
  });

  it('new accounts wait like replies (reply_new_account_minutes)', async () => {
    await setSetting('reply_new_account_minutes', '30');
    const fresh = await makeUser(t, { name: 'media_fresh' });
    const res = await upload('/auth/v1/media/image', await pngOf(20, 20), fresh, 'image/png');
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('新注册的账号需要等待 30 分钟才能上传图片');
    t.clock.advance(31 * 60_000);
    expect((await upload('/auth/v1/media/image', await pngOf(20, 20), fresh, 'image/png')).status).toBe(200);
    await setSetting('reply_new_account_minutes', '0');
  });
});

describe(`@-mention lookup (${TEST_DB_KIND})`, () => {
  it('finds members by name prefix, case-insensitive, shortest first; LIKE characters are literal; banned members are left out', async () => {
    await makeUser(t, { name: 'Media_Alicia' });
    const banned = await makeUser(t, { name: 'media_aliban' });
    await t.ctx.repos.users.update(banned.id, { banned: 1, updated_at: t.clock.now() });
    const res = (await (await fetch(`${base}/v1/user/mention?prefix=MEDIA_ALI`)).json()) as Json;
    expect(res.data.map((u: { username: string }) => u.username)).toEqual(['media_alice', 'Media_Alicia']);
    const wild = (await (await fetch(`${base}/v1/user/mention?prefix=${encodeURIComponent('m_d')}`)).json()) as Json;
    expect(wild.data).toEqual([]);
    const bad = await fetch(`${base}/v1/user/mention?prefix=${encodeURIComponent('a%')}`);
    expect(bad.status).toBe(400);
  });
});
