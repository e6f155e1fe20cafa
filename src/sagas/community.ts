import type { PayloadAction } from '@reduxjs/toolkit';
import { buffers, type Channel } from 'redux-saga';
import { actionChannel, call, delay, flush, put, select, take, takeLatest } from 'redux-saga/effects';
import type { ArticleListItem } from '../api/articles';
import { articlesApi } from '../api/articles';
import { communityApi, type MemberBadge, type MemberReplyPage, type MemberResourcePage, type MemberStatistics } from '../api/community';
import { favouritesApi, type FavouriteKind, type FavouritePage } from '../api/favourites';
import type { ApiReply } from '../api/http';
import type { PagedList } from '../api/types';
import { DEFAULT_PAGE_SIZE } from '../config';
import {
  BADGE_TTL_MS, badgesWanted, communityActions, memberFeedRequested, memberRequested, type MemberTab,
} from '../store/slices/community';
import type { RootState } from '../store/types';
import { failureMsg } from './failure';
import { getClock } from './context';

/** Names that appear together (a list rendering) are asked for in one call after this pause. */
export const BADGE_BATCH_MS = 30;
const BADGE_CHUNK = 50;

/**
 * Fetches the badges of those `ids` that are not known and fresh, in chunks of 50. A failed call
 * leaves names without a badge (they still link to the member page) and is not an error here.
 */
export function* loadBadges(ids: readonly number[]) {
  const clock = yield* getClock();
  const now = clock.now();
  const known: RootState['community']['badges'] = yield select((s: RootState) => s.community.badges);
  const wanted = [...new Set(ids)].filter((id) => Number.isInteger(id) && id > 0 && !(known[id] && now - known[id].at < BADGE_TTL_MS));
  for (let i = 0; i < wanted.length; i += BADGE_CHUNK) {
    const asked = wanted.slice(i, i + BADGE_CHUNK);
    try {
      const reply: ApiReply<MemberBadge[]> = yield call(communityApi.badges, asked);
      yield put(communityActions.badgesLoaded({ asked, list: reply.data, at: now }));
    } catch {
      // names stay without a badge; the next time they are shown they ask again
    }
  }
}

/**
 * Badges next to names (issue 33): every name on screen dispatches badgesWanted; this collects the
 * ids for BADGE_BATCH_MS, drops the ones known and fresh, and asks GET /v1/user/badges in chunks
 * of 50 (loadBadges).
 */
export function* badgesSaga() {
  const chan: Channel<PayloadAction<number[]>> = yield actionChannel(badgesWanted.type, buffers.expanding(64));
  for (;;) {
    const first: PayloadAction<number[]> = yield take(chan);
    yield delay(BADGE_BATCH_MS);
    const more: Array<PayloadAction<number[]>> = yield flush(chan);
    yield call(loadBadges, [first, ...more].flatMap((a) => a.payload));
  }
}

/** The member page: GET /v1/user/statistics/{id} (spec §7), then the first page of their posts. */
export function* memberFlow(action: PayloadAction<{ id: number }>) {
  const { id } = action.payload;
  yield put(communityActions.memberLoading(id));
  try {
    const reply: ApiReply<MemberStatistics> = yield call(communityApi.statistics, id);
    yield put(communityActions.memberLoaded(reply.data));
  } catch (error) {
    yield put(communityActions.memberFailed(failureMsg(error)));
  }
}

/**
 * One page of a member's posts, replies, shared resources or favourites (收藏: only when the member
 * made them public, or they are mine — the server refuses the others with 该会员未公开收藏).
 */
export function* memberFeedFlow(action: PayloadAction<{ id: number; tab: MemberTab; page: number; kind?: FavouriteKind }>) {
  const { id, tab, page } = action.payload;
  yield put(communityActions.feedLoading({ tab, page }));
  const params = { page, size: DEFAULT_PAGE_SIZE };
  try {
    if (tab === 'articles') {
      const reply: ApiReply<PagedList<ArticleListItem>> = yield call(articlesApi.byUser, id, params);
      yield put(communityActions.feedLoaded({ feed: { tab, list: reply.data.list }, total: reply.data.total }));
    } else if (tab === 'replies') {
      const reply: ApiReply<MemberReplyPage> = yield call(communityApi.replies, id, params);
      yield put(communityActions.feedLoaded({ feed: { tab, list: reply.data.list }, total: reply.data.total }));
    } else if (tab === 'favourites') {
      const kind = action.payload.kind ?? 'article';
      const reply: ApiReply<FavouritePage> = yield call(favouritesApi.member, id, { ...params, kind });
      yield put(communityActions.feedLoaded({ feed: { tab, kind, list: reply.data.list }, total: reply.data.total }));
    } else {
      const reply: ApiReply<MemberResourcePage> = yield call(communityApi.resources, id, params);
      yield put(communityActions.feedLoaded({ feed: { tab, list: reply.data.list }, total: reply.data.total }));
    }
  } catch (error) {
    yield put(communityActions.feedFailed(failureMsg(error)));
  }
}

export function* communitySaga() {
  yield takeLatest(memberRequested.type, memberFlow);
  yield takeLatest(memberFeedRequested.type, memberFeedFlow);
  yield call(badgesSaga);
}
