import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  BrowseParams,
  Category,
  HotKeywordsReply,
  HotPage,
  HotRange,
  MyShare,
  Resource,
  ResourceDetail,
  SharePreviewItem,
  ShareResult,
  ShareStatus,
  Subscription,
  Suggestion,
} from '../../api/resources';
import type { PageParams, PagedList } from '../../api/types';
import { DEFAULT_PAGE_SIZE } from '../../config';
import type { SearchRange, SearchSort } from '../../lib/searchUrl';

/**
 * Resource screens (issue 5): the search results, the hot keywords under the search box and
 * the open detail page. Not persisted (the search slice keeps kw/skey/onlyFree; results are
 * asked again). Sagas fill it (src/sagas/search.ts, src/sagas/resource.ts).
 */

/** The query the shown results answer. */
export interface SearchQuery {
  kw: string;
  skey: string;
  onlyFree: string;
  page: number;
  size: number;
  sort?: SearchSort;
  range?: SearchRange;
  /** category id, 0 = all */
  cat?: number;
  /** '1' 只看已验证 (issue 19) */
  verified?: string;
}

export interface SearchResultsState {
  query: SearchQuery | null;
  list: Resource[];
  total: number;
  terms: string[];
  /** matches per disk type (key 'all' = 全部) for the shown query: the tab totals */
  counts: Record<string, number>;
  /** paid matches hidden by 只看免费 */
  paidHidden: number;
  /** counts are lower bounds (more matches than the server counted) */
  capped: boolean;
  /** related queries offered when nothing was found */
  related: string[];
  /** issue 28: 'partial' when fewer than a page matched every word */
  match?: 'all' | 'partial';
  exactTotal?: number;
  /** ADR 0036: total, counts and paidHidden are estimates; estimatedTotal = all matches of the tab (约 N) */
  estimated?: boolean;
  estimatedTotal?: number;
  understood?: { disk: string | null; disk_name: string | null; category: string | null };
  didYouMean?: string | null;
  loading: boolean;
  error: string;
}

export interface DetailState {
  id: number;
  data: ResourceDetail | null;
  loading: boolean;
  error: string;
  revealing: boolean;
  reporting: boolean;
  /** related resources (issue 15) */
  related: Resource[];
}

/**
 * One read call of a screen (a GET, no chaining). `key` names the request it answers
 * (requestKey of the request action's payload); the last data stays while the next request
 * loads and when it fails.
 */
export interface Loadable<T> {
  key: string;
  status: 'idle' | 'loading' | 'done' | 'error';
  data: T | null;
  error: string;
}

/** The read calls of the browse and profile screens, by name. */
export interface ResourceLists {
  /** /main/latest */
  latest: Loadable<PagedList<Resource>>;
  /** /main/list (by category) */
  browse: Loadable<PagedList<Resource>>;
  /** /main/hot */
  hot: Loadable<HotPage>;
  categories: Loadable<Category[]>;
  /** /profile/classify */
  myShares: Loadable<PagedList<MyShare>>;
  /** /profile/subscribe */
  subscriptions: Loadable<Subscription[]>;
}

export type ResourceListKey = keyof ResourceLists;
export type ListData<K extends ResourceListKey> = NonNullable<ResourceLists[K]['data']>;
export type ListLoadedPayload = { [K in ResourceListKey]: { key: K; data: ListData<K> } }[ResourceListKey];

/** The key of a request: its payload, serialized. */
export function requestKey(payload: unknown): string {
  return JSON.stringify(payload ?? null);
}

/** A parsed link of the share form; `selected` ones are submitted. */
export interface ShareRow extends SharePreviewItem {
  selected: boolean;
}

/** The share form (/main/share): the parsed links, the call running, its error, the result. */
export interface ShareState {
  rows: ShareRow[] | null;
  busy: '' | 'preview' | 'submit';
  error: string;
  done: { result: ShareResult; msg: string } | null;
}

/** Adding or cancelling a subscription: adding while the add runs; the error of the last one. */
export interface SubscribeState {
  adding: boolean;
  error: string;
}

