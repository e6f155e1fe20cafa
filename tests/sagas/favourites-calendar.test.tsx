import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  favouriteKey, favouriteStateRequested, favouriteToggled, favouritesVisibilityRequested, makeupCardBuyRequested, memberFeedRequested, makeupUseRequested, myFavouriteRemoved, myFavouritesRequested,
  signCalendarRequested,
} from '../../src/store';
import { ApiServer, at, fail, makeStore, ok, TestClock, Toasts, until } from './support';

/** Issue 33: the 收藏 button (optimistic, rolled back on failure), 我的收藏, 签到日历 with 补签卡 — sagas over real HTTP. */
const server = new ApiServer();
const toasts = new Toasts();
const member = { id: 7, username: '资源达人', coin: 120, role: 'user', email: 'a@example.com', vip_expired: null, unread_msg_count: 0, continue_sign_days: 0 };
const signedIn = () => ({ user: { token: 'T', info: member as never, loginReward: { day: '2026-11-22', userId: 7 } } });
const store = () => makeStore(new TestClock(at(2026, 11, 22, 12)), signedIn()).store;
const key = favouriteKey('article', 42);

const calendar = (over: Record<string, unknown> = {}) => ({
  month: '2026-11', today: '2026-11-22', first_weekday: 0,
  days: [{ date: '2026-11-20', day: 20, state: 'missed', reward: 0, can_makeup: true }],
  signed_count: 3, continue_sign_days: 2, signed_today: true, today_reward: 6, reward_table: [5, 6, 7],
  makeup: { cards: 0, price: 50, monthly_limit: 2, bought_this_month: 0, used_this_month: 0 },
  ...over,
});

beforeAll(() => server.start());
afterAll(() => server.stop());
beforeEach(async () => {
  server.reset();
  server.on('GET /v1/web_setting/more', ok([]));
  server.on('GET /auth/v1/user/info', ok(member));
  server.on('POST /auth/v1/sign/login', ok(null, '今天的登录奖励已经领取过了，明天再来吧'));
  await toasts.mount();
});
afterEach(() => toasts.unmount());

describe('收藏 button (saga + real HTTP)', () => {
  it('loads the count, then shows the press at once and takes the server count when it answers', async () => {
    server.on('GET /v1/user/favourite/article/42', ok({ kind: 'article', id: 42, favourited: false, count: 4 }));
    server.on('POST /auth/v1/favourite', { ...ok({ kind: 'article', id: 42, favourited: true, count: 6 }, '已收藏'), delay: 150 });
    const s = store();
    s.dispatch(favouriteStateRequested({ kind: 'article', id: 42 }));
    await until(() => expect(s.getState().community.favourites[key]).toEqual({ favourited: false, count: 4, pending: false }));

    s.dispatch(favouriteToggled({ kind: 'article', id: 42 }));
    // optimistic: before the server answered
    expect(s.getState().community.favourites[key]).toEqual({ favourited: true, count: 5, pending: true });
    s.dispatch(favouriteToggled({ kind: 'article', id: 42 })); // a second press while pending is ignored
    await until(() => expect(s.getState().community.favourites[key]).toEqual({ favourited: true, count: 6, pending: false }));
    expect(server.calls('POST /auth/v1/favourite')).toHaveLength(1);
    expect(server.calls('POST /auth/v1/favourite')[0].body).toEqual({ kind: 'article', id: 42 });
    expect(server.calls('DELETE /auth/v1/favourite/article/42')).toHaveLength(0);
    await toasts.find('已收藏，可在 个人中心 → 我的收藏 查看');
  });

  it('rolls back and says why when the call fails', async () => {
    server.on('GET /v1/user/favourite/article/42', ok({ kind: 'article', id: 42, favourited: true, count: 9 }));
    server.on('DELETE /auth/v1/favourite/article/42', { ...fail(500, '服务器繁忙，请稍后再试'), delay: 100 });
    const s = store();
    s.dispatch(favouriteStateRequested({ kind: 'article', id: 42 }));
    await until(() => expect(s.getState().community.favourites[key]?.count).toBe(9));
    s.dispatch(favouriteToggled({ kind: 'article', id: 42 }));
    expect(s.getState().community.favourites[key]).toEqual({ favourited: false, count: 8, pending: true });
    await until(() => expect(s.getState().community.favourites[key]).toEqual({ favourited: true, count: 9, pending: false }));
    await toasts.find('取消收藏失败：服务器繁忙，请稍后再试');
  });

  it('the press made before logging in keeps the item even when it is kept already', async () => {
    server.on('POST /auth/v1/favourite', ok({ kind: 'resource', id: 5, favourited: true, count: 3 }, '已收藏'));
    const s = store();
    s.dispatch(favouriteToggled({ kind: 'resource', id: 5, want: true }));
    await until(() => expect(s.getState().community.favourites[favouriteKey('resource', 5)]).toEqual({ favourited: true, count: 3, pending: false }));
    s.dispatch(favouriteToggled({ kind: 'resource', id: 5, want: true }));
    await until(() => expect(server.calls('POST /auth/v1/favourite')).toHaveLength(2));
    expect(server.calls('DELETE /auth/v1/favourite/resource/5')).toHaveLength(0);
  });
});

