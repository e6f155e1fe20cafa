import { configureStore, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  persistReducer,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
  type Persistor,
  type Storage as PersistStorage,
} from 'redux-persist';
import createSagaMiddleware from 'redux-saga';
import { bindHttpSession } from '../api/http';
import { PERSIST_KEY, PERSIST_TIMEOUT_MS } from '../config';
import { systemClock, type Clock } from '../lib/clock';
import { rootSaga } from '../sagas';
import { createFeatureGate, type FeatureSource } from '../sagas/featureGate';
import { CLOCK, EVENT_SOURCE, type EventSourceFactory } from '../sagas/context';
import { loginRequested, mediaUploadRequested, mentionLookupRequested, sessionExpired } from './actions';
import { createCappedStorage } from './storage';
import { rootReducer, type RootState } from './types';
import type { SearchState } from './slices/search';
import type { SettingState } from './slices/setting';
import type { UserState } from './slices/user';

export type { RootState } from './types';
export * from './actions';
export { userActions, computeVip, vipExpiresAt, emptyUserInfo, type UserInfo, type UserState } from './slices/user';
export { searchActions, type SearchState } from './slices/search';
export { settingActions, type SettingState, type FriendLink } from './slices/setting';
export * from './slices/account';
export * from './slices/resource';
export * from './slices/forum';
export * from './slices/games';
export * from './slices/pvp';
export * from './slices/replies';
export * from './slices/promo';
export * from './slices/community';
export * from './slices/pm';

/** State to start from: any slice, any subset of its fields (for tests and Storybook). */
export interface PreloadedState {
  user?: Partial<UserState>;
  search?: Partial<SearchState>;
  setting?: Partial<SettingState>;
}

export interface AppStoreOptions {
  /** Time source for the sagas (default: the system clock). */
  clock?: Clock;
  /** Persist to storage under 'ujuso' (default true). Storybook passes false. */
  persist?: boolean;
  /** Where persisted state goes (default: capped localStorage). */
  storage?: PersistStorage;
  /** Start the sagas (default true). */
  sagas?: boolean;
  /** Connect the HTTP client to this store (default true; the app has one store). */
  bindHttp?: boolean;
  /**
   * The feature sagas (default: sagas/features.ts as a lazy chunk, issue 14). Tests and stories
   * pass them directly (`() => featureSagas`), so they run as the store starts.
   */
  features?: FeatureSource;
  /** How the live channel opens its stream (default: the browser's EventSource; null: closed). */
  eventSource?: EventSourceFactory;
}

const lazyFeatures: FeatureSource = () => import('../sagas/features').then((m) => m.featureSagas);

function preload(state: PreloadedState | undefined): RootState | undefined {
  if (!state) return undefined;
  const base = rootReducer(undefined, { type: '@@ujuso/init' });
  return {
    user: { ...base.user, ...state.user, info: { ...base.user.info, ...state.user?.info } },
    search: { ...base.search, ...state.search },
    setting: { ...base.setting, ...state.setting },
    account: base.account,
    resource: base.resource,
    forum: base.forum,
    games: base.games,
    pvp: base.pvp,
    replies: base.replies,
    promo: base.promo,
    community: base.community,
    pm: base.pm,
  };
}

/**
 * Builds the store: slices user/search/setting, redux-persist (key 'ujuso', rehydrate timeout
 * 5000 ms, values over 5000 characters never saved), redux-saga with the root saga, and the
 * HTTP client bound to the session.
 */
export function createAppStore(preloadedState?: PreloadedState, options: AppStoreOptions = {}) {
  const { clock = systemClock, persist = true, sagas = true, bindHttp = true, features = lazyFeatures, eventSource } = options;
  const context = { [CLOCK]: clock, [EVENT_SOURCE]: eventSource };
  const sagaMiddleware = createSagaMiddleware({ context });
  const gate = createFeatureGate();
  // without sagas nothing will ever take the kept actions
  if (!sagas) gate.discard();
  const reducer = (
    persist
      ? persistReducer(
          {
            key: PERSIST_KEY,
            storage: options.storage ?? createCappedStorage(),
            whitelist: ['user', 'search', 'setting'],
            timeout: PERSIST_TIMEOUT_MS,
          },
          rootReducer,
        )
      : rootReducer
  ) as Reducer<RootState, UnknownAction, RootState | undefined>;

  const store = configureStore({
    reducer,
    preloadedState: preload(preloadedState),
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: {
          // persist actions carry functions; the login request and picture uploads carry their callbacks
          ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER, loginRequested.type, mediaUploadRequested.type, mentionLookupRequested.type],
        },
      }).concat(sagaMiddleware, gate.middleware),
  });

  if (bindHttp) {
    bindHttpSession({
      getToken: () => store.getState().user.token,
      sessionExpired: () => {
        const hadToken = !!store.getState().user.token;
        store.dispatch(sessionExpired({ hadToken }));
        return hadToken;
      },
    });
  }

  // the root task: a host that throws the store away (a story, a test) cancels it
  const task = sagas ? sagaMiddleware.run(rootSaga, { waitForRehydrate: persist, features: { gate, source: features, context } }) : null;
  const persistor: Persistor | null = persist ? persistStore(store) : null;
  return { store, persistor, task };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
