import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { domainNoticeText } from '../../src/sagas/domainNotice';
import { ApiServer, at, fail, flush, makeStore, ok, TestClock, Toasts, until } from './support';

const server = new ApiServer();
const toasts = new Toasts();
const member = { id: 9, username: '签到狂人', coin: 10, role: 'user', vip_expired: 0 };
const REWARD_MSG = '每日登录奖励：+5 金币';
const GRANTED = { granted: true, amount: 5, coin: 15 };

/** The auto-close time of a toast, read from its progress bar as the user's browser runs it. */
function autoCloseMs(toast: HTMLElement): number {
  const bar = toast.querySelector<HTMLElement>('.Toastify__progress-bar');
  return parseInt(bar?.style.animationDuration ?? '0', 10);
}

beforeAll(() => server.start());
afterAll(() => server.stop());
beforeEach(async () => {
  server.reset();
  server.on('GET /v1/web_setting/more', ok([]));
  server.on('GET /auth/v1/user/info', ok(member));
  await toasts.mount();
});
afterEach(() => toasts.unmount());

describe('daily login reward (spec §4, §7, §9)', () => {
  it('day 1: attempted once, msg shown 10 s; same day again: not attempted; day 2: attempted again', async () => {
    server.on('POST /auth/v1/sign/login', ok(GRANTED, REWARD_MSG));
    const clock = new TestClock(at(2026, 6, 1, 9, 30));
    const { store } = makeStore(clock, { user: { token: 'T', info: member as never } });
    await until(() => expect(server.calls('POST /auth/v1/sign/login')).toHaveLength(1));
    expect(server.calls('POST /auth/v1/sign/login')[0].body).toBeUndefined();
    expect(server.calls('POST /auth/v1/sign/login')[0].headers.authorization).toBe('Bearer T');
    const shown = await toasts.find(REWARD_MSG);
    expect(autoCloseMs(shown)).toBe(10_000);
    expect(shown.className).toContain('Toastify__toast--success');
    expect(store.getState().user.loginReward).toEqual({ day: '2026-06-01', userId: 9 });
    // the reward changed the balance: the user info is reloaded
    await until(() => expect(server.calls('GET /auth/v1/user/info').length).toBeGreaterThanOrEqual(2));

    // a new page load on the same day (state restored from storage) does not ask again
    const restored = store.getState();
    await clock.set(at(2026, 6, 1, 22, 0));
    makeStore(clock, { user: restored.user, setting: restored.setting });
    await flush();
    expect(server.calls('POST /auth/v1/sign/login')).toHaveLength(1);

    // both pages stay open past midnight: each attempts the next calendar day once
    await clock.set(at(2026, 6, 2, 0, 0, 1));
    await until(() => expect(server.calls('POST /auth/v1/sign/login')).toHaveLength(3));
    expect(store.getState().user.loginReward).toEqual({ day: '2026-06-02', userId: 9 });
  });

  it('the day is recorded even when the call fails, and not retried that day', async () => {
    server.on('POST /auth/v1/sign/login', { body: { code: 444, msg: '今日已领取', data: null } });
    const clock = new TestClock(at(2026, 6, 3, 8));
    const { store } = makeStore(clock, { user: { token: 'T', info: member as never } });
    await until(() => expect(server.calls('POST /auth/v1/sign/login')).toHaveLength(1));
    await flush();
    expect(store.getState().user.loginReward).toEqual({ day: '2026-06-03', userId: 9 });
    makeStore(clock, { user: store.getState().user });
    await flush();
    expect(server.calls('POST /auth/v1/sign/login')).toHaveLength(1);
  });

  it('nothing new (already rewarded today on another device): no toast at all (issue 30)', async () => {
    server.on('POST /auth/v1/sign/login', ok({ granted: false, amount: 0, coin: 10 }, '今天的登录奖励已经领取过了，明天再来吧'));
    const { store } = makeStore(new TestClock(at(2026, 6, 6, 8)), { user: { token: 'T', info: member as never } });
    await until(() => expect(server.calls('POST /auth/v1/sign/login')).toHaveLength(1));
    await until(() => expect(store.getState().user.loginReward?.day).toBe('2026-06-06'));
    // a toast, had one been raised, is drawn within this wait (the granted case finds its toast sooner)
    await new Promise((r) => setTimeout(r, 500));
    expect(document.body.textContent).not.toContain('今天的登录奖励已经领取过了');
  });

  it('a transport failure also records the day', async () => {
    server.on('POST /auth/v1/sign/login', fail(500, '服务器繁忙'));
    const { store } = makeStore(new TestClock(at(2026, 6, 4, 8)), { user: { token: 'T', info: member as never } });
    await until(() => expect(store.getState().user.loginReward?.day).toBe('2026-06-04'));
    await toasts.find('服务器繁忙');
  });

  it('not attempted while logged out; attempted right after a login', async () => {
    server.on('POST /auth/v1/sign/login', ok(GRANTED, REWARD_MSG));
    server.on('POST /v1/user/login', ok({ token: 'NEW', info: member }));
    const { store } = makeStore(new TestClock(at(2026, 6, 5, 8)));
    await flush();
    expect(server.calls('POST /auth/v1/sign/login')).toHaveLength(0);
    store.dispatch({ type: 'auth/loginRequested', payload: { credentials: { username: 'a', password: 'b' } } });
    await until(() => expect(server.calls('POST /auth/v1/sign/login')).toHaveLength(1));
    expect(server.calls('POST /auth/v1/sign/login')[0].headers.authorization).toBe('Bearer NEW');
  });
});

describe('domain notice (spec §4, §9)', () => {
  it('shows the recommended domain and the retiring one once per day for 10 s', async () => {
    const clock = new TestClock(at(2026, 6, 6, 12));
    const { store } = makeStore(clock);
    const text = domainNoticeText();
    expect(text).toContain('ujuso.com');
    expect(text).toContain('ujuso.net');
    const shown = await toasts.find(text);
    expect(autoCloseMs(shown)).toBe(10_000);
    expect(store.getState().setting.domainNoticeDay).toBe('2026-06-06');

    // a reload the same day: not shown again
    await toasts.unmount();
    await toasts.mount();
    makeStore(clock, { setting: store.getState().setting });
    await flush();
    expect(toasts.texts().filter((t) => t.includes(text))).toHaveLength(0);

    // the next day it is shown again
    await clock.set(at(2026, 6, 7, 0, 0, 5));
    await toasts.find(text);
    expect(store.getState().setting.domainNoticeDay).toBe('2026-06-07');
  });
});
