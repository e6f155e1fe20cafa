import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parsePrices } from '../../src/sagas/account';
import {
  exchangeRequested,
  findPassSendRequested,
  logoutRequested,
  messageDeleteRequested,
  messagesReadRequested,
  messagesRequested,
  profileUpdateRequested,
  registerRequested,
  signDayRequested,
  signListRequested,
  signStatusRequested,
} from '../../src/store';
import { ApiServer, at, fail, flush, makeStore, ok, TestClock, Toasts, until } from './support';

const server = new ApiServer();
const toasts = new Toasts();
const member = { id: 7, username: '资源达人', coin: 20, role: 'user', email: 'a@example.com', vip_expired: null, unread_msg_count: 2, continue_sign_days: 0 };
const signedIn = () => ({ user: { token: 'T', info: member as never, loginReward: { day: '2026-06-01', userId: 7 } } });

beforeAll(() => server.start());
afterAll(() => server.stop());
beforeEach(async () => {
  server.reset();
  server.on('GET /v1/web_setting/more', ok([]));
  server.on('GET /auth/v1/user/info', ok(member));
  server.on('POST /auth/v1/sign/login', ok(null, '每日登录奖励：获得 3 金币'));
  await toasts.mount();
});
afterEach(() => toasts.unmount());

const clock = () => new TestClock(at(2026, 6, 1, 10));

describe('register and password recovery', () => {
  it('register logs in with the reply session; the daily reward follows', async () => {
    server.on('POST /v1/user', ok({ token: 'NEW', info: { ...member, coin: 10 } }, '注册成功'));
    const { store } = makeStore(clock());
    store.dispatch(registerRequested({ username: '资源达人', password: 'Secret-2026', email: 'a@example.com' }));
    await until(() => expect(store.getState().account.forms.register).toEqual({ status: 'done', msg: '注册成功' }));
    expect(server.calls('POST /v1/user')[0].body).toEqual({ username: '资源达人', password: 'Secret-2026', email: 'a@example.com' });
    expect(store.getState().user.token).toBe('NEW');
    expect(store.getState().user.username).toBe('资源达人');
    await toasts.find('注册成功');
    await until(() => expect(server.calls('POST /auth/v1/sign/login')).toHaveLength(1));
  });

  it('a refused registration keeps the server msg for the form and stays logged out', async () => {
    server.on('POST /v1/user', fail(409, '该邮箱已被注册'));
    const { store } = makeStore(clock());
    store.dispatch(registerRequested({ username: 'abc', password: 'Secret-2026', email: 'a@example.com', invite_code: 'X1' }));
    await until(() => expect(store.getState().account.forms.register).toEqual({ status: 'error', msg: '该邮箱已被注册' }));
    expect(store.getState().user.token).toBe('');
  });

  it('find_pass stores the msg that moves the page to the code step', async () => {
    server.on('POST /v1/user/find_pass', ok(null, '如果该邮箱已注册，验证码已发送'));
    const { store } = makeStore(clock());
    store.dispatch(findPassSendRequested({ email: 'a@example.com' }));
    await until(() => expect(store.getState().account.forms.findPassSend.status).toBe('done'));
    expect(store.getState().account.forms.findPassSend.msg).toBe('如果该邮箱已注册，验证码已发送');
  });
});

