import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, takeLatest } from 'redux-saga/effects';
import type { ApiReply } from '../api/http';
import { signApi, type SignDayResult, type SignStatus } from '../api/sign';
import { notify } from '../lib/toast';
import { userInfoRefreshRequested } from '../store/actions';
import { accountActions, signDayRequested, signListRequested, signStatusRequested, type PageRequest } from '../store/slices/account';
import { userActions } from '../store/slices/user';
import type { RootState } from '../store/types';
import { failureMsg, loadList } from './account';

export const MSG_SIGN_OK = '签到成功';

/** My sign state (GET /auth/v1/sign/status); only asked while signed in. */
export function* signStatusFlow() {
  const token: string = yield select((s: RootState) => s.user.token);
  if (!token) return;
  yield put(accountActions.signStatusLoading());
  try {
    const reply: ApiReply<SignStatus> = yield call(signApi.status);
    yield put(accountActions.signStatusLoaded(reply.data));
  } catch (error) {
    yield put(accountActions.signStatusFailed(failureMsg(error)));
  }
}

export function* signListFlow(action: PayloadAction<PageRequest>) {
  yield* loadList('signList', signApi.list, action.payload);
}

/**
 * Daily sign-in (POST /auth/v1/sign/day): the new balance goes to the store at once, then the
 * user info, the sign state and the first page of the list are reloaded.
 */
export function* signDayFlow(action: PayloadAction<{ content: string; time_id: string }>) {
  yield put(accountActions.formPending('signDay'));
  let reply: ApiReply<SignDayResult>;
  try {
    reply = yield call(signApi.day, action.payload);
  } catch (error) {
    yield put(accountActions.formFailed({ key: 'signDay', msg: failureMsg(error) }));
    yield call(signStatusFlow);
    return;
  }
  const msg = reply.msg && reply.msg !== '成功' ? reply.msg : MSG_SIGN_OK;
  yield put(userActions.setCoin(reply.data.coin));
  notify.success(msg);
  yield put(accountActions.formDone({ key: 'signDay', msg }));
  yield put(userInfoRefreshRequested());
  yield call(signStatusFlow);
  const size: number = yield select((s: RootState) => s.account.signList.size);
  yield put(signListRequested({ page: 1, size }));
}

export function* signSaga() {
  yield takeLatest(signStatusRequested.type, signStatusFlow);
  yield takeLatest(signListRequested.type, signListFlow);
  yield takeLatest(signDayRequested.type, signDayFlow);
}
