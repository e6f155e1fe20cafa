import type { BlockItem, MyReplyItem, ReplyView } from '../../src/api/replies';

/** Replies (issue 17) for the stories: fixed times so screenshots never change. */
export const reply = (floor: number, over: Partial<ReplyView> = {}): ReplyView => ({
  id: 100 + floor,
  article_id: 7,
  floor,
  floor_name: floor === 2 ? '沙发' : floor === 3 ? '板凳' : floor === 4 ? '地板' : `${floor}楼`,
  user_id: 20 + (floor % 3),
  username: ['网盘达人', '小明_2026', 'demo'][floor % 3],
  status: 'visible',
  content: `第 ${floor} 楼：感谢分享，**资源很完整**。`,
  quote: null,
  mentions: [],
  create_time: '2026-11-22T08:00:00.000Z',
  update_time: '2026-11-22T08:00:00.000Z',
  edited: false,
  can_edit: false,
  can_delete: false,
  ...over,
});

export const replies: ReplyView[] = [
  reply(2, { content: '沙发！先收藏了，晚上下载。' }),
  reply(3, {
    content: '@网盘达人 夸克的链接还有效吗？\n\n- 第一集正常\n- 第二集提示过期',
    mentions: [{ user_id: 22, username: '网盘达人' }],
    quote: { id: 102, floor: 2, floor_name: '沙发', user_id: 22, username: '网盘达人', status: 'visible', content: '沙发！先收藏了，晚上下载。' },
  }),
  reply(4, { status: 'deleted', content: null }),
  reply(5, { user_id: 1, username: 'demo', can_edit: true, can_delete: true, edited: true, update_time: '2026-11-22T08:05:00.000Z', content: '我自己的回复，可以编辑和删除。' }),
  reply(6, {
    content: '引用一条已删除的回复',
    quote: { id: 104, floor: 4, floor_name: '地板', user_id: 21, username: '小明_2026', status: 'deleted', content: null },
  }),
];

export const longReply = reply(7, {
  content: '这是一条很长的回复。'.repeat(40) + '\n\n```\n代码块也能正常显示，不会撑破布局 https://pan.quark.cn/s/abcdefghijklmnopqrstuvwxyz0123456789\n```',
});

export const myReplies: MyReplyItem[] = [
  { id: 1, article_id: 7, article_title: '三体全集 高清合集 夸克网盘', floor: 3, floor_name: '板凳', status: 'visible', excerpt: '夸克的链接还有效吗？第二集提示过期', create_time: '2026-11-22T08:00:00.000Z' },
  { id: 2, article_id: 8, article_title: '求助：庆余年第二季 4K', floor: 12, floor_name: '12楼', status: 'hidden', excerpt: '同求，谢谢楼主', create_time: '2026-11-21T08:00:00.000Z' },
];

export const blocks: BlockItem[] = [
  { user_id: 31, username: '广告机器人', create_time: '2026-11-20T08:00:00.000Z' },
  { user_id: 32, username: '刷屏的人_2026', create_time: '2026-11-19T08:00:00.000Z' },
];