describe('我的收藏 (saga + real HTTP)', () => {
  it('loads a page of one kind, removes an item and loads the page again; a failed load keeps the msg', async () => {
    let list = [
      { kind: 'resource', id: 5, title: '庆余年', href: '#/main/detail/5', create_time: '2026-11-21T00:00:00.000Z' },
      { kind: 'resource', id: 6, title: '三体', href: '#/main/detail/6', create_time: '2026-11-20T00:00:00.000Z' },
    ];
    server.on('GET /auth/v1/favourite', () => ok({ list, total: list.length, public: true }));
    server.on('DELETE /auth/v1/favourite/resource/5', () => {
      list = list.filter((f) => f.id !== 5);
      return ok({ kind: 'resource', id: 5, favourited: false, count: 0 }, '已取消收藏');
    });
    const s = store();
    s.dispatch(myFavouritesRequested({ kind: 'resource', page: 1 }));
    await until(() => expect(s.getState().community.myFavourites).toMatchObject({ kind: 'resource', total: 2, loading: false }));
    const [first] = server.calls('GET /auth/v1/favourite');
    expect([first.query.get('kind'), first.query.get('page'), first.query.get('size')]).toEqual(['resource', '1', '10']);

    s.dispatch(myFavouriteRemoved({ kind: 'resource', id: 5 }));
    expect(s.getState().community.myFavourites.removingId).toBe(5);
    await until(() => expect(s.getState().community.myFavourites).toMatchObject({ total: 1, removingId: null, list: [{ id: 6 }] }));
    await toasts.find('已取消收藏');

    server.on('GET /auth/v1/favourite', fail(500, '服务器繁忙，请稍后再试'));
    s.dispatch(myFavouritesRequested({ kind: 'article', page: 1 }));
    await until(() => expect(s.getState().community.myFavourites).toMatchObject({ kind: 'article', loading: false, error: '服务器繁忙，请稍后再试', list: [] }));
  });
});

describe('收藏 privacy and the member page 收藏 tab (saga + real HTTP)', () => {
  it('在会员主页公开我的收藏: saves at once and keeps what the server stored; a failure leaves it and says why', async () => {
    server.on('PUT /auth/v1/favourite/visibility', { ...ok({ public: true }, '收藏已公开'), delay: 100 });
    const s = store();
    expect(s.getState().user.info.favourites_public ?? false).toBe(false);
    s.dispatch(favouritesVisibilityRequested({ public: true }));
    expect(s.getState().community.favouritesVisibilitySaving).toBe(true);
    await until(() => expect(s.getState().user.info.favourites_public).toBe(true));
    expect(s.getState().community.favouritesVisibilitySaving).toBe(false);
    expect(server.calls('PUT /auth/v1/favourite/visibility')[0].body).toEqual({ public: true });
    await toasts.find('收藏已公开，其他人可在你的会员主页看到');

    server.on('PUT /auth/v1/favourite/visibility', fail(500, '服务器繁忙，请稍后再试'));
    s.dispatch(favouritesVisibilityRequested({ public: false }));
    await toasts.find('保存失败：服务器繁忙，请稍后再试');
    expect(s.getState().user.info.favourites_public).toBe(true);
    expect(s.getState().community.favouritesVisibilitySaving).toBe(false);
  });

  it('the 收藏 tab loads the kind asked for; a private list is a Chinese error, not a login prompt', async () => {
    const resources = [{ kind: 'resource', id: 5, title: '庆余年', href: '#/main/detail/5', create_time: '2026-11-21T00:00:00.000Z' }];
    server.on('GET /v1/user/9/favourites', ok({ list: resources, total: 1, public: true }));
    const s = store();
    s.dispatch(memberFeedRequested({ id: 9, tab: 'favourites', page: 1, kind: 'resource' }));
    await until(() => expect(s.getState().community.member).toMatchObject({ feedTab: 'favourites', feedLoading: false, feedTotal: 1, feed: { tab: 'favourites', kind: 'resource', list: resources } }));
    const [asked] = server.calls('GET /v1/user/9/favourites');
    expect([asked.query.get('kind'), asked.query.get('page'), asked.query.get('size')]).toEqual(['resource', '1', '10']);

    window.location.hash = '#/main/user/8?tab=favourites';
    server.on('GET /v1/user/8/favourites', fail(404, '该会员未公开收藏'));
    s.dispatch(memberFeedRequested({ id: 8, tab: 'favourites', page: 1 }));
    await until(() => expect(s.getState().community.member).toMatchObject({ feedLoading: false, feedError: '该会员未公开收藏' }));
    expect(server.calls('GET /v1/user/8/favourites')[0].query.get('kind')).toBe('article');
    expect(window.location.hash).toBe('#/main/user/8?tab=favourites');
  });
});

