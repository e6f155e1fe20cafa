import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MovieCategory, MovieListReply } from '../../api/movie';
import type { TaokeCategoriesReply, TaokeGoods, TaokeLink, TaokeListQuery, TaokeListReply } from '../../api/taoke';
import { requestKey, type Loadable } from './resource';

/**
 * 淘客 and 影视 screens (issue 13). Not persisted. src/sagas/promo.ts runs the calls; each
 * Loadable keeps its last answer while the next one loads or fails.
 */
export interface TaokeLinkState {
  status: 'loading' | 'done' | 'error';
  data: TaokeLink | null;
  error: string;
}

export interface PromoState {
  taokeCategories: Loadable<TaokeCategoriesReply>;
  taokeGoods: Loadable<TaokeListReply>;
  /** coupon links asked on demand, by `${source}:${id}` */
  taokeLinks: Record<string, TaokeLinkState>;
  movie: Loadable<MovieListReply>;
}

const idle: Loadable<never> = { key: '', status: 'idle', data: null, error: '' };

export const initialPromoState: PromoState = { taokeCategories: idle, taokeGoods: idle, taokeLinks: {}, movie: idle };

export const taokeLinkKey = (g: Pick<TaokeGoods, 'id' | 'source'>) => `${g.source}:${g.id}`;

export const taokeCategoriesRequested = createAction('promo/taokeCategoriesRequested');
export const taokeGoodsRequested = createAction<TaokeListQuery>('promo/taokeGoodsRequested');
export const taokeLinkRequested = createAction<{ id: string; source: TaokeGoods['source'] }>('promo/taokeLinkRequested');
export const movieListRequested = createAction<{ category: MovieCategory }>('promo/movieListRequested');

type LoadableKey = 'taokeCategories' | 'taokeGoods' | 'movie';

const promoSlice = createSlice({
  name: 'promo',
  initialState: initialPromoState,
  reducers: {
    loading(state, action: PayloadAction<{ key: LoadableKey; request: unknown }>) {
      const l = state[action.payload.key];
      l.key = requestKey(action.payload.request);
      l.status = 'loading';
      l.error = '';
    },
    loaded(state, action: PayloadAction<{ key: 'taokeCategories'; data: TaokeCategoriesReply } | { key: 'taokeGoods'; data: TaokeListReply } | { key: 'movie'; data: MovieListReply }>) {
      const l = state[action.payload.key] as Loadable<unknown>;
      l.status = 'done';
      l.data = action.payload.data;
      l.error = '';
    },
    failed(state, action: PayloadAction<{ key: LoadableKey; msg: string }>) {
      const l = state[action.payload.key];
      l.status = 'error';
      l.error = action.payload.msg;
    },
    cleared(state, action: PayloadAction<LoadableKey>) {
      state[action.payload] = idle;
    },
    linkLoading(state, action: PayloadAction<string>) {
      state.taokeLinks[action.payload] = { status: 'loading', data: null, error: '' };
    },
    linkLoaded(state, action: PayloadAction<{ key: string; data: TaokeLink }>) {
      state.taokeLinks[action.payload.key] = { status: 'done', data: action.payload.data, error: '' };
    },
    linkFailed(state, action: PayloadAction<{ key: string; msg: string }>) {
      state.taokeLinks[action.payload.key] = { status: 'error', data: null, error: action.payload.msg };
    },
  },
});

export const promoActions = promoSlice.actions;
export const promoReducer = promoSlice.reducer;
