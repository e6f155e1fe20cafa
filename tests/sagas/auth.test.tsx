import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG_SESSION_EXPIRED } from '../../src/api/http';
import { articlesApi } from '../../src/api/articles';
import { loginRequested, logoutRequested } from '../../src/store';
import { createHash } from 'node:crypto';
import { MSG_LOGIN_CHALLENGE } from '../../src/lib/loginPow';
import { ApiServer, at, fail, flush, makeStore, ok, TestClock, Toasts, until, type SeenRequest } from './support';

const server = new ApiServer();
const toasts = new Toasts();
const NOW = at(2026, 5, 1, 10);

const info = (over: Record<string, unknown> = {}) => ({
  id: 7,
  username: '网盘达人',
  coin: 120,
  unread_msg_count: 4,
  email: 'a@ujuso.com',
  role: 'user',
  coin_turnover_count: 3,
  create_time: '2026-01-01 10:00:00',
  update_time: '2026-01-01 10:00:00',
  vip_expired: NOW + 86_400_000,
  continue_sign_days: 2,
  last_login_belong: '上海',
  last_login_ip: '127.0.0.1',
  ...over,
});

beforeAll(() => server.start());
afterAll(() => server.stop());
beforeEach(async () => {
  server.reset();
  server.on('GET /v1/web_setting/more', ok([]));
  server.on('POST /auth/v1/sign/login', ok(null, '每日登录奖励 +5 金币'));
  window.location.hash = '#/';
  await toasts.mount();
});
afterEach(() => toasts.unmount());

describe('login flow (spec §4, §5, §8)', () => {
  it('success stores token and info, role, username, recomputes VIP and resets unread to 0', async () => {
    server.on('POST /v1/user/login', ok({ token: 'T-1', info: info() }, '登录成功'));
    server.on('GET /auth/v1/user/info', ok(info({ coin: 125 })));
    const { store } = makeStore(new TestClock(NOW));
    let succeeded = false;
    store.dispatch(loginRequested({ credentials: { username: '网盘达人', password: 'pw-123456' }, onSuccess: () => (succeeded = true) }));
    await until(() => expect(store.getState().user.token).toBe('T-1'));
    const { user } = store.getState();
    expect(user.role).toBe('user');
    expect(user.username).toBe('网盘达人');
    expect(user.isVip).toBe(true);
    expect(user.info.id).toBe(7);
    expect(succeeded).toBe(true);
    expect(server.calls('POST /v1/user/login')[0].body).toEqual({ username: '网盘达人', password: 'pw-123456' });
    await toasts.find('登录成功');
  });

  it('resets the unread count to 0 and VIP is false when vip_expired is not later than now', async () => {
    server.on('POST /v1/user/login', ok({ token: 'T-2', info: info({ vip_expired: NOW, unread_msg_count: 9, role: 'admin' }) }));
    // keep the info call pending so the login result itself is observed
    server.on('GET /auth/v1/user/info', { ...fail(500, '稍后'), delay: 300 });
    const { store } = makeStore(new TestClock(NOW));
    store.dispatch(loginRequested({ credentials: { username: 'admin', password: 'x' } }));
    await until(() => expect(store.getState().user.token).toBe('T-2'));
    expect(store.getState().user.info.unread_msg_count).toBe(0);
    expect(store.getState().user.isVip).toBe(false);
    expect(store.getState().user.role).toBe('admin');
  });

  it('failure hands the server msg to the form that shows it inline — and no toast (issue 16: said once)', async () => {
    server.on('POST /v1/user/login', fail(400, '用户名或密码错误'));
    const { store } = makeStore(new TestClock(NOW));
    let failedWith = '';
    store.dispatch(loginRequested({ credentials: { username: 'x', password: 'y' }, onFailure: (m) => (failedWith = m) }));
    await until(() => expect(failedWith).toBe('用户名或密码错误'));
    await new Promise((r) => setTimeout(r, 200));
    expect(toasts.texts().filter((t) => t.includes('用户名或密码错误'))).toEqual([]);
    expect(store.getState().user.token).toBe('');
  });

  it('failure without a form listening shows the server msg as one toast', async () => {
    server.on('POST /v1/user/login', fail(400, '用户名或密码错误'));
    const { store } = makeStore(new TestClock(NOW));
    store.dispatch(loginRequested({ credentials: { username: 'x', password: 'y' } }));
    await toasts.find('用户名或密码错误');
    expect(toasts.texts().filter((t) => t.includes('用户名或密码错误'))).toHaveLength(1);
  });

  it('failure when the reply code is not 200 even with HTTP 200', async () => {
    server.on('POST /v1/user/login', { body: { code: 444, msg: '账号已被封禁', data: null } });
    const { store } = makeStore(new TestClock(NOW));
    let failedWith = '';
    store.dispatch(loginRequested({ credentials: { username: 'x', password: 'y' }, onFailure: (m) => (failedWith = m) }));
    await until(() => expect(failedWith).toBe('账号已被封禁'));
    await new Promise((r) => setTimeout(r, 200));
    expect(toasts.texts().filter((t) => t.includes('账号已被封禁'))).toEqual([]);
    expect(store.getState().user.token).toBe('');
  });

  it('logout clears token, user info, role and username', async () => {
    server.on('GET /auth/v1/user/info', ok(info()));
    const { store } = makeStore(new TestClock(NOW), {
      user: { token: 'T-3', info: info() as never, role: 'user', username: '网盘达人', isVip: true },
    });
    store.dispatch(logoutRequested());
    const { user } = store.getState();
    expect(user.token).toBe('');
    expect(user.info.id).toBe(-1);
    expect(user.role).toBe('');
    expect(user.username).toBe('');
    expect(user.isVip).toBe(false);
    await toasts.find('您已退出登录');
  });
});

