/** Shared story data (Chinese, realistic). */
import type { FriendLink } from '../../src/components/FriendLinks';
import type { UserMenuUser } from '../../src/components/UserMenu';

export const friendLinks: FriendLink[] = [
  { name: '阿里云盘', url: 'https://www.alipan.com/' },
  { name: '百度网盘', url: 'https://pan.baidu.com/' },
  { name: '夸克网盘', url: 'https://pan.quark.cn/' },
  { name: '123云盘', url: 'https://www.123pan.com/' },
  { name: '天翼云盘', url: 'https://cloud.189.cn/' },
];

export const manyFriendLinks: FriendLink[] = [
  ...friendLinks,
  { name: '迅雷云盘', url: 'https://pan.xunlei.com/' },
  { name: '115网盘', url: 'https://115.com/' },
  { name: 'UC网盘', url: 'https://drive.uc.cn/' },
  { name: 'PikPak', url: 'https://mypikpak.com/' },
  { name: '移动云盘', url: 'https://yun.139.com/' },
  { name: '一个名字特别特别长的资源分享站点友情链接', url: 'https://example.com/long' },
];

export const siteNotice = '欢迎来到 ujuso 优聚搜！本站收录网友分享的各类网盘资源，每日更新。发现失效链接请在论坛反馈，感谢支持。';

export const longNotice =
  '重要通知：为了给大家提供更稳定的搜索服务，本站将于本周六凌晨零点至六点进行服务器升级维护，期间搜索、论坛发帖、每日签到和金币游戏等功能可能暂时无法使用。' +
  '升级完成后将新增阿里云盘、夸克网盘、天翼云盘的资源实时校验功能，失效链接会被自动标记。请大家提前做好安排，也欢迎在论坛“站务反馈”板块提出宝贵意见，我们会认真阅读每一条留言。';

export const member: UserMenuUser = {
  id: 1024,
  username: '网盘猎人',
  coin: 1280,
  unread_msg_count: 0,
  vip_expired: null,
};

export const vipMember: UserMenuUser = {
  ...member,
  username: '资源收藏家',
  coin: 98765,
  vip_expired: '2026-12-31 23:59:59',
};

export const memberWithMessages: UserMenuUser = { ...member, unread_msg_count: 3 };

export const longNameMember: UserMenuUser = {
  ...vipMember,
  username: '一个名字非常非常长的网盘资源爱好者用户',
  unread_msg_count: 128,
};
