import { call, put, race, select, take } from 'redux-saga/effects';
import type { ApiReply } from '../api/http';
import { signApi } from '../api/sign';
import { localDay, msUntilNextDay } from '../lib/clock';
import { notify } from '../lib/toast';
import { userInfoRefreshRequested } from '../store/actions';
import { userActions } from '../store/slices/user';
import type { RootState } from '../store/types';
import { getClock } from './context';

/**
 * Daily login reward (spec §4, §7, §9): POST /auth/v1/sign/login once per calendar day while
 * logged in. The day is recorded before the call, so it counts whether or not the call
 * succeeds; when coins were granted the reply msg is shown as a success message for 10 seconds,
 * otherwise nothing is shown.
 */
export function* attemptLoginReward() {
  const clock = yield* getClock();
  const day = localDay(clock.now());
  const { token, info, loginReward }: RootState['user'] = yield select((s: RootState) => s.user);
  if (!token || info.id <= 0) return;
  if (loginReward && loginReward.day === day && loginReward.userId === info.id) return;
  yield put(userActions.loginRewardAttempted({ day, userId: info.id }));
  try {
    const reply: ApiReply<{ granted: boolean } | null> = yield call(signApi.login);
    // nothing new (already rewarded today, e.g. a second login): say nothing (issue 30: every later
    // login repeated 今天的登录奖励已经领取过了)
    if (!reply.data?.granted) return;
    if (reply.msg) notify.longSuccess(reply.msg);
    // The reward changed the balance: reload the user info.
    yield put(userInfoRefreshRequested());
  } catch {
    // Already rewarded today, or a transport error the client has shown: the day stays recorded.
  }
}

/** Attempts on start, after every login, and again when the local day changes. */
export function* dailyRewardSaga() {
  const clock = yield* getClock();
  for (;;) {
    yield call(attemptLoginReward);
    yield race({
      login: take(userActions.loginSucceeded.type),
      midnight: call([clock, clock.sleep], msUntilNextDay(clock.now())),
    });
  }
}