describe('session expiry: x-login: false (spec §4, §8)', () => {
  it('with a token: the session is cleared and the expiry message shown', async () => {
    server.on('GET /auth/v1/user/info', fail(403, '请登录', { 'x-login': 'false' }));
    server.on('POST /auth/v1/sign/login', fail(403, '请登录', { 'x-login': 'false' }));
    const { store } = makeStore(new TestClock(NOW), {
      user: { token: 'expired', info: info() as never, role: 'user', username: '网盘达人' },
    });
    await until(() => expect(store.getState().user.token).toBe(''));
    expect(store.getState().user.info.id).toBe(-1);
    expect(store.getState().user.username).toBe('');
    await toasts.find(MSG_SESSION_EXPIRED);
    expect(window.location.hash).toBe('#/login');
  });

  it('on a successful public reply too', async () => {
    server.on('GET /auth/v1/user/info', ok(info()));
    server.on('GET /v1/article/fixed', { body: { code: 200, msg: '成功', data: [] }, headers: { 'x-login': 'false' } });
    const { store } = makeStore(new TestClock(NOW), { user: { token: 'revoked', info: info() as never } });
    await articlesApi.fixed();
    expect(store.getState().user.token).toBe('');
    await toasts.find(MSG_SESSION_EXPIRED);
  });

  it('without a token: the session is cleared and no message is shown', async () => {
    server.on('GET /v1/article/fixed', { body: { code: 200, msg: '成功', data: [] }, headers: { 'x-login': 'false' } });
    const { store } = makeStore(new TestClock(NOW), { user: { info: info() as never, username: '残留' } });
    await articlesApi.fixed();
    expect(store.getState().user.info.id).toBe(-1);
    expect(store.getState().user.username).toBe('');
    await flush();
    expect(toasts.texts().some((t) => t.includes(MSG_SESSION_EXPIRED))).toBe(false);
  });
});

