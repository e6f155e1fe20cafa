import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LIVE_CHANNEL, USER_TICK_MS } from '../../src/sagas/live';
import { userInfoRefreshRequested } from '../../src/store/actions';
import { ApiServer, at, flush, makeStore, ok, TestClock, Toasts, until } from './support';

/**
 * Live refresh without a reload (issue 30, src/sagas/live.ts): the tick, announcements from other
 * tabs, and this tab's own announcements — which reach the other tabs once and never echo back.
 * Each test signs in with its own token, so calls of stores from earlier tests are told apart.
 */
const server = new ApiServer();
const toasts = new Toasts();
const NOW = at(2026, 5, 1, 10);
const DAY = '2026-05-01';

beforeAll(() => {
  // jsdom reports a hidden page; the tick only runs while the tab is visible, as in a browser
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  return server.start();
});
afterAll(() => server.stop());
beforeEach(async () => {
  server.reset();
  server.on('GET /v1/web_setting/more', ok([]));
  server.on('GET /auth/v1/user/info', ok({ id: 7, username: '网盘达人', coin: 50, unread_msg_count: 0 }));
  await toasts.mount();
});
// the sagas of each test's store stop with the test: only one tab listens at a time
const running: Array<{ cancel(): void }> = [];
afterEach(() => {
  running.splice(0).forEach((t) => t.cancel());
  toasts.unmount();
});

function signedIn(token: string, clock = new TestClock(NOW)) {
  const made = makeStore(clock, { user: { token, info: { id: 7, coin: 1 } as never, loginReward: { day: DAY, userId: 7 } } });
  if (made.task) running.push(made.task);
  return made;
}
const infoCalls = (token: string) => server.calls('GET /auth/v1/user/info').filter((c) => c.headers.authorization === `Bearer ${token}`);

describe('live refresh (issue 30)', () => {
  it('fetches the user info again every minute while signed in, not before', async () => {
    const clock = new TestClock(NOW);
    signedIn('T-tick', clock);
    await until(() => expect(infoCalls('T-tick')).toHaveLength(1));
    await clock.set(NOW + USER_TICK_MS - 1);
    await flush();
    expect(infoCalls('T-tick')).toHaveLength(1);
    await clock.set(NOW + USER_TICK_MS);
    await until(() => expect(infoCalls('T-tick')).toHaveLength(2));
  });

  it('another tab’s announcement makes this tab fetch its own copy', async () => {
    const { store } = signedIn('T-heard');
    await until(() => expect(store.getState().user.info.coin).toBe(50));
    server.on('GET /auth/v1/user/info', ok({ id: 7, username: '网盘达人', coin: 42, unread_msg_count: 3 }));
    const other = new BroadcastChannel(LIVE_CHANNEL);
    other.postMessage({ at: Date.now(), from: 'another-tab' });
    other.close();
    await until(() => expect(store.getState().user.info).toMatchObject({ coin: 42, unread_msg_count: 3 }));
    expect(infoCalls('T-heard')).toHaveLength(2);
  });

  it('this tab’s own change is announced to the other tabs once and does not echo back', async () => {
    const { store } = signedIn('T-own');
    await until(() => expect(infoCalls('T-own')).toHaveLength(1));
    const heard: unknown[] = [];
    const other = new BroadcastChannel(LIVE_CHANNEL);
    other.onmessage = (e) => heard.push(e.data);
    try {
      store.dispatch(userInfoRefreshRequested());
      await until(() => expect(heard).toHaveLength(1));
      await flush();
      await new Promise((r) => setTimeout(r, 100));
      // the refresh it asked for, and nothing after its own announcement
      expect(infoCalls('T-own')).toHaveLength(2);
      expect(heard).toHaveLength(1);
    } finally {
      other.close();
    }
  });
});
