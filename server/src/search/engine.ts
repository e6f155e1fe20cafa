import type { QueryPlan } from './query-understanding';

/**
 * The search engine behind 资源搜索 (issue 36, ADR 0036 addendum "Past one machine").
 *
 * The built-in engine is the SQLite FTS5 / PostgreSQL index of this database (search-index.ts,
 * ranked by SearchService): it is the default and needs nothing. An external engine
 * (Meilisearch today; OpenSearch would be a second class of the same shape) serves the search
 * when SEARCH_ENGINE names it. Whatever the engine answers, SearchService keeps the rules of this
 * site: every id an engine returns is read back from the database and shown only when it is
 * searchable now (approved, not invalid) and passes the filters — an engine that still holds a
 * hidden resource never shows it — and an engine that fails falls back to the built-in index for
 * that search with a logged warning (the visitor sees results, not an error).
 *
 * Writes: the built-in index is written in the transaction of the resource row
 * (ResourcesRepository, the bulk importer). An external engine is fed after the commit from the
 * outbox table `search_engine_outbox` (engine-sync.ts), filled in that same transaction, so a
 * crash or an engine that is down loses nothing: the changed ids wait there until the engine
 * confirmed them.
 */
export interface SearchEngine {
  /** 'builtin' | 'meilisearch' (logs, health) */
  readonly name: string;
  /** One page of results for a query, with its facets. */
  search(q: EngineQuery): Promise<EnginePage>;
  /** Adds or replaces documents (an external engine confirms them before this resolves). */
  upsert(docs: EngineDoc[]): Promise<void>;
  /** Removes documents by resource id (ids it does not hold are fine). */
  remove(ids: number[]): Promise<void>;
  /** Whether the engine answers now (a cheap request; never throws). */
  health(): Promise<EngineHealth>;
}

export interface EngineHealth {
  ok: boolean;
  /** the engine's own words when it is not ok (for the log) */
  detail?: string;
}

export type EngineSort = 'relevance' | 'latest' | 'hot';

/** What is asked of an engine: the understood query, the filters of the page and its place. */
export interface EngineQuery {
  /** the plan of the keyword (query-understanding.ts): its text words, its disk word */
  plan: QueryPlan;
  /** a disk tab (skey), or undefined for 全部 */
  diskType?: string;
  onlyFree: boolean;
  /** only resources created at or after this time (ms), the 时间 filter */
  since?: number;
  categoryId?: number;
  /** 只看已验证 */
  verified?: boolean;
  sort: EngineSort;
  offset: number;
  limit: number;
}

/** One page of an engine's answer (the shape SearchService.page returns for the built-in index). */
export interface EnginePage {
  /** resource ids of the page, in the engine's order */
  ids: number[];
  /** results reachable by paging (the pager) */
  total: number;
  /** matches per disk type under the same filters without the tab; `all` = 全部 */
  counts: Record<string, number>;
  /** paid matches hidden by 只看免费 in this tab */
  paidHidden: number;
  /** more matches exist than are reachable */
  capped: boolean;
  /** results matching every word (the built-in relaxed pass adds partial ones after them) */
  exact: number;
  /** the totals are estimates ({ all: estimated matches of the tab, error: relative standard error }) */
  estimated: { all: number; error: number } | null;
}

/** A resource as an external engine holds it (only what its search and filters need). */
export interface EngineDoc {
  id: number;
  title: string;
  /** normalizeText(title): what is searched (folded width, case, traditional → simplified) */
  title_norm: string;
  disk_type: string;
  free: boolean;
  price: number;
  category_id: number | null;
  created_at: number;
  views: number;
  check_state: string;
}

/** The words an external engine is asked for: the plan's required text groups (disk and category words become filters or are left to the database's rules). */
export function engineText(plan: QueryPlan): string {
  return plan.groups
    .filter((g) => g.required && g.kind !== 'disk')
    .map((g) => g.alts[0]?.join(' ') ?? g.text)
    .join(' ')
    .trim();
}

/** The disk type a disk word of the plan asks for (夸克 → quark), if any. */
export function planDisk(plan: QueryPlan): string | undefined {
  return plan.groups.find((g) => g.required && g.kind === 'disk')?.disk;
}
