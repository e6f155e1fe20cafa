import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { MEDIA_NAME } from './image-processing';

/**
 * Where stored pictures live (ADR 0033b). One small interface, two implementations:
 *
 * - `LocalMediaStorage` (default): a folder (MEDIA_DIR, default ./data/media), two-level fan-out
 *   by the name's first two hex characters. Fine for one machine (or several processes on it).
 * - `S3MediaStorage`: any S3-compatible object store (AWS S3, MinIO, Cloudflare R2, 阿里云 OSS in
 *   S3 mode…), signed with AWS Signature V4 by `aws4fetch`; several API processes on several
 *   machines then see the same pictures.
 *
 * Names are content-addressed and checked against MEDIA_NAME before any path or URL is built, so
 * a name can never walk out of the folder or the bucket prefix, and an object never changes once
 * written (nothing to invalidate: readers may cache it forever).
 */
export interface MediaStorage {
  readonly kind: 'local' | 's3';
  /** Stores the object unless it already exists (same name = same bytes). */
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object's bytes, or null when there is none. */
  get(name: string): Promise<Buffer | null>;
}

function checkName(name: string): string {
  if (!MEDIA_NAME.test(name)) throw new Error(`invalid media name: ${name}`);
  return name;
}

export class LocalMediaStorage implements MediaStorage {
  readonly kind = 'local' as const;
  private readonly root: string;

  constructor(dir: string) {
    this.root = resolve(dir);
  }

  private path(name: string): string {
    return join(this.root, checkName(name).slice(0, 2), name);
  }

  async put(name: string, bytes: Buffer): Promise<void> {
    const file = this.path(name);
    try {
      await stat(file);
      return; // content-addressed: already there
    } catch {
      // write below
    }
    await mkdir(dirname(file), { recursive: true });
    // write-then-rename: a reader never sees half a file, two writers of one name both succeed
    const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(tmp, bytes);
    await rename(tmp, file);
  }

  async get(name: string): Promise<Buffer | null> {
    try {
      return await readFile(this.path(name));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw e;
    }
  }
}

export interface S3Config {
  /** e.g. https://s3.us-east-1.amazonaws.com or http://127.0.0.1:9000 */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** objects are stored under this prefix (default `media/`) */
  prefix: string;
  /** path-style URLs (endpoint/bucket/key; MinIO and most S3-compatible stores) or virtual-hosted (bucket.endpoint/key) */
  pathStyle: boolean;
  /** per request (default 20 s) */
  timeoutMs: number;
}

export class S3MediaStorage implements MediaStorage {
  readonly kind = 's3' as const;
  private readonly client: AwsClient;

  constructor(private readonly cfg: S3Config) {
    this.client = new AwsClient({
      accessKeyId: cfg.accessKeyId, secretAccessKey: cfg.secretAccessKey, service: 's3', region: cfg.region, retries: 2,
    });
  }

  private url(name: string): string {
    const key = `${this.cfg.prefix}${checkName(name)}`;
    const base = new URL(this.cfg.endpoint);
    if (this.cfg.pathStyle) return `${base.origin}${base.pathname.replace(/\/$/, '')}/${this.cfg.bucket}/${key}`;
    return `${base.protocol}//${this.cfg.bucket}.${base.host}${base.pathname.replace(/\/$/, '')}/${key}`;
  }

  async put(name: string, bytes: Buffer, contentType: string): Promise<void> {
    const res = await this.client.fetch(this.url(name), {
      method: 'PUT',
      body: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
      headers: { 'content-type': contentType, 'cache-control': 'public, max-age=31536000, immutable' },
      signal: AbortSignal.timeout(this.cfg.timeoutMs),
    });
    if (!res.ok) {
      const text = await res.text().catch(() => '');
      throw new Error(`S3 PUT ${name} failed: HTTP ${res.status} ${text.slice(0, 200)}`);
    }
    await res.arrayBuffer().catch(() => undefined);
  }

  async get(name: string): Promise<Buffer | null> {
    const res = await this.client.fetch(this.url(name), { method: 'GET', signal: AbortSignal.timeout(this.cfg.timeoutMs) });
    if (res.status === 404) {
      await res.arrayBuffer().catch(() => undefined);
      return null;
    }
    if (!res.ok) {
      const text = await res.text().catch(() => '');
      throw new Error(`S3 GET ${name} failed: HTTP ${res.status} ${text.slice(0, 200)}`);
    }
    return Buffer.from(await res.arrayBuffer());
  }
}
