import { EventSource } from 'eventsource';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LIVE_BACKOFF_MS, LIVE_FALLBACK_POLL_MS } from '../../src/sagas/liveEvents';
import { ApiServer, at, fail, makeStore, ok, TestClock, Toasts, until } from './support';

/**
 * The live channel's saga (issue 33, src/sagas/liveEvents.ts) against a local server speaking the
 * API and Server-Sent Events; the EventSource is the `eventsource` package (the WHATWG one, as a
 * browser has it; jsdom has none). The channel down → polling; back up → events, no polling.
 */
const server = new ApiServer();
const toasts = new Toasts();
const NOW = at(2026, 5, 1, 10);
const DAY = '2026-05-01';
const running: Array<{ cancel(): void }> = [];

beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  (globalThis as { EventSource?: unknown }).EventSource = EventSource;
  return server.start();
});
afterAll(() => {
  delete (globalThis as { EventSource?: unknown }).EventSource;
  return server.stop();
});
beforeEach(async () => {
  server.reset();
  server.on('GET /v1/web_setting/more', ok([]));
  server.on('GET /auth/v1/user/info', ok({ id: 7, username: '网盘达人', coin: 50, unread_msg_count: 0 }));
  server.on('POST /auth/v1/events/ticket', ok({ ticket: 'ticket-abcdefghijklmnop', expires_in: 60 }));
  await toasts.mount();
});
afterEach(() => {
  running.splice(0).forEach((t) => t.cancel());
  toasts.unmount();
});

const sse = (...events: Array<[string, unknown]>) => ({
  headers: { 'content-type': 'text/event-stream' },
  body: null,
  raw: `retry: 10000\nevent: ready\ndata: {}\n\n${events.map(([e, d], i) => `id: ${i + 1}\nevent: ${e}\ndata: ${JSON.stringify(d)}\n\n`).join('')}`,
  hold: true,
});

function signedIn(token: string, clock = new TestClock(NOW)) {
  const made = makeStore(clock, { user: { token, info: { id: 7, coin: 1 } as never, loginReward: { day: DAY, userId: 7 } } });
  if (made.task) running.push(made.task);
  return { ...made, clock };
}
const infoCalls = (token: string) => server.calls('GET /auth/v1/user/info').filter((c) => c.headers.authorization === `Bearer ${token}`);

