import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { ApiReply } from '../api/http';
import { canShare, resourcesApi, type BrowseParams, type HotRange, type Resource, type ResourceDetail, type SharePreviewItem, type ShareResult } from '../api/resources';
import { notify } from '../lib/toast';
import { userInfoRefreshRequested } from '../store/actions';
import {
  browseRequested,
  categoriesRequested,
  hotRequested,
  latestRequested,
  mySharesRequested,
  requestKey,
  resourceActions,
  resourceDetailRequested,
  resourceReportRequested,
  resourceRevealRequested,
  sharePreviewRequested,
  shareSubmitRequested,
  subscribeRequested,
  subscriptionsRequested,
  unsubscribeRequested,
  type ListData,
  type ListLoadedPayload,
  type MySharesRequest,
  type ResourceListKey,
  type ShareRow,
} from '../store/slices/resource';
import { userActions } from '../store/slices/user';
import type { RootState } from '../store/types';
import { failureMsg } from './account';

export const MSG_LOGIN_TO_REVEAL = '请先登录后再查看付费链接';
export const MSG_LOGIN_TO_REPORT = '请先登录后再举报';

/** The detail page: GET /v1/resource/{id} (counts a view). */
export function* detailFlow(action: PayloadAction<{ id: number }>) {
  yield put(resourceActions.detailLoading(action.payload.id));
  try {
    const reply: ApiReply<ResourceDetail> = yield call(resourcesApi.detail, action.payload.id);
    yield put(resourceActions.detailLoaded(reply.data));
  } catch (error) {
    yield put(resourceActions.detailFailed(failureMsg(error)));
    return;
  }
  try {
    const related: ApiReply<Resource[]> = yield call(resourcesApi.related, action.payload.id);
    yield put(resourceActions.detailRelatedLoaded({ id: action.payload.id, list: related.data }));
  } catch {
    // related resources are a help; the detail stands without them
  }
}

/**
 * Reveals a paid link (POST /auth/v1/resource/{id}/reveal): the server debits the price through
 * the ledger (free to VIPs) and the link stays revealed. The balance drops in the store at once
 * and the user info is reloaded to agree with the server.
 */
export function* revealFlow(action: PayloadAction<{ id: number }>) {
  const token: string = yield select((s: RootState) => s.user.token);
  if (!token) {
    notify.warning(MSG_LOGIN_TO_REVEAL);
    return;
  }
  const before: ResourceDetail | null = yield select((s: RootState) => s.resource.detail.data);
  yield put(resourceActions.revealing(true));
  let reply: ApiReply<ResourceDetail>;
  try {
    reply = yield call(resourcesApi.reveal, action.payload.id);
  } catch (error) {
    notify.error(failureMsg(error));
    yield put(resourceActions.revealing(false));
    return;
  }
  yield put(resourceActions.detailLoaded(reply.data));
  const paid = reply.data.unlocked_by === 'paid' && !!before?.locked;
  if (paid) {
    yield put(userActions.decreaseCoin(reply.data.price));
    notify.success(`已解锁，扣除 ${reply.data.price} 金币`);
  } else if (reply.data.unlocked_by === 'vip') {
    notify.success('VIP 会员免费查看');
  }
  yield put(userInfoRefreshRequested());
}

/** Reports a dead link (once per user; enough reports mark it invalid). */
export function* reportFlow(action: PayloadAction<{ id: number; reason?: string }>) {
  const token: string = yield select((s: RootState) => s.user.token);
  if (!token) {
    notify.warning(MSG_LOGIN_TO_REPORT);
    return;
  }
  yield put(resourceActions.reporting(true));
  try {
    const reply: ApiReply<{ report_count: number; validity: string }> = yield call(
      resourcesApi.report,
      action.payload.id,
      action.payload.reason ?? '',
    );
    yield put(resourceActions.reported(reply.data));
    notify.success(reply.msg && reply.msg !== '成功' ? reply.msg : '感谢反馈，已收到举报');
  } catch (error) {
    notify.error(failureMsg(error));
    yield put(resourceActions.reporting(false));
  }
}

export const MSG_SHARE_TITLE_REQUIRED = '请填写每个链接的资源标题';

/** Runs one read call into `lists[key]`; the request is named by requestKey(request). */
function* loadInto<K extends ResourceListKey>(key: K, request: unknown, fetch: () => Promise<ApiReply<ListData<K>>>) {
  yield put(resourceActions.listLoading({ key, request: requestKey(request) }));
  try {
    const reply: ApiReply<ListData<K>> = yield call(fetch);
    // K and its data type go together (ListLoadedPayload); TypeScript cannot follow a generic key.
    yield put(resourceActions.listLoaded({ key, data: reply.data } as ListLoadedPayload));
  } catch (error) {
    // The HTTP client already showed the msg as a toast; the page shows it in place of the list.
    yield put(resourceActions.listFailed({ key, msg: failureMsg(error) }));
  }
}

