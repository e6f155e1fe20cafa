import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, http, MSG_LOGIN_REQUIRED, MSG_NETWORK_ERROR, request } from '../../src/api/http';
import { webSettingsApi } from '../../src/api/webSettings';
import { usersApi } from '../../src/api/users';
import { signApi } from '../../src/api/sign';
import { articlesApi } from '../../src/api/articles';
import { ApiServer, at, fail, makeStore, ok, TestClock, Toasts, until } from './support';

const server = new ApiServer();
const toasts = new Toasts();

beforeAll(() => server.start());
afterAll(() => server.stop());
beforeEach(async () => {
  server.reset();
  server.on('GET /v1/web_setting/more', ok([]));
  window.location.hash = '#/';
  await toasts.mount();
});
afterEach(() => toasts.unmount());

describe('the HTTP client (spec §7, §8)', () => {
  it('uses base URL "", a 20 s timeout and repeats array params without indices', async () => {
    makeStore(new TestClock(at(2026, 5, 1)));
    expect(http.defaults.timeout).toBe(20000);
    await until(() => expect(server.calls('GET /v1/web_setting/more')).toHaveLength(1));
    const [call] = server.calls('GET /v1/web_setting/more');
    expect(call.query.getAll('name')).toContain('friend_links');
    expect(call.query.getAll('name')).toHaveLength(12);
    expect([...call.query.keys()].every((k) => k === 'name')).toBe(true);
  });

  it('adds Authorization: Bearer <token> only when a token exists', async () => {
    server.on('GET /auth/v1/user/info', ok({ id: 5, username: '小明' }));
    server.on('GET /v1/article/fixed', ok([]));
    makeStore(new TestClock(at(2026, 5, 1)));
    await articlesApi.fixed();
    expect(server.calls('GET /v1/article/fixed')[0].headers.authorization).toBeUndefined();

    makeStore(new TestClock(at(2026, 5, 1)), { user: { token: 'tok-123' } });
    await articlesApi.fixed();
    expect(server.calls('GET /v1/article/fixed')[1].headers.authorization).toBe('Bearer tok-123');
  });

  it('a call without a body sends no Content-Type (the API answers a form type with 415); a JSON body says JSON', async () => {
    server.on('POST /auth/v1/sign/login', ok({ granted: true, amount: 5, coin: 15 }));
    server.on('POST /v1/user/login', ok({ token: 't', info: { id: 1 } }));
    makeStore(new TestClock(at(2026, 5, 1)), { user: { token: 'tok-1' } });
    await signApi.login();
    const [bare] = server.calls('POST /auth/v1/sign/login');
    expect(bare.headers['content-type']).toBeUndefined();
    await usersApi.login({ username: 'a', password: 'b' });
    expect(server.calls('POST /v1/user/login')[0].headers['content-type']).toMatch(/^application\/json/);
  });

  it('resolves with the envelope when code is 200 and rejects with msg otherwise', async () => {
    makeStore(new TestClock(at(2026, 5, 1)));
    server.on('GET /v1/sign', ok({ list: [{ content: '签到', time_id: '1' }], total: 1 }, '好的'));
    await expect(signApi.list({ page: 1, size: 10 })).resolves.toEqual({
      code: 200,
      msg: '好的',
      data: { list: [{ content: '签到', time_id: '1' }], total: 1 },
    });
    expect(server.calls('GET /v1/sign')[0].query.toString()).toBe('page=1&size=10');

    server.on('POST /auth/v1/sign/day', { body: { code: 444, msg: '今天已经签到过了', data: null } });
    const err = await signApi.day({ content: 'hi', time_id: '2' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('今天已经签到过了');
    expect((err as ApiError).code).toBe(444);
  });

  it('request setup error → toast Network Error!', async () => {
    makeStore(new TestClock(at(2026, 5, 1)));
    // a body that cannot be serialised fails while the request is set up, before anything is sent
    const err = await request({ method: 'POST', url: '/v1/user', data: { n: 1n } }).catch((e: unknown) => e);
    expect((err as Error).message).toBe(MSG_NETWORK_ERROR);
    await toasts.find('Network Error!');
    expect(server.seen.filter((r) => r.path === '/v1/user')).toHaveLength(0);
  });

  it('HTTP status 403 → toast 请登录 and redirect to #/login', async () => {
    makeStore(new TestClock(at(2026, 5, 1)));
    server.on('GET /auth/v1/article/my', fail(403, '请登录'));
    const err = await articlesApi.my({ page: 1, size: 10 }).catch((e: unknown) => e);
    expect((err as ApiError).code).toBe(403);
    await toasts.find(MSG_LOGIN_REQUIRED);
    expect(window.location.hash).toBe('#/login');
  });

  it('body code 403 with HTTP 200 → toast 请登录 and redirect to #/login', async () => {
    makeStore(new TestClock(at(2026, 5, 1)));
    server.on('GET /auth/v1/user/free_vip', { body: { code: 403, msg: '请登录', data: null } });
    await expect(usersApi.freeVip()).rejects.toThrow('请登录');
    await toasts.find(MSG_LOGIN_REQUIRED);
    expect(window.location.hash).toBe('#/login');
  });

  it('other transport errors → toast the envelope msg (or a Chinese error text), then reject', async () => {
    makeStore(new TestClock(at(2026, 5, 1)));
    // (statistics, not detail: the post page's detail call is quiet and shows its own not-found state)
    server.on('GET /v1/article/statistics/7', fail(500, '服务器开小差了'));
    await expect(articlesApi.statistics(7)).rejects.toThrow('服务器开小差了');
    await toasts.find('服务器开小差了');

    server.on('GET /v1/article/statistics/8', { status: 502, body: 'bad gateway' });
    await expect(articlesApi.statistics(8)).rejects.toThrow('服务器暂时无法处理请求（HTTP 502），请稍后重试');
    await toasts.find('服务器暂时无法处理请求（HTTP 502），请稍后重试');
    expect(window.location.hash).toBe('#/');
  });

  it('an unreachable server → toast a Chinese network error text, then reject', async () => {
    makeStore(new TestClock(at(2026, 5, 1)));
    const base = http.defaults.baseURL;
    http.defaults.baseURL = 'http://127.0.0.1:1';
    try {
      await expect(webSettingsApi.adminAll()).rejects.toThrow('网络连接失败，请检查网络后重试');
      await toasts.find('网络连接失败，请检查网络后重试');
    } finally {
      http.defaults.baseURL = base;
    }
  });

  it('is axios on its fetch adapter; a reply slower than the timeout → toast 请求超时, then reject', async () => {
    makeStore(new TestClock(at(2026, 5, 1)));
    expect(http.defaults.adapter).toBe('fetch');
    expect(typeof http.interceptors.request.use).toBe('function');
    server.on('GET /v1/article/statistics/9', { ...ok({}), delay: 1500 });
    const timeout = http.defaults.timeout;
    http.defaults.timeout = 200;
    try {
      await expect(articlesApi.statistics(9)).rejects.toThrow('请求超时，请检查网络后重试');
      await toasts.find('请求超时，请检查网络后重试');
    } finally {
      http.defaults.timeout = timeout;
    }
  });

  it('a quiet call rejects with the msg without a toast', async () => {
    makeStore(new TestClock(at(2026, 5, 1)));
    server.on('GET /v1/article/41', fail(404, '文章不存在'));
    server.on('GET /v1/article/statistics/41', fail(404, '统计不存在'));
    await expect(articlesApi.detail(41)).rejects.toThrow('文章不存在');
    // the loud call after it is toasted; the quiet one before it never was
    await expect(articlesApi.statistics(41)).rejects.toThrow('统计不存在');
    await toasts.find('统计不存在');
    expect(document.body.textContent).not.toContain('文章不存在');
  });
});