describe('签到日历 and 补签卡 (saga + real HTTP)', () => {
  it('loads the month; buying a card sets the new balance and loads the calendar again', async () => {
    let cards = 0;
    server.on('GET /auth/v1/sign/calendar', () => ok(calendar({ makeup: { cards, price: 50, monthly_limit: 2, bought_this_month: cards, used_this_month: 0 } })));
    server.on('POST /auth/v1/sign/makeup/card', () => {
      cards += 1;
      return ok({ cards, bought_this_month: cards, price: 50, coin: 70 }, '购买成功，花费 50 金币，现有补签卡 1 张');
    });
    const s = store();
    s.dispatch(signCalendarRequested({ month: '2026-11' }));
    await until(() => expect(s.getState().community.signCalendar.data?.makeup.cards).toBe(0));
    expect(server.calls('GET /auth/v1/sign/calendar')[0].query.get('month')).toBe('2026-11');
    s.dispatch(makeupCardBuyRequested());
    expect(s.getState().community.signCalendar.busy).toEqual({ kind: 'buy' });
    await until(() => expect(s.getState().community.signCalendar.data?.makeup.cards).toBe(1));
    expect(s.getState().user.info.coin).toBe(70);
    expect(s.getState().community.signCalendar.busy).toBeNull();
    await toasts.find('购买成功，花费 50 金币，现有补签卡 1 张');
  });

  it('a refused purchase or 补签 shows the server reason in Chinese and clears the busy state', async () => {
    server.on('GET /auth/v1/sign/calendar', ok(calendar()));
    server.on('POST /auth/v1/sign/makeup/card', fail(400, '金币不足：需要 50 金币，当前余额 20 金币'));
    server.on('POST /auth/v1/sign/makeup', fail(400, '本月补签次数已用完（每月最多 2 次）'));
    const s = store();
    s.dispatch(signCalendarRequested({}));
    await until(() => expect(s.getState().community.signCalendar.data).not.toBeNull());
    s.dispatch(makeupCardBuyRequested());
    await toasts.find('购买补签卡失败：金币不足：需要 50 金币，当前余额 20 金币');
    await until(() => expect(s.getState().community.signCalendar.busy).toBeNull());
    expect(s.getState().user.info.coin).toBe(120);
    s.dispatch(makeupUseRequested({ date: '2026-11-20' }));
    expect(s.getState().community.signCalendar.busy).toEqual({ kind: 'makeup', date: '2026-11-20' });
    await toasts.find('补签失败：本月补签次数已用完（每月最多 2 次）');
    await until(() => expect(s.getState().community.signCalendar.busy).toBeNull());
    expect(server.calls('GET /auth/v1/sign/status')).toHaveLength(0);
  });

  it('a 补签 that went through reloads the calendar, my sign state and the records', async () => {
    let made = false;
    server.on('GET /auth/v1/sign/calendar', () => ok(calendar({ continue_sign_days: made ? 5 : 2 })));
    server.on('POST /auth/v1/sign/makeup', () => {
      made = true;
      return ok({ date: '2026-11-20', cards: 0, used_this_month: 1, continue_sign_days: 5 }, '补签成功，当前连续签到 5 天');
    });
    server.on('GET /auth/v1/sign/status', ok({ signed_today: true, continue_sign_days: 5, today_reward: 6, login_rewarded_today: true, login_reward_coin: 3, reward_table: [5, 6, 7] }));
    server.on('GET /v1/sign', ok({ list: [], total: 0 }));
    const s = store();
    s.dispatch(signCalendarRequested({}));
    await until(() => expect(s.getState().community.signCalendar.data?.continue_sign_days).toBe(2));
    s.dispatch(makeupUseRequested({ date: '2026-11-20' }));
    await until(() => expect(s.getState().community.signCalendar.data?.continue_sign_days).toBe(5));
    expect(server.calls('POST /auth/v1/sign/makeup')[0].body).toEqual({ date: '2026-11-20' });
    await toasts.find('补签成功，当前连续签到 5 天');
    await until(() => expect(server.calls('GET /auth/v1/sign/status')).toHaveLength(1));
    await until(() => expect(server.calls('GET /v1/sign')).toHaveLength(1));
  });
});
