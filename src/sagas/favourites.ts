import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { favouritesApi, type FavouriteKind, type FavouritePage, type FavouriteState, type FavouriteVisibility } from '../api/favourites';
import type { ApiReply } from '../api/http';
import { DEFAULT_PAGE_SIZE } from '../config';
import { notify } from '../lib/toast';
import {
  communityActions, favouriteKey, favouriteStateRequested, favouriteToggled, favouritesVisibilityRequested, myFavouriteRemoved, myFavouritesRequested,
} from '../store/slices/community';
import { userActions } from '../store/slices/user';
import type { RootState } from '../store/types';
import { failureMsg } from './failure';

type Item = { kind: FavouriteKind; id: number };

/** The 收藏 button of a post or resource: its count and whether I keep it (GET /v1/user/favourite/{kind}/{id}). */
export function* favouriteStateFlow(action: PayloadAction<Item>) {
  const { kind, id } = action.payload;
  try {
    const reply: ApiReply<FavouriteState> = yield call(favouritesApi.state, kind, id);
    // a press made meanwhile wins: its own answer sets the state
    const now: RootState['community']['favourites'][string] | undefined = yield select((s: RootState) => s.community.favourites[favouriteKey(kind, id)]);
    if (now?.pending) return;
    yield put(communityActions.favouriteSet({ kind, id, favourited: reply.data.favourited, count: reply.data.count, pending: false }));
  } catch {
    // the button stays as it was (a count of 0); pressing it still works
  }
}

/**
 * 收藏 / 取消收藏: the button and the count change at once; the server's answer then sets the real
 * count, and a refusal (the item was deleted, the network failed) puts both back and says why.
 * A press while the last one is still on its way is ignored.
 * `want: true` (the press a visitor made before logging in) adds whatever the button showed.
 */
export function* favouriteToggleFlow(action: PayloadAction<Item & { want?: boolean }>) {
  const { kind, id } = action.payload;
  const before: RootState['community']['favourites'][string] | undefined = yield select((s: RootState) => s.community.favourites[favouriteKey(kind, id)]);
  if (before?.pending) return;
  const was = before ?? { favourited: false, count: 0, pending: false };
  // `want` given (收藏 pressed before logging in, run after the login came back): keep it, whatever the button showed
  const want = action.payload.want ?? !was.favourited;
  const count = want === was.favourited ? was.count : was.count + (want ? 1 : -1);
  yield put(communityActions.favouriteSet({ kind, id, favourited: want, count, pending: true }));
  try {
    const reply: ApiReply<FavouriteState> = yield call(want ? favouritesApi.add : favouritesApi.remove, kind, id);
    yield put(communityActions.favouriteSet({ kind, id, favourited: reply.data.favourited, count: reply.data.count, pending: false }));
    notify.success(want ? '已收藏，可在 个人中心 → 我的收藏 查看' : '已取消收藏');
  } catch (error) {
    yield put(communityActions.favouriteSet({ kind, id, favourited: was.favourited, count: was.count, pending: false }));
    notify.error(`${want ? '收藏' : '取消收藏'}失败：${failureMsg(error)}`);
  }
}

/** 我的收藏: one page of my kept posts or resources, newest first. */
export function* myFavouritesFlow(action: PayloadAction<{ kind: FavouriteKind; page: number }>) {
  const { kind } = action.payload;
  const page = Math.max(1, action.payload.page);
  yield put(communityActions.myFavouritesLoading({ kind, page }));
  try {
    const reply: ApiReply<FavouritePage> = yield call(favouritesApi.mine, { kind, page, size: DEFAULT_PAGE_SIZE });
    yield put(communityActions.myFavouritesLoaded({ list: reply.data.list, total: reply.data.total }));
  } catch (error) {
    yield put(communityActions.myFavouritesFailed(failureMsg(error)));
  }
}

/** Removes one item from 我的收藏, then loads the same page again (the page steps back when it came back empty). */
export function* myFavouriteRemoveFlow(action: PayloadAction<Item>) {
  const { kind, id } = action.payload;
  yield put(communityActions.myFavouriteRemoving(id));
  try {
    const reply: ApiReply<FavouriteState> = yield call(favouritesApi.remove, kind, id);
    yield put(communityActions.favouriteSet({ kind, id, favourited: false, count: reply.data.count, pending: false }));
    notify.success('已取消收藏');
  } catch (error) {
    notify.error(`取消收藏失败：${failureMsg(error)}`);
    yield put(communityActions.myFavouriteRemoving(null));
    return;
  }
  yield put(communityActions.myFavouriteRemoving(null));
  const mine: RootState['community']['myFavourites'] = yield select((s: RootState) => s.community.myFavourites);
  yield call(myFavouritesFlow, myFavouritesRequested({ kind: mine.kind, page: mine.page }));
}

/**
 * 在会员主页公开我的收藏 (修改资料): saves the switch; the stored value comes back into the user info,
 * so the switch shows what the server keeps. A failure leaves the switch as it was and says why.
 */
export function* favouritesVisibilityFlow(action: PayloadAction<{ public: boolean }>) {
  const want = action.payload.public;
  yield put(communityActions.favouritesVisibilitySaving(true));
  try {
    const reply: ApiReply<FavouriteVisibility> = yield call(favouritesApi.setVisibility, want);
    yield put(userActions.favouritesPublicSet(reply.data.public));
    notify.success(reply.data.public ? '收藏已公开，其他人可在你的会员主页看到' : '收藏已设为仅自己可见');
  } catch (error) {
    notify.error(`保存失败：${failureMsg(error)}`);
  } finally {
    yield put(communityActions.favouritesVisibilitySaving(false));
  }
}

export function* favouritesSaga() {
  yield takeLatest(favouritesVisibilityRequested.type, favouritesVisibilityFlow);
  yield takeEvery(favouriteStateRequested.type, favouriteStateFlow);
  yield takeEvery(favouriteToggled.type, favouriteToggleFlow);
  yield takeLatest(myFavouritesRequested.type, myFavouritesFlow);
  yield takeEvery(myFavouriteRemoved.type, myFavouriteRemoveFlow);
}
