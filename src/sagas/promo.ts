import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import type { ApiReply } from '../api/http';
import { movieApi, type MovieCategory, type MovieListReply } from '../api/movie';
import { taokeApi, type TaokeCategoriesReply, type TaokeGoods, type TaokeLink, type TaokeListQuery, type TaokeListReply } from '../api/taoke';
import {
  movieListRequested,
  promoActions,
  taokeCategoriesRequested,
  taokeGoodsRequested,
  taokeLinkKey,
  taokeLinkRequested,
} from '../store/slices/promo';
import { failureMsg } from './account';

/** 淘客 categories (GET /v1/taoke/categories). */
export function* taokeCategoriesFlow() {
  yield put(promoActions.loading({ key: 'taokeCategories', request: null }));
  try {
    const reply: ApiReply<TaokeCategoriesReply> = yield call(taokeApi.categories);
    yield put(promoActions.loaded({ key: 'taokeCategories', data: reply.data }));
  } catch (error) {
    yield put(promoActions.failed({ key: 'taokeCategories', msg: failureMsg(error) }));
  }
}

/** One page of 淘客 goods (GET /v1/taoke/goods); the newest request wins. */
export function* taokeGoodsFlow(action: PayloadAction<TaokeListQuery>) {
  yield put(promoActions.loading({ key: 'taokeGoods', request: action.payload }));
  try {
    const reply: ApiReply<TaokeListReply> = yield call(taokeApi.goods, action.payload);
    yield put(promoActions.loaded({ key: 'taokeGoods', data: reply.data }));
  } catch (error) {
    yield put(promoActions.failed({ key: 'taokeGoods', msg: failureMsg(error) }));
  }
}

/** The coupon link and 淘口令 of one goods item (GET /v1/taoke/link), kept per item. */
export function* taokeLinkFlow(action: PayloadAction<{ id: string; source: TaokeGoods['source'] }>) {
  const key = taokeLinkKey(action.payload);
  yield put(promoActions.linkLoading(key));
  try {
    const reply: ApiReply<TaokeLink> = yield call(taokeApi.link, action.payload.id, action.payload.source);
    yield put(promoActions.linkLoaded({ key, data: reply.data }));
  } catch (error) {
    yield put(promoActions.linkFailed({ key, msg: failureMsg(error) }));
  }
}

/** One 影视 list (GET /v1/movie/list). */
export function* movieListFlow(action: PayloadAction<{ category: MovieCategory }>) {
  yield put(promoActions.loading({ key: 'movie', request: action.payload }));
  try {
    const reply: ApiReply<MovieListReply> = yield call(movieApi.list, action.payload.category);
    yield put(promoActions.loaded({ key: 'movie', data: reply.data }));
  } catch (error) {
    yield put(promoActions.failed({ key: 'movie', msg: failureMsg(error) }));
  }
}

export function* promoSaga() {
  yield takeLatest(taokeCategoriesRequested.type, taokeCategoriesFlow);
  yield takeLatest(taokeGoodsRequested.type, taokeGoodsFlow);
  yield takeEvery(taokeLinkRequested.type, taokeLinkFlow);
  yield takeLatest(movieListRequested.type, movieListFlow);
}
