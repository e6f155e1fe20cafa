import type { MemberReplyItem, MemberResourceItem, MemberStatistics } from '../../src/api/community';
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
