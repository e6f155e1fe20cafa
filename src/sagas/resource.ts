import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { ApiReply } from '../api/http';
import { resourcesApi, type ResourceDetail } from '../api/resources';
import { notify } from '../lib/toast';
import { userInfoRefreshRequested } from '../store/actions';
import {
  resourceActions,
  resourceDetailRequested,
  resourceReportRequested,
  resourceRevealRequested,
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

export function* resourceSaga() {
  yield takeLatest(resourceDetailRequested.type, detailFlow);
  yield takeEvery(resourceRevealRequested.type, revealFlow);
  yield takeEvery(resourceReportRequested.type, reportFlow);
}
