import { badRequest } from '../lib/app-error';
import { StampedCache } from '../lib/stamped-cache';
import type { Clock } from '../lib/time';
import type { ResourcesRepository, ResourceViewRow, ScoringRow } from '../repositories/resources-repository';
import { codePoints, highlightRanges, normalizeText, queryTerms } from '../search/tokenizer';
import type { HotKeywordService } from './hot-keyword-service';
import { resourceView, type ResourceView, type Viewer } from './resource-view';
import type { UpstreamSearchService } from './upstream-search-service';

/**
 * At most this many matches are reachable (`total` is capped here: 100 pages of 10).
 * The newest RANK_WINDOW matches (plus prefix matches of the whole query) are ranked by score
 * and form the first pages; later pages continue with the remaining matches, newest first.
 * See docs/adr/0003-search-index.md.
 */
export const SEARCH_WINDOW = 1000;
export const RANK_WINDOW = 300;
/** Prefix matches (title starts with the query) always join the candidates, this many at most. */
const PREFIX_CANDIDATES = 50;
/** Upstream is asked when page 1 has fewer local hits than this. */
export const UPSTREAM_MIN_HITS = 10;

export const KW_MAX = 100;

/**
 * Result cache: the ranked order of a (terms, filter) is reused for CACHE_TTL_MS unless the
 * index changed in this process (generation); other processes' changes show within the TTL.
 * SEARCH_CACHE=0 disables it (the benchmark reports both).
 */
const CACHE_TTL_MS = 15_000;
const CACHE_MAX = 2000;
const CACHE_ON = process.env.SEARCH_CACHE !== '0';

/**
 * Ranking (documented in ADR 0003): score = 0.55·R + 0.20·F + 0.15·P + 0.10·V, where
 *  R relevance  = 0.6·coverage + 0.3·[title starts with the query] + 0.1·[title equals the query],
 *                 coverage = Σ term lengths / title length (both normalised, capped at 1);
 *  F freshness  = exp(−age in days / 90);
 *  P popularity = min(1, log10(1 + views) / 4)   (10 000 views → 1);
 *  V validity   = 1 when ok, 0.3 when reported (invalid links are not in the index).
 * Ties: newer (higher id) first.
 */
export function rankScore(r: ScoringRow, terms: string[], queryNorm: string, now: number): number {
  const titleLen = Math.max(1, codePoints(r.title_norm).length);
  const covered = terms.reduce((n, t) => n + codePoints(t).length, 0);
  const coverage = Math.min(1, covered / titleLen);
  const prefix = r.title_norm.startsWith(queryNorm) ? 1 : 0;
  const exact = r.title_norm === queryNorm ? 1 : 0;
  const relevance = 0.6 * coverage + 0.3 * prefix + 0.1 * exact;
  const ageDays = Math.max(0, now - Number(r.created_at)) / 86_400_000;
  const freshness = Math.exp(-ageDays / 90);
  const popularity = Math.min(1, Math.log10(1 + Math.max(0, r.views)) / 4);
  const validity = r.validity === 'ok' ? 1 : 0.3;
  return 0.55 * relevance + 0.2 * freshness + 0.15 * popularity + 0.1 * validity;
}

export interface SearchQuery {
  kw: string;
  skey?: string;
  onlyFree: boolean;
  page: number;
  size: number;
}

export interface SearchResult {
  list: ResourceView[];
  total: number;
  /** the normalised terms that were matched (what the page highlights) */
  terms: string[];
  /** how many of the list came from the upstream search */
  upstream: number;
}

export class SearchService {
  constructor(
    private readonly resources: ResourcesRepository,
    private readonly hot: HotKeywordService,
    private readonly upstream: UpstreamSearchService,
    private readonly clock: Clock,
  ) {}

  /** Validates kw: 1–100 characters after trimming; refuses banned words with code 444. */
  async checkKeyword(kw: string): Promise<string> {
    const trimmed = kw.trim();
    if (!trimmed) throw badRequest('请输入搜索关键词');
    if (codePoints(trimmed).length > KW_MAX) throw badRequest(`搜索关键词过长（最多 ${KW_MAX} 个字符）`);
    await this.hot.assertAllowed(trimmed, '搜索词');
    return trimmed;
  }

  /** Ranked ids of the newest RANK_WINDOW matches plus prefix matches of the whole query. */
  async rankedIds(terms: string[], queryNorm: string, filter: { diskType?: string; onlyFree: boolean }): Promise<number[]> {
    const rows = await this.resources.index.match(terms, filter, RANK_WINDOW);
    if (rows.length >= RANK_WINDOW) {
      // The window is full: make sure the best textual matches (title starts with the query) are in.
      const seen = new Set(rows.map((r) => r.id));
      for (const r of await this.resources.prefixRows(queryNorm, filter, PREFIX_CANDIDATES)) {
        if (!seen.has(r.id)) rows.push(r);
      }
    }
    const now = this.clock.now();
    const scored = rows.map((r) => ({ id: r.id, s: rankScore(r, terms, queryNorm, now) }));
    scored.sort((a, b) => b.s - a.s || b.id - a.id);
    return scored.map((x) => x.id);
  }

