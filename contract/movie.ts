import { z } from 'zod';

/**
 * 影视 hot lists (issue 13): /main/movie. Covers are always our own image proxy
 * (/v1/movie/cover?url=…) or '' (the page draws a poster with the title), so the browser never
 * talks to a third party.
 */

import { MOVIE_CATEGORIES } from './promo-constants';

export { MOVIE_CATEGORIES, MOVIE_CATEGORY_LABELS, type MovieCategory } from './promo-constants';

export const movieListQuery = z.object({
  category: z.enum(MOVIE_CATEGORIES, { error: '影视分类不正确' }).default('movie_hot'),
});

export const movieItem = z.object({
  id: z.string(),
  title: z.string(),
  /** '' when unknown */
  year: z.string(),
  /** 0–10, null when there is no rating */
  rating: z.number().nullable(),
  /** our image proxy URL, or '' */
  cover: z.string(),
  /** e.g. 更新至12集 / 全36集 / '' */
  episodes_info: z.string(),
  /** the Douban page; '' when unknown */
  site_url: z.string(),
  /** what our resource search is run with when the card is clicked */
  search_kw: z.string(),
});

export const movieListReply = z.object({
  category: z.enum(MOVIE_CATEGORIES),
  list: z.array(movieItem),
  source: z.enum(['builtin', 'douban']),
  notice: z.string(),
  /** when this list was fetched, ISO 8601 */
  updated_at: z.string(),
});

export const movieCoverQuery = z.object({
  url: z.string({ error: '请提供图片地址' }).trim().min(1, '请提供图片地址').max(1000, '图片地址过长'),
});

/** An admin-curated entry of a built-in list. */
export const movieCurated = z.object({
  id: z.number().int(),
  category: z.enum(MOVIE_CATEGORIES),
  title: z.string(),
  year: z.string(),
  rating: z.number().nullable(),
  cover_url: z.string(),
  episodes_info: z.string(),
  site_url: z.string(),
  sort: z.number().int(),
  create_time: z.string(),
});

const noNul = (s: string) => !s.includes(String.fromCharCode(0));
const text = (max: number, what: string, min = 0) =>
  z.string({ error: `${what}必须是字符串` }).trim().min(min, `请填写${what}`).max(max, `${what}最多 ${max} 个字符`).refine(noNul, `${what}不能包含空字符`);
const httpUrl = (what: string) => text(1000, what).refine((s) => s === '' || /^https?:\/\/\S+$/i.test(s), `${what}必须以 http:// 或 https:// 开头`);

const curatedFields = {
  category: z.enum(MOVIE_CATEGORIES, { error: '影视分类不正确' }),
  title: text(100, '片名', 1),
  year: text(4, '年份').refine((s) => s === '' || /^\d{4}$/.test(s), '年份必须是 4 位数字'),
  rating: z.number({ error: '评分必须是数字' }).min(0, '评分在 0–10 之间').max(10, '评分在 0–10 之间').nullable(),
  cover_url: httpUrl('封面地址'),
  episodes_info: text(40, '集数说明'),
  site_url: httpUrl('豆瓣链接'),
  sort: z.number({ error: '排序必须是数字' }).int().min(-100000).max(100000),
};
export const movieCuratedCreate = z.object({
  ...curatedFields,
  year: curatedFields.year.default(''),
  rating: curatedFields.rating.default(null),
  cover_url: curatedFields.cover_url.default(''),
  episodes_info: curatedFields.episodes_info.default(''),
  site_url: curatedFields.site_url.default(''),
  sort: curatedFields.sort.default(0),
});
export const movieCuratedUpdate = z.object(curatedFields).partial();