describe('the live channel (issue 33)', () => {
  it('opens one EventSource with a ticket (not the token) and turns events into state', async () => {
    server.on('GET /auth/v1/events', sse(['balance', { coin: 88, delta: 38 }]));
    const { store } = signedIn('T-up');
    await until(() => expect(store.getState().pm.live).toBe('up'));
    await until(() => expect(store.getState().user.info.coin).toBe(88));
    const opened = server.calls('GET /auth/v1/events');
    expect(opened).toHaveLength(1);
    expect(opened[0].query.get('ticket')).toBe('ticket-abcdefghijklmnop');
    expect(JSON.stringify(opened[0])).not.toContain('T-up');
    expect(server.calls('POST /auth/v1/events/ticket')[0].headers.authorization).toBe('Bearer T-up');
  });

  it('falls back to polling while the channel is down, retries with backoff, and stops polling when it is back', async () => {
    server.on('GET /auth/v1/events', fail(503, '数据库暂时不可用，请稍后再试'));
    const { store, clock } = signedIn('T-down');
    const tries = () => server.calls('GET /auth/v1/events').length;
    await until(() => expect(store.getState().pm.live).toBe('polling'));
    expect(tries()).toBe(1);
    // retries after 1 s, 3 s, 10 s: each one refused, each one falls back to polling again
    let t = NOW;
    for (const [i, wait] of [LIVE_BACKOFF_MS[0], LIVE_BACKOFF_MS[1], LIVE_BACKOFF_MS[2]].entries()) {
      await clock.set(t + wait - 1);
      expect(tries()).toBe(i + 1); // not before its time
      t += wait;
      await clock.set(t);
      await until(() => expect(tries()).toBe(i + 2));
      await until(() => expect(store.getState().pm.live).toBe('polling'));
    }
    // the next try waits 30 s; meanwhile the page polls every LIVE_FALLBACK_POLL_MS — counted from
    // when the poll loop's first catch-up has come back (on a busy machine the clock must not move
    // before it sleeps, or its next poll would be a whole period later)
    await until(() => expect(clock.sleepsUntil(t + LIVE_FALLBACK_POLL_MS)).toBe(true));
    const polls = infoCalls('T-down').length;
    server.on('GET /auth/v1/user/info', ok({ id: 7, username: '网盘达人', coin: 61, unread_msg_count: 2 }));
    await clock.set(t + LIVE_FALLBACK_POLL_MS);
    await until(() => expect(infoCalls('T-down').length).toBe(polls + 1));
    await until(() => expect(store.getState().user.info).toMatchObject({ coin: 61, unread_msg_count: 2 }));
    expect(tries()).toBe(4);
    // the channel comes back at the next try: events arrive again
    server.on('GET /auth/v1/user/info', ok({ id: 7, username: '网盘达人', coin: 70, unread_msg_count: 2 }));
    server.on('GET /auth/v1/events', sse(['balance', { coin: 70, delta: 9 }]));
    t += LIVE_BACKOFF_MS[3];
    await clock.set(t);
    await until(() => expect(store.getState().pm.live).toBe('up'));
    await until(() => expect(store.getState().user.info.coin).toBe(70));
    await new Promise((r) => setTimeout(r, 50));
    const settled = infoCalls('T-down').length; // with the one catch-up refresh on reconnect
    // up: the clock moving on for three poll periods polls nothing (the minute tick of sagas/live.ts aside)
    await clock.set(t + 3 * LIVE_FALLBACK_POLL_MS - 1);
    await new Promise((r) => setTimeout(r, 100));
    expect(infoCalls('T-down').length - settled).toBeLessThanOrEqual(1);
    expect(tries()).toBe(5);
  });

  it('a 私信 event makes the header count follow; logging out closes the channel', async () => {
    server.on('GET /auth/v1/events', sse(['pm', { conversation_id: 3, from_user_id: 9, from_username: '小王', message_id: 5, excerpt: '你好', unread_pm_count: 1 }]));
    let unread = 0;
    server.on('GET /auth/v1/user/info', () => ok({ id: 7, username: '网盘达人', coin: 50, unread_msg_count: unread++ === 0 ? 0 : 1, unread_pm_count: 1 }));
    const { store } = signedIn('T-pm');
    await until(() => expect(store.getState().user.info.unread_msg_count).toBe(1));
    store.dispatch({ type: 'user/loggedOut' });
    await until(() => expect(store.getState().pm.live).toBe('off'));
  });

  it('a browser without EventSource keeps the page alive: no channel, no endless restart, sign-out still ends it', async () => {
    const saved = (globalThis as { EventSource?: unknown }).EventSource;
    delete (globalThis as { EventSource?: unknown }).EventSource;
    try {
      const { store } = signedIn('', new TestClock(NOW));
      // a saga restarting for ever would put liveStatus without end and never yield the thread;
      // the guard makes such a loop throw (ending the saga) instead of freezing the test
      let statusPuts = 0;
      store.subscribe(() => {
        if (store.getState().pm.live !== undefined && ++statusPuts > 500) throw new Error('the live saga is looping');
      });
      statusPuts = 0;
      store.dispatch({ type: 'user/loginSucceeded', payload: { token: 'T-none', info: { id: 7, coin: 5 }, now: NOW } });
      await new Promise((r) => setTimeout(r, 100));
      expect(statusPuts).toBeLessThan(50);
      expect(server.calls('POST /auth/v1/events/ticket')).toHaveLength(0);
      // the page still works: a later action goes through and sign-out is taken
      store.dispatch({ type: 'user/loggedOut' });
      await until(() => expect(store.getState().pm.live).toBe('off'));
      expect(store.getState().user.token).toBe('');
    } finally {
      (globalThis as { EventSource?: unknown }).EventSource = saved;
    }
  });
});
