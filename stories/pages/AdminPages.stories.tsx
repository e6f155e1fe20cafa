import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_EGG_PRIZES } from '../../contract/egg-prizes';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AdminResource, AdminSource, AdminSourceDaily, AdminSourceRun, AdminUser, AuditEntry, CdKey as CdKeyRow, ConfigItem, DashboardSummary, HotkeyReviewItem, InviteCode as InviteCodeRow } from '../../src/api/admin';
import type { ArticleListItem } from '../../src/api/articles';
import { localDay } from '../../src/lib/clock';
import AdminLayout from '../../src/pages/Admin/AdminLayout';
import type { PreloadedState } from '../../src/store';
import { phone390Globals } from '../../.storybook/viewports';
import { apiHandlers, member, settingRows, withAppPage } from './support';
import { STORY_NOW } from '../../.storybook/fixed-clock';
import { bragOpen, stoneOpen, stoneSettled } from '../components/pvpFixtures';
import { goodsList, picture, poster } from '../components/promoFixtures';
import type { TaokeAdminGoods } from '../../src/api/taoke';
import type { MovieCurated } from '../../src/api/movie';

/** The admin back office at /admin/*, with the real route table and store; the API answered by msw. */

const T = '2026-06-07T02:30:00.000Z';
const ok = <T,>(data: T, msg = '成功') => HttpResponse.json({ code: 200, msg, data });
const paged = <T,>(list: T[]) => ok({ list, total: list.length });

const adminInfo = { ...member, id: 1, username: '站长', role: 'admin', email: 'admin@ujuso.com' };
const adminState: PreloadedState = {
  user: {
    token: 'story-admin-token',
    info: adminInfo,
    role: 'admin',
    username: '站长',
    isVip: true,
    loginReward: { day: localDay(STORY_NOW), userId: 1 },
  },
  setting: { domainNoticeDay: localDay(STORY_NOW) },
};

const user = (id: number, username: string, over: Partial<AdminUser> = {}): AdminUser => ({
  id, username, coin: 100 * id, unread_msg_count: 0, email: `${username}@ujuso.com`, role: 'user', coin_turnover_count: id, create_time: T,
  update_time: T, vip_expired: null, continue_sign_days: id % 7, last_login_belong: '浙江 杭州', last_login_ip: '203.0.113.8', avatar: '',
  is_vip: false, signed_today: false, banned: false, deleted: false, ...over,
});
const users = [
  user(1, 'admin', { role: 'admin', coin: 0 }),
  user(2, 'demo', { is_vip: true, vip_expired: '2026-12-31T15:59:59.000Z' }),
  user(3, 'wangpan', { banned: true }),
  user(4, 'xiaoming'),
];

const article = (id: number, title: string, fixed = 0): ArticleListItem => ({
  id, title, cate_id: 1, cate_name: '资源分享', user_id: 2, username: 'demo', summary: '', fixed, views: 120 - id, likes: id, tips: 0,
  has_source_link: true, source_disk: 'baidu', source_disk_name: '百度网盘', create_time: T, update_time: T,
  reply_count: 0, last_reply_time: '', reveal_mode: 'like',
});
const articles = [
  article(9, '【置顶】新人必读：论坛规则与发帖指南', 1),
  article(8, '三体 全集 有声书 分享'),
  article(7, '庆余年 第二季 4K 高码率'),
  article(6, '考研数学 2027 全程班'),
];

const resource = (id: number, title: string, over: Partial<AdminResource> = {}): AdminResource => ({
  id, title, url: `https://pan.baidu.com/s/1demo${id}`, pwd: 'ab12', disk_type: 'baidu', size: '2.3 GB', category_id: 1, category_name: '影视',
  price: 0, status: 'pending', validity: 'ok', report_count: 0, source: 'share', sharer_id: 2, sharer_name: 'demo', views: 0, reward: 0,
  review_note: '', create_time: T, update_time: T, check_state: '', checked_time: '', ...over,
});
const pending = [resource(101, '流浪地球 2 导演剪辑版 4K'), resource(102, '中国通史 纪录片 全 100 集')];

