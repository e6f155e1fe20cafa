import { createHash } from 'node:crypto';

/**
 * Rendered server pages kept in the process (issue 32, ADR 0032 §3): the bytes of /r/{id} and
 * /t/{id}[/{page}] as last rendered, bounded by bytes, least recently used out first.
 *
 * What invalidates an entry: its FINGERPRINT. The page service reads, on every request, the rows
 * the page shows (through the same service calls as before) and builds the fingerprint of
 * everything the page would show from them — titles, link, price, validity label (with its
 * relative time, so "2 小时前" moves on), names, replies, the related cards' fingerprint, the
 * banned-word list version, the site address. A stored page is sent only when its fingerprint
 * equals the one just built; any other difference renders the page again. So a write by any
 * process, by any path (an admin edit, a report, the link checker, a raw UPDATE), shows on the
 * next request, with no generation to bump and nothing to forget. Only the rendering is saved.
 *
 * The one value a page shows that changes on every read, its view counter, is not in the
 * fingerprint: the page is stored in `parts` around it and each answer puts the live count
 * (what the service just counted) between them.
 */
export interface PageEntry {
  fingerprint: string;
  /** the page's bytes around the live value: parts[0] live parts[1] live … parts[n] */
  parts: Buffer[];
  bytes: number;
}

/** Fingerprints longer than this are kept as a SHA-256 digest (a thread's body can be 20,000 characters). */
const FINGERPRINT_MAX = 512;

/** The fingerprint of a page from the values it is rendered from (any JSON value). */
export function fingerprintOf(values: unknown): string {
  const text = JSON.stringify(values);
  return text.length > FINGERPRINT_MAX ? `#${createHash('sha256').update(text).digest('base64')}` : text;
}

/**
 * Splits a rendered page at the places of its live value: `needles` in order of appearance, each
 * the exact text whose `live` part is the value (e.g. `<dd>1234 次</dd>` with live `1234`).
 * A needle must be text only the template can write (markup or JSON-LD structure, which user
 * text escaped by seo/html.ts can never produce). null when a needle is missing.
 */
export function splitAtLive(page: string, needles: Array<{ text: string; live: string }>): Buffer[] | null {
  // a buffer of its own (not a slice of Node's shared pool): what the cache holds is what it counts
  const body = Buffer.allocUnsafeSlow(Buffer.byteLength(page));
  body.write(page);
  const parts: Buffer[] = [];
  let from = 0;
  let byteFrom = 0;
  for (const n of needles) {
    const at = page.indexOf(n.text, from);
    const inner = n.text.indexOf(n.live);
    if (at < 0 || inner < 0) return null;
    const start = at + inner;
    const byteStart = byteFrom + Buffer.byteLength(page.slice(from, start));
    parts.push(body.subarray(byteFrom, byteStart));
    from = start + n.live.length;
    byteFrom = byteStart + Buffer.byteLength(n.live);
  }
  parts.push(body.subarray(byteFrom));
  return parts;
}

/** The page with `live` in each of its places. */
export function fill(parts: Buffer[], live: number): Buffer {
  if (parts.length === 1) return parts[0];
  const value = Buffer.from(String(live));
  const all: Buffer[] = [parts[0]];
  for (let i = 1; i < parts.length; i++) all.push(value, parts[i]);
  return Buffer.concat(all);
}

export class PageCache {
  private readonly entries = new Map<string, PageEntry>();
  private used = 0;
  /** counters for the tests and the benchmark */
  readonly stats = { hits: 0, misses: 0, stores: 0, evictions: 0 };

  /** @param maxBytes 0 turns the cache off (every page is rendered) */
  constructor(readonly maxBytes: number) {}

  get enabled(): boolean {
    return this.maxBytes > 0;
  }

  /** Bytes held (pages, fingerprints and a fixed overhead per entry). */
  get bytes(): number {
    return this.used;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The stored page of `key` when its fingerprint is `fingerprint`, else undefined. */
  get(key: string, fingerprint: string): PageEntry | undefined {
    const hit = this.entries.get(key);
    if (!hit || hit.fingerprint !== fingerprint) {
      this.stats.misses++;
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, hit); // most recently used last
    this.stats.hits++;
    return hit;
  }

  set(key: string, fingerprint: string, parts: Buffer[]): void {
    if (!this.enabled) return;
    this.remove(key);
    let pageBytes = 0;
    for (const p of parts) pageBytes += p.length;
    const bytes = pageBytes + 2 * (key.length + fingerprint.length) + 200;
    if (bytes > this.maxBytes / 16) return; // one page never takes a large share
    while (this.used + bytes > this.maxBytes && this.entries.size) {
      const oldest = this.entries.keys().next().value as string;
      this.remove(oldest);
      this.stats.evictions++;
    }
    this.entries.set(key, { fingerprint, parts, bytes });
    this.used += bytes;
    this.stats.stores++;
  }

  remove(key: string): void {
    const e = this.entries.get(key);
    if (!e) return;
    this.entries.delete(key);
    this.used -= e.bytes;
  }

  clear(): void {
    this.entries.clear();
    this.used = 0;
  }
}
