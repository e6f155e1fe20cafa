import { z } from 'zod';

/**
 * Search wave 2 (issue 15, ADR 0013): the extra query parameters and reply fields of
 * GET /v1/resource/search, the suggestions endpoint and the detail page's extra fields.
 */

/** 相关度 (default) / 最新 / 最热 */
export const searchSort = z.enum(['relevance', 'latest', 'hot']);
/** 不限 / 一天 / 一周 / 一月 / 一年 */
export const searchRange = z.enum(['all', 'day', 'week', 'month', 'year']);

/** Query parameters added to the search (kw, skey, onlyFree, page, size stay as they were). */
export const searchExtraQuery = z.object({
  sort: searchSort.default('relevance'),
  range: searchRange.default('all'),
  /** netdisk category id */
  cat: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

/** Reply fields added to the search. */
export const searchExtraReply = z.object({
  /** matches per disk type (key = disk type, `all` = 全部) under the same 只看免费 / time / category filters */
  counts: z.record(z.string(), z.number().int()),
  /** paid matches hidden by 只看免费 in the current tab */
  paid_hidden: z.number().int(),
  /** more matches exist than were counted: counts are lower bounds */
  capped: z.boolean(),
  /** related queries, offered when nothing was found (empty otherwise) */
  related: z.array(z.string()),
  /**
   * issue 28: 'all' = every result contains every word; 'partial' = fewer than a page did, and
   * the list continues with results covering some of the words (the page says so)
   */
  match: z.enum(['all', 'partial']),
  /** results that match every word (the first exact_total of the order) */
  exact_total: z.number().int(),
  /**
   * ADR 0036: `total`, `counts` and `paid_hidden` are estimates, scaled from the newest matches
   * (the page shows 约 N 个); false = counted exactly (up to the 1000 reachable; `capped` = more exist)
   */
  total_estimated: z.boolean(),
  /** the estimated number of all matches of the current tab (may exceed the 1000 reachable); = total when exact */
  estimated_total: z.number().int(),
  /** relative standard error of the estimate (0.07 = ±7 %); 0 when exact */
  estimate_error: z.number(),
  /** how the query was understood: a disk word became the disk filter, a category word matched the category */
  understood: z.object({
    disk: z.string().nullable(),
    /** Chinese name of that disk (夸克网盘) */
    disk_name: z.string().nullable(),
    category: z.string().nullable(),
  }),
  /** "did you mean": the nearest popular query or title, offered for zero or few results; null otherwise */
  did_you_mean: z.string().nullable(),
});

/** GET /v1/resource/suggest?q= — as-you-type suggestions. */
export const suggestQuery = z.object({
  q: z.string().max(100),
  size: z.coerce.number().int().min(1).max(20).default(8),
});

export const suggestItem = z.object({
  text: z.string(),
  /** hot = a hot or pinned keyword; title = a popular resource title */
  kind: z.enum(['hot', 'title']),
});
export const suggestReply = z.object({ list: z.array(suggestItem) });

/** Fields added to the resource detail (GET /v1/resource/{id}). */
export const detailExtra = z.object({
  /** the member who shared it; null for imported resources */
  sharer: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  /** ISO time of the last validity verdict by a report or an admin; '' when there was none (the link checker's is checked_time) */
  validity_time: z.string(),
});