const cdKeys: CdKeyRow[] = [
  { id: 1, code: 'UJ-7KQ2-M9XD-4TPA', kind: 'coin', amount: 100, note: '六月活动', used: true, used_by: 2, used_by_name: 'demo', used_time: T, create_time: T },
  { id: 2, code: 'UJ-3HWN-8CZR-6YBE', kind: 'coin', amount: 100, note: '六月活动', used: false, used_by: null, used_by_name: '', used_time: null, create_time: T },
  { id: 3, code: 'UJ-5PLM-2VJK-9QSF', kind: 'vip', amount: 30, note: 'VIP 月卡', used: false, used_by: null, used_by_name: '', used_time: null, create_time: T },
];

const invites: InviteCodeRow[] = [
  { id: 1, code: 'INV8K2M4', status: 'used', owner_id: null, owner_name: '', used_by: 4, used_by_name: 'xiaoming', used_time: T, create_time: T },
  { id: 2, code: 'INV3P9Q7', status: 'unused', owner_id: 2, owner_name: 'demo', used_by: null, used_by_name: '', used_time: null, create_time: T },
];

/** 热搜词审核 (issue 28): counted keywords awaiting review, approved and rejected ones. */
const hotReviews: Record<string, HotkeyReviewItem[]> = {
  pending: [
    { keyword: '繁花', count: 57, visitors: 21, status: 'pending', reviewer: null, review_time: null },
    { keyword: '周处除三害', count: 33, visitors: 12, status: 'pending', reviewer: null, review_time: null },
    { keyword: '考研英语真题 2027 历年合集 带详细解析', count: 9, visitors: 4, status: 'pending', reviewer: null, review_time: null },
  ],
  approved: [{ keyword: '庆余年第二季', count: 140, visitors: 66, status: 'approved', reviewer: '站长', review_time: T }],
  rejected: [{ keyword: '某某软件注册机', count: 12, visitors: 3, status: 'rejected', reviewer: '站长', review_time: T }],
};
const hotReviewHandler = (lists: Record<string, HotkeyReviewItem[]>) =>
  http.get('/admin/v1/hotkey/review', ({ request }) => ok({ need_approval: true, list: lists[new URL(request.url).searchParams.get('status') ?? 'pending'] ?? [] }));

const configItems: ConfigItem[] = [
  { name: 'sign_reward_table', label: '连续签到奖励（第 1–7 天）', type: 'int_list', group: 'rewards', min: 0, max: 1000, default: '[5,6,7,8,9,10,15]', value: '[5,6,7,8,9,10,15]' },
  { name: 'share_reward_coin', label: '分享审核通过奖励', type: 'int', group: 'rewards', min: 0, max: 1000, default: '5', value: '5' },
  { name: 'vip_price_per_day', label: 'VIP 每天价格（金币）', type: 'int', group: 'prices', min: 1, max: 10000, default: '10', value: '10' },
  { name: 'daily_share_limit', label: '每日分享上限', type: 'int', group: 'limits', min: 1, max: 1000, default: '50', value: '50' },
  { name: 'game_guess_open', label: '开放猜大小', type: 'bool', group: 'games', min: 0, max: 1, default: '1', value: '1' },
  { name: 'game_daily_loss_limit', label: '每人每天净输金币上限（全部游戏）', type: 'int', group: 'games', min: 1, max: 1_000_000_000, default: '5000', value: '5000' },
  { name: 'game_guess_payouts', label: '猜大小赔率（大、小、单、双、全围、围骰，赢时得 本金 ×（1+赔率））', type: 'int_list', group: 'games', min: 0, max: 10_000, default: '[1,1,1,1,30,180]', value: '[1,1,1,1,30,180]' },
  { name: 'game_egg_price', label: '砸金蛋每次价格（金币）', type: 'int', group: 'games', min: 1, max: 1_000_000, default: '10', value: '10' },
  { name: 'game_egg_prizes', label: '砸金蛋奖品表', type: 'json', group: 'games', min: 0, max: 0, default: JSON.stringify(DEFAULT_EGG_PRIZES), value: JSON.stringify(DEFAULT_EGG_PRIZES) },
];

