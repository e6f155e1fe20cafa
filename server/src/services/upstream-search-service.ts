import type { DB } from '../db/database';
import type { Clock } from '../lib/time';
import type { ResourceRow, ResourcesRepository } from '../repositories/resources-repository';
import { detectDiskType, normalizeUrl } from '../search/link-parser';
import { normalizeText } from '../search/tokenizer';

/** The upstream must answer within this time, or it is ignored for this search. */
export const UPSTREAM_TIMEOUT_MS = 4000;
const MAX_UPSTREAM_ITEMS = 50;

export interface UpstreamItem {
  title: string;
  url: string;
  pwd: string;
  datetime?: string;
}

interface PanSouLink {
  url?: unknown;
  password?: unknown;
  note?: unknown;
  datetime?: unknown;
  type?: unknown;
}

/**
 * Reads a PanSou-compatible reply: `{ code, data: { merged_by_type: { baidu: [{ url, password,
 * note, datetime }] }, results: [{ title, links: [{ url, password }] }] } }`. Anything else → [].
 */
export function parsePanSouReply(body: unknown): UpstreamItem[] {
  const data = (body as { data?: unknown } | null)?.data as
    | { merged_by_type?: Record<string, unknown>; results?: unknown }
    | undefined;
  if (!data || typeof data !== 'object') return [];
  const out: UpstreamItem[] = [];
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  if (data.merged_by_type && typeof data.merged_by_type === 'object') {
    for (const list of Object.values(data.merged_by_type)) {
      if (!Array.isArray(list)) continue;
      for (const l of list as PanSouLink[]) {
        if (str(l.url)) out.push({ title: str(l.note), url: str(l.url), pwd: str(l.password), datetime: str(l.datetime) });
      }
    }
  }
  if (Array.isArray(data.results)) {
    for (const r of data.results as Array<{ title?: unknown; datetime?: unknown; links?: unknown }>) {
      if (!Array.isArray(r.links)) continue;
      for (const l of r.links as PanSouLink[]) {
        if (str(l.url)) out.push({ title: str(r.title), url: str(l.url), pwd: str(l.password), datetime: str(r.datetime) });
      }
    }
  }
  return out.filter((i) => i.title.trim() && /^(https?:\/\/|magnet:|ed2k:\/\/)/i.test(i.url));
}

/**
 * The spec's "search API client": asks a PanSou-compatible `/api/search` when local hits are
 * few. Results are stored as approved free resources (source 'upstream', deduplicated by
 * normalised URL) so they get ids, detail pages and become local hits next time. A slow or
 * failing upstream never fails the search: it just adds nothing.
 */
export class UpstreamSearchService {
  constructor(
    private readonly baseUrl: string | undefined,
    private readonly db: DB,
    private readonly resources: ResourcesRepository,
    private readonly clock: Clock,
    private readonly log: (msg: string) => void = () => undefined,
  ) {}

  get enabled(): boolean {
    return !!this.baseUrl;
  }

  /** Raw upstream items for kw; [] on any failure or after the timeout. */
  async fetch(kw: string): Promise<UpstreamItem[]> {
    if (!this.baseUrl) return [];
    try {
      const url = new URL(this.baseUrl.replace(/\/+$/, '').endsWith('/api/search') ? this.baseUrl : `${this.baseUrl.replace(/\/+$/, '')}/api/search`);
      url.searchParams.set('kw', kw);
      url.searchParams.set('res', 'merge');
      const res = await fetch(url, { signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS), headers: { accept: 'application/json' } });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      return parsePanSouReply(await res.json()).slice(0, MAX_UPSTREAM_ITEMS);
    } catch (err) {
      this.log(`upstream search failed: ${(err as Error).message}`);
      return [];
    }
  }

  /** Fetches, stores new links, and returns the stored rows that pass the filter. */
  async fetchAndStore(kw: string, filter: { diskType?: string; onlyFree: boolean }): Promise<ResourceRow[]> {
    const items = await this.fetch(kw);
    if (!items.length) return [];
    const now = this.clock.now();
    const byNorm = new Map<string, UpstreamItem>();
    for (const i of items) if (!byNorm.has(normalizeUrl(i.url))) byNorm.set(normalizeUrl(i.url), i);
    await this.db.transaction().execute(async (trx) => {
      for (const [urlNorm, i] of byNorm) {
        const title = i.title.replace(/\s+/g, ' ').trim().slice(0, 300);
        const parsed = i.datetime ? Date.parse(i.datetime) : NaN;
        await this.resources.insert(trx, {
          title,
          title_norm: normalizeText(title),
          url: i.url.slice(0, 1000),
          url_norm: urlNorm.slice(0, 1000),
          pwd: i.pwd.slice(0, 16),
          disk_type: detectDiskType(i.url),
          size: '',
          category_id: null,
          price: 0,
          status: 'approved',
          validity: 'ok',
          validity_at: 0,
          report_count: 0,
          source: 'upstream',
          sharer_id: null,
          views: 0,
          reward: 0,
          review_note: '',
          reviewed_by: null,
          reviewed_at: now,
          created_at: Number.isFinite(parsed) && parsed > 0 && parsed <= now ? parsed : now,
          updated_at: now,
        });
      }
    });
    const stored = await this.resources.byUrlNorms([...byNorm.keys()].map((u) => u.slice(0, 1000)));
    const rows = await this.resources.byIds(stored.map((s) => s.id));
    return rows.filter(
      (r) =>
        r.status === 'approved' && r.validity !== 'invalid' &&
        (!filter.diskType || r.disk_type === filter.diskType) && (!filter.onlyFree || r.price === 0),
    );
  }
}
