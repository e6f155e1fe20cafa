import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Clock } from '../lib/time';
import type { ResourcesRepository } from '../repositories/resources-repository';
import type { CycleCounts, SourceRow, SourcesRepository } from '../repositories/sources-repository';
import { detectDiskType, normalizeUrl, parseShareText, codeFromUrl } from '../search/link-parser';
import { normalizeText } from '../search/tokenizer';
import type { HotKeywordService } from '../services/hot-keyword-service';
import type { SubscriptionService } from '../services/subscription-service';
import type { CrawlItem } from '../providers/sources/types';

type Exec = Kysely<Database>;

/** One link an item yields, ready for the resource table. */
interface Candidate {
  title: string;
  url: string;
  urlNorm: string;
  pwd: string;
}

/** What the pipeline decided for one page (the counts go on the run and the source). */
export interface PageOutcome extends CycleCounts {
  /** ids of the resources this page created */
  created: number[];
}

/** Category guessed from hashtags and words in the text: the first category whose name appears as #名 or in the title. */
export function guessCategory(title: string, text: string, categories: Array<{ id: number; name: string }>): number | null {
  const tags = new Set([...text.matchAll(/#([\p{L}\p{N}_]+)/gu)].map((m) => m[1]));
  for (const c of categories) if (c.name !== '其他' && tags.has(c.name)) return c.id;
  for (const c of categories) if (c.name !== '其他' && title.includes(c.name)) return c.id;
  return null;
}

/** The links of one item: structured ones first, then every link the text shows, with a title. */
export function candidates(item: CrawlItem): Candidate[] {
  const out: Candidate[] = [];
  const seen = new Set<string>();
  const firstLine = item.text.split('\n').map((l) => l.trim()).find((l) => l && !/^(https?:|magnet:|ed2k:)/i.test(l)) ?? '';
  for (const l of item.links ?? []) {
    const urlNorm = normalizeUrl(l.url);
    if (seen.has(urlNorm)) continue;
    seen.add(urlNorm);
    out.push({ title: (l.title || item.title || firstLine).trim(), url: l.url.trim(), urlNorm, pwd: l.pwd || codeFromUrl(l.url) });
  }
  const parsed = item.text ? parseShareText(item.text) : [];
  for (const l of parsed) {
    if (seen.has(l.urlNorm)) continue;
    seen.add(l.urlNorm);
    // a post's own title names its one link better than a line of its body
    const title = item.title && parsed.length === 1 ? item.title : l.title || item.title || firstLine;
    out.push({ title: title.trim(), url: l.url, urlNorm: l.urlNorm, pwd: l.pwd });
  }
  return out;
}

/** Pictures kept per crawled resource (issue 35). */
export const RESOURCE_IMAGES_MAX = 4;
/** Telegram's picture CDN (a channel preview's photos live there, not on t.me). */
const TELEGRAM_CDN = ['telesco.pe', 'telegram-cdn.org', 'cdn-telegram.org'];

/**
 * The pictures of an item worth keeping: absolute http(s) addresses (relative ones resolved
 * against the item's page or the source), without credentials, at most 1000 characters, on the
 * source's own host (or a subdomain of it) or Telegram's picture CDN — a channel cannot make the
 * picture proxy fetch from anywhere else — de-duplicated, at most RESOURCE_IMAGES_MAX.
 */
export function keptImages(item: CrawlItem, sourceAddress: string): string[] {
  if (!item.images?.length) return [];
  let sourceHost = '';
  try {
    sourceHost = new URL(sourceAddress).hostname.toLowerCase();
  } catch {
    // a drop-folder address (drop:name.jsonl): only Telegram's CDN qualifies
  }
  const under = (host: string, root: string) => host === root || host.endsWith(`.${root}`);
  const out: string[] = [];
  for (const raw of item.images) {
    let u: URL;
    try {
      u = new URL(raw.trim(), item.url || sourceAddress);
    } catch {
      continue;
    }
    if ((u.protocol !== 'https:' && u.protocol !== 'http:') || u.username || u.password) continue;
    const host = u.hostname.toLowerCase();
    if (!((sourceHost && under(host, sourceHost)) || TELEGRAM_CDN.some((root) => under(host, root)))) continue;
    const url = u.toString();
    if (url.length > 1000 || out.includes(url)) continue;
    out.push(url);
    if (out.length >= RESOURCE_IMAGES_MAX) break;
  }
  return out;
}

/**
 * 资源来源 pipeline (issue 29, docs/adr/0029-sources.md): every crawled item takes the road a
 * member's share takes — link parsing, banned words, de-duplication by the normalised share URL
 * across all sources and members (a second sighting only records the source), category and disk
 * type, publish at once or wait in the share review queue (site config source_auto_publish),
 * the link checker's queue (it picks never-checked resources first), and subscribers' messages.
 *
 * A page is one transaction together with the source's new cursor, so a crash re-reads the page
 * and never skips one. Callers: SourceService only.
 */
export class SourcePipeline {
  constructor(
    private readonly resources: ResourcesRepository,
    private readonly repo: SourcesRepository,
    private readonly hot: HotKeywordService,
    private readonly subscriptions: SubscriptionService,
    private readonly clock: Clock,
  ) {}

  async ingest(
    source: SourceRow,
    items: CrawlItem[],
    opts: { autoPublish: boolean; runId: number; owner: string; cursor?: string },
  ): Promise<PageOutcome> {
    const now = this.clock.now();
    const out: PageOutcome = { seen: items.length, new_count: 0, duplicates: 0, refused: 0, created: [] };
    const categories = (await this.resources.categories()).map((c) => ({ id: c.id, name: c.name }));
    // decide everything that needs no lock first (banned words read a cached list)
    const accepted: Array<Candidate & { item: CrawlItem; disk: string; category: number | null }> = [];
    for (const item of items) {
      const cands = candidates(item);
      if (!cands.length && item.links) out.refused++; // a structured row without a usable link (bad import line)
      for (const c of cands) {
        const disk = detectDiskType(c.url);
        const title = c.title.replace(/\s+/g, ' ').trim().slice(0, 300);
        if (disk === 'other' || c.url.length > 1000 || !normalizeText(title) || (await this.hot.findBanned(title))) {
          out.refused++;
          continue;
        }
        accepted.push({ ...c, title, pwd: c.pwd.slice(0, 16), item, disk, category: guessCategory(title, item.text, categories) });
      }
    }
    const existing = new Map<string, number>();
    for (let i = 0; i < accepted.length; i += 500) {
      for (const r of await this.resources.byUrlNorms(accepted.slice(i, i + 500).map((a) => a.urlNorm))) existing.set(r.url_norm, r.id);
    }
    await this.resources.transaction(async (trx: Exec) => {
      // (resource, source) pairs of this page, written in batches after the resources
      const links = new Map<number, { resource_id: number; source_id: number; item_ref: string; item_url: string; created: number; seen_at: number }>();
      // the pictures of the resources this page created (issue 35)
      const images: Array<{ resource_id: number; pos: number; url: string }> = [];
      for (const a of accepted) {
        let id = existing.get(a.urlNorm);
        let created = 0;
        if (id === undefined) {
          const title_norm = normalizeText(a.title);
          id = await this.resources.insert(trx, {
            title: a.title, title_norm, url: a.url, url_norm: a.urlNorm, pwd: a.pwd, disk_type: a.disk, size: '',
            category_id: a.category, price: 0, status: opts.autoPublish ? 'approved' : 'pending', validity: 'ok', validity_at: 0,
            report_count: 0, source: 'crawl', sharer_id: null, views: 0, reward: 0, review_note: '', reviewed_by: null,
            reviewed_at: opts.autoPublish ? now : null, created_at: now, updated_at: now,
          });
          if (id !== undefined) {
            created = 1;
            existing.set(a.urlNorm, id);
            out.created.push(id);
            keptImages(a.item, source.address).forEach((url, pos) => images.push({ resource_id: id!, pos, url }));
            if (opts.autoPublish) await this.subscriptions.notifyMatches(trx, { id, title: a.title, title_norm, sharer_id: null });
          } else {
            // another writer stored the same link a moment ago
            id = await this.repo.resourceIdByUrlNorm(trx, a.urlNorm);
          }
        }
        if (created) out.new_count++;
        else out.duplicates++;
        if (id !== undefined && !links.has(id)) {
          links.set(id, { resource_id: id, source_id: source.id, item_ref: a.item.ref.slice(0, 300), item_url: a.item.url.slice(0, 1000), created, seen_at: now });
        }
      }
      await this.repo.linkMany(trx, [...links.values()]);
      if (images.length) await this.repo.addImages(trx, images);
      await this.repo.addRunCounts(trx, opts.runId, out);
      await this.repo.addTotals(trx, source.id, out);
      if (opts.cursor !== undefined && !(await this.repo.setCursor(trx, source.id, opts.owner, opts.cursor))) {
        throw new LeaseLostError();
      }
    });
    return out;
  }
}

export class LeaseLostError extends Error {
  constructor() {
    super('采集租约已被其他进程接管，本轮停止');
    this.name = 'LeaseLostError';
  }
}