/** /admin/taoke rows: the demo goods as the admin API returns them. */
const taokeRows: TaokeAdminGoods[] = goodsList.map((g, i) => ({
  id: i + 1,
  title: g.title,
  short_title: g.short_title,
  picture_url: picture(g.short_title.slice(0, 2), '#f5a623', '#d0021b'),
  shop_type: g.shop_type,
  original_price: g.original_price,
  coupon_amount: g.coupon_amount,
  coupon_condition: g.coupon_condition,
  final_price: g.final_price,
  month_sales: g.month_sales,
  coupon_link: g.coupon_link,
  tkl: g.tkl,
  start_time: null,
  end_time: g.end_time,
  category: g.category,
  sort: i,
  create_time: T,
  update_time: T,
}));

/** /admin/movie rows: curated entries of the built-in 影视 lists. */
const curatedMovies: MovieCurated[] = [
  { id: 1, category: 'movie_hot', title: '流浪地球3', year: '2027', rating: 8.4, cover_url: poster('流浪地球3', '#1f3a5f'), episodes_info: '', site_url: 'https://movie.douban.com/subject/35000001/', sort: 0, create_time: T },
  { id: 2, category: 'tv_hot', title: '三体 第二季', year: '2026', rating: null, cover_url: '', episodes_info: '更新至12集', site_url: '', sort: 1, create_time: T },
];

const audit: AuditEntry[] = [
  { id: 3, actor_id: 1, actor_name: 'admin', action: 'web_setting.update', entity: 'web_setting', entity_id: '2', before: { value: '旧公告' }, after: { value: '新公告' }, ip: '127.0.0.1', create_time: T },
  { id: 2, actor_id: 1, actor_name: 'admin', action: 'share.approve', entity: 'resource', entity_id: '101', before: { status: 'pending' }, after: { status: 'approved', reward: 5 }, ip: '127.0.0.1', create_time: T },
  { id: 1, actor_id: 1, actor_name: 'admin', action: 'user.update', entity: 'user', entity_id: '2', before: { coin: 100 }, after: { coin: 107 }, ip: '127.0.0.1', create_time: T },
];

const dashboard: DashboardSummary = {
  days: 7,
  totals: {
    users: 1284, articles: 356, resources: 52310, searchable_resources: 51877, coins_in_circulation: 98342, new_users: 146, searches: 8123,
    sign_ins: 903, coins_issued: 7210, coins_spent: 5120, new_articles: 41, new_shares: 233,
  },
  review_queue: 2,
  series: ['06-01', '06-02', '06-03', '06-04', '06-05', '06-06', '06-07'].map((d, i) => ({
    date: `2026-${d}`, new_users: [12, 18, 9, 25, 31, 22, 29][i], searches: [980, 1120, 1005, 1240, 1310, 1202, 1266][i], sign_ins: [120, 118, 125, 132, 129, 141, 138][i],
    coins_issued: [900, 1010, 980, 1100, 1050, 1070, 1100][i], coins_spent: [700, 650, 720, 800, 760, 740, 750][i], new_articles: [5, 7, 4, 8, 6, 5, 6][i],
    new_shares: [30, 28, 35, 33, 36, 31, 40][i],
  })),
};

