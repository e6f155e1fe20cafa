import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
// s3rver: a local server speaking the S3 REST protocol (SigV4 signatures checked), files on disk
import S3rver from 's3rver';

export const S3_KEY = 'S3RVER';
export const S3_SECRET = 'S3RVER';

/** A local S3-compatible store on a free loopback port with one bucket; `close()` removes it. */
export async function startS3(bucket = 'ujuso-media'): Promise<{ endpoint: string; bucket: string; dir: string; close(): Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ujuso-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: bucket, configs: [] }] });
  const addr = (await server.run()) as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${addr.port}`,
    bucket,
    dir,
    async close() {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The env of an API process that keeps its pictures in that store. */
export function s3Env(s3: { endpoint: string; bucket: string }): Record<string, string> {
  return {
    MEDIA_STORAGE: 's3', S3_ENDPOINT: s3.endpoint, S3_BUCKET: s3.bucket, S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: S3_KEY, S3_SECRET_ACCESS_KEY: S3_SECRET, S3_PREFIX: 'pics/',
  };
}