describe('sign-in', () => {
  it('status only while signed in; signing sets the balance, reloads info, status and the list', async () => {
    const status = { signed_today: false, continue_sign_days: 0, today_reward: 5, login_rewarded_today: true, login_reward_coin: 3, reward_table: [5, 6, 7] };
    server.on('GET /auth/v1/sign/status', () => ok(status));
    server.on('GET /v1/sign', ok({ list: [], total: 0 }));
    // The fake server keeps the balance like the real one: signing adds 5, info reports it.
    let coin = 20;
    server.on('GET /auth/v1/user/info', () => ok({ ...member, coin }));
    server.on('POST /auth/v1/sign/day', () => {
      coin = 25;
      return ok({ reward: 5, continue_sign_days: 1, coin, record: { content: '冲', time_id: '3' } }, '签到成功，已连续签到 1 天，获得 5 金币');
    });

    const anon = makeStore(clock()).store;
    anon.dispatch(signStatusRequested());
    await flush();
    expect(server.calls('GET /auth/v1/sign/status')).toHaveLength(0);
    expect(anon.getState().account.signStatus.data).toBeNull();

    const { store } = makeStore(clock(), signedIn());
    store.dispatch(signStatusRequested());
    store.dispatch(signListRequested({ page: 2, size: 5 }));
    await until(() => expect(store.getState().account.signStatus.data).toEqual(status));
    await until(() => expect(server.calls('GET /v1/sign')[0]?.query.toString()).toBe('page=2&size=5'));
    const infoCalls = server.calls('GET /auth/v1/user/info').length;

    status.signed_today = true;
    store.dispatch(signDayRequested({ content: '冲', time_id: '3' }));
    await until(() => expect(store.getState().account.forms.signDay.status).toBe('done'));
    expect(server.calls('POST /auth/v1/sign/day')[0].body).toEqual({ content: '冲', time_id: '3' });
    // The reply's balance lands at once; an info reload in flight can only confirm it.
    await until(() => expect(store.getState().user.info.coin).toBe(25));
    await toasts.find('签到成功，已连续签到 1 天');
    await until(() => expect(store.getState().account.signStatus.data?.signed_today).toBe(true));
    await until(() => expect(server.calls('GET /v1/sign').at(-1)?.query.toString()).toBe('page=1&size=5'));
    await until(() => expect(server.calls('GET /auth/v1/user/info').length).toBeGreaterThan(infoCalls));
  });

  it('a refused sign-in shows the server msg in the form', async () => {
    server.on('GET /auth/v1/sign/status', ok({ signed_today: true, continue_sign_days: 1, today_reward: 5, login_rewarded_today: true, login_reward_coin: 3, reward_table: [5] }));
    server.on('POST /auth/v1/sign/day', fail(400, '今天已经签到过了'));
    const { store } = makeStore(clock(), signedIn());
    store.dispatch(signDayRequested({ content: '再来', time_id: '1' }));
    await until(() => expect(store.getState().account.forms.signDay).toEqual({ status: 'error', msg: '今天已经签到过了' }));
    expect(store.getState().user.info.coin).toBe(20);
  });
});

describe('profile', () => {
  it('exchanges store the returned user info (VIP recomputed); a refusal keeps the msg', async () => {
    const vipInfo = { ...member, coin: 0, vip_expired: '2026-06-03T02:00:00.000Z' };
    server.on('POST /auth/v1/user/exchange', (req) =>
      (req.body as { type: string }).type === 'vip' ? ok({ order: { id: 1 }, info: vipInfo }, '兑换成功：兑换 VIP 2 天') : fail(400, '卡密无效'),
    );
    const { store } = makeStore(clock(), signedIn());
    store.dispatch(exchangeRequested({ kind: 'vip_days', days: 2 }));
    await until(() => expect(store.getState().account.forms.exchange).toEqual({ status: 'done', msg: '兑换成功：兑换 VIP 2 天' }));
    expect(server.calls('POST /auth/v1/user/exchange')[0].body).toEqual({ type: 'vip', payload: 2 });
    expect(store.getState().user.info.coin).toBe(0);
    expect(store.getState().user.isVip).toBe(true);
    expect(store.getState().account.exchangeKind).toBe('vip_days');

    store.dispatch(exchangeRequested({ kind: 'cd_key', code: '  ABC-123 ' }));
    await until(() => expect(store.getState().account.forms.exchange).toEqual({ status: 'error', msg: '卡密无效' }));
    expect(server.calls('POST /auth/v1/user/exchange')[1].body).toEqual({ type: 'cd_key', payload: 'ABC-123' });
  });

  it('free VIP uses GET /auth/v1/user/free_vip and stores the info', async () => {
    server.on('GET /auth/v1/user/free_vip', ok({ ...member, vip_expired: '2026-06-04T02:00:00.000Z' }, '已领取 3 天免费 VIP'));
    const { store } = makeStore(clock(), signedIn());
    store.dispatch(exchangeRequested({ kind: 'free_vip' }));
    await until(() => expect(store.getState().user.isVip).toBe(true));
    await toasts.find('已领取 3 天免费 VIP');
  });

  it('saving a new password keeps this session (the server signed out only the others); an email change keeps it too', async () => {
    server.on('PUT /auth/v1/user/info', (req) =>
      ok({ ...member, email: 'b@example.com' }, (req.body as { password?: string }).password ? '密码已修改，其他设备上的登录已退出' : '已保存'),
    );
    const { store } = makeStore(clock(), signedIn());
    store.dispatch(profileUpdateRequested({ email: 'b@example.com', old_password: 'old-secret' }));
    await until(() => expect(store.getState().user.info.email).toBe('b@example.com'));
    expect(store.getState().user.token).toBe('T');
    store.dispatch(profileUpdateRequested({ password: 'New-secret-1', old_password: 'old-secret' }));
    await until(() => expect(store.getState().account.forms.profileUpdate.msg).toBe('密码已修改，其他设备上的登录已退出'));
    expect(store.getState().user.token).toBe('T');
  });

  it('price config: numbers from the settings, defaults for missing or invalid values', () => {
    expect(parsePrices([{ id: 1, name: 'vip_price_per_day', value: '20' }, { id: 2, name: 'free_vip_days', value: 'abc' }])).toEqual({
      vipPricePerDay: 20,
      vipExchangeDays: 30,
      freeVipDays: 3,
      inviteCodePrice: 100,
    });
  });
});