// 资源来源 (issue 29)
const sourceRow = (id: number, name: string, over: Partial<AdminSource> = {}): AdminSource => ({
  id, kind: 'telegram', name, address: `https://t.me/s/channel_${id}`, channel: `tg:channel_${id}`, enabled: true, interval_minutes: 30,
  last_status: 'ok', last_run_time: T, next_run_time: '2026-06-07T03:00:00.000Z', last_error: '', last_error_time: null, failures: 0,
  seen: 1200 * id, new_count: 800 * id, duplicates: 300 * id, refused: 100 * id, create_time: T, ...over,
});
const sources: AdminSource[] = [
  sourceRow(1, '影视资源频道'),
  sourceRow(2, '某资源论坛', { kind: 'flarum', address: 'https://bbs.example.com', channel: 'plugin:某资源论坛', interval_minutes: 60 }),
  sourceRow(3, '资源博客 RSS', {
    kind: 'rss', address: 'https://blog.example.com/feed', channel: 'plugin:资源博客 RSS', last_status: 'error', failures: 2,
    last_error: '来源返回错误（HTTP 503）', last_error_time: T,
  }),
  sourceRow(4, '合作方文件', { kind: 'file', address: 'drop:partner.jsonl', channel: 'plugin:合作方文件', enabled: false }),
];
const sourceRuns: AdminSourceRun[] = [
  { id: 12, source_id: 1, source_name: '影视资源频道', trigger: 'schedule', status: 'ok', error: '', pages: 2, seen: 31, new_count: 24, duplicates: 6, refused: 1, start_time: T, duration_ms: 4200 },
  { id: 11, source_id: 3, source_name: '资源博客 RSS', trigger: 'schedule', status: 'error', error: '来源返回错误（HTTP 503）', pages: 0, seen: 0, new_count: 0, duplicates: 0, refused: 0, start_time: T, duration_ms: 800 },
  { id: 10, source_id: 2, source_name: '某资源论坛', trigger: 'manual', status: 'ok', error: '', pages: 1, seen: 20, new_count: 9, duplicates: 11, refused: 0, start_time: T, duration_ms: 1500 },
];
const sourceDaily: AdminSourceDaily = {
  days: ['05-25', '05-26', '05-27', '05-28', '05-29', '05-30', '05-31', '06-01', '06-02', '06-03', '06-04', '06-05', '06-06', '06-07'].map((d) => `2026-${d}`),
  series: [
    { source_id: 1, name: '影视资源频道', counts: [120, 98, 143, 87, 160, 132, 149, 110, 95, 170, 128, 140, 133, 152] },
    { source_id: 2, name: '某资源论坛', counts: [12, 9, 20, 4, 15, 11, 18, 7, 10, 14, 9, 16, 12, 13] },
    { source_id: 3, name: '资源博客 RSS', counts: [3, 0, 5, 2, 1, 4, 2, 0, 0, 3, 1, 2, 0, 0] },
    { source_id: 4, name: '合作方文件', counts: [0, 0, 0, 0, 0, 0, 500, 0, 0, 0, 0, 0, 0, 0] },
  ],
};

