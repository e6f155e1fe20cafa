// No runtime imports: the SPA reads this file too (the admin page's 恢复默认).
/**
 * The spec's site settings (§3) with their defaults: what the server reads when a row is missing,
 * and what the admin page's 恢复默认 writes back (issue 30). One list for both sides.
 */
export const DEFAULT_WEB_SETTINGS: Readonly<Record<string, string>> = {
  // issue 15: a fresh site shows the admin's pinned words and today's searches under the box
  show_hot_key: 'true',
  notice: '欢迎来到 ujuso 网盘资源社区！搜索百度、阿里、夸克、115、迅雷、天翼、123 等网盘分享链接，每日签到领金币。',
  maintain: 'false',
  friend_links: JSON.stringify([
    { name: 'ujuso 帮助中心', url: 'https://ujuso.com/#/main/bbs/filter/cate/5' },
    { name: '网盘资源导航', url: 'https://ujuso.com/#/main/list' },
  ]),
  show_movie_site_link: 'false',
  show_mobile_site_notice: 'false',
  show_share_union_disk: 'false',
  show_taoke_page: 'false',
  show_hot_search_kw: 'true',
  show_buy_invite_code: 'false',
  show_random_list: 'false',
  show_input_invite_code: 'false',
};