export interface ResourceState {
  results: SearchResultsState;
  /** as-you-type suggestions for `q` (issue 15) */
  suggest: { q: string; list: Suggestion[] };
  hotKeywords: HotKeywordsReply | null;
  detail: DetailState;
  lists: ResourceLists;
  share: ShareState;
  subscribe: SubscribeState;
}

const idleList: Loadable<never> = { key: '', status: 'idle', data: null, error: '' };

export const initialResourceState: ResourceState = {
  results: { query: null, list: [], total: 0, terms: [], counts: {}, paidHidden: 0, capped: false, related: [], loading: false, error: '' },
  suggest: { q: '', list: [] },
  hotKeywords: null,
  detail: { id: 0, data: null, loading: false, error: '', revealing: false, reporting: false, related: [] },
  lists: { latest: idleList, browse: idleList, hot: idleList, categories: idleList, myShares: idleList, subscriptions: idleList },
  share: { rows: null, busy: '', error: '', done: null },
  subscribe: { adding: false, error: '' },
};

/**
 * Runs a search. Fields left out keep the search slice's value; `query` is a location search
 * string (`?kw=…&skey=…`) whose values win (a reload or a shared link). A new kw, skey or
 * onlyFree starts at page 1.
 */
export interface SearchRequest {
  kw?: string;
  skey?: string;
  onlyFree?: string;
  sort?: SearchSort;
  range?: SearchRange;
  cat?: number;
  /** '1' 只看已验证 (issue 19) */
  verified?: string;
  page?: number;
  size?: number;
  /** Free search (/main/common): ask for free resources only without changing the slice's onlyFree. */
  freeOnly?: boolean;
  query?: string;
}

export const searchRequested = createAction<SearchRequest>('search/requested');
export const hotKeywordsRequested = createAction('search/hotKeywordsRequested');
/** As-you-type: the saga waits SUGGEST_DEBOUNCE_MS for the typing to pause, then asks. */
export const suggestRequested = createAction<{ q: string }>('search/suggestRequested');
export const resourceDetailRequested = createAction<{ id: number }>('resource/detailRequested');
/** Pays for a paid link (free to VIPs); the link then stays revealed. */
export const resourceRevealRequested = createAction<{ id: number }>('resource/revealRequested');
export const resourceReportRequested = createAction<{ id: number; reason?: string }>('resource/reportRequested');

// Browse and profile screens: pages dispatch these, src/sagas/resource.ts runs the calls.
export const latestRequested = createAction<BrowseParams>('resource/latestRequested');
/** Resources by category (/main/list). */
export const browseRequested = createAction<BrowseParams>('resource/browseRequested');
export const hotRequested = createAction<{ range: HotRange; size?: number }>('resource/hotRequested');
export const categoriesRequested = createAction('resource/categoriesRequested');
export interface MySharesRequest extends PageParams {
  status?: ShareStatus;
  category_id?: number;
}
export const mySharesRequested = createAction<MySharesRequest>('resource/mySharesRequested');
export const subscriptionsRequested = createAction('resource/subscriptionsRequested');
/** Adds a keyword subscription, then reloads the list. */
export const subscribeRequested = createAction<{ keyword: string }>('resource/subscribeRequested');
/** Cancels a subscription, then reloads the list. */
export const unsubscribeRequested = createAction<{ id: number }>('resource/unsubscribeRequested');
/** Parses pasted text into share rows. */
export const sharePreviewRequested = createAction<{ text: string }>('resource/sharePreviewRequested');
/** Submits the selected share rows for review. */
export const shareSubmitRequested = createAction<{ category_id: number | null; price: number }>('resource/shareSubmitRequested');

export const DEFAULT_SEARCH_SIZE = DEFAULT_PAGE_SIZE;

