import { AwsClient } from 'aws4fetch';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/src/config';
import { S3MediaStorage } from '../../server/src/media/storage';
import { jpegWithGps } from '../support/images';
import { s3Env, S3_KEY, S3_SECRET, startS3 } from '../support/s3';
import { listenTestApp, TEST_DB_KIND, type TestApp } from '../support/server';
import { makeUser } from './forum-helpers';

/**
 * Issue 33 (ADR 0033b): pictures in an S3-compatible store, tested against a local server that
 * speaks the S3 protocol and checks SigV4 signatures (s3rver). Two API processes with their own
 * databases stand for two machines: what one stores, the other serves.
 */
let s3: Awaited<ReturnType<typeof startS3>>;
let a: { t: TestApp; base: string };
let b: { t: TestApp; base: string };

beforeAll(async () => {
  s3 = await startS3();
  a = await listenTestApp({ env: s3Env(s3) });
  b = await listenTestApp({ env: s3Env(s3) });
});
afterAll(async () => {
  await a?.t.close();
  await b?.t.close();
  await s3?.close();
});

describe(`S3 media storage (${TEST_DB_KIND})`, () => {
  it('a picture uploaded through one API process is stored in the bucket and served by another', async () => {
    expect(a.t.ctx.services.media.storage.kind).toBe('s3');
    const alice = await makeUser(a.t, { name: 's3_alice' });
    const res = await fetch(`${a.base}/auth/v1/media/image`, {
      method: 'POST', headers: { ...alice.auth, 'content-type': 'image/jpeg' }, body: new Uint8Array(await jpegWithGps(640, 480)),
    });
    const body = (await res.json()) as { code: number; data: { url: string } };
    expect(res.status, JSON.stringify(body)).toBe(200);
    const name = body.data.url.replace('/media/', '');

    // the object is in the bucket under the prefix, as a signed client reads it
    const client = new AwsClient({ accessKeyId: S3_KEY, secretAccessKey: S3_SECRET, service: 's3', region: 'us-east-1' });
    const direct = await client.fetch(`${s3.endpoint}/${s3.bucket}/pics/${name}`);
    expect(direct.status).toBe(200);
    expect(direct.headers.get('content-type')).toBe('image/webp');
    const stored = Buffer.from(await direct.arrayBuffer());
    expect((await sharp(stored).metadata()).exif).toBeUndefined();

    // the other process (another machine) serves the same bytes
    const served = await fetch(`${b.base}${body.data.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await served.arrayBuffer()).equals(stored)).toBe(true);
    // an unknown name is a 404 from the store, not an error
    expect((await fetch(`${b.base}/media/${'a'.repeat(32)}-1x1.webp`)).status).toBe(404);
  });

  // s3rver checks the access key of a SigV4 request, not its signature: an unknown key is what it can refuse
  it('the store refuses an unknown access key and nothing is stored', async () => {
    const cfg = loadConfig({ ...s3Env(s3), S3_ACCESS_KEY_ID: 'NOT-A-KEY' }).media;
    if (cfg.storage !== 's3') throw new Error('expected the S3 storage');
    const wrong = new S3MediaStorage(cfg.s3);
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#123456' } }).webp().toBuffer();
    const name = `${'b'.repeat(32)}-4x4.webp`;
    await expect(wrong.put(name, png, 'image/webp')).rejects.toThrow(/S3 PUT .* failed: HTTP 403/);
    expect(await a.t.ctx.services.media.storage.get(name)).toBeNull();
  });

  it('MEDIA_STORAGE=s3 without its settings is refused at start with a clear line', () => {
    expect(() => loadConfig({ MEDIA_STORAGE: 's3' })).toThrow(ConfigError);
    expect(() => loadConfig({ MEDIA_STORAGE: 's3' })).toThrow('MEDIA_STORAGE=s3 需要设置 S3_ENDPOINT');
    expect(() => loadConfig({ ...s3Env(s3), S3_ENDPOINT: 'ftp://x' })).toThrow('S3_ENDPOINT 无效');
    expect(() => loadConfig({ MEDIA_STORAGE: 'disk' })).toThrow('MEDIA_STORAGE 无效');
  });
});
