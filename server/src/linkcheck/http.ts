/**
 * The link checker's one HTTP call: Node's fetch with a timeout, no redirects followed (a
 * share page that redirects is itself evidence), a cap on the body read, and every failure
 * turned into a value (never a throw) so an adapter can say `uncertain` with the reason.
 */

/** A check of one link gives up after this long (the scheduler then backs off the host). */
export const CHECK_TIMEOUT_MS = 8000;
const MAX_BODY_BYTES = 512 * 1024;

export interface CallReply {
  /** HTTP status; 0 when no reply came (timeout, network) */
  status: number;
  text: string;
  /** the body parsed as JSON, or undefined when it is not JSON */
  json: unknown;
  /** 'timeout' | 'network' | 'too_large' when no usable reply came */
  failure?: 'timeout' | 'network' | 'too_large';
  location?: string;
}

export interface CallOptions {
  method?: 'GET' | 'POST';
  json?: unknown;
  form?: Record<string, string>;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

async function readCapped(res: Response): Promise<string | undefined> {
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function call(url: string, o: CallOptions = {}): Promise<CallReply> {
  const headers: Record<string, string> = { 'user-agent': UA, accept: 'application/json, text/html;q=0.9, */*;q=0.8', ...o.headers };
  let body: string | undefined;
  if (o.json !== undefined) {
    body = JSON.stringify(o.json);
    headers['content-type'] = 'application/json';
  } else if (o.form) {
    body = new URLSearchParams(o.form).toString();
    headers['content-type'] = 'application/x-www-form-urlencoded';
  }
  const timeoutMs = o.timeoutMs ?? CHECK_TIMEOUT_MS;
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const res = await fetch(url, { method: o.method ?? (body ? 'POST' : 'GET'), headers, body, redirect: 'manual', signal });
    const text = await readCapped(res);
    if (text === undefined) return { status: res.status, text: '', json: undefined, failure: 'too_large' };
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, text, json, location: res.headers.get('location') ?? undefined };
  } catch (err) {
    const name = (err as Error).name;
    const timedOut = name === 'TimeoutError' || name === 'AbortError' || signal.aborted;
    return { status: 0, text: '', json: undefined, failure: timedOut ? 'timeout' : 'network' };
  }
}
