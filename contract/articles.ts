import { z } from 'zod';
import { INT_MAX, pageQuery, paged } from './common';

/**
 * The forum's articles and categories (spec §3, docs/adr/0004-forum.md; issue 20 moved these here
 * from server/src/routes/v1/article.ts). The routes of /v1/article, /auth/v1/article,
 * /admin/v1/article and /admin/v1/bbs_cate validate and serialize with them; the client imports
 * the types only.
 */

/** Which action reveals an article's source_link: like (点赞可见) or reply (回复可见); issue 17. */
export const revealMode = z.enum(['like', 'reply']);

// ---- request pieces

/** A positive database id (integers beyond the column range are a 400, never a 500). */
export const dbId = z
  .union([z.number().int().min(1).max(INT_MAX), z.string().trim().regex(/^\d{1,10}$/, '必须是正整数')])
  .transform(Number)
  .pipe(z.number().int().min(1).max(INT_MAX));
export const idParams = z.object({ id: dbId });

/** NUL and other control characters (tab, newline and carriage return allowed) or lone surrogates. */
export function oddText(s: string, allowNewlines: boolean): boolean {
  // eslint-disable-next-line no-control-regex
  const ctrl = allowNewlines ? /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/ : /[\u0000-\u001f\u007f]/;
  return ctrl.test(s) || /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(s);
}

const cpLen = (s: string) => Array.from(s).length;

/** Plain single-line text of 1–max characters (code points), trimmed. */
export const lineText = (max: number) =>
  z
    .string()
    .trim()
    .min(1, '不能为空')
    .refine((s) => cpLen(s) <= max, `最多 ${max} 个字符`)
    .refine((s) => !oddText(s, false), '包含不允许的控制字符');

export const articleTitle = lineText(100);
export const articleContent = z
  .string()
  .refine((s) => s.trim().length > 0, '内容不能为空')
  .refine((s) => cpLen(s) <= 50_000, '内容最多 50000 个字符')
  .refine((s) => !oddText(s, true), '内容包含不允许的控制字符');
export const sourceLink = z
  .string()
  .max(1000, '来源链接最多 1000 个字符')
  .refine((s) => !oddText(s, false), '来源链接包含不允许的控制字符');

export const articleBody = z.object({
  title: articleTitle,
  cate_id: dbId,
  content: articleContent,
  /** optional network-disk link, revealed by liking; '' or absent = none */
  source_link: sourceLink.optional(),
  /** which action reveals source_link: like (点赞可见, default) or reply (回复可见); issue 17 */
  reveal_mode: revealMode.optional(),
});

// ---- replies

export const articleListItem = z.object({
  id: z.number().int(),
  title: z.string(),
  cate_id: z.number().int(),
  cate_name: z.string(),
  user_id: z.number().int(),
  username: z.string(),
  /** plain-text start of the content (Markdown marks removed), at most 120 characters; never HTML */
  summary: z.string(),
  /** 1 = pinned */
  fixed: z.number().int(),
  views: z.number().int(),
  likes: z.number().int(),
  tips: z.number().int(),
  /** the article carries a source link (revealed by liking or replying) */
  has_source_link: z.boolean(),
  /** disk type of the source link (baidu, aliyun, quark, magnet …) or '' */
  source_disk: z.string(),
  /** Chinese name of that disk, or '' */
  source_disk_name: z.string(),
  create_time: z.string(),
  update_time: z.string(),
  /** visible replies (issue 17) */
  reply_count: z.number().int(),
  /** time of the newest reply, '' when the article has no reply */
  last_reply_time: z.string(),
  /** 'like' = 点赞可见, 'reply' = 回复可见 */
  reveal_mode: revealMode,
});

export const articleDetail = articleListItem.extend({
  /** raw Markdown; render without raw HTML and sanitize */
  content: z.string(),
  /** the link, for the author, admins and viewers who liked (or replied, 回复可见); otherwise null */
  source_link: z.string().nullable(),
  /** the viewer has liked this article */
  liked: z.boolean(),
  /** the viewer has replied to this article (回复可见) */
  replied: z.boolean(),
  /** the viewer wrote this article (may edit and delete it) */
  is_author: z.boolean(),
  tip_coins: z.number().int(),
  /** coins one tip (打赏) costs now: the site config article_tip_coin */
  tip_price: z.number().int(),
});
export const articlePage = paged(articleListItem);

export const bbsCategoryView = z.object({ id: z.number().int(), name: z.string(), sort: z.number().int(), count: z.number().int() });



/** GET /v1/article: replied = 最新回复 (issue 17) */
export const articleListQuery = pageQuery.extend({
  cate_id: dbId.optional(),
  order: z.enum(['latest', 'views', 'likes', 'replied']).default('latest'),
});
export const articleSearchQuery = pageQuery.extend({
  q: z.string().max(100, '搜索词最多 100 个字符').refine((s) => !oddText(s, false), '搜索词包含不允许的控制字符'),
});
export const articleStatistics = z.object({
  article: z.object({ id: z.number().int(), views: z.number().int(), likes: z.number().int(), tips: z.number().int(), tip_coins: z.number().int() }),
  author: z.object({
    id: z.number().int(), username: z.string(), articles: z.number().int(), views: z.number().int(),
    likes: z.number().int(), tips: z.number().int(), tip_coins: z.number().int(),
  }),
});

/** Spec §7 sends {source_link}; the server ignores its value and always returns the link (ADR 0004). */
export const likeBody = z.object({ source_link: z.union([z.boolean(), z.literal(0), z.literal(1), z.string().max(1000)]).optional() }).nullish();
export const likeResult = z.object({
  id: z.number().int(),
  first: z.boolean(),
  likes: z.number().int(),
  source_link: z.string().nullable(),
  source_disk: z.string(),
  source_disk_name: z.string(),
});
/** balance: the reader's balance after the tip */
export const appreciateResult = z.object({ id: z.number().int(), coins: z.number().int(), balance: z.number().int(), tips: z.number().int() });

// ---- admin

/** 0/1 or true/false (the client sends either). */
const flag = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((v) => v === true || v === 1);
export const articleFixedBody = z.object({ id: dbId, fixed: flag });
export const articleFixedResult = z.object({ id: z.number().int(), fixed: z.number().int() });
export const adminArticleUpdateBody = z.object({
  title: articleTitle.optional(),
  cate_id: dbId.optional(),
  content: articleContent.optional(),
  source_link: sourceLink.optional(),
  fixed: flag.optional(),
});
const cateName = lineText(32);
const cateSort = z.number().int().min(-100000).max(100000);
export const bbsCateCreateBody = z.object({ name: cateName, sort: cateSort.default(0) });
export const bbsCateUpdateBody = z.object({ name: cateName.optional(), sort: cateSort.optional() });