const resourceSlice = createSlice({
  name: 'resource',
  initialState: initialResourceState,
  reducers: {
    searchStarted(state, action: PayloadAction<SearchQuery>) {
      state.results.query = action.payload;
      state.results.loading = true;
      state.results.error = '';
    },
    searchLoaded(
      state,
      action: PayloadAction<{
        list: Resource[]; total: number; terms: string[]; counts: Record<string, number>; paidHidden: number; capped: boolean; related: string[];
        match?: 'all' | 'partial'; exactTotal?: number; estimated?: boolean; estimatedTotal?: number; understood?: SearchResultsState['understood']; didYouMean?: string | null;
      }>,
    ) {
      Object.assign(state.results, action.payload, { loading: false, error: '' });
    },
    searchFailed(state, action: PayloadAction<string>) {
      state.results.loading = false;
      state.results.error = action.payload;
      state.results.list = [];
      state.results.total = 0;
      state.results.counts = {};
      state.results.paidHidden = 0;
      state.results.related = [];
    },
    searchCleared(state) {
      state.results = initialResourceState.results;
    },
    suggestLoaded(state, action: PayloadAction<{ q: string; list: Suggestion[] }>) {
      state.suggest = action.payload;
    },
    hotKeywordsLoaded(state, action: PayloadAction<HotKeywordsReply>) {
      state.hotKeywords = action.payload;
    },
    detailLoading(state, action: PayloadAction<number>) {
      state.detail = { ...initialResourceState.detail, id: action.payload, loading: true };
    },
    detailRelatedLoaded(state, action: PayloadAction<{ id: number; list: Resource[] }>) {
      if (state.detail.id === action.payload.id) state.detail.related = action.payload.list;
    },
    detailLoaded(state, action: PayloadAction<ResourceDetail>) {
      state.detail.data = action.payload;
      state.detail.loading = false;
      state.detail.revealing = false;
      state.detail.error = '';
    },
    detailFailed(state, action: PayloadAction<string>) {
      state.detail.loading = false;
      state.detail.error = action.payload;
    },
    revealing(state, action: PayloadAction<boolean>) {
      state.detail.revealing = action.payload;
    },
    reporting(state, action: PayloadAction<boolean>) {
      state.detail.reporting = action.payload;
    },
    reported(state, action: PayloadAction<{ report_count: number; validity: string }>) {
      state.detail.reporting = false;
      if (state.detail.data) {
        state.detail.data.reported = true;
        state.detail.data.report_count = action.payload.report_count;
        state.detail.data.validity = action.payload.validity;
      }
    },
    listLoading(state, action: PayloadAction<{ key: ResourceListKey; request: string }>) {
      const l = state.lists[action.payload.key];
      l.key = action.payload.request;
      l.status = 'loading';
      l.error = '';
    },
    listLoaded(state, action: PayloadAction<ListLoadedPayload>) {
      const l = state.lists[action.payload.key] as Loadable<ListLoadedPayload['data']>;
      l.status = 'done';
      l.data = action.payload.data;
      l.error = '';
    },
    listFailed(state, action: PayloadAction<{ key: ResourceListKey; msg: string }>) {
      const l = state.lists[action.payload.key];
      l.status = 'error';
      l.error = action.payload.msg;
    },
    listCleared(state, action: PayloadAction<ResourceListKey>) {
      state.lists[action.payload] = idleList;
    },
    shareStarted(state, action: PayloadAction<'preview' | 'submit'>) {
      state.share.busy = action.payload;
      state.share.error = '';
    },
    sharePreviewed(state, action: PayloadAction<ShareRow[]>) {
      state.share.busy = '';
      state.share.rows = action.payload;
    },
    shareFailed(state, action: PayloadAction<string>) {
      state.share.busy = '';
      state.share.error = action.payload;
    },
    shareDone(state, action: PayloadAction<{ result: ShareResult; msg: string }>) {
      state.share.busy = '';
      state.share.done = action.payload;
    },
    shareRowChanged(state, action: PayloadAction<{ index: number; title?: string; selected?: boolean }>) {
      const { index, ...change } = action.payload;
      const row = state.share.rows?.[index];
      if (row) Object.assign(row, change);
    },
    shareReset(state) {
      state.share = initialResourceState.share;
    },
    subscribeStarted(state, action: PayloadAction<{ adding: boolean }>) {
      state.subscribe = { adding: action.payload.adding, error: '' };
    },
    subscribeEnded(state, action: PayloadAction<{ error: string }>) {
      state.subscribe = { adding: false, error: action.payload.error };
    },
  },
});

export const resourceActions = resourceSlice.actions;
export const resourceReducer = resourceSlice.reducer;
