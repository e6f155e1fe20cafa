import { AppError, badRequest } from '../../lib/app-error';
import { httpGet, ProviderError, type HttpOptions } from '../http-client';

/** Douban's picture hosts (img1…img9.doubanio.com and friends). */
export const DEFAULT_IMAGE_HOSTS = ['*.doubanio.com'];
/** A cover larger than this is refused. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** A cover must arrive within this time (a page shows 30 of them). */
export const IMAGE_TIMEOUT_MS = 10_000;

export const MSG_IMAGE_HOST = '不允许代理该图片地址';
export const MSG_IMAGE_FAILED = '图片暂时无法加载';
export const MSG_IMAGE_TOO_LARGE = '图片过大';

/** Route of the proxy; covers in list replies point here. */
export const COVER_ROUTE = '/v1/movie/cover';

/**
 * Our own image proxy for 影视 covers, so the browser never talks to a third party: only
 * http(s) addresses on the allow-listed hosts (an entry is a host, `host:port`, or `*.suffix`),
 * through the shared HTTP client (no redirects followed, timeout), at most MAX_IMAGE_BYTES, and
 * only image/* replies.
 */
export class ImageProxy {
  constructor(
    private readonly allowedHosts: string[] = DEFAULT_IMAGE_HOSTS,
    private readonly maxBytes = MAX_IMAGE_BYTES,
    private readonly http: HttpOptions = {},
  ) {}

  allowed(raw: string): boolean {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return false;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
    if (url.username || url.password) return false;
    const host = url.hostname.toLowerCase();
    const hostPort = url.port ? `${host}:${url.port}` : host;
    return this.allowedHosts.some((entry) => {
      const e = entry.toLowerCase();
      if (e.startsWith('*.')) return !url.port && (host.endsWith(e.slice(1)) && host.length > e.length - 1);
      return e === hostPort || (!url.port && e === host);
    });
  }

  /** The proxied address of a cover; '' when the cover is missing or not allowed. */
  proxied(raw: string): string {
    return raw && this.allowed(raw) ? `${COVER_ROUTE}?url=${encodeURIComponent(raw)}` : '';
  }

  async fetch(raw: string): Promise<{ contentType: string; body: Buffer }> {
    if (!this.allowed(raw)) throw badRequest(MSG_IMAGE_HOST);
    return fetchImage(raw, {
      timeoutMs: IMAGE_TIMEOUT_MS,
      ...this.http,
      maxBytes: this.maxBytes,
      headers: { referer: 'https://m.douban.com/', accept: 'image/*', ...this.http.headers },
    });
  }
}

/**
 * Fetches a picture for one of our image proxies (影视 covers, crawled resource pictures): only
 * image/jpeg|png|webp|gif|avif replies; a failure is 502 with a Chinese message, never the
 * upstream's body. The caller decides first whether the address may be fetched at all.
 */
export async function fetchImage(url: string, options: HttpOptions): Promise<{ contentType: string; body: Buffer }> {
  try {
    const reply = await httpGet(url, options);
    const type = reply.contentType.split(';')[0].trim().toLowerCase();
    if (!/^image\/(jpeg|png|webp|gif|avif)$/.test(type)) throw new AppError(502, MSG_IMAGE_FAILED);
    return { contentType: type, body: reply.body };
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (err instanceof ProviderError && err.kind === 'too_large') throw new AppError(502, MSG_IMAGE_TOO_LARGE);
    throw new AppError(502, MSG_IMAGE_FAILED);
  }
}
