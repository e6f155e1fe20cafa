import type { Action } from '@reduxjs/toolkit';
import { eventChannel, type EventChannel } from 'redux-saga';
import { call, cancelled, delay, fork, put, race, select, take, takeEvery } from 'redux-saga/effects';
import { userInfoRefreshRequested } from '../store/actions';
import type { RootState } from '../store/types';
import { userActions } from '../store/slices/user';
import { getClock } from './context';
import { fetchUserInfo } from './userInfo';

/**
 * Live refresh without a live channel (issue 30; ADR 0030). Pages that show a balance, unread
 * messages or a game stay current without a reload:
 *
 * - wake: the tab becomes visible again or the window gets the focus → `liveWake` (at most once
 *   per WAKE_THROTTLE_MS); the user info is fetched again, and pages that watch something (the
 *   PvP lists) refresh on the same action;
 * - tick: while signed in and visible, the user info is fetched every USER_TICK_MS;
 * - other tabs: after a change this tab made (`userInfoRefreshRequested`, dispatched after every
 *   spend, win or exchange), the new info is announced on the BroadcastChannel `ujuso-live`
 *   (or, without BroadcastChannel, a `storage` event on `ujuso-live`); the other tabs fetch
 *   their own copy. A fetch caused by an announcement announces nothing, so tabs never echo.
 *
 * What invalidates: any change of coins / unread / games on the server. The live-updates channel
 * (issue 33, community) can later replace the tick and the wake with pushed events; the actions
 * here (`liveWake`, `liveAnnounced`) are where those events would enter.
 */
export const USER_TICK_MS = 60_000;
export const WAKE_THROTTLE_MS = 2_000;
export const LIVE_CHANNEL = 'ujuso-live';

/** The tab came back (visible / focused) or another tab announced a change. */
export const liveWake = { type: 'live/wake' } as const;
/** Another tab changed the signed-in user's data (coins, unread, games). */
export const liveAnnounced = { type: 'live/announced' } as const;

type LiveEvent = 'wake' | 'announced';

/**
 * This tab's id: a BroadcastChannel delivers to every other channel object of the same name,
 * the ones of this very tab included, so an announcement carries its sender and the sender's
 * own listener ignores it (a tab never refetches because of its own change).
 */
const TAB_ID = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** The browser's signals as one channel: visibility, focus, and announcements from other tabs. */
function browserChannel(): EventChannel<LiveEvent> {
  return eventChannel<LiveEvent>((emit) => {
    if (typeof window === 'undefined') return () => undefined;
    const wake = () => {
      if (document.visibilityState === 'visible') emit('wake');
    };
    document.addEventListener('visibilitychange', wake);
    window.addEventListener('focus', wake);
    let bc: BroadcastChannel | null = null;
    const onStorage = (e: StorageEvent) => {
      if (e.key === LIVE_CHANNEL) emit('announced');
    };
    if (typeof BroadcastChannel !== 'undefined') {
      bc = new BroadcastChannel(LIVE_CHANNEL);
      bc.onmessage = (e: MessageEvent<{ from?: string } | null>) => {
        if (e.data?.from !== TAB_ID) emit('announced');
      };
    } else window.addEventListener('storage', onStorage);
    return () => {
      document.removeEventListener('visibilitychange', wake);
      window.removeEventListener('focus', wake);
      window.removeEventListener('storage', onStorage);
      bc?.close();
    };
  });
}

/** Tells the other tabs of this browser that the user's data changed. */
export function announce(): void {
  if (typeof window === 'undefined') return;
  try {
    if (typeof BroadcastChannel !== 'undefined') {
      const bc = new BroadcastChannel(LIVE_CHANNEL);
      bc.postMessage({ at: Date.now(), from: TAB_ID });
      bc.close();
    } else localStorage.setItem(LIVE_CHANNEL, String(Date.now()));
  } catch {
    // a tab that cannot announce still refreshes itself on focus
  }
}

const signedIn = (s: RootState) => !!s.user.token && s.user.info.id > 0;
const visible = () => typeof document === 'undefined' || document.visibilityState === 'visible';

function* refreshUser() {
  if ((yield select(signedIn)) as boolean) yield call(fetchUserInfo);
}

function* browserEvents() {
  const chan: EventChannel<LiveEvent> = yield call(browserChannel);
  const clock = yield* getClock();
  let lastWake = 0;
  try {
    for (;;) {
      const ev: LiveEvent = yield take(chan);
      if (ev === 'announced') {
        yield put(liveAnnounced);
        yield fork(refreshUser);
        continue;
      }
      if (clock.now() - lastWake < WAKE_THROTTLE_MS) continue;
      lastWake = clock.now();
      yield put(liveWake);
      yield fork(refreshUser);
    }
  } finally {
    if ((yield cancelled()) as boolean) chan.close();
  }
}

/** Every USER_TICK_MS while signed in and visible (a login or logout restarts the wait, and fetches nothing itself). */
function* tick() {
  const clock = yield* getClock();
  for (;;) {
    const { changed } = (yield race({
      slept: call([clock, clock.sleep], USER_TICK_MS),
      changed: take([userActions.loginSucceeded.type, userActions.loggedOut.type]),
    })) as { changed?: Action };
    // a login is fetched by the once-per-token rule (userInfo.ts); the tick only restarts its wait
    if (!changed && visible()) yield* refreshUser();
  }
}

/** After this tab changed the user's data (a refresh it asked for landed): tell the other tabs. */
function* announceAfterOwnChange() {
  yield takeEvery(userInfoRefreshRequested.type, function* () {
    const { received } = (yield race({
      received: take(userActions.infoReceived.type),
      gone: take(userActions.loggedOut.type),
      timeout: delay(20_000),
    })) as { received?: Action };
    if (received) yield call(announce);
  });
}

export function* liveSaga() {
  yield fork(browserEvents);
  yield fork(tick);
  yield fork(announceAfterOwnChange);
}
