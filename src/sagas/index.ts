import type { Action } from '@reduxjs/toolkit';
import { REHYDRATE } from 'redux-persist';
import type { Saga, Task } from 'redux-saga';
import { all, call, cancelled, fork, take } from 'redux-saga/effects';
import { PERSIST_KEY } from '../config';
import { authSaga } from './auth';
import { getClock } from './context';
import { dailyRewardSaga } from './dailyReward';
import { domainNoticeSaga } from './domainNotice';
import { liveSaga } from './live';
import { searchSaga } from './search';
import { sessionSaga } from './session';
import { settingsSaga } from './settings';
import { userInfoSaga } from './userInfo';
import type { FeatureGate, FeatureSource } from './featureGate';

export interface RootSagaOptions {
  /** Wait for redux-persist to restore the saved state before flows that read it start. */
  waitForRehydrate: boolean;
  /** The feature sagas (sagas/features.ts) and the gate that runs them; absent: core flows only. */
  features?: { gate: FeatureGate; source: FeatureSource; context: Record<string | symbol, unknown> };
}

/** Loads the feature sagas (the app: a lazy chunk) and runs them through the gate; cancelled with the root. */
/** Waits before asking again for a feature chunk that failed to load (a phone losing its signal). */
export const FEATURE_RETRY_MS = [2_000, 5_000, 15_000, 30_000] as const;

function* featuresSaga({ gate, source, context }: NonNullable<RootSagaOptions['features']>) {
  let saga: Saga | undefined;
  for (let attempt = 0; saga === undefined; attempt++) {
    try {
      const loaded = source();
      saga = loaded instanceof Promise ? ((yield call(() => loaded)) as Awaited<typeof loaded>) : loaded;
    } catch (error) {
      // a failed chunk must not take the core flows (login, session, search) down with it; the
      // gate keeps every action meanwhile, so nothing is lost when a later try succeeds
      if (attempt >= FEATURE_RETRY_MS.length) {
        console.error('[ujuso] 功能模块加载失败', error);
        return;
      }
      const clock = yield* getClock();
      yield call([clock, clock.sleep], FEATURE_RETRY_MS[attempt]);
    }
  }
  const task: Task = gate.start(saga, context);
  try {
    yield call(() => task.toPromise());
  } finally {
    if ((yield cancelled()) as boolean) task.cancel();
  }
}

/**
 * The root saga: login/logout, session expiry and search listen at once; the feature sagas start
 * when their chunk arrives (no action is lost, see featureGate.ts); the flows that read the
 * restored state (user info, daily reward, settings, domain notice) start after REHYDRATE.
 */
export function* rootSaga({ waitForRehydrate, features }: RootSagaOptions) {
  yield fork(authSaga);
  yield fork(sessionSaga);
  yield fork(searchSaga);
  if (features) yield fork(featuresSaga, features);
  if (waitForRehydrate) {
    yield take((a: Action) => a.type === REHYDRATE && (a as Action & { key?: string }).key === PERSIST_KEY);
  }
  yield all([fork(userInfoSaga), fork(settingsSaga), fork(dailyRewardSaga), fork(domainNoticeSaga), fork(liveSaga)]);
}
