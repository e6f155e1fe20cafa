import type { Action } from '@reduxjs/toolkit';
import { REHYDRATE } from 'redux-persist';
import { all, fork, take } from 'redux-saga/effects';
import { PERSIST_KEY } from '../config';
import { accountSaga } from './account';
import { authSaga } from './auth';
import { dailyRewardSaga } from './dailyReward';
import { domainNoticeSaga } from './domainNotice';
import { forumSaga } from './forum';
import { gamesSaga } from './games';
import { repliesSaga } from './replies';
import { promoSaga } from './promo';
import { resourceSaga } from './resource';
import { searchSaga } from './search';
import { sessionSaga } from './session';
import { settingsSaga } from './settings';
import { signSaga } from './sign';
import { userInfoSaga } from './userInfo';
import { pvpSaga } from './pvp';

export interface RootSagaOptions {
  /** Wait for redux-persist to restore the saved state before flows that read it start. */
  waitForRehydrate: boolean;
}

/**
 * The root saga: login/logout and session expiry listen at once; the flows that read the
 * restored state (user info, daily reward, settings, domain notice) start after REHYDRATE.
 */
export function* rootSaga({ waitForRehydrate }: RootSagaOptions) {
  yield fork(authSaga);
  yield fork(sessionSaga);
  yield fork(accountSaga);
  yield fork(forumSaga);
  yield fork(repliesSaga);
  yield fork(signSaga);
  yield fork(searchSaga);
  yield fork(resourceSaga);
  yield fork(gamesSaga);
  yield fork(pvpSaga);
  yield fork(promoSaga);
  if (waitForRehydrate) {
    yield take((a: Action) => a.type === REHYDRATE && (a as Action & { key?: string }).key === PERSIST_KEY);
  }
  yield all([fork(userInfoSaga), fork(settingsSaga), fork(dailyRewardSaga), fork(domainNoticeSaga)]);
}
