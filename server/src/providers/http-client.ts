/**
 * The one HTTP client setup of every outside provider (ARCHITECTURE "Growing the house"):
 * a 20 s timeout (spec §7), a cap on the body size read, no redirects (a redirect could lead
 * an allow-listed address elsewhere), an optional retry of network failures, and failures as
 * ProviderError with a kind the callers map to Chinese messages. Built on Node's fetch (undici).
 */

/** Spec §7: the shopping-affiliate client waits at most 20 seconds. */
export const PROVIDER_TIMEOUT_MS = 20_000;
/** A JSON reply larger than this is refused (a list page of any provider is far smaller). */
export const MAX_JSON_BYTES = 4 * 1024 * 1024;

export type ProviderErrorKind = 'timeout' | 'network' | 'http' | 'too_large' | 'bad_reply' | 'refused';

export class ProviderError extends Error {
  constructor(
    public readonly kind: ProviderErrorKind,
    message: string,
    public readonly status?: number,
    /** the reply's Retry-After (429/503), in ms; undefined when absent or unreadable */
    public readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

export interface HttpOptions {
  timeoutMs?: number;
  maxBytes?: number;
  headers?: Record<string, string>;
  /** extra attempts after a network failure (not after a timeout or an HTTP status); default 0 */
  retries?: number;
}

export interface BytesReply {
  status: number;
  contentType: string;
  body: Buffer;
}

async function readLimited(res: Response, maxBytes: number): Promise<Buffer> {
  const declared = Number(res.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > maxBytes) {
    await res.body?.cancel().catch(() => undefined);
    throw new ProviderError('too_large', `reply of ${declared} bytes exceeds ${maxBytes}`);
  }
  if (!res.body) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let total = 0;
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new ProviderError('too_large', `reply exceeds ${maxBytes} bytes`);
    }
    chunks.push(Buffer.from(value));
  }
  return Buffer.concat(chunks);
}

/** Retry-After as seconds or an HTTP date → ms from now (undefined when absent or unreadable). */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isFinite(at) ? Math.max(0, at - now) : undefined;
}

/** GET `url` and read the body (at most maxBytes) within timeoutMs; a non-2xx status throws. */
export async function httpGet(url: string | URL, opts: HttpOptions = {}): Promise<BytesReply> {
  const { timeoutMs = PROVIDER_TIMEOUT_MS, maxBytes = MAX_JSON_BYTES, headers = {}, retries = 0 } = opts;
  for (let attempt = 0; ; attempt++) {
    // One deadline covers connecting and reading the whole body.
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const res = await fetch(url, { signal, headers, redirect: 'manual' });
      if (res.status >= 300 && res.status < 400) {
        await res.body?.cancel().catch(() => undefined);
        throw new ProviderError('refused', `redirect ${res.status} not followed`, res.status);
      }
      if (!res.ok) {
        await res.body?.cancel().catch(() => undefined);
        throw new ProviderError('http', `HTTP ${res.status}`, res.status, parseRetryAfter(res.headers.get('retry-after')));
      }
      const body = await readLimited(res, maxBytes);
      return { status: res.status, contentType: res.headers.get('content-type') ?? '', body };
    } catch (err) {
      if (err instanceof ProviderError) throw err;
      if (signal.aborted) throw new ProviderError('timeout', `no reply within ${timeoutMs} ms`);
      if (attempt < retries) continue;
      throw new ProviderError('network', (err as Error).message || 'network error');
    }
  }
}

/**
 * POST `body` to `url` and read the reply (at most maxBytes) within timeoutMs, whatever its
 * status: URL-submission APIs answer refusals with a JSON body the caller reads (issue 32).
 * A redirect is refused; network failures are retried `retries` times (a POST that reached the
 * service is never repeated: only connection failures are).
 */
export async function httpPost(url: string | URL, body: string, opts: HttpOptions = {}): Promise<BytesReply> {
  const { timeoutMs = PROVIDER_TIMEOUT_MS, maxBytes = MAX_JSON_BYTES, headers = {}, retries = 0 } = opts;
  for (let attempt = 0; ; attempt++) {
    const signal = AbortSignal.timeout(timeoutMs);
    let reached = false;
    try {
      const res = await fetch(url, { method: 'POST', signal, headers, body, redirect: 'manual' });
      reached = true;
      if (res.status >= 300 && res.status < 400) {
        await res.body?.cancel().catch(() => undefined);
        throw new ProviderError('refused', `redirect ${res.status} not followed`, res.status);
      }
      const data = await readLimited(res, maxBytes);
      return { status: res.status, contentType: res.headers.get('content-type') ?? '', body: data };
    } catch (err) {
      if (err instanceof ProviderError) throw err;
      if (signal.aborted) throw new ProviderError('timeout', `no reply within ${timeoutMs} ms`);
      if (!reached && attempt < retries) continue;
      throw new ProviderError('network', (err as Error).message || 'network error');
    }
  }
}

/** GET `url` and parse the body as JSON. */
export async function httpGetJson(url: string | URL, opts: HttpOptions = {}): Promise<unknown> {
  const reply = await httpGet(url, { ...opts, headers: { accept: 'application/json', ...opts.headers } });
  try {
    return JSON.parse(reply.body.toString('utf8'));
  } catch {
    throw new ProviderError('bad_reply', 'reply is not JSON');
  }
}

/** A short Chinese description of a provider failure, for notices and logs. */
export function describeFailure(err: unknown): string {
  if (!(err instanceof ProviderError)) return '服务出错';
  switch (err.kind) {
    case 'timeout':
      return '服务响应超时';
    case 'network':
      return '无法连接服务';
    case 'http':
      return `服务返回错误（HTTP ${err.status}）`;
    case 'too_large':
      return '服务返回的数据过大';
    case 'bad_reply':
      return '服务返回的数据无法识别';
    case 'refused':
      return '服务拒绝了请求';
  }
}
