import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG_LOGIN_TO_REPORT, MSG_LOGIN_TO_REVEAL, MSG_SHARE_TITLE_REQUIRED } from '../../src/sagas/resource';
import {
  browseRequested,
  categoriesRequested,
  hotRequested,
  latestRequested,
  mySharesRequested,
  requestKey,
  resourceActions,
  resourceDetailRequested,
  resourceReportRequested,
  resourceRevealRequested,
  sharePreviewRequested,
  shareSubmitRequested,
  subscribeRequested,
  subscriptionsRequested,
  unsubscribeRequested,
} from '../../src/store';
import { ApiServer, at, fail, flush, makeStore, ok, TestClock, Toasts, until } from './support';

const server = new ApiServer();
const toasts = new Toasts();
const member = { id: 7, username: '资源达人', coin: 20, role: 'user', email: 'a@example.com', vip_expired: null, unread_msg_count: 0, continue_sign_days: 0 };
const signedIn = () => ({ user: { token: 'T', info: member as never, loginReward: { day: '2026-07-01', userId: 7 } } });

const item = (id: number, title: string, over: Record<string, unknown> = {}) => ({
  id,
  title,
  highlights: [],
  disk_type: 'baidu',
  disk_name: '百度网盘',
  url: `https://pan.baidu.com/s/1abc${id}`,
  pwd: 'ab12',
  locked: false,
  price: 0,
  size: '2.3GB',
  category_id: 1,
  validity: 'ok',
  views: 10,
  source: 'user',
  create_time: '2026-03-01T04:00:00.000Z',
  ...over,
});

const detail = (over: Record<string, unknown> = {}) => ({
  ...item(5, '流浪地球2 4K'),
  category_name: '电影',
  status: 'approved',
  report_count: 0,
  reported: false,
  unlocked_by: null,
  ...over,
});

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

const clock = () => new TestClock(at(2026, 7, 1, 12));
const guest = () => makeStore(clock()).store;
const member7 = () => makeStore(clock(), signedIn()).store;

