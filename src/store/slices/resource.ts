import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { HotKeywordsReply, Resource, ResourceDetail } from '../../api/resources';
import { DEFAULT_PAGE_SIZE } from '../../config';

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
}

export interface SearchResultsState {
  query: SearchQuery | null;
  list: Resource[];
  total: number;
  terms: string[];
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
}

export interface ResourceState {
  results: SearchResultsState;
  hotKeywords: HotKeywordsReply | null;
  detail: DetailState;
}

export const initialResourceState: ResourceState = {
  results: { query: null, list: [], total: 0, terms: [], loading: false, error: '' },
  hotKeywords: null,
  detail: { id: 0, data: null, loading: false, error: '', revealing: false, reporting: false },
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
  page?: number;
  size?: number;
  /** Free search (/main/common): ask for free resources only without changing the slice's onlyFree. */
  freeOnly?: boolean;
  query?: string;
}

export const searchRequested = createAction<SearchRequest>('search/requested');
export const hotKeywordsRequested = createAction('search/hotKeywordsRequested');
export const resourceDetailRequested = createAction<{ id: number }>('resource/detailRequested');
/** Pays for a paid link (free to VIPs); the link then stays revealed. */
export const resourceRevealRequested = createAction<{ id: number }>('resource/revealRequested');
export const resourceReportRequested = createAction<{ id: number; reason?: string }>('resource/reportRequested');

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
    searchLoaded(state, action: PayloadAction<{ list: Resource[]; total: number; terms: string[] }>) {
      Object.assign(state.results, action.payload, { loading: false, error: '' });
    },
    searchFailed(state, action: PayloadAction<string>) {
      state.results.loading = false;
      state.results.error = action.payload;
      state.results.list = [];
      state.results.total = 0;
    },
    searchCleared(state) {
      state.results = initialResourceState.results;
    },
    hotKeywordsLoaded(state, action: PayloadAction<HotKeywordsReply>) {
      state.hotKeywords = action.payload;
    },
    detailLoading(state, action: PayloadAction<number>) {
      state.detail = { ...initialResourceState.detail, id: action.payload, loading: true };
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
  },
});

export const resourceActions = resourceSlice.actions;
export const resourceReducer = resourceSlice.reducer;