export function* latestFlow(action: PayloadAction<BrowseParams>) {
  yield* loadInto('latest', action.payload, () => resourcesApi.latest(action.payload));
}

export function* browseFlow(action: PayloadAction<BrowseParams>) {
  yield* loadInto('browse', action.payload, () => resourcesApi.list(action.payload));
}

export function* hotFlow(action: PayloadAction<{ range: HotRange; size?: number }>) {
  yield* loadInto('hot', action.payload, () => resourcesApi.hot(action.payload));
}

export function* categoriesFlow() {
  yield* loadInto('categories', undefined, resourcesApi.categories);
}

export function* mySharesFlow(action: PayloadAction<MySharesRequest>) {
  yield* loadInto('myShares', action.payload, () => resourcesApi.mine(action.payload));
}

export function* subscriptionsFlow() {
  yield* loadInto('subscriptions', undefined, resourcesApi.subscriptions);
}

/** Adds or cancels a subscription: the reply msg as a success toast, then the list again. */
function* changeSubscription(adding: boolean, fn: () => Promise<ApiReply<unknown>>) {
  yield put(resourceActions.subscribeStarted({ adding }));
  let reply: ApiReply<unknown>;
  try {
    reply = yield call(fn);
  } catch (error) {
    yield put(resourceActions.subscribeEnded({ error: failureMsg(error) }));
    return;
  }
  notify.success(reply.msg);
  yield put(resourceActions.subscribeEnded({ error: '' }));
  yield put(subscriptionsRequested());
}

export function* subscribeFlow(action: PayloadAction<{ keyword: string }>) {
  yield* changeSubscription(true, () => resourcesApi.subscribe(action.payload.keyword));
}

export function* unsubscribeFlow(action: PayloadAction<{ id: number }>) {
  yield* changeSubscription(false, () => resourcesApi.unsubscribe(action.payload.id));
}

/** Parses pasted text (POST /auth/v1/resource/share/preview); the links that can be shared start selected. */
export function* sharePreviewFlow(action: PayloadAction<{ text: string }>) {
  yield put(resourceActions.shareStarted('preview'));
  try {
    const reply: ApiReply<SharePreviewItem[]> = yield call(resourcesApi.sharePreview, action.payload.text);
    yield put(resourceActions.sharePreviewed(reply.data.map((item) => ({ ...item, selected: canShare(item) }))));
  } catch (error) {
    yield put(resourceActions.shareFailed(failureMsg(error)));
  }
}

/** Submits the selected rows for review (every one needs a title); the reply msg as a success toast. */
export function* shareSubmitFlow(action: PayloadAction<{ category_id: number | null; price: number }>) {
  const rows: ShareRow[] | null = yield select((s: RootState) => s.resource.share.rows);
  const chosen = (rows ?? []).filter((r) => r.selected && canShare(r));
  if (chosen.length === 0) return;
  if (chosen.some((r) => !r.title.trim())) {
    yield put(resourceActions.shareFailed(MSG_SHARE_TITLE_REQUIRED));
    return;
  }
  yield put(resourceActions.shareStarted('submit'));
  try {
    const { category_id, price } = action.payload;
    const reply: ApiReply<ShareResult> = yield call(
      resourcesApi.share,
      chosen.map((r) => ({ title: r.title.trim(), url: r.url, pwd: r.pwd, category_id, price })),
    );
    notify.success(reply.msg);
    yield put(resourceActions.shareDone({ result: reply.data, msg: reply.msg }));
  } catch (error) {
    yield put(resourceActions.shareFailed(failureMsg(error)));
  }
}

export function* resourceSaga() {
  yield takeLatest(resourceDetailRequested.type, detailFlow);
  yield takeEvery(resourceRevealRequested.type, revealFlow);
  yield takeEvery(resourceReportRequested.type, reportFlow);
  yield takeLatest(latestRequested.type, latestFlow);
  yield takeLatest(browseRequested.type, browseFlow);
  yield takeLatest(hotRequested.type, hotFlow);
  yield takeLatest(categoriesRequested.type, categoriesFlow);
  yield takeLatest(mySharesRequested.type, mySharesFlow);
  yield takeLatest(subscriptionsRequested.type, subscriptionsFlow);
  yield takeEvery(subscribeRequested.type, subscribeFlow);
  yield takeEvery(unsubscribeRequested.type, unsubscribeFlow);
  yield takeLatest(sharePreviewRequested.type, sharePreviewFlow);
  yield takeLatest(shareSubmitRequested.type, shareSubmitFlow);
}
