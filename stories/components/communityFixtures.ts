import type { MemberReplyItem, MemberResourceItem, MemberStatistics } from '../../src/api/community';
import type { FavouriteItem } from '../../src/api/favourites';
import type { SignCalendarData } from '../../src/api/sign';
import type { MemberFeedItem } from '../../src/components/MemberFeed';
import type { NameBadge } from '../../src/components/UserName';

/** Community layer (issue 33) story data: a member page, names with levels and titles. */
export const moderatorBadge: NameBadge = { level: 5, level_name: '资深会员', titles: [{ title: '版主', kind: 'title' }, { title: '资源达人', kind: 'badge' }] };
export const newcomerBadge: NameBadge = { level: 1, level_name: '新手上路', titles: [] };

export const memberProfile = (over: Partial<MemberStatistics> = {}): MemberStatistics => ({
  id: 7,
  username: '网盘达人',
  avatar: '5',
  role: 'user',
  is_vip: true,
  coin: 2680,
  continue_sign_days: 12,
  sign_count: 86,
  article_count: 34,
  like_count: 512,
  create_time: '2025-03-08T01:30:00.000Z',
  level: { level: 5, name: '资深会员', score: 1316, next_min: 2500 },
  titles: [{ title: '版主', kind: 'title' }, { title: '资源达人', kind: 'badge' }],
  reply_count: 158,
  resource_count: 27,
  last_active_time: '2026-11-22T01:00:00.000Z',
  favourites_public: false,
  ...over,
});

export const memberReplies: MemberReplyItem[] = [
  { id: 901, article_id: 42, article_title: '【阿里云盘】刘慈欣《三体》全三册 epub + mobi + pdf', floor: 2, content: '感谢分享，已经下载好了，epub 排版很舒服。', create_time: '2026-11-21T12:10:00.000Z' },
  { id: 880, article_id: 40, article_title: '【夸克网盘】2026 考研政治全套资料（含肖四肖八）', floor: 15, content: '链接还有效，补充一个备用的：请看 23 楼。', create_time: '2026-11-18T08:45:00.000Z' },
];

export const memberResources: MemberResourceItem[] = [
  { id: 3001, title: '宫崎骏动画电影合集 1080P 国日双语', disk_type: 'aliyun', views: 2411, create_time: '2026-10-02T03:00:00.000Z' },
  { id: 2990, title: 'BBC 地球脉动 第三季 4K 中英字幕', disk_type: 'quark', views: 1980, create_time: '2026-09-12T03:00:00.000Z' },
];

export const feedItems: MemberFeedItem[] = memberReplies.map((r) => ({
  key: r.id, title: `回复：${r.article_title}`, href: `#/main/bbs/post/${r.article_id}?floor=${r.floor}`, excerpt: r.content, time: r.create_time, meta: `第 ${r.floor} 楼`,
}));

export const longName = '一个名字非常长的网盘资源爱好者';

// ---- 收藏 and 签到日历 (issue 33)

export const favouritePosts: FavouriteItem[] = [
  { kind: 'article', id: 42, title: '【阿里云盘】刘慈欣《三体》全三册 epub + mobi + pdf', href: '#/main/bbs/post/42', create_time: '2026-11-21T12:10:00.000Z' },
  { kind: 'article', id: 57, title: '求助：夸克网盘的分享链接打不开怎么办？', href: '#/main/bbs/post/57', create_time: '2026-11-20T03:45:00.000Z' },
  {
    kind: 'article', id: 63,
    title: '【合集】2026 年度高分纪录片整理（BBC、国家地理、央视出品，持续更新，附字幕与分辨率说明）',
    href: '#/main/bbs/post/63', create_time: '2026-11-18T09:00:00.000Z',
  },
];

export const favouriteResources: FavouriteItem[] = [
  { kind: 'resource', id: 1201, title: '庆余年 第二季 4K 全集', href: '#/main/detail/1201', create_time: '2026-11-22T01:20:00.000Z' },
  { kind: 'resource', id: 1202, title: 'Office 2024 专业增强版 安装包', href: '#/main/detail/1202', create_time: '2026-11-19T14:05:00.000Z' },
];

/** 2026-11 seen on the 22nd (a Sunday month start): signed 16–19 and 21–22, a made-up 20th. */
export const signCalendarFixture = (over: Partial<SignCalendarData> = {}, makeup: Partial<SignCalendarData['makeup']> = {}): SignCalendarData => {
  const signed = new Map<number, number>([[16, 5], [17, 6], [18, 7], [19, 8], [21, 9], [22, 10]]);
  const days = Array.from({ length: 30 }, (_, i) => {
    const day = i + 1;
    const date = `2026-11-${String(day).padStart(2, '0')}`;
    if (signed.has(day)) return { date, day, state: 'signed' as const, reward: signed.get(day) ?? 0, can_makeup: false };
    if (day === 20) return { date, day, state: 'makeup' as const, reward: 0, can_makeup: false };
    if (day < 3) return { date, day, state: 'before_register' as const, reward: 0, can_makeup: false };
    if (day > 22) return { date, day, state: 'future' as const, reward: 0, can_makeup: false };
    return { date, day, state: 'missed' as const, reward: 0, can_makeup: true };
  });
  return {
    month: '2026-11',
    today: '2026-11-22',
    first_weekday: 0,
    days,
    signed_count: 7,
    continue_sign_days: 7,
    signed_today: true,
    today_reward: 10,
    reward_table: [5, 6, 7, 8, 9, 10, 15],
    makeup: { cards: 1, price: 50, monthly_limit: 2, bought_this_month: 1, used_this_month: 1, ...makeup },
    ...over,
  };
};

/** A new member's month: nothing signed yet, registered on the 22nd. */
export const emptyCalendarFixture = (): SignCalendarData => ({
  ...signCalendarFixture(),
  days: Array.from({ length: 30 }, (_, i) => {
    const day = i + 1;
    const date = `2026-11-${String(day).padStart(2, '0')}`;
    const state = day < 22 ? ('before_register' as const) : day === 22 ? ('today' as const) : ('future' as const);
    return { date, day, state, reward: 0, can_makeup: false };
  }),
  signed_count: 0,
  continue_sign_days: 0,
  signed_today: false,
  today_reward: 5,
  makeup: { cards: 0, price: 50, monthly_limit: 2, bought_this_month: 0, used_this_month: 0 },
});
