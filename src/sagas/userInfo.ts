import { call, fork, put, select, take, takeLatest } from 'redux-saga/effects';
import type { ApiReply } from '../api/http';
import { usersApi } from '../api/users';
import { userInfoRefreshRequested } from '../store/actions';
import type { RootState } from '../store/types';
import { userActions, type UserInfo } from '../store/slices/user';
import { getClock } from './context';

/** Loads GET /auth/v1/user/info into the user slice; failures were already shown by the client. */
export function* fetchUserInfo() {
  try {
    const reply: ApiReply<UserInfo> = yield call(usersApi.info);
    const clock = yield* getClock();
    const token: string = yield select((s: RootState) => s.user.token);
    // The session may have ended while the call was in flight.
    if (token && reply.data) yield put(userActions.infoReceived({ info: reply.data, now: clock.now() }));
  } catch {
    // shown by the HTTP client (or the session saga) already
  }
}

/**
 * Once a token is present and info.id is above 0, the user info is fetched once (spec §4) —
 * once per token: a new login fetches again, a re-render never does.
 */
export function* userInfoOnceSaga() {
  let fetchedFor = '';
  for (;;) {
    const { token, info }: RootState['user'] = yield select((s: RootState) => s.user);
    if (token && info.id > 0 && fetchedFor !== token) {
      fetchedFor = token;
      yield fork(fetchUserInfo);
    }
    if (!token) fetchedFor = '';
    yield take([userActions.loginSucceeded.type, userActions.loggedOut.type, userActions.infoReceived.type]);
  }
}

export function* userInfoSaga() {
  yield fork(userInfoOnceSaga);
  yield takeLatest(userInfoRefreshRequested.type, fetchUserInfo);
}
