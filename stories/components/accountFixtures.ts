/** Shared story data for the account components (Chinese, realistic). */
import type { LedgerRow } from '../../src/components/LedgerTable';
import type { MessageRow } from '../../src/components/MessageList';
import type { OrderRow } from '../../src/components/OrderList';
import type { ProfileSummaryUser } from '../../src/components/ProfileSummary';
import type { SignListRecord } from '../../src/components/SignList';

export const longText =
  '今天终于在论坛里找到了找了很久的纪录片合集，高清无水印还带中文字幕，感谢分享的大佬！顺便祝大家工作顺利、学习进步，每天都能找到想要的网盘资源，签到打卡继续冲鸭！';

export const signRecords: SignListRecord[] = [
  { id: 3, content: '今天也要努力找资源！', time_id: '3', reward: 7, streak: 3, user: { id: 1, username: '网盘猎人', avatar: '1' }, create_time: '2026-06-01T01:30:00.000Z' },
  { id: 2, content: '早安，签到领金币', time_id: '1', reward: 5, streak: 1, user: { id: 2, username: '资源收藏家', avatar: '' }, create_time: '2026-06-01T00:10:00.000Z' },
  { id: 1, content: '加班中……', time_id: '6', reward: 15, streak: 12, user: { id: 3, username: 'pan_fan', avatar: '7' }, create_time: '2026-05-31T15:59:00.000Z' },
];

export const ledgerRows: LedgerRow[] = [
  { id: 4, delta: -300, balance_after: 18, kind: 'vip_exchange', ref: 'order:1', note: '兑换 VIP 30 天', create_time: '2026-06-01T03:00:00.000Z' },
  { id: 3, delta: 5, balance_after: 318, kind: 'sign_in', ref: 'sign:2026-06-01', note: '每日签到（连续 1 天）', create_time: '2026-06-01T01:00:00.000Z' },
  { id: 2, delta: 3, balance_after: 313, kind: 'login_reward', ref: 'login:2026-06-01', note: '每日登录奖励', create_time: '2026-06-01T00:30:00.000Z' },
  { id: 1, delta: 310, balance_after: 310, kind: 'cd_key', ref: 'order:0', note: '卡密兑换 310 金币', create_time: '2026-05-30T08:00:00.000Z' },
];

export const orders: OrderRow[] = [
  { id: 3, order_no: 'O20260601110000123456', type: 'invite_code', title: '购买邀请码', cost: 100, detail: 'INV-7K2M9Q', status: 'done', create_time: '2026-06-01T03:00:00.000Z' },
  { id: 2, order_no: 'O20260601100000654321', type: 'vip', title: '兑换 VIP 30 天', cost: 300, detail: '30 天 VIP', status: 'done', create_time: '2026-06-01T02:00:00.000Z' },
  { id: 1, order_no: 'O20260530090000111111', type: 'free_vip', title: '免费体验 VIP 3 天', cost: 0, detail: '3 天 VIP', status: 'done', create_time: '2026-05-30T01:00:00.000Z' },
];

export const messages: MessageRow[] = [
  { id: 3, title: '订单完成：VIP 已开通', content: '订单 O20260601100000654321：花费 300 金币兑换 VIP 30 天。', kind: 'order', is_read: false, create_time: '2026-06-01T02:00:00.000Z' },
  { id: 2, title: '邀请奖励已到账', content: '用户 资源收藏家 使用了你的邀请码注册，奖励 50 金币。', kind: 'reward', is_read: false, create_time: '2026-05-31T02:00:00.000Z' },
  { id: 1, title: '欢迎加入 ujuso', content: '欢迎来到 ujuso 网盘资源社区！每日签到可以领取金币。', kind: 'system', is_read: true, create_time: '2026-05-30T02:00:00.000Z' },
];

export const profileUser: ProfileSummaryUser = {
  username: '网盘猎人',
  email: 'hunter@ujuso.com',
  avatar: '1',
  coin: 1280,
  role: 'user',
  vip_expired: '2026-12-31T15:59:59.000Z',
  continue_sign_days: 6,
  unread_msg_count: 3,
  coin_turnover_count: 42,
  create_time: '2025-03-08T01:30:00.000Z',
  last_login_belong: '浙江省 杭州市',
  last_login_ip: '203.0.113.8',
};

export const prices = { vipPricePerDay: 10, vipExchangeDays: 30, freeVipDays: 3, inviteCodePrice: 100 };

/** A full page (10 rows) of the ledger, for the long list with a pager (page 3 of 6). */
export const ledgerPage: LedgerRow[] = Array.from({ length: 10 }, (_, i) => {
  const kinds = ['sign_in', 'article_tip', 'link_reveal', 'stone_payout', 'invite_reward'] as const;
  const notes = ['每日签到（连续 4 天）', '打赏《三体》全集 1080P', '购买链接：流浪地球 2 4K', '石头剪刀布第 12 局：你赢了', '邀请 书虫小林 注册'];
  const deltas = [5, -10, -20, 90, 50];
  const k = i % 5;
  return { id: 40 - i, delta: deltas[k], balance_after: 1000 - i * 17, kind: kinds[k], ref: `ref:${40 - i}`, note: notes[k], create_time: `2026-06-${String(20 - i).padStart(2, '0')}T03:00:00.000Z` };
});

/** A full page (10 orders) in every state, for the long list with a pager. */
export const orderPage: OrderRow[] = Array.from({ length: 10 }, (_, i) => {
  const types = ['vip', 'invite_code', 'resource', 'cd_key', 'free_vip'] as const;
  const titles = ['兑换 VIP 30 天', '购买邀请码', '购买资源链接：三体 全集', '卡密兑换 88 金币', '免费体验 VIP 3 天'];
  const k = i % 5;
  return {
    id: 30 - i,
    order_no: `O202606${String(20 - i).padStart(2, '0')}1000000${String(100 + i)}`,
    type: types[k],
    title: titles[k],
    cost: [300, 100, 20, 0, 0][k],
    detail: ['30 天 VIP', `INV-${(7 * i + 11).toString(36).toUpperCase()}Q2M`, '百度网盘', '88 金币', '3 天 VIP'][k],
    link: k === 2 ? '/main/resource/12' : undefined,
    status: i === 1 ? 'pending' : i === 3 ? 'failed' : 'done',
    create_time: `2026-06-${String(20 - i).padStart(2, '0')}T02:00:00.000Z`,
  };
});

/** A full page (10 messages), read and unread, some pointing somewhere. */
export const messagePage: MessageRow[] = Array.from({ length: 10 }, (_, i) => {
  const k = i % 5;
  return {
    id: 60 - i,
    title: ['书虫小林 回复了你的文章《三体全集》', '石头剪刀布第 7 局：你赢了', '订单完成：VIP 已开通', '你的分享已通过审核', '邀请奖励已到账'][k],
    content: ['5楼：感谢分享，链接还能用！', '网盘猎人 出石头，书虫小林 出剪刀：你净赢 90 金币。', '订单 O20260601100000654321：花费 300 金币兑换 VIP 30 天。', '《流浪地球 2》4K 已上架，获得 5 金币分享奖励。', '用户 资源收藏家 使用了你的邀请码注册，奖励 50 金币。'][k],
    kind: ['forum', 'game', 'order', 'subscribe', 'reward'][k],
    link: ['/main/bbs/post/32?floor=5', '/main/game/stone?game=7', '/profile/orders', '/main/resource/12', ''][k],
    is_read: i >= 3,
    create_time: `2026-06-${String(20 - i).padStart(2, '0')}T01:00:00.000Z`,
  };
});
