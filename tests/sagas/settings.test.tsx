import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { settingsRequested } from '../../src/store';
import { initialSettingState } from '../../src/store/slices/setting';
import { INLINE_SETTINGS_ID } from '../../src/lib/inlineSettings';
import { createCappedStorage, memoryStore } from '../../src/store/storage';
import { createAppStore } from '../../src/store';
import { featureSagas } from '../../src/sagas/features';
import { ApiServer, at, flush, makeStore, ok, TestClock, Toasts, until } from './support';

const server = new ApiServer();
const toasts = new Toasts();

const row = (id: number, name: string, value: string) => ({ id, name, value });
const allSettings = (over: Record<string, string> = {}) =>
  Object.entries({
    show_hot_key: 'true',
    notice: '本站公告：欢迎使用 ujuso',
    maintain: 'false',
    friend_links: JSON.stringify([{ name: '阿里云盘', url: 'https://www.aliyundrive.com' }]),
    show_movie_site_link: 'true',
    show_mobile_site_notice: 'true',
    show_share_union_disk: 'false',
    show_taoke_page: 'true',
    show_hot_search_kw: 'false',
    show_buy_invite_code: 'false',
    show_random_list: 'true',
    show_input_invite_code: 'true',
    ...over,
  }).map(([name, value], i) => row(i + 1, name, value));

beforeAll(() => server.start());
afterAll(() => server.stop());
beforeEach(async () => {
  server.reset();
  await toasts.mount();
});
afterEach(() => toasts.unmount());

describe('settings loading (spec §3, §4, §5)', () => {
  it('defaults are all false before loading', () => {
    expect(initialSettingState).toMatchObject({
      showHotSearchKw: false,
      showMobileSiteNotice: false,
      showMovieSiteLink: false,
      showHotKeyWords: false,
      maintain: false,
      showTaokePage: false,
      showShareUnionDisk: false,
      showBuyInviteCode: false,
      showInputInviteCode: false,
      showRandomList: false,
      notice: '',
      friend_links: [],
    });
  });

  it('the settings inlined in the page apply at start, over older stored ones, before the request answers (issue 31.3)', async () => {
    // the request answers late: what the store shows first came from the page
    server.on('GET /v1/web_setting/more', { ...ok(allSettings({ notice: '接口公告' })), delay: 1500 });
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = INLINE_SETTINGS_ID;
    block.textContent = JSON.stringify(allSettings({ notice: '页面里的公告', show_taoke_page: 'false' }));
    document.head.append(block);
    try {
      // a returning visitor: an older notice was stored
      const backing = memoryStore();
      backing.setItem('persist:ujuso', JSON.stringify({ setting: JSON.stringify({ ...initialSettingState, notice: '旧公告', showTaokePage: true }), _persist: JSON.stringify({ version: -1, rehydrated: true }) }));
      const { store } = createAppStore(undefined, { clock: new TestClock(at(2026, 7, 1, 12)), persist: true, storage: createCappedStorage(backing), features: () => featureSagas });
      await until(() => expect(store.getState().setting.notice).toBe('页面里的公告'));
      expect(store.getState().setting.showTaokePage).toBe(false);
      expect(store.getState().setting.friend_links).toEqual([{ name: '阿里云盘', url: 'https://www.aliyundrive.com' }]);
      // the request still goes out, and its answer is the last word
      await until(() => expect(server.calls('GET /v1/web_setting/more')).toHaveLength(1));
      await until(() => expect(store.getState().setting.notice).toBe('接口公告'));
    } finally {
      block.remove();
    }
  });

  it('a broken inline block is ignored (the request still loads the settings)', async () => {
    server.on('GET /v1/web_setting/more', ok(allSettings()));
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = INLINE_SETTINGS_ID;
    block.textContent = '{不是 JSON';
    document.head.append(block);
    try {
      const { store } = makeStore(new TestClock(at(2026, 7, 1, 12)));
      await until(() => expect(store.getState().setting.notice).toBe('本站公告：欢迎使用 ujuso'));
    } finally {
      block.remove();
    }
  });

  it("maps every setting: 'true'/'false' → booleans, notice, friend_links JSON", async () => {
    server.on('GET /v1/web_setting/more', ok(allSettings({ maintain: 'true' })));
    const { store } = makeStore(new TestClock(at(2026, 7, 1, 12)));
    await until(() => expect(store.getState().setting.loadedAt).toBeGreaterThan(0));
    expect(store.getState().setting).toMatchObject({
      showHotKeyWords: true,
      notice: '本站公告：欢迎使用 ujuso',
      maintain: true,
      friend_links: [{ name: '阿里云盘', url: 'https://www.aliyundrive.com' }],
      showMovieSiteLink: true,
      showMobileSiteNotice: true,
      showShareUnionDisk: false,
      showTaokePage: true,
      showHotSearchKw: false,
      showBuyInviteCode: false,
      showRandomList: true,
      showInputInviteCode: true,
    });
    const names = server.calls('GET /v1/web_setting/more')[0].query.getAll('name');
    expect(names.sort()).toEqual(allSettings().map((r) => r.name).sort());
  });

  it('invalid friend_links JSON is silently ignored (the list in use stays)', async () => {
    server.on('GET /v1/web_setting/more', ok(allSettings({ friend_links: '[{"name": "坏的", ' })));
    const kept = [{ name: '旧链接', url: 'https://old.example.com' }];
    const { store } = makeStore(new TestClock(at(2026, 7, 1, 12)), { setting: { friend_links: kept } });
    await until(() => expect(store.getState().setting.loadedAt).toBeGreaterThan(0));
    expect(store.getState().setting.friend_links).toEqual(kept);
    expect(store.getState().setting.showHotKeyWords).toBe(true); // the rest still loaded
    await flush();
    expect(toasts.texts()).toHaveLength(1); // only the daily domain notice; no error shown
  });

  it('settingsRequested reloads them', async () => {
    server.on('GET /v1/web_setting/more', ok(allSettings()));
    const { store } = makeStore(new TestClock(at(2026, 7, 1, 12)));
    await until(() => expect(server.calls('GET /v1/web_setting/more')).toHaveLength(1));
    server.on('GET /v1/web_setting/more', ok(allSettings({ maintain: 'true' })));
    store.dispatch(settingsRequested());
    await until(() => expect(store.getState().setting.maintain).toBe(true));
  });
});