const adminHandlers = [
  ...apiHandlers(settingRows(), adminInfo),
  http.get('/admin/v1/source', () => paged(sources)),
  http.get('/admin/v1/source/runs', () => ok({ list: sourceRuns })),
  http.get('/admin/v1/source/daily', () => ok(sourceDaily)),
  http.post('/admin/v1/source/:id/run', () => ok({ run_id: 13, status: 'ok', pages: 1, seen: 5, new_count: 3, duplicates: 2, refused: 0, error: '' }, '采集完成：新增 3，重复 2，拒绝 0')),
  http.get('/admin/v1/dashboard', () => ok(dashboard)),
  http.get('/admin/v1/user', () => paged(users)),
  http.get('/admin/v1/user/infos/:id', () => ok({ info: users[1], ledger: [], orders: [], ledger_sum: 200 })),
  http.get('/v1/article', () => paged(articles)),
  http.get('/v1/article/cates', () => ok([{ id: 1, name: '资源分享', sort: 0, count: 4 }])),
  http.get('/admin/v1/bbs_cate', () => ok([{ id: 1, name: '资源分享', sort: 0, count: 4 }, { id: 2, name: '求资源', sort: 1, count: 0 }])),
  http.get('/admin/v1/netdisk_cate', () => ok([{ id: 1, name: '影视', sort: 0, count: 30211 }, { id: 2, name: '学习', sort: 1, count: 8120 }, { id: 3, name: '软件', sort: 2, count: 0 }])),
  http.get('/admin/v1/web_setting/all', () => ok(settingRows({ show_hot_key: 'true', show_buy_invite_code: 'night' }))),
  http.get('/admin/v1/share_union/pending', () => paged(pending)),
  // link checker (issue 19)
  http.get('/admin/v1/linkcheck', () =>
    ok({
      mode: 'on', rate_per_host: 2, recheck_hours: 24, counts: { unchecked: 120, ok: 160, bad: 12, locked: 3, uncertain: 5 },
      hosts: [
        { disk_type: 'baidu', checks: 320, failures: 4, streak: 0, breaker: 'closed', open_until: '', last_state: 'ok', last_summary: '链接有效', last_at: T },
        { disk_type: 'aliyun', checks: 210, failures: 2, streak: 0, breaker: 'closed', open_until: '', last_state: 'bad', last_summary: '分享已失效', last_at: T },
        { disk_type: 'quark', checks: 180, failures: 31, streak: 5, breaker: 'open', open_until: T, last_state: 'uncertain', last_summary: '网盘限流，稍后再试', last_at: T },
        { disk_type: 'uc', checks: 0, failures: 0, streak: 0, breaker: 'closed', open_until: '', last_state: '', last_summary: '', last_at: '' },
      ],
    }),
  ),
  http.get('/admin/v1/share_union/resource', () => paged([resource(100, '三体 全集 有声书', { status: 'approved', validity: 'reported', report_count: 2 }), ...pending])),
  http.get('/admin/v1/hotkey', () =>
    ok({
      pinned: [{ id: 1, keyword: '三体', sort: 0 }, { id: 2, keyword: '庆余年', sort: 1 }],
      searched: [{ keyword: '三体', count: 320, pinned: true }, { keyword: '流浪地球', count: 210, pinned: false }, { keyword: '考研', count: 96, pinned: false }],
    }),
  ),
  hotReviewHandler(hotReviews),
  http.get('/admin/v1/bankey', () => ok([{ id: 1, keyword: '赌博', create_time: T }, { id: 2, keyword: '外挂', create_time: T }])),
  http.get('/admin/v1/cd_key', () => paged(cdKeys)),
  http.get('/admin/v1/invite_code', () => paged(invites)),
  http.get('/admin/v1/config', () => ok(configItems)),
  http.get('/admin/v1/audit', () => paged(audit)),
  http.get('/admin/v1/pvp_game', () => ok({ list: [stoneOpen, bragOpen, stoneSettled], total: 3, escrow: 180 })),
  http.get('/admin/v1/taoke', () => paged(taokeRows)),
  http.get('/admin/v1/movie', () => ok(curatedMovies)),
];

const meta = {
  title: 'Pages/Admin',
  component: AdminLayout,
  decorators: [withAppPage],
  parameters: {
    layout: 'fullscreen',
    page: { path: '/admin', state: adminState },
    msw: { handlers: adminHandlers },
  },
} satisfies Meta<typeof AdminLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (path: string): Story['parameters'] => ({ page: { path, state: adminState } });
const heading = (canvasElement: HTMLElement, name: string) =>
  waitFor(() => expect(within(canvasElement).getByRole('heading', { level: 1, name })).toBeVisible(), { timeout: 15000 });
const cell = (canvasElement: HTMLElement, text: string) =>
  waitFor(() => expect(within(canvasElement).getAllByText(text)[0]).toBeVisible(), { timeout: 15000 });

