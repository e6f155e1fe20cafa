import { z } from 'zod';

/**
 * 淘客 coupon goods (issue 13): the public list of /main/taoke and the admin page `taoke`.
 * Prices are yuan with two decimals. `source` says which provider answered; `notice` is a
 * Chinese sentence shown above the list when a provider failed and cached or built-in goods
 * stand in ('' otherwise).
 */

const noNul = (s: string) => !s.includes(String.fromCharCode(0));
const text = (max: number, what: string, min = 0) =>
  z
    .string({ error: `${what}必须是字符串` })
    .trim()
    .min(min, `请填写${what}`)
    .max(max, `${what}最多 ${max} 个字符`)
    .refine(noNul, `${what}不能包含空字符`);
const money = (what: string) =>
  z
    .number({ error: `${what}必须是数字` })
    .min(0, `${what}不能小于 0`)
    .max(1_000_000, `${what}不能超过 1000000`)
    .transform((n) => Math.round(n * 100) / 100);
/** http(s) address, or '' */
const link = (what: string) =>
  text(1000, what).refine((s) => s === '' || /^https?:\/\/\S+$/i.test(s), `${what}必须以 http:// 或 https:// 开头`);
/** a picture: http(s), a site path (/…) or an inline data:image */
const picture = z
  .string({ error: '图片地址必须是字符串' })
  .trim()
  .min(1, '请填写图片地址')
  .max(20000, '图片地址过长')
  .refine((s) => /^(https?:\/\/\S+|\/[^/]\S*|data:image\/[a-z+]+[;,]\S+)$/i.test(s), '图片地址必须以 http://、https:// 或 / 开头');
const dateTime = z.union([z.iso.datetime({ offset: true, error: '时间格式不正确' }), z.literal(''), z.null()]);

import { TAOKE_BUILTIN_CATEGORIES, TAOKE_SHOP_TYPES, TAOKE_SORTS } from './promo-constants';

export { TAOKE_BUILTIN_CATEGORIES, TAOKE_SHOP_TYPES, TAOKE_SORTS, TAOKE_SORT_LABELS, type TaokeSort } from './promo-constants';

export const taokeListQuery = z.object({
  page: z.coerce.number({ error: 'page 必须是数字' }).int().min(1, 'page 最小为 1').max(500, 'page 最大为 500').default(1),
  size: z.coerce.number({ error: 'size 必须是数字' }).int().min(1, 'size 最小为 1').max(50, 'size 最大为 50').default(20),
  sort: z.enum(TAOKE_SORTS, { error: '排序方式不正确' }).default('default'),
  /** category id ('' = all) */
  cid: z.string().trim().max(32, '分类 id 过长').regex(/^[\w-]*$/, '分类 id 不正确').default(''),
  kw: text(50, '关键词').default(''),
});

export const taokeGoods = z.object({
  /** provider's goods id (built-in: the row id) */
  id: z.string(),
  source: z.enum(['builtin', 'dataoke']),
  title: z.string(),
  short_title: z.string(),
  picture: z.string(),
  shop_type: z.enum(TAOKE_SHOP_TYPES),
  original_price: z.number(),
  final_price: z.number(),
  coupon_amount: z.number(),
  /** e.g. 满99元可用 ('' = no condition) */
  coupon_condition: z.string(),
  month_sales: z.number().int(),
  category: z.string(),
  /** coupon link ('' when it must be asked with the link call) */
  coupon_link: z.string(),
  /** 淘口令 ('' when none or not yet asked) */
  tkl: z.string(),
  /** true: call GET /v1/taoke/link for the coupon link and 淘口令 */
  link_on_demand: z.boolean(),
  /** coupon end, ISO 8601; '' when unknown */
  end_time: z.string(),
});

export const taokeCategory = z.object({ id: z.string(), name: z.string() });

export const taokeListReply = z.object({
  list: z.array(taokeGoods),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  has_more: z.boolean(),
  source: z.enum(['builtin', 'dataoke']),
  notice: z.string(),
});

export const taokeCategoriesReply = z.object({
  list: z.array(taokeCategory),
  source: z.enum(['builtin', 'dataoke']),
  notice: z.string(),
});

export const taokeLinkQuery = z.object({
  id: z.string().trim().min(1, '请提供商品 id').max(64, '商品 id 过长').regex(/^[\w-]+$/, '商品 id 不正确'),
  source: z.enum(['builtin', 'dataoke'], { error: '来源不正确' }).default('dataoke'),
});
export const taokeLinkReply = z.object({ coupon_link: z.string(), tkl: z.string() });

/** A built-in goods row as the admin page edits it. */
export const taokeAdminGoods = z.object({
  id: z.number().int(),
  title: z.string(),
  short_title: z.string(),
  picture_url: z.string(),
  shop_type: z.enum(TAOKE_SHOP_TYPES),
  original_price: z.number(),
  coupon_amount: z.number(),
  coupon_condition: z.string(),
  final_price: z.number(),
  month_sales: z.number().int(),
  coupon_link: z.string(),
  tkl: z.string(),
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  category: z.string(),
  sort: z.number().int(),
  create_time: z.string(),
  update_time: z.string(),
});

export const taokeAdminQuery = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
  title: text(50, '标题').optional(),
  category: text(16, '分类').optional(),
  shop_type: z.enum(TAOKE_SHOP_TYPES).optional(),
});
export const taokeAdminList = z.object({ list: z.array(taokeAdminGoods), total: z.number().int() });

const goodsFields = {
  title: text(200, '商品标题', 1),
  short_title: text(60, '短标题'),
  picture_url: picture,
  shop_type: z.enum(TAOKE_SHOP_TYPES, { error: '店铺类型只能是天猫或淘宝' }),
  original_price: money('原价'),
  coupon_amount: money('券面额'),
  coupon_condition: text(60, '用券条件'),
  final_price: money('券后价'),
  month_sales: z.number({ error: '月销量必须是数字' }).int('月销量必须是整数').min(0, '月销量不能小于 0').max(100_000_000, '月销量过大'),
  coupon_link: link('领券链接'),
  tkl: text(200, '淘口令'),
  start_time: dateTime,
  end_time: dateTime,
  category: z.enum(TAOKE_BUILTIN_CATEGORIES, { error: '分类不正确' }),
  sort: z.number({ error: '排序必须是数字' }).int().min(-100000).max(100000),
};

const linkOrTkl = (v: { coupon_link?: string; tkl?: string }) => v.coupon_link === undefined || v.tkl === undefined || !!(v.coupon_link || v.tkl);

export const taokeAdminCreate = z
  .object({
    ...goodsFields,
    short_title: goodsFields.short_title.default(''),
    coupon_condition: goodsFields.coupon_condition.default(''),
    month_sales: goodsFields.month_sales.default(0),
    coupon_link: goodsFields.coupon_link.default(''),
    tkl: goodsFields.tkl.default(''),
    start_time: dateTime.default(null),
    end_time: dateTime.default(null),
    sort: goodsFields.sort.default(0),
  })
  .refine(linkOrTkl, { message: '领券链接和淘口令至少填写一项', path: ['coupon_link'] })
  .refine((v) => v.final_price <= v.original_price, { message: '券后价不能高于原价', path: ['final_price'] });

export const taokeAdminUpdate = z.object(goodsFields).partial();

export type TaokeShopType = (typeof TAOKE_SHOP_TYPES)[number];
export type TaokeListQuery = z.infer<typeof taokeListQuery>;
