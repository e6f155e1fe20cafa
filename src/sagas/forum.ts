import type { PayloadAction } from '@reduxjs/toolkit';
import { call, delay, put, race, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import {
  articlesApi,
  type AppreciateResult,
  type ArticleBody,
  type ArticleDetail,
  type ArticleListItem,
  type ArticleStatistics,
  type BbsCategory,
  type LikeResult,
} from '../api/articles';
import type { ApiReply } from '../api/http';
import type { PagedList } from '../api/types';
import { DEFAULT_PAGE_SIZE } from '../config';
import { notify } from '../lib/toast';
import {
  forumActions,
  forumCategoriesRequested,
  forumDeleteRequested,
  forumEditRequested,
  forumLikeRequested,
  forumListRequested,
  forumMineRequested,
  forumPostRequested,
  forumPublishRequested,
  forumTipRequested,
  type ForumListRequest,
} from '../store/slices/forum';
import { userActions } from '../store/slices/user';
import type { RootState } from '../store/types';
import { failureMsg } from './account';
import { loadBadges } from './community';

/**
 * How long a forum list waits for its authors' badges before it is shown anyway. A slow badge
 * call must not hold the list back (the HTTP client's timeout is 20 s): past this the list is
 * shown, the badge call is dropped, and the names on screen ask for their badges themselves
 * (badgesSaga) — a late badge may then move a line, which is the lesser harm.
 */
export const BADGES_WAIT_MS = 1500;

export const MSG_PUBLISHED = '发布成功';
export const MSG_UPDATED = '修改成功';
export const MSG_DELETED = '已删除';

/** The forum categories (GET /v1/article/cates), loaded once per session unless asked again. */
export function* categoriesFlow() {
  try {
    const reply: ApiReply<BbsCategory[]> = yield call(articlesApi.categories);
    yield put(forumActions.categoriesLoaded(reply.data ?? []));
  } catch {
    // the HTTP client has shown the error; the tabs simply stay at 全部
  }
}

function fetchList(req: ForumListRequest, page: number, size: number): Promise<ApiReply<PagedList<ArticleListItem>>> {
  switch (req.kind) {
    case 'cate':
      return articlesApi.byCate(req.id ?? 0, { page, size });
    case 'user':
      return articlesApi.byUser(req.id ?? 0, { page, size });
    case 'search':
      return articlesApi.search({ q: req.q ?? '', page, size });
    case 'rank':
      return articlesApi.list({ page, size, order: req.order ?? 'likes' });
    default:
      // the whole forum, newest first or by the newest reply (最新回复, issue 17)
      return articlesApi.list({ page, size, ...(req.order === 'replied' ? { order: 'replied' as const } : {}) });
  }
}

/**
 * One page of a forum list. The whole forum's first page also loads the pinned articles, which
 * the list page shows first (the server's list already orders pinned first; the pinned block
 * keeps them visible on every page).
 */
export function* listFlow(action: PayloadAction<ForumListRequest>) {
  const req = action.payload;
  const page = Math.max(1, Math.floor(req.page) || 1);
  const size = req.size ?? DEFAULT_PAGE_SIZE;
  yield put(forumActions.listLoading({ ...req, page, size }));
  if (req.kind === 'all') {
    try {
      const fixed: ApiReply<PagedList<ArticleListItem>> = yield call(articlesApi.fixed);
      yield put(forumActions.fixedLoaded(fixed.data?.list ?? []));
    } catch {
      yield put(forumActions.fixedLoaded([]));
    }
  }
  try {
    const reply: ApiReply<PagedList<ArticleListItem>> = yield call(fetchList, req, page, size);
    const list = reply.data?.list ?? [];
    // The authors' levels and titles come before the list is shown (issue 31.3): a badge that
    // arrived after its name lengthened the line under each title and moved every row below
    // (layout shift 0.04 on the forum list at 412 px). The pinned articles were put above.
    if (req.withBadges !== false) {
      const pinned: ArticleListItem[] = req.kind === 'all' ? yield select((s: RootState) => s.forum.fixed) : [];
      yield race({ loaded: call(loadBadges, [...pinned, ...list].map((a) => a.user_id)), late: delay(BADGES_WAIT_MS) });
    }
    yield put(forumActions.listLoaded({ list, total: reply.data?.total ?? 0 }));
  } catch (error) {
    yield put(forumActions.listFailed(failureMsg(error)));
  }
}

/** My articles (GET /auth/v1/article/my), page size 10 by default (spec §2). */
export function* mineFlow(action: PayloadAction<{ page: number; size?: number }>) {
  const page = Math.max(1, Math.floor(action.payload.page) || 1);
  const size = action.payload.size ?? DEFAULT_PAGE_SIZE;
  yield put(forumActions.mineLoading({ page, size }));
  try {
    const reply: ApiReply<PagedList<ArticleListItem>> = yield call(articlesApi.my, { page, size });
    const data = reply.data ?? { list: [], total: 0 };
    // A page past the end (after deleting the last article of the last page): show the last page.
    if (data.list.length === 0 && data.total > 0 && page > 1) {
      yield put(forumMineRequested({ page: Math.ceil(data.total / size), size }));
      return;
    }
    yield put(forumActions.mineLoaded({ list: data.list, total: data.total }));
  } catch (error) {
    yield put(forumActions.mineFailed(failureMsg(error)));
  }
}

/** Deletes my article (DELETE /auth/v1/article/my/{id}) and reloads the page shown. */
export function* deleteFlow(action: PayloadAction<{ id: number }>) {
  yield put(forumActions.deleting(action.payload.id));
  try {
    const reply: ApiReply<null> = yield call(articlesApi.deleteMine, action.payload.id);
    notify.success(reply.msg && reply.msg !== '成功' ? reply.msg : MSG_DELETED);
  } catch {
    yield put(forumActions.deleting(null));
    return;
  }
  yield put(forumActions.deleting(null));
  const mine: RootState['forum']['mine'] = yield select((s: RootState) => s.forum.mine);
  yield call(mineFlow, forumMineRequested({ page: mine.page, size: mine.size }));
}

/** An article's detail and its statistics (one call each). */
export function* postFlow(action: PayloadAction<{ id: number }>) {
  const { id } = action.payload;
  yield put(forumActions.postLoading(id));
  try {
    const reply: ApiReply<ArticleDetail> = yield call(articlesApi.detail, id);
    yield put(forumActions.postLoaded(reply.data));
  } catch (error) {
    yield put(forumActions.postFailed(failureMsg(error)));
    return;
  }
  try {
    const stats: ApiReply<ArticleStatistics> = yield call(articlesApi.statistics, id);
    yield put(forumActions.statsLoaded(stats.data));
  } catch {
    // statistics are a side panel; the article stays readable
  }
}

/** The statistics panel (author totals) after a like or a tip: read again, not guessed (issue 16). */
function* refreshStats(id: number) {
  try {
    const stats: ApiReply<ArticleStatistics> = yield call(articlesApi.statistics, id);
    yield put(forumActions.statsLoaded(stats.data));
  } catch {
    // the panel keeps its figures
  }
}

/** Like to reveal the source link (点赞可见): the reply carries the link (ADR 0004). */
export function* likeFlow(action: PayloadAction<{ id: number }>) {
  yield put(forumActions.liking(true));
  try {
    const reply: ApiReply<LikeResult> = yield call(articlesApi.like, action.payload.id, true);
    yield put(forumActions.liked(reply.data));
    notify.success(reply.msg);
    yield call(refreshStats, action.payload.id);
  } catch {
    // shown by the HTTP client (请登录, 点赞过于频繁…)
  }
  yield put(forumActions.liking(false));
}

/** Tip the author (打赏): the reader's new balance goes to the store. */
export function* tipFlow(action: PayloadAction<{ id: number }>) {
  yield put(forumActions.tipping(true));
  try {
    const reply: ApiReply<AppreciateResult> = yield call(articlesApi.appreciate, action.payload.id);
    yield put(forumActions.tipped({ id: reply.data.id, tips: reply.data.tips, coins: reply.data.coins }));
    yield put(userActions.setCoin(reply.data.balance));
    notify.success(reply.msg);
    yield call(refreshStats, action.payload.id);
  } catch {
    // shown by the HTTP client (金币不足…, 不能打赏自己的文章)
  }
  yield put(forumActions.tipping(false));
}

/** Edit mode: load my article into the form (null id = a new article). */
export function* editFlow(action: PayloadAction<{ id: number | null }>) {
  const { id } = action.payload;
  if (!id) {
    yield put(forumActions.publishReset());
    return;
  }
  yield put(forumActions.editLoading());
  try {
    const reply: ApiReply<ArticleDetail> = yield call(articlesApi.detail, id);
    if (!reply.data.is_author) {
      yield put(forumActions.publishFailed('只能编辑自己的文章'));
      return;
    }
    yield put(forumActions.editLoaded(reply.data));
  } catch (error) {
    yield put(forumActions.publishFailed(failureMsg(error)));
  }
}

/** Publish (POST /auth/v1/article) or save an edit (PUT /auth/v1/article/{id}). */
export function* publishFlow(action: PayloadAction<{ id?: number | null; body: ArticleBody }>) {
  const { id, body } = action.payload;
  yield put(forumActions.publishPending());
  try {
    const reply: ApiReply<ArticleDetail> = yield id ? call(articlesApi.update, id, body) : call(articlesApi.create, body);
    const msg = reply.msg && reply.msg !== '成功' ? reply.msg : id ? MSG_UPDATED : MSG_PUBLISHED;
    notify.success(msg);
    yield put(forumActions.publishDone({ id: reply.data.id, msg }));
  } catch (error) {
    yield put(forumActions.publishFailed(failureMsg(error)));
  }
}

export function* forumSaga() {
  yield takeLatest(forumCategoriesRequested.type, categoriesFlow);
  yield takeLatest(forumListRequested.type, listFlow);
  yield takeLatest(forumMineRequested.type, mineFlow);
  yield takeEvery(forumDeleteRequested.type, deleteFlow);
  yield takeLatest(forumPostRequested.type, postFlow);
  yield takeLeading(forumLikeRequested.type, likeFlow);
  yield takeLeading(forumTipRequested.type, tipFlow);
  yield takeLatest(forumEditRequested.type, editFlow);
  yield takeLatest(forumPublishRequested.type, publishFlow);
}
