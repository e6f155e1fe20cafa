import type { CacheStatsEntry } from '../../../contract/admin';
import { badRequest } from '../lib/app-error';
import { StampedCache } from '../lib/stamped-cache';
import type { Clock } from '../lib/time';
import type { ResourcesRepository, ResourceViewRow, ScoringRow } from '../repositories/resources-repository';
import { planDisk, type EnginePage, type SearchEngine } from '../search/engine';
import { estimateMatches, PROBE, strata, type CountEstimate } from '../search/estimate';
import { DISK_TYPE_NAMES } from '../search/link-parser';
import type { QueryPlan, TermGroup } from '../search/query-understanding';
import { coverage, rankQuery, satisfies, score, type RankQuery } from '../search/ranking';
import { codePoints, highlightRanges, type MatchTerm } from '../search/tokenizer';
import type { HotKeywordService } from './hot-keyword-service';
import type { QueryService } from './query-service';
import { resourceView, type ResourceView, type Viewer } from './resource-view';
import { popularity, RankRowStore, topK, type RankRow } from './search-rows';
import type { UpstreamSearchService } from './upstream-search-service';

/**
 * At most this many matches are reachable (`total` is capped here: 100 pages of 10).
 * Candidates are the newest CANDIDATE_WINDOW matches of the query (for the chosen disk type),
 * plus up to PREFIX_CANDIDATES titles that start with the whole query when the window is full.
 * Filters that do not change the index lookup (只看免费, time range, category) and the sort
 * (相关度 / 最新 / 最热) apply to the candidates in memory, and the per-disk counts of the tabs
 * are counted over the candidates of the query without a disk type: one index query serves
 * every tab, every filter and every sort (ADR 0003, 0013).
 */
export const SEARCH_WINDOW = 1000;
export const CANDIDATE_WINDOW = 1000;
/** kept for readers of ADR 0003: every candidate is ranked now */
export const RANK_WINDOW = CANDIDATE_WINDOW;
/**
 * The hot tier (ADR 0036): pages 1–10 of 相关度 rank the newest HOT_WINDOW matches (plus prefix
 * matches) and estimate the counts; the full CANDIDATE_WINDOW is asked only when that is not
 * enough — fewer than ORDER_KEEP results pass the filters and the tab, a later page, another
 * sort, a category word, or samples that counted every match (then the exact count is cheap).
 * SEARCH_TIERS=0 turns it off (benchmarks).
 */
export const HOT_WINDOW = Math.max(30, Number(process.env.SEARCH_HOT_WINDOW) || 200);
const TIERS_ON = process.env.SEARCH_TIERS !== '0';
/** Prefix matches (title starts with the query) always join the candidates, this many at most. */
const PREFIX_CANDIDATES = 50;
/** Upstream is asked when page 1 has fewer local hits than this. */
export const UPSTREAM_MIN_HITS = 10;

