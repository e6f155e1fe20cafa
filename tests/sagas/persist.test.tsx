import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAppStore, searchActions, settingActions } from '../../src/store';
import { createCappedStorage, memoryStore } from '../../src/store/storage';
import { ApiServer, at, ok, TestClock, Toasts, until } from './support';

const server = new ApiServer();
const toasts = new Toasts();

beforeAll(() => server.start());
afterAll(() => server.stop());
beforeEach(async () => {
  server.reset();
  server.on('GET /v1/web_setting/more', ok([]));
  server.on('GET /auth/v1/user/info', ok({ id: 3, username: '回头客', role: 'user', coin: 50 }));
  server.on('POST /auth/v1/sign/login', ok({ granted: true, amount: 5, coin: 6 }, '奖励'));
  await toasts.mount();
});
afterEach(() => toasts.unmount());

describe('the capped storage (spec §5, §9)', () => {
  it('saves a value of 5000 characters and never one of 5001', async () => {
    const backing = memoryStore();
    const storage = createCappedStorage(backing);
    await storage.setItem('a', 'x'.repeat(5000));
    await storage.setItem('b', 'x'.repeat(5001));
    expect(await storage.getItem('a')).toHaveLength(5000);
    expect(await storage.getItem('b')).toBeNull();
    // an over-long value leaves the previously saved one in place
    await storage.setItem('a', 'y'.repeat(6000));
    expect(backing.getItem('a')).toBe('x'.repeat(5000));
    await storage.removeItem('a');
    expect(backing.getItem('a')).toBeNull();
  });

  it('wraps window.localStorage by default', async () => {
    const storage = createCappedStorage();
    await storage.setItem('ujuso-test', '值');
    expect(window.localStorage.getItem('ujuso-test')).toBe('值');
    await storage.setItem('ujuso-test', 'z'.repeat(5001));
    expect(window.localStorage.getItem('ujuso-test')).toBe('值');
    window.localStorage.removeItem('ujuso-test');
  });
});

describe('redux-persist under the key ujuso (spec §3, §9)', () => {
  it('saves user, search and setting under persist:ujuso and restores them in a new store', async () => {
    const backing = memoryStore();
    const clock = new TestClock(at(2026, 8, 1, 10));
    const first = createAppStore({ user: { token: 'KEEP', info: { id: 3 } as never } }, { clock, storage: createCappedStorage(backing) });
    await until(() => expect(first.store.getState().user.username).toBe('回头客'));
    first.store.dispatch(searchActions.setSearch({ kw: '三体', skey: 'baidu', onlyFree: '0' }));
    await first.persistor!.flush();
    const saved = JSON.parse(backing.getItem('persist:ujuso')!) as Record<string, string>;
    expect(Object.keys(saved).sort()).toEqual(['_persist', 'search', 'setting', 'user']);
    expect(JSON.parse(saved.user).token).toBe('KEEP');

    await until(() => expect(server.calls('GET /auth/v1/user/info')).toHaveLength(2)); // once + after the reward
    const second = createAppStore(undefined, { clock, storage: createCappedStorage(backing) });
    await until(() => expect(second.store.getState().search.kw).toBe('三体'));
    expect(second.store.getState().user.token).toBe('KEEP');
    expect(second.store.getState().search).toMatchObject({ kw: '三体', skey: 'baidu', onlyFree: '0' });
    // flows that read the restored state ran after rehydration, with the restored token;
    // today's login reward was restored as done, so it is not asked for again
    await until(() => expect(server.calls('GET /auth/v1/user/info')).toHaveLength(3));
    expect(server.calls('GET /auth/v1/user/info')[2].headers.authorization).toBe('Bearer KEEP');
    expect(server.calls('POST /auth/v1/sign/login')).toHaveLength(1);
  });

  it('a state whose saved form exceeds 5000 characters is not saved', async () => {
    const backing = memoryStore();
    const clock = new TestClock(at(2026, 8, 1, 10));
    const { store, persistor } = createAppStore(undefined, { clock, storage: createCappedStorage(backing) });
    await until(() => expect(persistor!.getState().bootstrapped).toBe(true));
    store.dispatch(searchActions.setKw('短的'));
    await persistor!.flush();
    const before = backing.getItem('persist:ujuso')!;
    expect(before).toContain('短的');
    store.dispatch(
      settingActions.settingsLoaded({ flags: {}, notice: '长'.repeat(5200), showBuyInviteCode: false, at: clock.now() }),
    );
    await persistor!.flush();
    expect(backing.getItem('persist:ujuso')).toBe(before);
  });

  it('the default search state has onlyFree "1"', () => {
    const { store } = createAppStore(undefined, { persist: false, sagas: false, bindHttp: false });
    // the spec's three fields, then the URL-state fields of issue 15 at their defaults
    expect(store.getState().search).toEqual({ kw: '', skey: '', onlyFree: '1', sort: 'relevance', range: 'all', cat: 0, page: 1, history: [] });
  });
});