/** /admin: the dashboard with totals, trends and the review queue. */
export const Dashboard: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '仪表盘');
    await cell(canvasElement, '待审核分享');
    await expect(within(canvasElement).getByRole('img', { name: '用户与内容折线图' })).toBeInTheDocument();
    await expect(within(canvasElement).getByText('站长')).toBeVisible();
  },
};

export const User: Story = {
  parameters: at('/admin/user'),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '用户管理');
    await cell(canvasElement, 'demo@ujuso.com');
    await cell(canvasElement, '已封禁');
    // texts from the zh_CN locale (no per-table overrides): pagination size changer
    await cell(canvasElement, '10 条/页');
  },
};

export const Article: Story = {
  parameters: at('/admin/article'),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '文章管理');
    await cell(canvasElement, '庆余年 第二季 4K 高码率');
    await cell(canvasElement, '取消置顶');
  },
};

export const WebSetting: Story = {
  parameters: at('/admin/webSetting'),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '站点设置');
    await cell(canvasElement, '网站公告');
    await waitFor(() => expect(within(canvasElement).getByRole('switch', { name: '显示热门关键词开关' })).toBeChecked());
  },
};

export const ShareUnion: Story = {
  parameters: at('/admin/shareUnion'),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '分享审核与资源');
    await cell(canvasElement, '流浪地球 2 导演剪辑版 4K');
  },
};

/** Issue 19: the link checker's state per disk (a breaker open on 夸克) and 重新检测. */
export const ShareUnionLinkcheck: Story = {
  parameters: at('/admin/shareUnion'),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '分享审核与资源');
    await userEvent.click(within(canvasElement).getByRole('tab', { name: '链接检测' }));
    await cell(canvasElement, '熔断中');
    await waitFor(() => expect(within(canvasElement).getByText(/自动（后台按顺序检测）/)).toBeVisible());
    await expect(within(canvasElement).getByRole('button', { name: '重新检测' })).toBeEnabled();
  },
};

/** Issue 29: 资源来源 — sources with their state (one failing, one paused), the per-day chart and the cycle log; 立即运行 answers with counts. */
export const Source: Story = {
  parameters: at('/admin/source'),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '资源来源');
    await cell(canvasElement, '影视资源频道');
    await cell(canvasElement, '已暂停');
    await cell(canvasElement, '连续失败 2 次');
    await cell(canvasElement, 'Flarum 论坛');
    await waitFor(() => expect(within(canvasElement).getByRole('img', { name: '最近 14 天每天新增的资源（按来源）柱状图' })).toBeInTheDocument(), { timeout: 15000 });
    await cell(canvasElement, '最近的采集记录');
  },
};

export const CdKey: Story = {
  parameters: at('/admin/cdKey'),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '卡密');
    await cell(canvasElement, 'UJ-7KQ2-M9XD-4TPA');
  },
};

export const InviteCode: Story = {
  parameters: at('/admin/inviteCode'),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '邀请码');
    await cell(canvasElement, 'INV3P9Q7');
  },
};

export const BbsCate: Story = {
  parameters: at('/admin/bbsCate'),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '论坛分类');
    await cell(canvasElement, '求资源');
  },
};

export const NetdiskCate: Story = {
  parameters: at('/admin/netdiskCate'),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '资源分类');
    await cell(canvasElement, '软件');
  },
};

export const Hotkey: Story = {
  parameters: at('/admin/hotkey'),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '热门搜索词');
    await cell(canvasElement, '流浪地球');
    // issue 28: counted keywords wait in 待审核 with their visitors and searches, 通过 / 拒绝 / 置顶 each
    await cell(canvasElement, '繁花');
    await cell(canvasElement, '21 人');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: '待审核' })).toHaveAttribute('aria-selected', 'true');
    for (const action of ['通过', '拒绝', '置顶']) await expect(canvas.getByRole('button', { name: `${action} 繁花` })).toBeEnabled();
    await expect(canvas.getByTestId('hot-approval-note')).toHaveTextContent('「热搜词需审核」已开启');
  },
};