describe('browse lists (saga + real HTTP)', () => {
  it('latest: asks with the filters, stores the page under the request key, keeps it while the next loads', async () => {
    server.on('GET /v1/resource/latest', (req) => ({ ...ok({ list: [item(1, `第${req.query.get('page')}页`)], total: 25 }), delay: req.query.get('page') === '2' ? 150 : 0 }));
    const s = guest();
    const first = { skey: 'quark', onlyFree: '1', page: 1, size: 10 };
    s.dispatch(latestRequested(first));
    expect(s.getState().resource.lists.latest).toMatchObject({ key: requestKey(first), status: 'loading', data: null });
    await until(() => expect(s.getState().resource.lists.latest.status).toBe('done'));
    expect(s.getState().resource.lists.latest.data).toMatchObject({ total: 25, list: [{ title: '第1页' }] });
    const [call] = server.calls('GET /v1/resource/latest');
    expect(call.query.get('skey')).toBe('quark');
    expect(call.query.get('onlyFree')).toBe('1');
    expect(call.query.get('size')).toBe('10');

    const second = { onlyFree: '0', page: 2, size: 10 };
    s.dispatch(latestRequested(second));
    expect(s.getState().resource.lists.latest).toMatchObject({ key: requestKey(second), status: 'loading', data: { list: [{ title: '第1页' }] } });
    await until(() => expect(s.getState().resource.lists.latest.data?.list[0].title).toBe('第2页'));
    const last = server.calls('GET /v1/resource/latest')[1];
    expect(last.query.has('skey')).toBe(false);
    expect(last.query.get('onlyFree')).toBe('0');
  });

  it('a newer request wins over a slower older one', async () => {
    server.on('GET /v1/resource/latest', (req) => ({ ...ok({ list: [item(1, `第${req.query.get('page')}页`)], total: 2 }), delay: req.query.get('page') === '1' ? 200 : 0 }));
    const s = guest();
    s.dispatch(latestRequested({ page: 1, size: 10 }));
    s.dispatch(latestRequested({ page: 2, size: 10 }));
    await until(() => expect(s.getState().resource.lists.latest.data?.list[0].title).toBe('第2页'));
    await new Promise((r) => setTimeout(r, 300));
    expect(s.getState().resource.lists.latest).toMatchObject({ status: 'done', key: requestKey({ page: 2, size: 10 }), data: { list: [{ title: '第2页' }] } });
  });

  it('a failing list keeps the last data and stores the server msg; the client shows it as a toast', async () => {
    server.on('GET /v1/resource/latest', ok({ list: [item(1, '三体')], total: 1 }));
    const s = guest();
    s.dispatch(latestRequested({ page: 1, size: 10 }));
    await until(() => expect(s.getState().resource.lists.latest.status).toBe('done'));
    server.on('GET /v1/resource/latest', fail(500, '服务器繁忙，请稍后再试'));
    s.dispatch(latestRequested({ page: 2, size: 10 }));
    await until(() => expect(s.getState().resource.lists.latest.status).toBe('error'));
    expect(s.getState().resource.lists.latest).toMatchObject({ error: '服务器繁忙，请稍后再试', data: { list: [{ title: '三体' }] } });
    await toasts.find('服务器繁忙，请稍后再试');
    s.dispatch(resourceActions.listCleared('latest'));
    expect(s.getState().resource.lists.latest).toEqual({ key: '', status: 'idle', data: null, error: '' });
  });

  it('hot: today and this week', async () => {
    server.on('GET /v1/resource/hot', (req) => {
      const week = req.query.get('range') === 'week';
      return ok({ keywords: [{ keyword: week ? '庆余年' : '三体', count: 9 }], resources: [{ ...item(3, week ? '庆余年 全集' : '三体 全集'), period_views: week ? 70 : 12 }] });
    });
    const s = guest();
    s.dispatch(hotRequested({ range: 'day', size: 20 }));
    await until(() => expect(s.getState().resource.lists.hot.data?.keywords[0].keyword).toBe('三体'));
    expect(s.getState().resource.lists.hot.data?.resources[0].period_views).toBe(12);
    s.dispatch(hotRequested({ range: 'week', size: 20 }));
    await until(() => expect(s.getState().resource.lists.hot.data?.keywords[0].keyword).toBe('庆余年'));
    expect(s.getState().resource.lists.hot).toMatchObject({ status: 'done', key: requestKey({ range: 'week', size: 20 }) });
    expect(server.calls('GET /v1/resource/hot').map((c) => [c.query.get('range'), c.query.get('size')])).toEqual([
      ['day', '20'],
      ['week', '20'],
    ]);
  });

  it('by category: the categories and the list with category, sort and disk type', async () => {
    server.on('GET /v1/resource/categories', ok([{ id: 1, name: '电影', sort: 1 }, { id: 2, name: '电子书', sort: 2 }]));
    server.on('GET /v1/resource/list', (req) => ok({ list: [item(4, `分类${req.query.get('category_id')}`)], total: 1 }));
    const s = guest();
    s.dispatch(categoriesRequested());
    s.dispatch(browseRequested({ category_id: 2, skey: 'aliyun', onlyFree: '1', sort: 'views', page: 1, size: 10 }));
    await until(() => expect(s.getState().resource.lists.categories.data).toHaveLength(2));
    await until(() => expect(s.getState().resource.lists.browse.data?.list[0].title).toBe('分类2'));
    const [call] = server.calls('GET /v1/resource/list');
    expect(call.query.get('sort')).toBe('views');
    expect(call.query.get('skey')).toBe('aliyun');
    expect(s.getState().resource.lists.categories.key).toBe(requestKey(undefined));
  });
});

describe('my shares and subscriptions', () => {
  it('my shares by review status', async () => {
    server.on('GET /auth/v1/resource/my', (req) =>
      ok({ list: [{ ...item(9, '我的分享'), status: req.query.get('status') ?? 'pending', review_note: '', reward: 0 }], total: 1 }),
    );
    const s = member7();
    s.dispatch(mySharesRequested({ status: 'rejected', page: 1, size: 10 }));
    await until(() => expect(s.getState().resource.lists.myShares.data?.list[0].status).toBe('rejected'));
    s.dispatch(mySharesRequested({ page: 1, size: 10 }));
    await until(() => expect(s.getState().resource.lists.myShares.data?.list[0].status).toBe('pending'));
    const calls = server.calls('GET /auth/v1/resource/my');
    expect(calls[0].query.get('status')).toBe('rejected');
    expect(calls[1].query.has('status')).toBe(false);
    expect(calls[0].headers.authorization).toBe('Bearer T');
  });

  it('adds and cancels a subscription: success toast, the list again; a failure is kept for the page', async () => {
    const subs = [{ id: 1, keyword: '三体', create_time: '2026-06-01T00:00:00.000Z' }];
    server.on('GET /auth/v1/resource/subscribe', () => ok([...subs]));
    server.on('POST /auth/v1/resource/subscribe', (req) => {
      const keyword = (req.body as { keyword: string }).keyword;
      if (subs.some((x) => x.keyword === keyword)) return fail(400, '已经订阅过这个关键词');
      subs.push({ id: 2, keyword, create_time: '2026-07-01T00:00:00.000Z' });
      return { ...ok(subs[1], '订阅成功'), delay: 50 };
    });
    server.on('DELETE /auth/v1/resource/subscribe/1', () => {
      subs.splice(0, 1);
      return ok(null, '已取消订阅');
    });
    const s = member7();
    s.dispatch(subscriptionsRequested());
    await until(() => expect(s.getState().resource.lists.subscriptions.data).toHaveLength(1));

    s.dispatch(subscribeRequested({ keyword: '流浪地球' }));
    expect(s.getState().resource.subscribe).toEqual({ adding: true, error: '' });
    await toasts.find('订阅成功');
    expect(s.getState().resource.subscribe).toEqual({ adding: false, error: '' });
    await until(() => expect(s.getState().resource.lists.subscriptions.data?.map((x) => x.keyword)).toEqual(['三体', '流浪地球']));

    s.dispatch(subscribeRequested({ keyword: '三体' }));
    await until(() => expect(s.getState().resource.subscribe).toEqual({ adding: false, error: '已经订阅过这个关键词' }));

    s.dispatch(unsubscribeRequested({ id: 1 }));
    expect(s.getState().resource.subscribe).toEqual({ adding: false, error: '' });
    await toasts.find('已取消订阅');
    await until(() => expect(s.getState().resource.lists.subscriptions.data?.map((x) => x.keyword)).toEqual(['流浪地球']));
    expect(server.calls('GET /auth/v1/resource/subscribe')).toHaveLength(3);
  });
});

