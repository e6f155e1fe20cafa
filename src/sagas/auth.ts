import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import { ApiError, type ApiReply } from '../api/http';
import { MSG_LOGIN_CHALLENGE, solveLoginPow } from '../lib/loginPow';
import { usersApi, type LoginChallenge, type LoginData } from '../api/users';
import { SUCCESS_CODE } from '../config';
import { notify } from '../lib/toast';
import { loginRequested, logoutRequested, type LoginRequest } from '../store/actions';
import { userActions } from '../store/slices/user';
import { getClock } from './context';

export const MSG_LOGIN_OK = '登录成功';
export const MSG_LOGOUT_OK = '您已退出登录';
export const MSG_LOGIN_FAILED = '登录失败，请稍后再试';

/**
 * Login (spec §4, §5, §8): success when the reply code is 200 — token and info stored, role,
 * username, VIP recomputed, unread reset to 0 (in the reducer). Failure shows the server's msg
 * and runs the failure callback.
 */
export function* loginFlow(action: PayloadAction<LoginRequest>) {
  const { credentials, onSuccess, onFailure, onChallenge } = action.payload;
  let reply: ApiReply<LoginData>;
  try {
    try {
      reply = yield call(usersApi.login, credentials);
    } catch (first) {
      // 428: the account is under a password-guessing attack and this browser is new to it —
      // solve the server's proof of work and try once more (issue 27)
      if (!(first instanceof ApiError) || first.code !== 428) throw first;
      // once: inline when the login form listens, else a toast
      if (onChallenge) onChallenge();
      else notify.info(MSG_LOGIN_CHALLENGE);
      const challenge: ApiReply<LoginChallenge> = yield call(usersApi.loginChallenge);
      const nonce: string = yield call(solveLoginPow, challenge.data!.challenge, challenge.data!.difficulty);
      reply = yield call(usersApi.login, { ...credentials, pow: { challenge: challenge.data!.challenge, nonce } });
    }
  } catch (error) {
    const msg = error instanceof Error && error.message ? error.message : MSG_LOGIN_FAILED;
    // once: inline when the login form listens, else a toast (issue 16)
    if (onFailure) onFailure(msg);
    else notify.error(msg);
    return;
  }
  if (reply.code !== SUCCESS_CODE || !reply.data?.token) {
    const msg = reply.msg || MSG_LOGIN_FAILED;
    if (onFailure) onFailure(msg);
    else notify.error(msg);
    return;
  }
  const clock = yield* getClock();
  yield put(userActions.loginSucceeded({ token: reply.data.token, info: reply.data.info, now: clock.now() }));
  notify.success(reply.msg && reply.msg !== '成功' ? reply.msg : MSG_LOGIN_OK);
  onSuccess?.();
}

/** Logout (spec §4): clears token, user info, role and username. */
export function* logoutFlow() {
  yield put(userActions.loggedOut());
  notify.info(MSG_LOGOUT_OK);
}

export function* authSaga() {
  yield takeLatest(loginRequested.type, loginFlow);
  yield takeEvery(logoutRequested.type, logoutFlow);
}