/** 热搜词审核 → 已拒绝: who rejected it and when; 通过 or 撤销 (back to 待审核). */
export const HotkeyRejected: Story = {
  parameters: at('/admin/hotkey'),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '热门搜索词');
    await cell(canvasElement, '繁花');
    await userEvent.click(within(canvasElement).getByRole('tab', { name: '已拒绝' }));
    await cell(canvasElement, '某某软件注册机');
    await cell(canvasElement, '审核人');
    await expect(within(canvasElement).getByRole('button', { name: '撤销 某某软件注册机' })).toBeEnabled();
    await expect(within(canvasElement).getByRole('button', { name: '通过 某某软件注册机' })).toBeEnabled();
  },
};

/** Nothing awaiting review: the empty state says when words arrive. */
export const HotkeyReviewEmpty: Story = {
  parameters: { ...at('/admin/hotkey'), msw: { handlers: [hotReviewHandler({}), ...adminHandlers] } },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '热门搜索词');
    await cell(canvasElement, '暂无待审核的搜索词。近 7 天有 3 位以上不同访客搜索过的新词会出现在这里。');
  },
};

export const Bankey: Story = {
  parameters: at('/admin/bankey'),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '违禁词');
    await cell(canvasElement, '外挂');
  },
};

export const Config: Story = {
  parameters: at('/admin/config'),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '奖励与价格配置');
    await cell(canvasElement, '分享审核通过奖励');
    // the games section (issue 11): switches, limits and the payout table
    await cell(canvasElement, '开放猜大小');
    await cell(canvasElement, '每人每天净输金币上限（全部游戏）');
    // 砸金蛋奖品表 is a table of prizes with the expected return, not JSON text (issue 30)
    await waitFor(() => expect(within(canvasElement).getByRole('list', { name: '奖品' })).toBeInTheDocument(), { timeout: 15000 });
    await expect(within(canvasElement).getByRole('textbox', { name: '第 1 项名称' })).toHaveValue('谢谢参与');
    await expect(within(canvasElement).getByTestId('egg-rtp')).toHaveTextContent('砸金蛋期望返还率：96%');
  },
};

export const Audit: Story = {
  parameters: at('/admin/audit'),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '操作日志');
    await cell(canvasElement, '通过分享');
    await expect(within(canvasElement).queryByText('share.approve')).toBeNull();
  },
};

/*
 * 390 px phone (issue 16): the dashboard stacks, every table keeps readable columns and scrolls
 * sideways inside its box with the first column pinned; the menu folds into a drawer.
 */
const phone = (story: Story): Story => ({
  ...story,
  globals: phone390Globals,
  parameters: { ...story.parameters, screenshot: { fullPage: true } },
});
const scrollsSideways = (canvasElement: HTMLElement) =>
  waitFor(
    () => {
      const box = canvasElement.querySelector<HTMLElement>('.ant-table-content');
      expect(box).not.toBeNull();
      expect(box!.scrollWidth).toBeGreaterThan(box!.clientWidth);
      expect(getComputedStyle(canvasElement.querySelector('.ant-table-tbody td')!).position).toBe('sticky');
    },
    { timeout: 15000 },
  );

