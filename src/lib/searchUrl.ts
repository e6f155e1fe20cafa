/**
 * The search page's state lives in its URL (issue 15): `#/main/index?kw=三体&skey=quark&onlyFree=0
 * &sort=latest&range=week&cat=3&page=2`. Parameters at their default are left out, so every
 * state has exactly one URL and a shared link shows the same results.
 */
export const SEARCH_SORTS = ['relevance', 'latest', 'hot'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const SEARCH_RANGES = ['all', 'day', 'week', 'month', 'year'] as const;
export type SearchRange = (typeof SEARCH_RANGES)[number];

export const SORT_LABELS: Record<SearchSort, string> = { relevance: '相关度', latest: '最新', hot: '最热' };
export const RANGE_LABELS: Record<SearchRange, string> = { all: '不限', day: '一天', week: '一周', month: '一月', year: '一年' };

export interface SearchUrlState {
  kw: string;
  /** disk type, '' = 全部 */
  skey: string;
  /** '1' 只看免费 (default) / '0' */
  onlyFree: string;
  sort: SearchSort;
  range: SearchRange;
  /** netdisk category id, 0 = every category */
  cat: number;
  page: number;
  /** '1' 只看已验证 (issue 19: links the checker found valid); absent/'0' = every link */
  verified?: string;
}

export const DEFAULT_SEARCH_URL_STATE: SearchUrlState = { kw: '', skey: '', onlyFree: '1', sort: 'relevance', range: 'all', cat: 0, page: 1 };

/** The parameters present and valid in a location search string (`?kw=…`); bad values are dropped. */
export function parseSearchParams(query: string): Partial<SearchUrlState> {
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  const out: Partial<SearchUrlState> = {};
  const kw = params.get('kw');
  if (kw !== null) out.kw = kw;
  const skey = params.get('skey');
  if (skey !== null) out.skey = skey === 'all' ? '' : skey;
  const onlyFree = params.get('onlyFree');
  if (onlyFree === '0' || onlyFree === '1') out.onlyFree = onlyFree;
  const sort = params.get('sort');
  if ((SEARCH_SORTS as readonly string[]).includes(sort ?? '')) out.sort = sort as SearchSort;
  const range = params.get('range');
  if ((SEARCH_RANGES as readonly string[]).includes(range ?? '')) out.range = range as SearchRange;
  const cat = Number(params.get('cat'));
  if (Number.isInteger(cat) && cat > 0) out.cat = cat;
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) out.page = page;
  if (params.get('verified') === '1') out.verified = '1';
  return out;
}

/** Whether the URL names a search (has a non-blank kw): then it alone decides the state. */
export function urlHasSearch(query: string): boolean {
  return !!parseSearchParams(query).kw?.trim();
}

/** The full state a URL stands for: its parameters over the defaults. */
export function searchStateFromUrl(query: string): SearchUrlState {
  return { ...DEFAULT_SEARCH_URL_STATE, ...parseSearchParams(query) };
}

/** The canonical search string of a state (`?kw=…`; defaults left out). */
export function searchQueryString(state: Partial<SearchUrlState>): string {
  const s = { ...DEFAULT_SEARCH_URL_STATE, ...state };
  const params = new URLSearchParams();
  params.set('kw', s.kw.trim());
  if (s.skey) params.set('skey', s.skey);
  if (s.onlyFree !== '1') params.set('onlyFree', s.onlyFree);
  if (s.sort !== 'relevance') params.set('sort', s.sort);
  if (s.range !== 'all') params.set('range', s.range);
  if (s.cat > 0) params.set('cat', String(s.cat));
  if (s.verified === '1') params.set('verified', '1');
  if (s.page > 1) params.set('page', String(s.page));
  return `?${params.toString()}`;
}

/**
 * The URL state a search page resumes when opened without `?kw=` (the last search, kept in the
 * search slice). 免费搜索 (/main/common) lists free resources only, so it never carries the last
 * search's `onlyFree=0` (issue 30: the 免费搜索 nav item came back with onlyFree=0).
 */
export function resumedSearchState(last: Partial<SearchUrlState>, mode: 'all' | 'free'): Partial<SearchUrlState> {
  return mode === 'free' ? { ...last, onlyFree: '1' } : { ...last };
}