describe('user info fetched once (spec §4)', () => {
  it('fetches once when a token is present and info.id > 0, and again only for a new login', async () => {
    server.on('GET /auth/v1/user/info', ok(info({ coin: 999, unread_msg_count: 2 })));
    // today's login reward is already recorded, so only the once-rule calls user/info
    const { store } = makeStore(new TestClock(NOW), {
      user: { token: 'T', info: info({ coin: 1 }) as never, loginReward: { day: '2026-05-01', userId: 7 } },
    });
    await until(() => expect(store.getState().user.info.coin).toBe(999));
    expect(store.getState().user.info.unread_msg_count).toBe(2);
    store.dispatch({ type: 'user/setUnreadCount', payload: 1 });
    store.dispatch({ type: 'user/setCoin', payload: 5 });
    await flush();
    expect(server.calls('GET /auth/v1/user/info')).toHaveLength(1);
    expect(server.calls('GET /auth/v1/user/info')[0].headers.authorization).toBe('Bearer T');

    server.on('POST /v1/user/login', ok({ token: 'T-new', info: info() }));
    store.dispatch(loginRequested({ credentials: { username: 'a', password: 'b' } }));
    await until(() => expect(server.calls('GET /auth/v1/user/info')).toHaveLength(2));
    expect(server.calls('GET /auth/v1/user/info')[1].headers.authorization).toBe('Bearer T-new');
  });

  it('does not fetch without a token or when info.id is not above 0', async () => {
    server.on('GET /auth/v1/user/info', ok(info()));
    makeStore(new TestClock(NOW));
    makeStore(new TestClock(NOW), { user: { token: 'T', info: info({ id: 0 }) as never } });
    await flush();
    await flush();
    expect(server.calls('GET /auth/v1/user/info')).toHaveLength(0);
  });
});

describe('login under attack: the proof of work (issue 27)', () => {
  /** The server side of the challenge: 8 leading zero bits of sha256(challenge:nonce), checked for real. */
  const CHALLENGE = 'c-2026-abc';
  const solved = (req: SeenRequest) => {
    const pow = (req.body as { pow?: { challenge: string; nonce: string } }).pow;
    if (!pow || pow.challenge !== CHALLENGE) return false;
    return createHash('sha256').update(`${pow.challenge}:${pow.nonce}`).digest()[0] === 0;
  };
  const underAttack = () => {
    server.on('GET /v1/user/login/challenge', ok({ challenge: CHALLENGE, difficulty: 8 }));
    server.on('POST /v1/user/login', (req) => (solved(req) ? ok({ token: 'T-pow', info: info() }) : fail(428, '需要安全验证')));
  };

  it('a 428 is answered by solving the challenge and logging in once more; the form is told, no toast', async () => {
    underAttack();
    const { store } = makeStore(new TestClock(NOW));
    const seen: string[] = [];
    store.dispatch(loginRequested({
      credentials: { username: 'demo', password: 'pw-123456' },
      onChallenge: () => seen.push('challenge'),
      onSuccess: () => seen.push('success'),
      onFailure: (msg) => seen.push(`failure:${msg}`),
    }));
    await until(() => expect(store.getState().user.token).toBe('T-pow'));
    expect(seen).toEqual(['challenge', 'success']);
    const logins = server.calls('POST /v1/user/login');
    expect(logins).toHaveLength(2);
    expect((logins[0].body as { pow?: unknown }).pow).toBeUndefined();
    expect(logins[1].body).toMatchObject({ username: 'demo', password: 'pw-123456', pow: { challenge: CHALLENGE } });
    expect(server.calls('GET /v1/user/login/challenge')).toHaveLength(1);
    expect(toasts.texts().some((t) => t.includes(MSG_LOGIN_CHALLENGE))).toBe(false);
  });

  it('without a form listening the notice is a toast; a wrong password after the proof is one inline failure', async () => {
    underAttack();
    const { store } = makeStore(new TestClock(NOW));
    store.dispatch(loginRequested({ credentials: { username: 'demo', password: 'pw-123456' } }));
    await toasts.find(MSG_LOGIN_CHALLENGE);
    await until(() => expect(store.getState().user.token).toBe('T-pow'));

    server.on('POST /v1/user/login', (req) => (solved(req) ? fail(400, '用户名或密码错误') : fail(428, '需要安全验证')));
    const failures: string[] = [];
    store.dispatch(loginRequested({ credentials: { username: 'demo', password: 'wrong-pass' }, onFailure: (m) => failures.push(m), onChallenge: () => undefined }));
    await until(() => expect(failures).toEqual(['用户名或密码错误']));
    // one retry only: never a loop of challenges
    expect(server.calls('POST /v1/user/login')).toHaveLength(4);
  });
});
