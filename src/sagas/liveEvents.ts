import type { Action } from '@reduxjs/toolkit';
import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import { call, cancelled, fork, put, race, select, take } from 'redux-saga/effects';
import type { LiveEventKind, LiveEventOf } from '../../contract/pm';
import type { ApiReply } from '../api/http';
import { liveEventsUrl, pmApi, type LiveTicket } from '../api/pm';
import type { RootState } from '../store/types';
import { userActions } from '../store/slices/user';
import { liveNoticeReceived, pmActions, pmConversationsRequested, pmLiveReceived, pmThreadRequested } from '../store/slices/pm';
import { getClock, getEventSourceFactory } from './context';
import { liveWake } from './live';
import { fetchUserInfo } from './userInfo';

/**
 * The live channel (issue 33, ADR 0033c): while a member is signed in, this saga owns ONE
 * EventSource to GET /auth/v1/events (a one-use ticket from POST /auth/v1/events/ticket in the
 * URL — never the session token) and turns its events into actions:
 * `pm` → pmLiveReceived (the open conversation and the list refresh, the header count follows),
 * `notice` → liveNoticeReceived + the user info (unread count); a game notice also wakes the PvP
 * pages (liveWake); `balance` → the coin in the header at once.
 *
 * When the channel is down (the ticket refused, the stream broken) the page falls
 * back to polling: the user info (and an open conversation) every LIVE_FALLBACK_POLL_MS, while the
 * saga tries again after LIVE_BACKOFF_MS[attempt] (1 s, 3 s, 10 s, 30 s, then every minute). When
 * it comes back, one refresh catches up on what the events in between would have said.
 * Every tab has its own channel (the server writes to each), so nothing is relayed between tabs.
 */
export const LIVE_FALLBACK_POLL_MS = 15_000;
export const LIVE_BACKOFF_MS = [1_000, 3_000, 10_000, 30_000, 60_000] as const;
export const LIVE_EVENT_KINDS: readonly LiveEventKind[] = ['pm', 'notice', 'balance'];

/** What the saga needs of the browser's EventSource. */
export interface EventSourceLike {
  addEventListener(type: string, listener: (e: MessageEvent<string>) => void): void;
  onerror: ((e: Event) => void) | null;
  close(): void;
}
type Signal = { type: 'open' } | { type: 'down' } | { type: 'event'; kind: LiveEventKind; data: string };

function eventSourceFactory(): ((url: string) => EventSourceLike) | null {
  const ES = (globalThis as { EventSource?: new (url: string) => EventSourceLike }).EventSource;
  return ES ? (url: string) => new ES(url) : null;
}

/**
 * The connection's signals, buffered: an eventChannel drops what arrives while the saga is not
 * waiting on it (redux-saga's default `buffers.none()`), and a stream chunk often carries `ready`
 * and the first events together — the EventSource dispatches them in one go while the saga is
 * still putting 'up', so the balance event that followed `ready` was lost now and then (the saga
 * test *opens one EventSource…* failed 2 runs of 3 in the full unit step on 2026-11-26).
 */
function sourceChannel(make: (url: string) => EventSourceLike, url: string): EventChannel<Signal> {
  return eventChannel<Signal>((emit) => {
    const es = make(url);
    es.addEventListener('ready', () => emit({ type: 'open' }));
    for (const kind of LIVE_EVENT_KINDS) es.addEventListener(kind, (e) => emit({ type: 'event', kind, data: e.data }));
    // the browser would retry with the same (spent) ticket: this saga reconnects with a new one
    es.onerror = () => {
      es.close();
      emit({ type: 'down' });
    };
    return () => es.close();
  }, buffers.expanding<Signal>(16));
}

const signedIn = (s: RootState) => !!s.user.token && s.user.info.id > 0;

function parse<K extends LiveEventKind>(data: string): LiveEventOf<K> | null {
  try {
    return JSON.parse(data) as LiveEventOf<K>;
  } catch {
    return null;
  }
}

function* deliver(kind: LiveEventKind, data: string) {
  if (kind === 'balance') {
    const b = parse<'balance'>(data);
    if (b) yield put(userActions.setCoin(b.coin));
  } else if (kind === 'pm') {
    const m = parse<'pm'>(data);
    if (m) yield put(pmLiveReceived(m));
  } else if (kind === 'notice') {
    const n = parse<'notice'>(data);
    if (!n) return;
    yield put(liveNoticeReceived(n));
    if (n.kind === 'game') yield put(liveWake);
    yield fork(fetchUserInfo);
  }
}

/** What the events would have said while the channel was down: the user info and what is on screen. */
function* catchUp() {
  yield call(fetchUserInfo);
  const pm: RootState['pm'] = yield select((s: RootState) => s.pm);
  if (pm.thread.peerId) yield put(pmThreadRequested({ peerId: pm.thread.peerId, quiet: true }));
  if (pm.conversations.requested) yield put(pmConversationsRequested({}));
}

function* pollLoop() {
  const clock = yield* getClock();
  for (;;) {
    yield call(catchUp);
    yield call([clock, clock.sleep], LIVE_FALLBACK_POLL_MS);
  }
}

/** One connection: resolves when it goes down (or could not be opened). */
function* connectOnce(make: (url: string) => EventSourceLike): Generator<unknown, boolean, never> {
  let chan: EventChannel<Signal> | null = null;
  try {
    const reply = (yield call(pmApi.ticket)) as ApiReply<LiveTicket>;
    chan = (yield call(sourceChannel, make, liveEventsUrl(reply.data.ticket))) as EventChannel<Signal>;
    const first = (yield take(chan)) as Signal;
    if (first.type !== 'open') return false;
    yield put(pmActions.liveStatus('up'));
    yield fork(catchUp);
    for (;;) {
      const s = (yield take(chan)) as Signal;
      if (s.type === 'down') return true;
      if (s.type === 'event') yield call(deliver, s.kind, s.data);
    }
  } catch {
    return false;
  } finally {
    chan?.close();
  }
}

function* channelWhileSignedIn() {
  const clock = yield* getClock();
  const given = yield* getEventSourceFactory();
  const make = given === undefined ? eventSourceFactory() : given;
  // no EventSource at all (an old browser, jsdom, a story): ADR 0030's tick and focus refresh stay the floor
  if (!make) return;
  let attempt = 0;
  try {
    for (;;) {
      yield put(pmActions.liveStatus('connecting'));
      const wasUp = (yield call(connectOnce, make)) as boolean;
      if (wasUp) attempt = 0;
      yield put(pmActions.liveStatus('polling'));
      const wait = LIVE_BACKOFF_MS[Math.min(attempt, LIVE_BACKOFF_MS.length - 1)];
      attempt++;
      // poll while waiting for the next try
      yield race({ poll: call(pollLoop), retry: call([clock, clock.sleep], wait) });
    }
  } finally {
    if ((yield cancelled()) as boolean) yield put(pmActions.liveStatus('off'));
  }
}

export function* liveEventsSaga() {
  for (;;) {
    while (!((yield select(signedIn)) as boolean)) yield take('*');
    const loggedOut = (a: Action) => a.type === userActions.loggedOut.type;
    const ended = (yield race({ run: call(channelWhileSignedIn), out: take(loggedOut) })) as { out?: Action };
    yield put(pmActions.liveStatus('off'));
    // no channel to run (no EventSource in this browser): wait for the sign-out, or this loop
    // would start again at once, for ever, and freeze the page
    if (!ended.out) yield take(loggedOut);
  }
}
