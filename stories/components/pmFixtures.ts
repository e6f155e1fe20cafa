import type { PmConversation, PmThread } from '../../src/api/pm';

/** 私信 fixtures (issue 33) for the stories. */
export const pmConversations: PmConversation[] = [
  { id: 1, peer: { id: 12, username: '资源搬运工', avatar: '' }, last_excerpt: '链接已经更新了，你再试试看', last_time: '2026-11-20T08:30:00.000Z', last_from_me: false, unread: 2 },
  { id: 2, peer: { id: 15, username: '影视小站长', avatar: '' }, last_excerpt: '好的，谢谢分享！', last_time: '2026-11-19T12:05:00.000Z', last_from_me: true, unread: 0 },
  { id: 3, peer: { id: 18, username: '夜猫子_2026', avatar: '' }, last_excerpt: '这个资源有没有 4K 版本的？网盘里只找到 1080P 的，想要一个更清楚的版本收藏一下', last_time: '2026-11-10T23:59:00.000Z', last_from_me: false, unread: 0 },
];

export const pmThread: PmThread = {
  conversation_id: 1,
  peer: { id: 12, username: '资源搬运工', avatar: '' },
  has_more: true,
  can_send: true,
  cannot_send_reason: '',
  unread_pm_count: 0,
  list: [
    { id: 101, from_me: true, content: '你好，请问《流浪地球 2》的链接还能用吗？', create_time: '2026-11-20T08:00:00.000Z', read: true },
    { id: 102, from_me: false, content: '刚才检查了一下，旧链接失效了。', create_time: '2026-11-20T08:20:00.000Z', read: false },
    { id: 103, from_me: false, content: '链接已经更新了，你再试试看', create_time: '2026-11-20T08:30:00.000Z', read: false },
  ],
};
