import type { Decorator } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppToasts } from '../../src/App';
import { localDay } from '../../src/lib/clock';
import { routes } from '../../src/routes';
import { featureSagas } from '../../src/sagas/features';
import { createAppStore, type PreloadedState, type UserInfo } from '../../src/store';
import { STORY_NOW } from '../../.storybook/fixed-clock';
import { onStoryEnd } from '../../.storybook/story-cleanup';
import {
  eggBetWon, gameBoard, gameCatalog, guessBetLost, guessBetWon, revealedBets, revealedSeed, seedState,
} from '../components/gameFixtures';

/** Story parameters of a page story: where the router starts and the state the store starts from. */
export interface PageParameters {
  path: string;
  state?: PreloadedState;
}

/**
 * Renders the app's real route table at `parameters.page.path` with a real store from
 * createAppStore (preloaded state, real sagas; the API answered by msw handlers).
 */
export const withAppPage: Decorator = (_Story, context) => {
  const { path, state } = context.parameters.page as PageParameters;
  return <PageHost path={path} state={state} />;
};

function PageHost({ path, state }: PageParameters) {
  const [{ store }] = useState(() => {
    const created = createAppStore(state, {
      persist: false,
      features: () => featureSagas,
      // a story is a picture of one moment: the live channel (issue 33) stays closed, as in a
      // browser without EventSource; tests/sagas/live-events.test.tsx and e2e pm-live test it
      eventSource: null,
    });
    onStoryEnd(() => created.task?.cancel());
    return created;
  });
  const [router] = useState(() => createMemoryRouter(routes, { initialEntries: [path] }));
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
      <AppToasts admin={path.startsWith('/admin')} />
    </Provider>
  );
}

export const notice = '欢迎来到 ujuso 优聚搜！本站收录网友分享的各类网盘资源，每日更新。';

export const settingRows = (over: Record<string, string> = {}) =>
  Object.entries({
    notice,
    maintain: 'false',
    friend_links: JSON.stringify([
      { name: '阿里云盘', url: 'https://www.alipan.com/' },
      { name: '百度网盘', url: 'https://pan.baidu.com/' },
      { name: '夸克网盘', url: 'https://pan.quark.cn/' },
    ]),
    show_hot_key: 'false',
    show_movie_site_link: 'false',
    show_mobile_site_notice: 'false',
    show_share_union_disk: 'false',
    show_taoke_page: 'false',
    show_hot_search_kw: 'false',
    show_buy_invite_code: 'false',
    show_random_list: 'false',
    show_input_invite_code: 'false',
    ...over,
  }).map(([name, value], i) => ({ id: i + 1, name, value }));

export const member: UserInfo = {
  id: 1024,
  username: '网盘猎人',
  coin: 1280,
  unread_msg_count: 3,
  email: 'hunter@ujuso.com',
  role: 'user',
  coin_turnover_count: 12,
  create_time: '2025-03-08 09:30:00',
  update_time: '2026-01-02 10:00:00',
  vip_expired: '2099-12-31 23:59:59',
  continue_sign_days: 6,
  last_login_belong: '浙江 杭州',
  last_login_ip: '203.0.113.8',
};

/** A signed-in member whose today's reward and domain notice are already done (quiet stories). */
export const memberState = (over: Partial<UserInfo> = {}): PreloadedState => ({
  user: {
    token: 'story-token',
    info: { ...member, ...over },
    role: over.role ?? member.role,
    username: member.username,
    isVip: true,
    loginReward: { day: localDay(STORY_NOW), userId: member.id },
  },
  setting: { domainNoticeDay: localDay(STORY_NOW) },
});

/**
 * A visitor (no token). Story parameters deep-merge, so a story of a member page that wants
 * the logged-out state overrides the token with this.
 */
export const visitorState = (): PreloadedState => ({
  user: { token: '', role: '', username: '', isVip: false },
  setting: { domainNoticeDay: localDay(STORY_NOW) },
});

/** msw handlers for the calls a page makes on start. */
export const apiHandlers = (settings = settingRows(), info: UserInfo = member) => [
  http.get('/v1/web_setting/more', () => HttpResponse.json({ code: 200, msg: '成功', data: settings })),
  http.get('/auth/v1/user/info', () => HttpResponse.json({ code: 200, msg: '成功', data: info })),
  // 我的邀请码 on the profile (issue 30)
  http.get('/auth/v1/user/invite_codes', () => HttpResponse.json({ code: 200, msg: '成功', data: [{ code: 'UJ8K2M4Q', used: false, create_time: '2026-11-20T08:00:00.000Z' }] })),
  http.post('/auth/v1/sign/login', () => HttpResponse.json({ code: 200, msg: '每日登录奖励 +5 金币', data: null })),
  // the 收藏 button of posts and resources (issue 33)
  http.get('/v1/user/favourite/:kind/:id', ({ params }) =>
    HttpResponse.json({ code: 200, msg: '成功', data: { kind: params.kind, id: Number(params.id), favourited: false, count: 12 } })),
  http.post('/v1/user/login', async ({ request }) => {
    const body = (await request.json()) as { username: string; password: string };
    if (body.password !== 'ujuso-2026') return HttpResponse.json({ code: 400, msg: '用户名或密码错误', data: null }, { status: 400 });
    return HttpResponse.json({ code: 200, msg: '登录成功', data: { token: 'story-token', info } });
  }),
];

/** A successful reply body ({ code: 200, msg, data }). */
export const ok = <T,>(data: T, msg = '成功') => HttpResponse.json({ code: 200, msg, data });

/** A failed reply (HTTP status and body code alike); the client toasts msg and the page shows it. */
export const fail = (msg = '服务器繁忙，请稍后再试', status = 500) => HttpResponse.json({ code: status, msg, data: null }, { status });

/** msw handlers of the game hall and the two house games (issue 11). */
export const gameHandlers = () => [
  http.get('/v1/game', () => ok(gameCatalog)),
  http.get('/v1/game/board', () => ok(gameBoard)),
  http.get('/auth/v1/game/seed', () => ok(seedState)),
  http.get('/auth/v1/game/bets', ({ request }) => {
    const game = new URL(request.url).searchParams.get('game');
    const list = game ? revealedBets.filter((b) => b.game === game) : revealedBets;
    return ok({ list, total: list.length });
  }),
  http.post('/auth/v1/game/guess', () => ok({ bet: guessBetWon, coin: 1290 }, '押中了！')),
  http.post('/auth/v1/game/egg', () => ok({ bet: eggBetWon, coin: 1320 }, '砸中 50 金币')),
  http.post('/v1/game/verify', () => ok({ server_seed_hash: revealedSeed.server_seed_hash, outcome: guessBetLost.outcome, payout_per_stake: 0, bet: null, hash_matches: null, outcome_matches: null })),
];

/** The authors' level badges a forum list waits for (GET /v1/user/badges?ids=…): every author 初来乍到 (Lv2). */
export const badgesHandler = () =>
  http.get('/v1/user/badges', ({ request }) =>
    ok(
      (new URL(request.url).searchParams.get('ids') ?? '')
        .split(',')
        .filter(Boolean)
        .map((id) => ({ id: Number(id), avatar: '', level: 2, level_name: '初来乍到', titles: [] })),
    ),
  );