describe('invite-code purchase flag and the night window 23:00–04:59 (spec §4, §9)', () => {
  const flagAt = async (value: string, time: number) => {
    server.on('GET /v1/web_setting/more', ok(allSettings({ show_buy_invite_code: value })));
    const { store } = makeStore(new TestClock(time));
    await until(() => expect(store.getState().setting.loadedAt).toBe(time));
    return store.getState().setting.showBuyInviteCode;
  };

  it("'night': false at 22:59, true at 23:00, true at 04:59, false at 05:00", async () => {
    expect(await flagAt('night', at(2026, 7, 1, 22, 59, 59))).toBe(false);
    expect(await flagAt('night', at(2026, 7, 1, 23, 0, 0))).toBe(true);
    expect(await flagAt('night', at(2026, 7, 2, 4, 59, 59))).toBe(true);
    expect(await flagAt('night', at(2026, 7, 2, 5, 0, 0))).toBe(false);
  });

  it("'true' is always on and 'false' always off", async () => {
    expect(await flagAt('true', at(2026, 7, 1, 12))).toBe(true);
    expect(await flagAt('false', at(2026, 7, 1, 23, 30))).toBe(false);
  });

  it('is recomputed as the clock passes 23:00 and 05:00 without a reload', async () => {
    server.on('GET /v1/web_setting/more', ok(allSettings({ show_buy_invite_code: 'night' })));
    const clock = new TestClock(at(2026, 7, 1, 22, 59));
    const { store } = makeStore(clock);
    await until(() => expect(store.getState().setting.loadedAt).toBeGreaterThan(0));
    expect(store.getState().setting.showBuyInviteCode).toBe(false);
    await clock.set(at(2026, 7, 1, 22, 59, 59));
    expect(store.getState().setting.showBuyInviteCode).toBe(false);
    await clock.set(at(2026, 7, 1, 23, 0, 0));
    expect(store.getState().setting.showBuyInviteCode).toBe(true);
    await clock.set(at(2026, 7, 2, 4, 59, 59));
    expect(store.getState().setting.showBuyInviteCode).toBe(true);
    await clock.set(at(2026, 7, 2, 5, 0, 0));
    expect(store.getState().setting.showBuyInviteCode).toBe(false);
    expect(server.calls('GET /v1/web_setting/more')).toHaveLength(1);
  });

  it('a stored flag from last night is corrected on start from the stored mode', async () => {
    server.on('GET /v1/web_setting/more', { ...ok(allSettings({ show_buy_invite_code: 'night' })), delay: 500 });
    const { store } = makeStore(new TestClock(at(2026, 7, 2, 9)), {
      setting: { buyInviteCodeMode: 'night', showBuyInviteCode: true },
    });
    await flush();
    expect(store.getState().setting.showBuyInviteCode).toBe(false);
  });
});
