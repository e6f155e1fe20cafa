/**
 * 资源来源 adapters (issue 29, docs/adr/0029-sources.md). An adapter only turns pages of one
 * kind of source into items; everything after (links, banned words, de-duplication, publish or
 * review, checker queue, subscribers) is the pipeline's (server/src/sources/source-pipeline.ts).
 */

export const SOURCE_KINDS = ['telegram', 'pansou', 'rss', 'flarum', 'file'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

/** One post / message / feed entry / line, as the source shows it. */
export interface CrawlItem {
  /** the item's id inside the source (message id, guid, discussion id, line number) */
  ref: string;
  /**
   * Position in the source for the cursor: larger = newer (message id, date in ms, line number).
   * 0 for sources without an order (PanSou search results): those are never cursor-filtered.
   */
  order: number;
  /** title given by the source (feed entry title, discussion title); '' when none */
  title: string;
  /** plain text with every link written out (anchors replaced by their href) and line breaks kept */
  text: string;
  /** a permalink of the item, '' when none */
  url: string;
  /** ms since the epoch, 0 when unknown */
  time: number;
  /** links given as structured data (PanSou results, import rows) — added to those found in the text */
  links?: Array<{ url: string; pwd: string; title?: string }>;
  /** pictures of the item as the source gives them (absolute or relative to the page); the pipeline keeps the allowed ones (issue 35) */
  images?: string[];
}

/** One page: its items (any order) and the token of the next older page, if any. */
export interface CrawlPage {
  items: CrawlItem[];
  older?: string;
}

/** What an adapter may use: the one polite fetcher and a few knobs. */
export interface CrawlContext {
  /** GET with the sources' User-Agent, per-host spacing, timeout and size cap; non-2xx throws ProviderError */
  get(url: string, accept?: string): Promise<{ body: Buffer; contentType: string }>;
  /** keywords to search (PanSou kind): hot, pinned and subscribed ones */
  keywords(): Promise<string[]>;
}

export interface SourceAdapter {
  kind: SourceKind;
  /** true: items carry an order and pages run newest → older (the walker keeps a cursor) */
  ordered: boolean;
  /** checks an admin's address; returns a Chinese reason when it cannot be used */
  checkAddress(address: string): string | undefined;
  /** the channel label a link from this source carries in the PanSou API (tg:<channel> / plugin:<name>) */
  channel(address: string, name: string): string;
  /** one page: token undefined = the newest page */
  page(address: string, token: string | undefined, ctx: CrawlContext): Promise<CrawlPage>;
}

export class CrawlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CrawlError';
  }
}

/** Decodes a body by the charset of its Content-Type, else its XML/HTML declaration, else UTF-8 (GBK feeds exist). */
export function decodeBody(body: Buffer, contentType: string): string {
  const head = body.subarray(0, 1024).toString('latin1');
  const declared =
    /charset\s*=\s*["']?([\w-]+)/i.exec(contentType)?.[1] ??
    /<\?xml[^>]*encoding\s*=\s*["']([\w-]+)["']/i.exec(head)?.[1] ??
    /<meta[^>]*charset\s*=\s*["']?([\w-]+)/i.exec(head)?.[1] ??
    'utf-8';
  try {
    return new TextDecoder(declared.toLowerCase()).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

export function httpAddress(address: string): URL | undefined {
  try {
    const u = new URL(address.trim());
    return u.protocol === 'http:' || u.protocol === 'https:' ? u : undefined;
  } catch {
    return undefined;
  }
}