describe('share: preview → submit', () => {
  const preview = [
    { title: '三体 全集', url: 'https://pan.baidu.com/s/1abcdEFGH', pwd: '8k3d', disk_type: 'baidu', duplicate: false, problem: '' },
    { title: '', url: 'https://pan.quark.cn/s/1a2b3c4d5e6f', pwd: '', disk_type: 'quark', duplicate: false, problem: '' },
    { title: '旧链接', url: 'https://pan.baidu.com/s/1old', pwd: '', disk_type: 'baidu', duplicate: true, problem: '' },
  ];

  it('parses the text, selects what can be shared, needs every title, submits the chosen rows', async () => {
    server.on('POST /auth/v1/resource/share/preview', ok(preview));
    server.on('POST /auth/v1/resource/share', ok({ created: [11, 12], duplicates: [] }, '已提交 2 个资源，等待审核'));
    const s = member7();
    s.dispatch(sharePreviewRequested({ text: '三体 全集 链接：https://pan.baidu.com/s/1abcdEFGH 提取码：8k3d' }));
    expect(s.getState().resource.share.busy).toBe('preview');
    await until(() => expect(s.getState().resource.share.rows).toHaveLength(3));
    expect(s.getState().resource.share).toMatchObject({ busy: '', error: '' });
    expect(s.getState().resource.share.rows?.map((r) => r.selected)).toEqual([true, true, false]);
    expect(server.calls('POST /auth/v1/resource/share/preview')[0].body).toEqual({ text: '三体 全集 链接：https://pan.baidu.com/s/1abcdEFGH 提取码：8k3d' });

    s.dispatch(shareSubmitRequested({ category_id: 1, price: 0 }));
    await flush();
    expect(s.getState().resource.share.error).toBe(MSG_SHARE_TITLE_REQUIRED);
    expect(server.calls('POST /auth/v1/resource/share')).toHaveLength(0);

    s.dispatch(resourceActions.shareRowChanged({ index: 1, title: ' 流浪地球2 4K ' }));
    s.dispatch(shareSubmitRequested({ category_id: 1, price: 5 }));
    expect(s.getState().resource.share).toMatchObject({ busy: 'submit', error: '' });
    await toasts.find('已提交 2 个资源，等待审核');
    expect(s.getState().resource.share).toMatchObject({ busy: '', done: { msg: '已提交 2 个资源，等待审核', result: { created: [11, 12] } } });
    expect(server.calls('POST /auth/v1/resource/share')[0].body).toEqual({
      items: [
        { title: '三体 全集', url: 'https://pan.baidu.com/s/1abcdEFGH', pwd: '8k3d', category_id: 1, price: 5 },
        { title: '流浪地球2 4K', url: 'https://pan.quark.cn/s/1a2b3c4d5e6f', pwd: '', category_id: 1, price: 5 },
      ],
    });
    s.dispatch(resourceActions.shareReset());
    expect(s.getState().resource.share).toEqual({ rows: null, busy: '', error: '', done: null });
  });

  it('an unticked row is left out; a failing submit keeps the rows and shows the msg', async () => {
    server.on('POST /auth/v1/resource/share/preview', ok(preview.map((p) => ({ ...p, title: p.title || '有标题' }))));
    server.on('POST /auth/v1/resource/share', fail(400, '今日分享次数已达上限'));
    const s = member7();
    s.dispatch(sharePreviewRequested({ text: 'links' }));
    await until(() => expect(s.getState().resource.share.rows).toHaveLength(3));
    s.dispatch(resourceActions.shareRowChanged({ index: 0, selected: false }));
    s.dispatch(shareSubmitRequested({ category_id: null, price: 0 }));
    await until(() => expect(s.getState().resource.share.error).toBe('今日分享次数已达上限'));
    expect(s.getState().resource.share).toMatchObject({ busy: '', done: null });
    expect(s.getState().resource.share.rows).toHaveLength(3);
    expect(server.calls('POST /auth/v1/resource/share')[0].body).toEqual({
      items: [{ title: '有标题', url: 'https://pan.quark.cn/s/1a2b3c4d5e6f', pwd: '', category_id: null, price: 0 }],
    });
  });

  it('a failing preview shows the msg and keeps no rows', async () => {
    server.on('POST /auth/v1/resource/share/preview', fail(400, '没有识别到网盘链接'));
    const s = member7();
    s.dispatch(sharePreviewRequested({ text: '没有链接' }));
    await until(() => expect(s.getState().resource.share.error).toBe('没有识别到网盘链接'));
    expect(s.getState().resource.share).toMatchObject({ busy: '', rows: null });
  });
});