describe('messages', () => {
  it('list with unread filter; mark read and delete update the unread count in the store', async () => {
    let unread = 2;
    server.on('GET /auth/v1/message', (req) =>
      ok({ list: [{ id: 1, title: '欢迎', content: '欢迎加入', kind: 'system', is_read: false, create_time: '2026-06-01T02:00:00.000Z' }], total: 1, unread, q: req.query.get('unread') }),
    );
    server.on('PUT /auth/v1/message/read', () => {
      unread = 0;
      return ok({ changed: 2, unread_msg_count: 0 }, '已标记为已读');
    });
    server.on('DELETE /auth/v1/message/1', ok(null, '已删除'));
    const { store } = makeStore(clock(), signedIn());
    store.dispatch(messagesRequested({ page: 1, unreadOnly: true }));
    await until(() => expect(store.getState().account.messages.list).toHaveLength(1));
    expect(server.calls('GET /auth/v1/message')[0].query.get('unread')).toBe('1');
    expect(store.getState().account.messages.unreadOnly).toBe(true);
    await until(() => expect(store.getState().user.info.unread_msg_count).toBe(2));

    store.dispatch(messagesReadRequested({ ids: [1] }));
    await until(() => expect(store.getState().user.info.unread_msg_count).toBe(0));
    expect(server.calls('PUT /auth/v1/message/read')[0].body).toEqual({ ids: [1] });
    store.dispatch(messagesReadRequested({}));
    await until(() => expect(server.calls('PUT /auth/v1/message/read')[1]?.body).toEqual({}));

    const before = server.calls('GET /auth/v1/message').length;
    store.dispatch(messageDeleteRequested({ id: 1 }));
    await toasts.find('已删除');
    await until(() => expect(server.calls('GET /auth/v1/message').length).toBeGreaterThan(before));
    expect(server.calls('GET /auth/v1/message').at(-1)?.query.get('unread')).toBe('1');
  });
});

describe('logout', () => {
  it('clears the session at once and revokes the token on the server', async () => {
    server.on('POST /auth/v1/user/logout', ok(null, '已退出登录'));
    const { store } = makeStore(clock(), signedIn());
    await flush();
    store.dispatch(logoutRequested());
    expect(store.getState().user.token).toBe('');
    await until(() => expect(server.calls('POST /auth/v1/user/logout')).toHaveLength(1));
    expect(server.calls('POST /auth/v1/user/logout')[0].headers.authorization).toBe('Bearer T');
  });
});