export const SEARCH_SORTS = ['relevance', 'latest', 'hot'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const SEARCH_RANGES = ['all', 'day', 'week', 'month', 'year'] as const;
export type SearchRange = (typeof SEARCH_RANGES)[number];
const RANGE_DAYS: Record<SearchRange, number> = { all: 0, day: 1, week: 7, month: 30, year: 365 };

export const KW_MAX = 100;

/** The search caches' names in the cache stats (GET /admin/v1/cache/stats). */
export const SEARCH_CANDIDATES = 'search_candidates';
export const SEARCH_ORDERS = 'search_orders';
export const SEARCH_RANK_ROWS = 'search_rank_rows';

/**
 * Search caches (ADR 0003, 0013): the candidate ids of a (query, disk type), the ranked order and
 * facets of a (query, filters, sort), and the shared rank-row store (search-rows.ts). Entries live
 * CANDIDATE_TTL_MS (ids), CACHE_TTL_MS (orders, replies) or ROW_TTL_MS (rows), and all of them
 * are dropped as soon as the index generation moves: this process's index
 * changes at once, other processes' from their next request on (cache_generations, topic
 * `search`). SEARCH_CACHE=0 disables them all, and the anonymous reply cache.
 */
const CACHE_TTL_MS = 15_000;
const CACHE_MAX = 5000;
/**
 * Candidate ids depend on the index alone (FTS / resource_search membership and title_norm, which
 * change only with an index change), and every index change moves the generation — in this
 * process at once, in the others from their next request (cache_generations, issue 18). So the
 * ids need no short TTL to stay exact: they are kept 10 minutes (bounded memory: ≤ 1050 ids,
 * ~4 KB, per entry), and a long-tail query asked again within that time skips the index.
 */
const CANDIDATE_TTL_MS = 600_000;
const CANDIDATE_MAX = 10_000;
const CACHE_ON = process.env.SEARCH_CACHE !== '0';

/**
 * 相关度 is ranked by search/ranking.ts (every weight in one place; ADR 0028). `rankScore` scores
 * one row for a plain query (tests and readers of ADR 0003).
 */
export function rankScore(r: ScoringRow, plan: QueryPlan, now: number, categoryIds = new Map<string, number>()): number {
  const row = { ...r, tlen: codePoints(r.title_norm).length, pop: popularity(r.views) };
  const q = rankQuery(plan, categoryIds, now);
  return score(row, q, coverage(row, q, true));
}

/** The relaxed pass runs when the all-terms pass finds fewer than this (a page). */
export const RELAX_BELOW = 10;
/** Matches of each group taken into the relaxed pass. */
const RELAX_WINDOW = 300;

interface Candidates {
  rows: RankRow[];
  /** the window was full: more matches exist than the candidates */
  capped: boolean;
  /** when the hot window is full: the estimate of all matches from samples of the index (null: not capped, not a text query) */
  estimate: CountEstimate | null;
  /** how many of `rows` came from the window (the rest are prefix matches older than it) */
  windowRows: number;
}

/** The candidates of a query as cached: their ids only (the rows live in the shared RankRowStore). */
interface CandidateIds {
  ids: Int32Array;
  capped: boolean;
  estimate: CountEstimate | null;
  windowRows: number;
}

/** One search's page-independent answer, cached per (query, filters, sort): the best ORDER_KEEP ids and the facets. */
interface Ordered {
  /** ids in result order; all of them when `complete`, else the first ORDER_KEEP or more */
  order: number[];
  complete: boolean;
  total: number;
  counts: Record<string, number>;
  paidHidden: number;
  capped: boolean;
  /** results matching every required group (the rest of `total` are partial matches) */
  exact: number;
  /** total, counts and paidHidden are estimates (ADR 0036); `all` is the estimated number of all matches of the tab */
  estimated: { all: number; error: number } | null;
}

/** How many ids of an order are kept (10 pages of 10): later pages rank again. */
const ORDER_KEEP = 100;
/**
 * Rank rows shared by every cached query (search-rows.ts). Sized for the rows the candidate
 * windows of a whole query log touch on 1M resources (the newest matches of every popular title:
 * several hundred thousand), so a query no cache has seen reads few rows. Measured on the 1M
 * bench (README, ADR 0013): 300k rows gave p99 51 / 62 ms (anonymous / member), 600k 34 / 40 ms,
 * for ~400 MB more RSS at peak (1.1 GB; the per-query row copies this store replaced reached
 * 0.95 GB on the same log).
 */
const ROW_STORE_MAX = 600_000;
/**
 * How long a rank row is used before it is read again. Every field but the view count changes
 * only with an index change (the generation empties the store at once, in every process); view
 * counts move without one, so ranking and 最热 see views at most this old.
 */
const ROW_TTL_MS = 60_000;

export interface SearchQuery {
  kw: string;
  skey?: string;
  onlyFree: boolean;
  page: number;
  size: number;
  /** 相关度 (default) / 最新 / 最热 */
  sort?: SearchSort;
  /** created within the last day / week / month / year; all = 不限 */
  range?: SearchRange;
  /** netdisk category id */
  categoryId?: number;
  /** 只看已验证 (issue 19): only links the checker found valid */
  verified?: boolean;
}

export interface SearchResult {
  list: ResourceView[];
  total: number;
  /** the normalised terms that were matched (what the page highlights) */
  terms: string[];
  /** how many of the list came from the upstream search */
  upstream: number;
  /**
   * Matches per disk type for this query with the same 只看免费 / time / category filters: the
   * total each disk tab shows (before the 1000 cap). `all` is the 全部 tab.
   */
  counts: Record<string, number>;
  /** paid matches hidden by 只看免费 in the current tab (0 when paid ones are shown) */
  paid_hidden: number;
  /** the candidate window was full: counts are lower bounds ("1000+") */
  capped: boolean;
  /** 'all': every result matches every word; 'partial': fewer than a page did, the rest match some (issue 28) */
  match: 'all' | 'partial';
  /** how many results match every word (≤ total) */
  exact_total: number;
  /** ADR 0036: total, counts and paid_hidden are estimated from the newest matches (约 N) */
  total_estimated: boolean;
  /** the estimated number of all matches of this tab (may exceed the reachable `total`); = total when exact */
  estimated_total: number;
  /** relative standard error of the estimate (0.07 = ±7 %); 0 when exact */
  estimate_error: number;
  /** what the query was understood as: a disk word (夸克) became the disk filter, a category word (电影) matched the category */
  understood: { disk: string | null; disk_name: string | null; category: string | null };
}

export class SearchService {
  constructor(
    private readonly resources: ResourcesRepository,
    private readonly hot: HotKeywordService,
    private readonly upstream: UpstreamSearchService,
    private readonly clock: Clock,
    readonly queries: QueryService,
  ) {}

  /** Validates kw: 1–100 characters after trimming; refuses banned words with code 444. */
  async checkKeyword(kw: string): Promise<string> {
    const trimmed = kw.trim();
    if (!trimmed) throw badRequest('请输入搜索关键词');
    if (codePoints(trimmed).length > KW_MAX) throw badRequest(`搜索关键词过长（最多 ${KW_MAX} 个字符）`);
    await this.hot.assertAllowed(trimmed, '搜索词');
    return trimmed;
  }

  /** query → candidate ids (per disk type), 10 min, stamped by the index generation */
  private readonly cache = new StampedCache<CandidateIds>(CANDIDATE_TTL_MS, CANDIDATE_MAX);
  /** (query, filters, sort) → the ranked order and facets, 15 s, stamped by the index generation */
  private readonly orders = new StampedCache<Ordered>(CACHE_TTL_MS, CACHE_MAX);
  /** id → rank row, shared by all queries; stamped by the index generation, rows older than ROW_TTL_MS read again */
  readonly rowStore = new RankRowStore(
    (ids) => this.resources.index.rows(ids),
    () => this.resources.index.generation,
    ROW_TTL_MS,
    ROW_STORE_MAX,
    CACHE_ON,
  );

  /**
   * What the search caches of this process hold (GET /admin/v1/cache/stats, issue 34): the
   * candidate ids (hits/misses per lookup), the ranked orders, and the shared rank rows (hits:
   * rows found in memory; misses: rows read from the database).
   */
  cacheStats(): CacheStatsEntry[] {
    return [
      {
        name: SEARCH_CANDIDATES, ...this.cache.stats, entries: this.cache.size, capacity: this.cache.capacity,
        bytes: this.cache.weigh((v) => v.ids.byteLength + (v.estimate ? Buffer.byteLength(JSON.stringify(v.estimate)) : 0)),
      },
      {
        name: SEARCH_ORDERS, ...this.orders.stats, entries: this.orders.size, capacity: this.orders.capacity,
        bytes: this.orders.weigh((v) => v.order.length * 8 + Buffer.byteLength(JSON.stringify(v.counts))),
      },
      {
        name: SEARCH_RANK_ROWS, hits: this.rowStore.stats.hits, misses: this.rowStore.stats.readRows,
        entries: this.rowStore.size, capacity: this.rowStore.capacity, bytes: this.rowStore.weigh(),
      },
    ];
  }

  /**
   * The candidates of a plan for one disk type ('' = every type): resources satisfying every
   * required group, newest CANDIDATE_WINDOW first, plus prefix matches when the window is full.
   * The index answers the text groups (ids only; a group of alternatives is an OR); a disk word
   * is the disk filter of the index lookup; category words are checked on the rows (title or
   * category). A plan of field words only lists the field (fieldIds). Ids are cached per
   * (disk type, plan key) for CANDIDATE_TTL_MS and dropped when the index changes.
   */
  async candidates(plan: QueryPlan, diskType: string | undefined, categoryIds: Map<string, number>, window = CANDIDATE_WINDOW): Promise<Candidates> {
    const key = `${window}|${diskType ?? ''}|${plan.key}`;
    const now = this.clock.now();
    const gen = this.resources.index.generation;
    const hit = CACHE_ON ? this.cache.get(key, gen, now) : undefined;
    if (hit) {
      const rows = await this.rowStore.get(hit.ids, now);
      // a row that stopped being searchable is missing from `rows`: the window part shrinks with it
      return { rows, capped: hit.capped, estimate: hit.estimate, windowRows: Math.min(hit.windowRows, rows.length) };
    }
    const index = this.resources.index;
    const required = plan.groups.filter((g) => g.required);
    const text = required.filter((g) => g.kind !== 'disk' && g.kind !== 'category');
    const cats = required.filter((g) => g.kind === 'category');
    const disks = [...new Set(required.filter((g) => g.kind === 'disk').map((g) => g.disk!))];
    if (diskType) disks.push(diskType);
    const disk = [...new Set(disks)];
    let rows: RankRow[] = [];
    let capped = false;
    let estimate: CountEstimate | null = null;
    let windowRows = 0;
    if (disk.length <= 1) {
      const filter = { diskType: disk[0], onlyFree: false };
      let matched: number[];
      if (text.length) {
        matched = await index.matchIds(text.map(matchTerm), filter, window);
      } else if (cats.length) {
        // a category word alone (电影, 夸克 电影): the category listing plus titles naming it
        const catId = categoryIds.get(cats[0].category!);
        const [byField, byTitle] = await Promise.all([
          catId === undefined ? Promise.resolve([]) : index.fieldIds({ categoryId: catId, diskType: disk[0] }, window),
          index.matchIds([matchTerm(cats[0])], filter, window),
        ]);
        matched = [...new Set([...byField, ...byTitle])].sort((x, y) => y - x).slice(0, window);
      } else {
        matched = disk[0] ? await index.fieldIds({ diskType: disk[0] }, window) : [];
      }
      capped = matched.length >= window;
      // the count estimate (ADR 0036) only where the window's ids are the matches themselves:
      // text groups alone (a category word also filters rows after the lookup)
      if (capped && window < CANDIDATE_WINDOW && text.length && !cats.length) {
        const sampled = await this.estimate(text.map(matchTerm), filter, matched);
        if (sampled?.estimate.exact) {
          // the samples counted every match: window + samples are all of them (≤ k + STRATA·PROBE,
          // under CANDIDATE_WINDOW) — exactly what the full window would find, without asking it
          matched = matched.concat(sampled.ids);
          capped = false;
        } else estimate = sampled?.estimate ?? null;
      }
      rows = await this.rowStore.get(matched, now);
      if (cats.length) rows = rows.filter((r) => cats.every((g) => satisfies(r, g, categoryIds)));
      windowRows = rows.length;
      if (capped && plan.compact) {
        // The window is full: make sure the best textual matches (title starts with the query) are in.
        const seen = new Set(matched);
        const prefixIds = (await index.prefixIds(plan.norm, PREFIX_CANDIDATES * 4)).filter((id) => !seen.has(id));
        const prefix = (await this.rowStore.get(prefixIds, now))
          .filter((r) => (!disk[0] || r.disk_type === disk[0]) && required.every((g) => satisfies(r, g, categoryIds)))
          .slice(0, PREFIX_CANDIDATES);
        if (prefix.length) rows = rows.concat(prefix);
      }
    }
    if (CACHE_ON) this.cache.set(key, gen, now, { ids: Int32Array.from(rows, (r) => r.id), capped, estimate, windowRows });
    return { rows, capped, estimate, windowRows };
  }

  /**
   * The number of all matches of a full hot window (search/estimate.ts): the span below the
   * window in STRATA parts, each sampled by one index walk of at most PROBE ids — ids only, no
   * row is read — and cached with the candidates. Null when the index is empty.
   */
  private async estimate(terms: MatchTerm[], filter: { diskType?: string; onlyFree: boolean }, window: number[]): Promise<{ estimate: CountEstimate; ids: number[] } | null> {
    const range = await this.idRange();
    if (!range || !window.length) return null;
    const sampled: Array<{ lo: number; hi: number; sample: number[]; from?: 'bottom' }> = [];
    // Each walk is bounded above only (`rowid < hi`, at most PROBE ids) and stops after PROBE
    // matches. With a lower bound too (`rowid >= lo`) it did the work of a walk
    // over every match whatever the part's width (ADR 0036, round 2: 18 ms for a 1,000-id part of
    // 「2024) 全1」, as much as all 1,098 of its matches). The ids of a walk that are below its part
    // belong to the parts below it: a part the previous walk passed entirely (it ran out of
    // matches, or its last id is below the part) is counted from that walk, without a walk of its own.
    //
    // Round 3: FTS5 does not seek to a rowid bound either way — a walk down from `hi` pays for every
    // match between the highest id and `hi`, a walk up from `lo` for every match between the lowest
    // id and `lo` (measured at 10M: 0.4 → 180 ms down to the middle, 0.1–0.5 ms up from the bottom).
    // So a part nearer the lowest id than the highest is sampled from its bottom, going up.
    let walk: number[] = [];
    /** the previous walk holds every match down to this id (−∞: it ran out of matches) */
    let completeTo = Number.POSITIVE_INFINITY;
    for (const part of strata(window[window.length - 1], range)) {
      if (completeTo > part.lo) {
        if (part.lo - range.min < range.max - part.hi) {
          const up = await this.resources.index.matchIds(terms, { ...filter, above: part.lo, ascending: true }, PROBE);
          // the first ≤ PROBE matches of [lo, hi) from the bottom, kept highest first like the others
          sampled.push({ ...part, sample: up.filter((id) => id < part.hi).reverse(), from: 'bottom' });
          continue;
        }
        walk = await this.resources.index.matchIds(terms, { ...filter, below: part.hi }, PROBE);
        completeTo = walk.length < PROBE ? Number.NEGATIVE_INFINITY : walk[walk.length - 1];
      }
      // the first ≤ PROBE matches of [lo, hi), highest first — what estimateMatches reads
      sampled.push({ ...part, sample: walk.filter((id) => id < part.hi && id >= part.lo) });
    }
    return { estimate: estimateMatches(window.length, sampled), ids: sampled.flatMap((p) => p.sample) };
  }

  private range: { gen: number; at: number; value: Promise<{ min: number; max: number } | null> } | undefined;

  /** The index's id span (estimateMatches), read again when the index generation moves or after a minute. */
  private idRange(): Promise<{ min: number; max: number } | null> {
    const gen = this.resources.index.generation;
    const now = this.clock.now();
    if (!this.range || this.range.gen !== gen || now - this.range.at >= 60_000 || now < this.range.at) {
      this.range = { gen, at: now, value: this.resources.index.idRange() };
    }
    return this.range.value;
  }

  /**
   * The relaxed pass (issue 28): resources satisfying at least one required group, each group's
   * newest RELAX_WINDOW matches (a disk word is not a source: it would list the whole disk).
   * Cached like the candidates.
   */
  private async relaxedCandidates(plan: QueryPlan, categoryIds: Map<string, number>): Promise<RankRow[]> {
    const key = `~|${plan.key}`;
    const now = this.clock.now();
    const gen = this.resources.index.generation;
    const hit = CACHE_ON ? this.cache.get(key, gen, now) : undefined;
    if (hit) return this.rowStore.get(hit.ids, now);
    const index = this.resources.index;
    const lists = await Promise.all(
      plan.groups
        .filter((g) => g.required && g.kind !== 'disk')
        .map(async (g) => {
          const byTitle = await index.matchIds([matchTerm(g)], { onlyFree: false }, RELAX_WINDOW);
          const catId = g.kind === 'category' ? categoryIds.get(g.category!) : undefined;
          return catId === undefined ? byTitle : byTitle.concat(await index.fieldIds({ categoryId: catId }, RELAX_WINDOW));
        }),
    );
    const ids = [...new Set(lists.flat())].sort((x, y) => y - x);
    if (CACHE_ON) this.cache.set(key, gen, now, { ids: Int32Array.from(ids), capped: false, estimate: null, windowRows: ids.length });
    return this.rowStore.get(ids, now);
  }

  /** Candidates passing 只看免费 (when on), the time range and the category. */
  private filtered<R extends ScoringRow>(rows: R[], o: { onlyFree: boolean; range?: SearchRange; categoryId?: number; verified?: boolean }, now: number): R[] {
    const since = o.range && o.range !== 'all' ? now - RANGE_DAYS[o.range] * 86_400_000 : null;
    return rows.filter(
      (r) =>
        (!o.onlyFree || r.price === 0) &&
        (since === null || Number(r.created_at) >= since) &&
        (o.categoryId === undefined || r.category_id === o.categoryId) &&
        (!o.verified || r.check_state === 'ok'),
    );
  }

  /**
   * The best `k` candidates' ids in order: relevance (ranking.ts), latest (created_at), hot
   * (views); ties newer id first. A bounded heap (search-rows.ts topK): page 1 of a common term
   * ranks 1000 candidates without sorting them. `covers` (the relaxed pass): the weighted
   * coverage of each row, which orders before the sort key.
   */
  sorted(rows: RankRow[], sort: SearchSort, q: RankQuery, k = rows.length, covers?: Float64Array): number[] {
    const id = (i: number) => rows[i].id;
    let key: (i: number) => number;
    if (sort === 'latest') key = (i) => rows[i].created_at;
    else if (sort === 'hot') key = (i) => rows[i].views;
    else key = (i) => score(rows[i], q, covers ? covers[i] : coverage(rows[i], q, true));
    if (covers) {
      // coverage first (partial matches covering more words first), then the sort's key
      const base = key;
      const spread = sort === 'relevance' ? 2 : 1e15;
      key = (i) => Math.round(covers[i] * 1000) * spread + base(i);
    }
    return topK(rows.length, k, key, id).map((i) => rows[i].id);
  }

  /**
   * One page of a search, its (capped) total, the per-disk counts of the tabs and the paid
   * matches hidden by 只看免费 — from at most two index lookups (every type; the chosen type),
   * both cached, plus the relaxed pass when the all-terms pass finds less than a page; the order
   * and the facets are cached per (plan, filters, sort), so a repeated search ranks nothing again.
   */
  async page(plan: QueryPlan, q: SearchQuery) {
    const now = this.clock.now();
    const start = (q.page - 1) * q.size;
    const need = Math.min(SEARCH_WINDOW, start + q.size);
    const key = `${plan.key}|${plan.norm}|${q.skey ?? ''}|${q.onlyFree ? 1 : 0}|${q.sort ?? 'relevance'}|${q.range ?? 'all'}|${q.categoryId ?? ''}|${q.verified ? 1 : 0}`;
    const gen = this.resources.index.generation;
    let o = CACHE_ON ? this.orders.get(key, gen, now) : undefined;
    if (!o || (!o.complete && o.order.length < need)) {
      o = await this.ordered(plan, q, Math.max(need, ORDER_KEEP), now);
      if (CACHE_ON) this.orders.set(key, gen, now, o);
    }
    return { ids: o.order.slice(start, start + q.size), total: o.total, counts: o.counts, paidHidden: o.paidHidden, capped: o.capped, exact: o.exact, estimated: o.estimated };
  }

  /**
   * The order and facets (ADR 0036): from the hot tier (the newest HOT_WINDOW matches) when that
   * serves pages 1–10 of 相关度, else from the full window. When the hot tier served pages 1–10,
   * a later page keeps those 100 results in place and continues with the full window's order
   * without them, so paging never repeats or skips a result that was shown.
   */
  private async ordered(plan: QueryPlan, q: SearchQuery, keep: number, now: number): Promise<Ordered> {
    const hotOk = TIERS_ON && (q.sort ?? 'relevance') === 'relevance';
    if (!hotOk) return (await this.orderedFrom(plan, q, keep, now, CANDIDATE_WINDOW))!;
    if (keep <= ORDER_KEEP) {
      const hot = await this.orderedFrom(plan, q, keep, now, HOT_WINDOW);
      if (hot) return hot;
      return (await this.orderedFrom(plan, q, keep, now, CANDIDATE_WINDOW))!;
    }
    // a later page (or one longer page, PanSou's 200): pages 1–10 as the hot tier ranked them, if it did
    const hot = (q.page - 1) * q.size >= ORDER_KEEP ? await this.orderedFrom(plan, q, ORDER_KEEP, now, HOT_WINDOW) : null;
    const deep = (await this.orderedFrom(plan, q, hot ? keep + ORDER_KEEP : keep, now, CANDIDATE_WINDOW))!;
    if (!hot) return deep;
    const shown = new Set(hot.order);
    const order = hot.order.concat(deep.order.filter((id) => !shown.has(id))).slice(0, Math.max(deep.total, hot.order.length));
    return { ...deep, order, complete: deep.complete || order.length >= deep.total };
  }

  /**
   * The order and facets from the newest `window` matches. For the hot tier (window <
   * CANDIDATE_WINDOW) null when it is not enough: the window was full and fewer than `keep`
   * results pass the filters, or there is no estimate to scale by (see HOT_WINDOW).
   */
  private async orderedFrom(plan: QueryPlan, q: SearchQuery, keep: number, now: number, window: number): Promise<Ordered | null> {
    const hotTier = window < CANDIDATE_WINDOW;
    const opts = { onlyFree: q.onlyFree, range: q.range, categoryId: q.categoryId, verified: q.verified };
    const categoryIds = await this.queries.categoryIds();
    const rq = rankQuery(plan, categoryIds, now);
    const all = await this.candidates(plan, undefined, categoryIds, window);
    // no estimate (no index), or one that counted every match: the full window counts exactly, facets too
    if (hotTier && all.capped && (!all.estimate || all.estimate.exact)) return null;
    // a full hot window: its own rows are counted and scaled by the estimate; prefix matches beyond it are ranked, not counted
    const estimate = hotTier && all.capped ? all.estimate : null;
    const beyond = estimate ? new Set(all.rows.slice(all.windowRows).map((r) => r.id)) : null;
    let pool = this.filtered(all.rows, { ...opts, onlyFree: false }, now);
    let covers: Float64Array | undefined;
    const fullShown = pool.filter((r) => !q.onlyFree || r.price === 0).length;
    if (fullShown < RELAX_BELOW && plan.groups.filter((g) => g.required).length >= 2) {
      // relax: resources covering some of the words, after the full matches, by weighted coverage
      const have = new Set(pool.map((r) => r.id));
      const partial = this.filtered(await this.relaxedCandidates(plan, categoryIds), { ...opts, onlyFree: false }, now).filter((r) => !have.has(r.id));
      if (partial.length) {
        pool = pool.concat(partial);
        covers = new Float64Array(pool.length);
        for (let i = 0; i < pool.length; i++) covers[i] = i < have.size ? 1 + coverage(pool[i], rq, true) : coverage(pool[i], rq, false);
      }
    }
    const counts: Record<string, number> = { all: 0 };
    let paidHidden = 0;
    for (const r of pool) {
      if (beyond?.has(r.id)) continue;
      if (q.onlyFree && r.price > 0) {
        if (!q.skey || r.disk_type === q.skey) paidHidden++;
        continue;
      }
      counts.all++;
      counts[r.disk_type] = (counts[r.disk_type] ?? 0) + 1;
    }
    const mine = q.skey && all.capped && !hotTier ? await this.candidates(plan, q.skey, categoryIds) : null;
    let rows: RankRow[];
    let rowCovers: Float64Array | undefined;
    if (mine) rows = this.filtered(mine.rows, opts, now);
    else {
      const keepIdx: number[] = [];
      for (let i = 0; i < pool.length; i++) {
        const r = pool[i];
        if ((!q.onlyFree || r.price === 0) && (!q.skey || r.disk_type === q.skey)) keepIdx.push(i);
      }
      rows = keepIdx.map((i) => pool[i]);
      if (covers) rowCovers = Float64Array.from(keepIdx, (i) => covers[i]);
    }
    if (estimate) {
      // the hot tier serves pages 1–10 only with enough results in this tab under these filters
      if (rows.length < keep) return null;
      const inWindow = beyond ? rows.filter((r) => !beyond.has(r.id)).length : rows.length;
      const est = Math.max(rows.length, Math.round(inWindow * estimate.scale));
      for (const k of Object.keys(counts)) counts[k] = Math.round(counts[k] * estimate.scale);
      const tab = q.skey ?? 'all';
      counts[tab] = Math.max(counts[tab] ?? 0, est);
      paidHidden = Math.round(paidHidden * estimate.scale);
      const total = Math.min(est, SEARCH_WINDOW);
      const order = this.sorted(rows, 'relevance', rq, Math.min(rows.length, keep));
      return { order, complete: false, total, counts, paidHidden, capped: true, exact: total, estimated: { all: est, error: estimate.error } };
    }
    const exact = rowCovers ? rowCovers.filter((c) => c > 1).length : rows.length;
    const total = Math.min(rows.length, SEARCH_WINDOW);
    const order = this.sorted(rows, q.sort ?? 'relevance', rq, Math.min(total, keep), rowCovers);
    return { order, complete: order.length >= total, total, counts, paidHidden, capped: all.capped, exact: Math.min(exact, total), estimated: null };
  }

  /** Whether whole replies may be cached (SEARCH_CACHE=0 turns every search cache off). */
  readonly replyCacheOn = CACHE_ON;
  readonly cacheTtlMs = CACHE_TTL_MS;

  /**
   * Changes whenever the index changes or a setting is saved (the admin's synonyms change what a
   * query means; settings saved by another process arrive through cache_generations): cached
   * replies keyed by it go stale at once. The hot list's stamp too: a reply's `related` and
   * `did_you_mean` come from the suggestion set, which holds the public hot words (issue 28: a
   * rejected keyword must not linger in a cached reply).
   */
  cacheStamp(): string {
    const base = `${this.resources.index.generation}:${this.queries.stamp()}:${this.hot.listStamp()}`;
    // an external engine: also every push it confirmed, and which engine answers (a fallback's replies go with its outage)
    return this.external ? `${base}:${this.external.stamp()}:${this.engineName()}` : base;
  }

  /**
   * What a search must still do when its reply comes from the reply cache: refuse a keyword
   * banned since (444), and count it for the hot keywords like any other search.
   */
  async replayed(kw: string, total: number, visitor: string): Promise<void> {
    const checked = await this.checkKeyword(kw);
    if (total > 0) await this.hot.record(visitor, checked);
  }

  /** An external engine (ADR 0036 addendum), when SEARCH_ENGINE names one; null: the built-in index answers. */
  private external: { engine: SearchEngine; retryMs: number; log: (msg: string) => void; stamp: () => number } | null = null;
  /** the engine failed: the built-in index answers until this time (clock ms) */
  private engineDownUntil = 0;
  private engineFailing = false;

  /** Lets an external engine serve search(); the built-in index stays the fallback and the rules (engine.ts). */
  useEngine(engine: SearchEngine, o: { retryMs: number; log: (msg: string) => void; stamp: () => number }): void {
    this.external = { engine, ...o };
  }

  /** Which engine answers now: the external one unless it failed less than retryMs ago. */
  engineName(): string {
    return this.external && this.clock.now() >= this.engineDownUntil ? this.external.engine.name : 'builtin';
  }

  /**
   * One page from the external engine, kept to this site's rules: each id is read back from the
   * database and shown only when it is searchable now (approved, not invalid — an engine that has
   * not yet applied a hide still returns it) and passes the filters. Null when there is no engine,
   * it failed within retryMs, or it fails now (logged once per outage; the caller asks the
   * built-in index).
   */
  private async fromEngine(plan: QueryPlan, q: SearchQuery): Promise<EnginePage | null> {
    const ext = this.external;
    const now = this.clock.now();
    if (!ext || now < this.engineDownUntil) return null;
    const since = q.range && q.range !== 'all' ? now - RANGE_DAYS[q.range] * 86_400_000 : undefined;
    try {
      const start = (q.page - 1) * q.size;
      const got = await ext.engine.search({
        plan, diskType: q.skey, onlyFree: q.onlyFree, since, categoryId: q.categoryId, verified: q.verified,
        sort: q.sort ?? 'relevance', offset: start, limit: q.size,
      });
      const rows = new Map((await this.resources.index.rows(got.ids)).map((r) => [r.id, r]));
      const disk = planDisk(plan) ?? q.skey;
      const ids = got.ids.filter((id) => {
        const r = rows.get(id);
        return (
          !!r &&
          (!q.onlyFree || r.price === 0) &&
          (!disk || r.disk_type === disk) &&
          (since === undefined || Number(r.created_at) >= since) &&
          (q.categoryId === undefined || r.category_id === q.categoryId) &&
          (!q.verified || r.check_state === 'ok')
        );
      });
      if (this.engineFailing) ext.log(`search engine ${ext.engine.name} answers again`);
      this.engineFailing = false;
      const dropped = got.ids.length - ids.length;
      const total = Math.max(start + ids.length, got.total - dropped);
      return { ...got, ids, total, exact: Math.min(got.exact, total) };
    } catch (err) {
      this.engineDownUntil = now + ext.retryMs;
      if (!this.engineFailing) ext.log(`search engine ${ext.engine.name} failed, the built-in index answers (${(err as Error).message})`);
      this.engineFailing = true;
      return null;
    }
  }

  async search(q: SearchQuery, viewer: Viewer | null, visitor: string): Promise<SearchResult> {
    const kw = await this.checkKeyword(q.kw);
    const plan = await this.queries.plan(kw);
    const terms = plan.highlight;
    const filter = { diskType: q.skey, onlyFree: q.onlyFree };
    const { ids: pageIds, total: localTotal, counts, paidHidden, capped, exact, estimated } = (await this.fromEngine(plan, q)) ?? (await this.page(plan, q));
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
    const disk = plan.groups.find((g) => g.kind === 'disk')?.disk ?? null;
    const category = plan.groups.find((g) => g.kind === 'category')?.category ?? null;
    return {
      list, total, terms, upstream, counts, paid_hidden: paidHidden, capped,
      match: exact < localTotal ? 'partial' : 'all',
      exact_total: exact,
      total_estimated: !!estimated,
      estimated_total: estimated ? estimated.all : total,
      estimate_error: estimated ? estimated.error : 0,
      understood: { disk, disk_name: disk ? (DISK_TYPE_NAMES[disk as keyof typeof DISK_TYPE_NAMES] ?? null) : null, category },
    };
  }

  /** Resources related to a title (its first word, ≤ 8 characters), best first, without `selfId`. */
  async related(selfId: number, titleNorm: string, viewer: Viewer | null, size: number): Promise<ResourceView[]> {
    const word = relatedWord(titleNorm);
    if (!word) return [];
    return this.views(await this.load((await this.relatedIds(word, size + 1)).filter((x) => x !== selfId).slice(0, size)), viewer);
  }

  /**
   * The first `n` resources related by `word` (relatedWord of a title), best first — what
   * related() picks from (it leaves out the resource itself and keeps n − 1). The server page
   * /r/{id} caches these per word (ADR 0032).
   */
  async relatedTo(word: string, viewer: Viewer | null, n: number): Promise<ResourceView[]> {
    return this.views(await this.load(await this.relatedIds(word, n)), viewer);
  }

  private async relatedIds(word: string, n: number): Promise<number[]> {
    const plan = await this.queries.plan(word);
    return (await this.page(plan, { kw: word, onlyFree: false, page: 1, size: n })).ids;
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

/** What related resources are searched by: the title's first word, its first 8 characters at most ('' for none). */
export function relatedWord(titleNorm: string): string {
  return codePoints(titleNorm.split(' ').find((w) => w.length > 0) ?? '').slice(0, 8).join('');
}

/** A group as an index term: a plain substring, or its alternatives. */
function matchTerm(g: TermGroup): MatchTerm {
  return g.alts.length === 1 && g.alts[0].length === 1 ? g.alts[0][0] : g.alts;
}