  private readonly cache = new StampedCache<number[]>(CACHE_TTL_MS, CACHE_MAX);

  /** The ids of one page and the (capped) total. */
  async pageIds(terms: string[], queryNorm: string, filter: { diskType?: string; onlyFree: boolean }, page: number, size: number) {
    const start = (page - 1) * size;
    if (!CACHE_ON) {
      const order = await this.order(terms, queryNorm, filter);
      return { ids: order.slice(start, start + size), total: order.length };
    }
    const key = `${filter.diskType ?? ''}|${filter.onlyFree ? 1 : 0}|${queryNorm}`;
    const now = this.clock.now();
    const gen = this.resources.index.generation;
    let order = this.cache.get(key, gen, now);
    if (!order) {
      order = await this.order(terms, queryNorm, filter);
      this.cache.set(key, gen, now, order);
    }
    return { ids: order.slice(start, start + size), total: order.length };
  }

  /** Every reachable match in result order: ranked window first, then the rest newest-first. */
  private async order(terms: string[], queryNorm: string, filter: { diskType?: string; onlyFree: boolean }): Promise<number[]> {
    const ranked = await this.rankedIds(terms, queryNorm, filter);
    if (ranked.length < RANK_WINDOW) return ranked;
    // more matches than the rank window: count them (capped) and page past the ranked part newest-first
    const all = await this.resources.index.matchIds(terms, filter, SEARCH_WINDOW);
    const inRanked = new Set(ranked);
    return ranked.concat(all.filter((id) => !inRanked.has(id))).slice(0, SEARCH_WINDOW);
  }

  /** Whether whole replies may be cached (SEARCH_CACHE=0 turns every search cache off). */
  readonly replyCacheOn = CACHE_ON;
  readonly cacheTtlMs = CACHE_TTL_MS;

  /** Changes whenever this process changes the index: cached replies keyed by it go stale at once. */
  cacheStamp(): number {
    return this.resources.index.generation;
  }

  /**
   * What a search must still do when its reply comes from the reply cache: refuse a keyword
   * banned since (444), and count it for the hot keywords like any other search.
   */
  async replayed(kw: string, total: number, visitor: string): Promise<void> {
    const checked = await this.checkKeyword(kw);
    if (total > 0) await this.hot.record(visitor, checked);
  }

  async search(q: SearchQuery, viewer: Viewer | null, visitor: string): Promise<SearchResult> {
    const kw = await this.checkKeyword(q.kw);
    const terms = queryTerms(kw);
    const queryNorm = normalizeText(kw);
    const filter = { diskType: q.skey, onlyFree: q.onlyFree };
    const { ids: pageIds, total: localTotal } = await this.pageIds(terms, queryNorm, filter, q.page, q.size);
    let rows = await this.load(pageIds);
    let total = localTotal;
    let upstream = 0;

    if (q.page === 1 && localTotal < UPSTREAM_MIN_HITS && this.upstream.enabled) {
      const extra = await this.upstream.fetchAndStore(kw, filter);
      const have = new Set(rows.map((r) => r.id));
      const added = extra.filter((r) => !have.has(r.id));
      const room = Math.max(0, q.size - rows.length);
      rows = rows.concat(added.slice(0, room));
      upstream = Math.min(room, added.length);
      total += added.length;
    }
    if (total > 0) await this.hot.record(visitor, kw);
    const list = await this.views(rows, viewer, terms);
    return { list, total, terms, upstream };
  }

  private async load(ids: number[]): Promise<ResourceViewRow[]> {
    const rows = await this.resources.viewRowsByIds(ids);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id)).filter((r): r is ResourceViewRow => !!r);
  }

  /** Views for a list, with paid links unlocked for VIPs and for what the viewer has revealed. */
  async views(rows: ResourceViewRow[], viewer: Viewer | null, terms: string[] = []): Promise<ResourceView[]> {
    const paid = rows.filter((r) => r.price > 0).map((r) => r.id);
    const unlocked = viewer && !viewer.vip && paid.length ? await this.resources.unlockedAmong(viewer.id, paid) : new Set<number>();
    return rows.map((r) =>
      resourceView(r, {
        unlocked: r.price === 0 || !!viewer?.vip || unlocked.has(r.id),
        highlights: terms.length ? highlightRanges(r.title, terms) : [],
      }),
    );
  }
}
