/**
 * Plain constants of 淘客 and 影视 (issue 13), shared by the server and the SPA. No zod here,
 * so the SPA can import these values without pulling zod into its bundle.
 */

export const TAOKE_SORTS = ['default', 'latest', 'sales', 'coupon', 'price_asc', 'price_desc'] as const;
export type TaokeSort = (typeof TAOKE_SORTS)[number];
export const TAOKE_SORT_LABELS: Record<TaokeSort, string> = {
  default: '综合',
  latest: '最新',
  sales: '销量',
  coupon: '券额',
  price_asc: '价格从低到高',
  price_desc: '价格从高到低',
};
export const TAOKE_SHOP_TYPES = ['tmall', 'taobao'] as const;
export const TAOKE_SHOP_LABELS: Record<(typeof TAOKE_SHOP_TYPES)[number], string> = { tmall: '天猫', taobao: '淘宝' };
/** Categories of the built-in goods (the admin picks one). */
export const TAOKE_BUILTIN_CATEGORIES = ['女装', '男装', '美妆', '食品', '数码', '家居', '母婴', '鞋包', '运动', '其他'] as const;

export const MOVIE_CATEGORIES = [
  'movie_hot',
  'movie_latest',
  'movie_top',
  'tv_hot',
  'tv_domestic',
  'tv_american',
  'tv_japanese',
  'tv_korean',
  'tv_variety',
] as const;
export type MovieCategory = (typeof MOVIE_CATEGORIES)[number];
export const MOVIE_CATEGORY_LABELS: Record<MovieCategory, string> = {
  movie_hot: '热门电影',
  movie_latest: '最新电影',
  movie_top: '豆瓣高分',
  tv_hot: '热门剧集',
  tv_domestic: '国产剧',
  tv_american: '美剧',
  tv_japanese: '日剧',
  tv_korean: '韩剧',
  tv_variety: '综艺',
};
