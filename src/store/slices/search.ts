import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Search state (spec §1, §3): kw, skey, onlyFree (default '1'). */
export interface SearchState {
  kw: string;
  skey: string;
  onlyFree: string;
}

export const initialSearchState: SearchState = { kw: '', skey: '', onlyFree: '1' };

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
  },
});

export const searchActions = searchSlice.actions;
export const searchReducer = searchSlice.reducer;
