import type { PayloadAction } from '@reduxjs/toolkit';
import { call, delay, put, select, takeLatest } from 'redux-saga/effects';
import type { ApiReply } from '../api/http';
import { resourcesApi, type HotKeywordsReply, type SearchResult, type SuggestReply } from '../api/resources';
import { notify } from '../lib/toast';
import {
  DEFAULT_SEARCH_SIZE,
  hotKeywordsRequested,
  resourceActions,
  searchRequested,
  suggestRequested,
  type SearchQuery,
  type SearchRequest,
} from '../store/slices/resource';
import { searchActions, type SearchState } from '../store/slices/search';
import type { RootState } from '../store/types';
import { failureMsg } from './failure';
import { DEFAULT_SEARCH_URL_STATE, parseSearchParams, searchStateFromUrl, urlHasSearch, type SearchUrlState } from '../lib/searchUrl';

/** Longest keyword the server accepts (kw 1–100 characters after trimming). */
export const MAX_KW_LENGTH = 100;

/** Reads kw / skey / onlyFree / sort / range / cat / page from a location search string (`?kw=三体&skey=baidu`). */
export function parseSearchQuery(query: string): SearchRequest {
  return parseSearchParams(query);
}

/**
 * The search flow (on submit, no debounce). When the request carries a location search string
 * that names a search (?kw=…), the URL alone decides the state: missing parameters are their
 * defaults, so a shared link shows the same results on any browser (issue 15). Without one,
 * the request's fields over the search slice (the last search, persisted) decide. The slice
 * then mirrors the state, and GET /v1/resource/search is asked. A newer request cancels an
 * older one (takeLatest). A blank keyword clears the results. Failures show the server's msg as
 * a toast and on the page.
 */
export function* searchFlow(action: PayloadAction<SearchRequest>) {
  const current: SearchState = yield select((s: RootState) => s.search);
  const urlQuery = action.payload.query;
  const fromUrl = urlQuery !== undefined && urlHasSearch(urlQuery) ? searchStateFromUrl(urlQuery) : null;
  const base: SearchUrlState = fromUrl ?? {
    kw: current.kw,
    skey: current.skey,
    onlyFree: current.onlyFree,
    sort: current.sort ?? DEFAULT_SEARCH_URL_STATE.sort,
    range: current.range ?? DEFAULT_SEARCH_URL_STATE.range,
    cat: current.cat ?? 0,
    page: 1,
    verified: current.verified,
  };
  const req: SearchRequest = { ...base, ...stripUndefined(action.payload) };
  const kw = (req.kw ?? '').trim().slice(0, MAX_KW_LENGTH);
  const skey = req.skey ?? '';
  const storedOnlyFree = req.onlyFree ?? '1';
  const onlyFree = req.freeOnly ? '1' : storedOnlyFree;
  const sort = req.sort ?? 'relevance';
  const range = req.range ?? 'all';
  const cat = req.cat ?? 0;
  const page = req.page ?? 1;
  const verified = req.verified === '1' ? '1' : undefined;
  yield put(searchActions.setSearch({ kw, skey, onlyFree: storedOnlyFree, sort, range, cat, page, verified }));
  if (!kw) {
    yield put(resourceActions.searchCleared());
    return;
  }
  yield put(searchActions.historyAdded(kw));
  const prev: SearchQuery | null = yield select((s: RootState) => s.resource.results.query);
  const size = req.size ?? prev?.size ?? DEFAULT_SEARCH_SIZE;
  const query: SearchQuery = { kw, skey, onlyFree, page, size, sort, range, cat, ...(verified && { verified }) };
  yield put(resourceActions.searchStarted(query));
  try {
    const reply: ApiReply<SearchResult> = yield call(resourcesApi.search, {
      kw,
      skey: skey || undefined,
      onlyFree,
      sort: sort === 'relevance' ? undefined : sort,
      range: range === 'all' ? undefined : range,
      cat: cat || undefined,
      verified,
      page,
      size,
    });
    yield put(
      resourceActions.searchLoaded({
        list: reply.data.list,
        total: reply.data.total,
        terms: reply.data.terms ?? [],
        counts: reply.data.counts ?? {},
        paidHidden: reply.data.paid_hidden ?? 0,
        capped: reply.data.capped ?? false,
        related: reply.data.related ?? [],
        match: reply.data.match ?? 'all',
        exactTotal: reply.data.exact_total ?? reply.data.total,
        estimated: reply.data.total_estimated ?? false,
        estimatedTotal: reply.data.estimated_total ?? reply.data.total,
        understood: reply.data.understood,
        didYouMean: reply.data.did_you_mean ?? null,
      }),
    );
  } catch (error) {
    const msg = failureMsg(error);
    // Same text, same toast id: a message the HTTP client already showed is not repeated.
    notify.error(msg);
    yield put(resourceActions.searchFailed(msg));
  }
}

function stripUndefined(req: SearchRequest): SearchRequest {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(req)) if (v !== undefined && k !== 'query') out[k] = v;
  return out as SearchRequest;
}

/** Hot keywords under the search box (admin-pinned words and today's most searched). */
export function* hotKeywordsFlow() {
  try {
    const reply: ApiReply<HotKeywordsReply> = yield call(resourcesApi.hotKeywords);
    yield put(resourceActions.hotKeywordsLoaded(reply.data));
  } catch {
    // Hot keywords are decoration: without them the search still works.
  }
}

/** Typing pause before suggestions are asked (ms). */
export const SUGGEST_DEBOUNCE_MS = 150;

/**
 * As-you-type suggestions: waits for a pause in typing (takeLatest cancels the wait when the
 * next key comes), then asks GET /v1/resource/suggest. A blank box clears the list; failures
 * leave the list empty (suggestions are help, not content).
 */
export function* suggestFlow(action: PayloadAction<{ q: string }>) {
  const q = action.payload.q.trim().slice(0, MAX_KW_LENGTH);
  if (!q) {
    yield put(resourceActions.suggestLoaded({ q: '', list: [] }));
    return;
  }
  yield delay(SUGGEST_DEBOUNCE_MS);
  try {
    const reply: ApiReply<SuggestReply> = yield call(resourcesApi.suggest, q);
    yield put(resourceActions.suggestLoaded({ q, list: reply.data.list }));
  } catch {
    yield put(resourceActions.suggestLoaded({ q, list: [] }));
  }
}

export function* searchSaga() {
  yield takeLatest(searchRequested.type, searchFlow);
  yield takeLatest(suggestRequested.type, suggestFlow);
  yield takeLatest(hotKeywordsRequested.type, hotKeywordsFlow);
}
