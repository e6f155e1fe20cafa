import type { PayloadAction } from '@reduxjs/toolkit';
import { put, takeEvery } from 'redux-saga/effects';
import { MSG_SESSION_EXPIRED } from '../api/http';
import { notify } from '../lib/toast';
import { sessionExpired } from '../store/actions';
import { userActions } from '../store/slices/user';

/**
 * Session expiry (spec §4, §8): any reply with x-login: false logs the user out; the message
 * 抱歉，您的登录已过期，请重新登录 is shown only if a token existed.
 */
export function* sessionExpiredFlow(action: PayloadAction<{ hadToken: boolean }>) {
  yield put(userActions.loggedOut());
  if (action.payload.hadToken) notify.warning(MSG_SESSION_EXPIRED);
}

export function* sessionSaga() {
  yield takeEvery(sessionExpired.type, sessionExpiredFlow);
}