describe('detail: reveal and report', () => {
  it('reveals a paid link: coins drop at once, a toast, the user info again', async () => {
    server.on('GET /v1/resource/5', ok(detail({ locked: true, url: null, pwd: null, price: 5 })));
    server.on('POST /auth/v1/resource/5/reveal', ok(detail({ price: 5, unlocked_by: 'paid' })));
    const s = member7();
    s.dispatch(resourceDetailRequested({ id: 5 }));
    await until(() => expect(s.getState().resource.detail.data?.locked).toBe(true));
    await until(() => expect(server.calls('GET /auth/v1/user/info')).toHaveLength(1));
    await flush();
    expect(s.getState().user.info.coin).toBe(20);
    // the server's balance after the payment (and another spend elsewhere) comes back a little later
    server.on('GET /auth/v1/user/info', { ...ok({ ...member, coin: 14 }), delay: 300 });
    s.dispatch(resourceRevealRequested({ id: 5 }));
    expect(s.getState().resource.detail.revealing).toBe(true);
    await toasts.find('已解锁，扣除 5 金币');
    expect(s.getState().resource.detail).toMatchObject({ revealing: false, data: { url: 'https://pan.baidu.com/s/1abc5', unlocked_by: 'paid' } });
    expect(s.getState().user.info.coin).toBe(15);
    await until(() => expect(s.getState().user.info.coin).toBe(14));
    expect(server.calls('GET /auth/v1/user/info')).toHaveLength(2);
  });

  it('a visitor is asked to log in before revealing or reporting; nothing is sent', async () => {
    const s = guest();
    s.dispatch(resourceRevealRequested({ id: 5 }));
    await toasts.find(MSG_LOGIN_TO_REVEAL);
    s.dispatch(resourceReportRequested({ id: 5 }));
    await toasts.find(MSG_LOGIN_TO_REPORT);
    expect(server.calls('POST /auth/v1/resource/5/reveal')).toHaveLength(0);
    expect(server.calls('POST /auth/v1/resource/5/report')).toHaveLength(0);
  });

  it('reports a dead link: counts and validity in the detail, a thank-you toast; a refusal shows the msg', async () => {
    server.on('GET /v1/resource/5', ok(detail()));
    server.on('POST /auth/v1/resource/5/report', ok({ report_count: 3, validity: 'invalid' }));
    const s = member7();
    s.dispatch(resourceDetailRequested({ id: 5 }));
    await until(() => expect(s.getState().resource.detail.data?.id).toBe(5));
    s.dispatch(resourceReportRequested({ id: 5, reason: '链接失效' }));
    expect(s.getState().resource.detail.reporting).toBe(true);
    await toasts.find('感谢反馈，已收到举报');
    expect(s.getState().resource.detail).toMatchObject({ reporting: false, data: { reported: true, report_count: 3, validity: 'invalid' } });
    expect(server.calls('POST /auth/v1/resource/5/report')[0].body).toEqual({ reason: '链接失效' });

    server.on('POST /auth/v1/resource/5/report', fail(400, '你已经举报过这个链接'));
    s.dispatch(resourceReportRequested({ id: 5 }));
    await until(() => expect(toasts.texts().some((t) => t.includes('你已经举报过这个链接'))).toBe(true));
    expect(s.getState().resource.detail.reporting).toBe(false);
  });
});
