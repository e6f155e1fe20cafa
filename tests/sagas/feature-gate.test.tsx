import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Saga } from 'redux-saga';
import { featureSagas } from '../../src/sagas/features';
import { createAppStore, subscribeRequested, subscriptionsRequested } from '../../src/store';
import { createCappedStorage, memoryStore } from '../../src/store/storage';
import { FEATURE_RETRY_MS } from '../../src/sagas';
import { ApiServer, at, ok, TestClock, until } from './support';

/**
 * The feature sagas arrive after the store started (issue 14: a chunk loaded after the first
 * paint). Actions dispatched before they run must reach them, in order, exactly once.
 */
const server = new ApiServer();
beforeAll(() => server.start());
afterAll(() => server.stop());
beforeEach(() => server.reset());

function storeWith(features: () => Saga | Promise<Saga>) {
  return createAppStore({ user: { token: 'T', info: { id: 7, username: '小明' } } as never }, {
    clock: new TestClock(at(2026, 7, 1)),
    persist: false,
    storage: createCappedStorage(memoryStore()),
    features,
  }).store;
}

describe('the feature gate', () => {
  it('actions dispatched while the feature chunk loads are handled once it arrives, in order', async () => {
    const subs: Array<{ id: number; keyword: string; create_time: string }> = [];
    server.on('GET /auth/v1/resource/subscribe', () => ok([...subs]));
    server.on('POST /auth/v1/resource/subscribe', (req) => {
      const keyword = (req.body as { keyword: string }).keyword;
      subs.push({ id: subs.length + 1, keyword, create_time: '2026-07-01T00:00:00.000Z' });
      return ok(subs.at(-1), '订阅成功');
    });
    let arrive!: (saga: Saga) => void;
    const chunk = new Promise<Saga>((resolve) => (arrive = resolve));
    const store = storeWith(() => chunk);

    store.dispatch(subscribeRequested({ keyword: '三体' }));
    store.dispatch(subscribeRequested({ keyword: '流浪地球' }));
    store.dispatch(subscriptionsRequested());
    // no feature saga has run yet: nothing marked, nothing sent
    await new Promise((r) => setTimeout(r, 50));
    expect(store.getState().resource.subscribe.adding).toBe(false);
    expect(server.seen.filter((r) => r.path === '/auth/v1/resource/subscribe')).toHaveLength(0);

    arrive(featureSagas);
    await until(() => expect(store.getState().resource.lists.subscriptions.data?.map((s) => s.keyword)).toEqual(['三体', '流浪地球']));
    const posts = server.calls('POST /auth/v1/resource/subscribe');
    expect(posts.map((c) => (c.body as { keyword: string }).keyword)).toEqual(['三体', '流浪地球']);
    // each subscription once; after it arrived, new actions go straight through
    store.dispatch(subscribeRequested({ keyword: '球状闪电' }));
    await until(() => expect(server.calls('POST /auth/v1/resource/subscribe')).toHaveLength(3));
    expect(subs.map((s) => s.keyword)).toEqual(['三体', '流浪地球', '球状闪电']);
  });

  it("the app's own source: the real lazy chunk (sagas/features.ts) loads and runs", async () => {
    server.on('GET /auth/v1/resource/subscribe', () => ok([{ id: 1, keyword: '三体', create_time: '2026-07-01T00:00:00.000Z' }]));
    const store = createAppStore({ user: { token: 'T', info: { id: 7, username: '小明' } } as never }, {
      clock: new TestClock(at(2026, 7, 1)),
      persist: false,
      storage: createCappedStorage(memoryStore()),
    }).store;
    store.dispatch(subscriptionsRequested());
    await until(() => expect(store.getState().resource.lists.subscriptions.data).toHaveLength(1));
  });

  it('a chunk that fails to load is asked for again; the core flows run meanwhile and the kept actions arrive', async () => {
    const subs: Array<{ id: number; keyword: string; create_time: string }> = [];
    server.on('POST /auth/v1/resource/subscribe', (req) => {
      subs.push({ id: subs.length + 1, keyword: (req.body as { keyword: string }).keyword, create_time: '2026-07-01T00:00:00.000Z' });
      return ok(subs.at(-1), '订阅成功');
    });
    server.on('GET /auth/v1/resource/subscribe', () => ok([...subs]));
    const clock = new TestClock(at(2026, 7, 1));
    let tries = 0;
    const { store, task } = createAppStore({ user: { token: 'T', info: { id: 7, username: '小明' } } as never }, {
      clock,
      persist: false,
      storage: createCappedStorage(memoryStore()),
      features: () => (++tries === 1 ? Promise.reject(new Error('网络断开')) : Promise.resolve(featureSagas)),
    });
    store.dispatch(subscribeRequested({ keyword: '三体' }));
    // the first try failed and waits to try again: the root saga (login, session, search) still runs
    await until(() => expect(clock.pending).toBeGreaterThan(0));
    expect(task?.isRunning()).toBe(true);
    expect(server.calls('POST /auth/v1/resource/subscribe')).toHaveLength(0);
    await clock.set(clock.now() + FEATURE_RETRY_MS[0]);
    await until(() => expect(server.calls('POST /auth/v1/resource/subscribe')).toHaveLength(1));
    expect(tries).toBe(2);
    expect(subs.map((x) => x.keyword)).toEqual(['三体']);
    expect(task?.isRunning()).toBe(true);
  });
});
