import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SearchRange, SearchSort } from '../../lib/searchUrl';

/**
 * Search state (spec §1, §3): kw, skey, onlyFree (default '1'), persisted. Issue 15 adds the
 * rest of the URL state (sort, range, cat, page) so the slice mirrors the last search's URL
 * (the URL wins when it names a search; a bare /main/index resumes the slice), and the local
 * search history. Older persisted states lack the new fields: readers use `?? default`.
 */
export interface SearchState {
  kw: string;
  skey: string;
  onlyFree: string;
  sort?: SearchSort;
  range?: SearchRange;
  cat?: number;
  page?: number;
  /** '1' 只看已验证 (issue 19) */
  verified?: string;
  /** my searches, newest first, at most SEARCH_HISTORY_MAX (kept in local storage) */
  history?: string[];
}

export const SEARCH_HISTORY_MAX = 10;

export const initialSearchState: SearchState = { kw: '', skey: '', onlyFree: '1', sort: 'relevance', range: 'all', cat: 0, page: 1, history: [] };

const searchSlice = createSlice({
  name: 'search',
  initialState: initialSearchState,
  reducers: {
    setKw(state, action: PayloadAction<string>) {
      state.kw = action.payload;
    },
    setSkey(state, action: PayloadAction<string>) {
      state.skey = action.payload;
    },
    setOnlyFree(state, action: PayloadAction<string>) {
      state.onlyFree = action.payload;
    },
    setSearch(state, action: PayloadAction<Partial<SearchState>>) {
      Object.assign(state, action.payload);
    },
    /** Puts a searched keyword first in the history (once; trimmed; at most 10 kept). */
    historyAdded(state, action: PayloadAction<string>) {
      const kw = action.payload.trim();
      if (!kw) return;
      state.history = [kw, ...(state.history ?? []).filter((h) => h !== kw)].slice(0, SEARCH_HISTORY_MAX);
    },
    historyCleared(state) {
      state.history = [];
    },
  },
});

export const searchActions = searchSlice.actions;
export const searchReducer = searchSlice.reducer;
