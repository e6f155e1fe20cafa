import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, takeLatest } from 'redux-saga/effects';
import type { ApiReply } from '../api/http';
import { resourcesApi, type HotKeywordsReply, type SearchResult } from '../api/resources';
import { notify } from '../lib/toast';
import {
  DEFAULT_SEARCH_SIZE,
  hotKeywordsRequested,
  resourceActions,
  searchRequested,
  type SearchQuery,
  type SearchRequest,
} from '../store/slices/resource';
import { searchActions, type SearchState } from '../store/slices/search';
import type { RootState } from '../store/types';
import { failureMsg } from './account';

/** Longest keyword the server accepts (kw 1–100 characters after trimming). */
export const MAX_KW_LENGTH = 100;

/** Reads kw / skey / onlyFree / page from a location search string (`?kw=三体&skey=baidu`). */
export function parseSearchQuery(query: string): SearchRequest {
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  const out: SearchRequest = {};
  const kw = params.get('kw');
  if (kw !== null) out.kw = kw;
  const skey = params.get('skey');
  if (skey !== null) out.skey = skey === 'all' ? '' : skey;
  const onlyFree = params.get('onlyFree');
  if (onlyFree === '0' || onlyFree === '1') out.onlyFree = onlyFree;
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) out.page = page;
  return out;
}

/**
 * The search flow (on submit, no debounce): merges the request with the search slice (a URL's
 * values win), stores kw/skey/onlyFree in the slice, and asks GET /v1/resource/search. A newer
 * request cancels an older one (takeLatest). A blank keyword clears the results. Failures show
 * the server's msg as a toast and on the page.
 */
export function* searchFlow(action: PayloadAction<SearchRequest>) {
  const fromUrl = action.payload.query !== undefined ? parseSearchQuery(action.payload.query) : {};
  const req: SearchRequest = { ...fromUrl, ...stripUndefined(action.payload) };
  const current: SearchState = yield select((s: RootState) => s.search);
  const kw = (req.kw ?? current.kw).trim().slice(0, MAX_KW_LENGTH);
  const skey = req.skey ?? current.skey;
  const storedOnlyFree = req.onlyFree ?? current.onlyFree;
  const onlyFree = req.freeOnly ? '1' : storedOnlyFree;
  yield put(searchActions.setSearch({ kw, skey, onlyFree: storedOnlyFree }));
  if (!kw) {
    yield put(resourceActions.searchCleared());
    return;
  }
  const prev: SearchQuery | null = yield select((s: RootState) => s.resource.results.query);
  const size = req.size ?? prev?.size ?? DEFAULT_SEARCH_SIZE;
  const query: SearchQuery = { kw, skey, onlyFree, page: req.page ?? 1, size };
  yield put(resourceActions.searchStarted(query));
  try {
    const reply: ApiReply<SearchResult> = yield call(resourcesApi.search, {
      kw,
      skey: skey || undefined,
      onlyFree,
      page: query.page,
      size,
    });
    yield put(resourceActions.searchLoaded({ list: reply.data.list, total: reply.data.total, terms: reply.data.terms ?? [] }));
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

export function* searchSaga() {
  yield takeLatest(searchRequested.type, searchFlow);
  yield takeLatest(hotKeywordsRequested.type, hotKeywordsFlow);
}
