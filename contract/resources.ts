import { z } from 'zod';
import { INT_MAX, pageQuery, paged } from './common';
import { detailExtra, searchExtraReply } from './search';
import { resourceCheckFields } from './pansou';
import { resourceOrigin } from './sources';

/**
 * Network-disk resources (spec §1, §3; issue 20 moved these here from server/src/routes/v1/resource.ts
 * and auth/resource.ts): search, browse, hot lists, the detail page, reveal, report, share,
 * my shares and keyword subscriptions. The server routes validate and serialize with them; the
 * client imports the types only.
 */

/** Most links one share submits (and one preview parses). */
export const MAX_SHARE_ITEMS = 50;
/** Highest price in coins a sharer may ask. */
export const MAX_SHARE_PRICE = 1000;

/** A resource as every list and the detail page show it (url/pwd null while a paid link is locked). */
export const resourceItem = z.object({
  id: z.number().int(),
  title: z.string(),
  /** [start, end) UTF-16 ranges of `title` matching the query (search only; [] elsewhere) */
  highlights: z.array(z.tuple([z.number().int(), z.number().int()])),
  disk_type: z.string(),
  disk_name: z.string(),
  url: z.string().nullable(),
  pwd: z.string().nullable(),
  locked: z.boolean(),
  /** price in coins; 0 = free */
  price: z.number().int(),
  size: z.string(),
  category_id: z.number().int().nullable(),
  /** ok 有效 | reported 有人反馈失效 | invalid 已失效 */
  validity: z.string(),
  views: z.number().int(),
  source: z.string(),
  /** ISO time */
  create_time: z.string(),
}).merge(resourceCheckFields);
export const resourcePage = paged(resourceItem);

export const unlockedBy = z.enum(['free', 'vip', 'paid', 'owner']);

/** GET /v1/resource/{id}, POST /auth/v1/resource/{id}/reveal. */
export const resourceDetail = resourceItem.extend({
  category_name: z.string(),
  status: z.string(),
  report_count: z.number().int(),
  /** the viewer already reported this link */
  reported: z.boolean(),
  unlocked_by: unlockedBy.nullable(),
  /** 资源来源 (issue 29): where the link was collected from, first source first; absent for shares and imports */
  origins: z.array(resourceOrigin).optional(),
}).merge(detailExtra);

/** onlyFree: '1' (default) → free resources only; '0' → paid ones too. */
export const onlyFreeQuery = z
  .enum(['0', '1', 'true', 'false'])
  .default('1')
  .transform((v) => v === '1' || v === 'true');

/** GET /v1/resource/search (kw 1–400 characters; skey, sort, range, cat: see the route and contract/search.ts). */
export const resourceSearchBaseQuery = pageQuery.extend({ kw: z.string().max(400), onlyFree: onlyFreeQuery });
export const resourceSearchReply = resourcePage
  .extend({
    /** the normalised query terms */
    terms: z.array(z.string()),
    /** how many results came from the upstream search API */
    upstream: z.number().int(),
  })
  .merge(searchExtraReply);

export const resourceListSort = z.enum(['latest', 'views']);
export const keywordCount = z.object({ keyword: z.string(), count: z.number().int() });
export const hotRange = z.enum(['day', 'week']);
export const hotQuery = z.object({ range: hotRange.default('day'), size: z.coerce.number().int().min(1).max(50).default(20) });
export const hotPage = z.object({
  keywords: z.array(keywordCount),
  resources: z.array(resourceItem.extend({ period_views: z.number().int() })),
});
export const hotKeywordsReply = z.object({
  show_hot_key: z.boolean(),
  show_hot_search_kw: z.boolean(),
  pinned: z.array(z.string()),
  searched: z.array(keywordCount),
});
export const resourceCategory = z.object({ id: z.number().int(), name: z.string(), sort: z.number().int() });
export const diskTypeName = z.object({ type: z.string(), name: z.string() });
export const relatedQuery = z.object({ size: z.coerce.number().int().min(1).max(20).default(6) });

// ---- signed-in calls (/auth/v1/resource)

export const reportBody = z.object({ reason: z.string().max(200).default('') }).default({ reason: '' });
export const reportResult = z.object({ report_count: z.number().int(), validity: z.string() });

export const sharePreviewBody = z.object({ text: z.string().min(1, '请粘贴包含网盘链接的文本').max(20000) });
/** One link found in pasted text: duplicate = already on the site; problem = why it cannot be shared ('' when fine). */
export const sharePreviewItem = z.object({
  title: z.string(), url: z.string(), pwd: z.string(), disk_type: z.string(), duplicate: z.boolean(), problem: z.string(),
});
export const shareItem = z.object({
  title: z.string().trim().min(1, '资源标题不能为空').max(300),
  url: z.string().trim().min(1).max(1000),
  pwd: z.string().trim().max(16).default(''),
  category_id: z.number().int().positive().max(INT_MAX).nullable().default(null),
  price: z.number().int().min(0).max(MAX_SHARE_PRICE).default(0),
  size: z.string().trim().max(32).default(''),
});
export const shareBody = z.object({ items: z.array(shareItem).min(1, '没有可提交的链接').max(MAX_SHARE_ITEMS) });
export const shareResult = z.object({ created: z.array(z.number().int()), duplicates: z.array(z.string()) });

export const shareStatus = z.enum(['pending', 'approved', 'rejected']);
export const myShareQuery = pageQuery.extend({
  status: shareStatus.optional(),
  category_id: z.coerce.number().int().positive().max(INT_MAX).optional(),
});
export const myShare = resourceItem.extend({ status: z.string(), review_note: z.string(), reward: z.number().int() });
export const mySharePage = paged(myShare);

export const subscription = z.object({ id: z.number().int(), keyword: z.string(), create_time: z.string() });
export const subscribeBody = z.object({ keyword: z.string().max(100) });