export const DashboardPhone: Story = phone({
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '仪表盘');
    await cell(canvasElement, '待审核分享');
    // stacked: every figure fits the 390 px screen
    for (const el of canvasElement.querySelectorAll<HTMLElement>('.ant-pro-statistic-card')) expect(el.getBoundingClientRect().right).toBeLessThanOrEqual(392);
    await expect(within(canvasElement).getByRole('img', { name: '搜索次数折线图' })).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('img', { name: '金币流动折线图' })).toBeInTheDocument();
  },
});
// (User's own play checks the page-size picker, which antd leaves out at phone width)
export const UserPhone: Story = phone({ ...User, play: async (ctx) => { await heading(ctx.canvasElement, '用户管理'); await scrollsSideways(ctx.canvasElement); } });
export const ArticlePhone: Story = phone({ ...Article, play: async (ctx) => { await Article.play!(ctx); await scrollsSideways(ctx.canvasElement); } });
export const WebSettingPhone: Story = phone({ ...WebSetting, play: async (ctx) => { await WebSetting.play!(ctx); await scrollsSideways(ctx.canvasElement); } });
export const ShareUnionPhone: Story = phone({ ...ShareUnion, play: async (ctx) => { await ShareUnion.play!(ctx); await scrollsSideways(ctx.canvasElement); } });
export const ShareUnionLinkcheckPhone: Story = phone({ ...ShareUnionLinkcheck, play: async (ctx) => { await ShareUnionLinkcheck.play!(ctx); await scrollsSideways(ctx.canvasElement); } });
export const CdKeyPhone: Story = phone({ ...CdKey, play: async (ctx) => { await CdKey.play!(ctx); await scrollsSideways(ctx.canvasElement); } });
export const InviteCodePhone: Story = phone(InviteCode);
export const BbsCatePhone: Story = phone(BbsCate);
export const NetdiskCatePhone: Story = phone(NetdiskCate);
export const HotkeyPhone: Story = phone(Hotkey);
export const HotkeyReviewEmptyPhone: Story = phone(HotkeyReviewEmpty);
export const BankeyPhone: Story = phone(Bankey);
export const ConfigPhone: Story = phone(Config);
export const AuditPhone: Story = phone({ ...Audit, play: async (ctx) => { await Audit.play!(ctx); await scrollsSideways(ctx.canvasElement); } });
/** 对战游戏 (issue 12): every stone / brag game, the escrow, cancel an open one. */
export const PvpGames: Story = {
  parameters: at('/admin/pvpGame'),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '对战游戏');
    await cell(canvasElement, '“我今天中午吃了火锅”（信 / 不信）');
    await waitFor(() => expect(within(canvasElement).getByText(/当前托管押注合计 180 金币/)).toBeVisible(), { timeout: 15000 });
  },
};

/** 淘客商品 (issue 13): the built-in goods with shop, prices, coupon and validity. */
export const Taoke: Story = {
  parameters: at('/admin/taoke'),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '淘客商品');
    await cell(canvasElement, taokeRows[0].title);
    await expect(within(canvasElement).getAllByText('天猫')[0]).toBeVisible();
  },
};
export const TaokePhone: Story = phone({ ...Taoke, play: async (ctx) => { await Taoke.play!(ctx); await scrollsSideways(ctx.canvasElement); } });

/** 精选影视 (issue 13): curated entries of the built-in lists, their list shown by its Chinese name. */
export const Movie: Story = {
  parameters: at('/admin/movie'),
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '精选影视');
    await cell(canvasElement, '流浪地球3');
    await expect(within(canvasElement).getAllByText('热门剧集')[0]).toBeVisible();
    await expect(within(canvasElement).queryByText('tv_hot')).toBeNull();
  },
};
export const MoviePhone: Story = phone({ ...Movie, play: async (ctx) => { await Movie.play!(ctx); await scrollsSideways(ctx.canvasElement); } });

/** 精选影视 → 新增条目: the form validates the year before it sends anything. */
export const MovieCreate: Story = {
  parameters: { ...at('/admin/movie'), screenshot: { fullPage: true } },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '精选影视');
    await userEvent.click(within(canvasElement).getByRole('button', { name: /新增条目/ }));
    const dialog = await within(document.body).findByRole('dialog', {}, { timeout: 15000 });
    await userEvent.type(within(dialog).getByLabelText('片名'), '沙丘3');
    await userEvent.type(within(dialog).getByLabelText('年份'), '20x6');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(within(dialog).getByText('年份必须是 4 位数字')).toBeVisible(), { timeout: 15000 });
  },
};

export const SourcePhone: Story = phone({ ...Source, play: async (ctx) => { await Source.play!(ctx); await scrollsSideways(ctx.canvasElement); } });
