import { z } from 'zod';

/**
 * Forum replies (楼层), quotes, @mentions, blocks (拉黑) and reply moderation — issue 17,
 * docs/adr/0015-forum-replies.md. The server routes use these as request/reply schemas; the
 * client imports the types only.
 */

const INT_MAX = 2_147_483_647;

/** A positive database id (numbers or digit strings; out of range is a 400). */
export const replyDbId = z
  .union([z.number().int().min(1).max(INT_MAX), z.string().trim().regex(/^\d{1,10}$/, '必须是正整数')])
  .transform(Number)
  .pipe(z.number().int().min(1).max(INT_MAX));

export const replyIdParams = z.object({ id: replyDbId });

/** Longest reply, in characters (code points). */
export const REPLY_MAX_CHARS = 5000;
/** Replies a page (issue 17). */
export const REPLY_PAGE_SIZE = 20;

// eslint-disable-next-line no-control-regex
const CTRL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Reply Markdown: 1–5,000 characters, not only spaces, no control characters. */
export const replyContent = z
  .string({ error: '回复内容必须是文本' })
  .refine((s) => s.trim().length > 0, '回复内容不能为空')
  .refine((s) => Array.from(s).length <= REPLY_MAX_CHARS, `回复内容最多 ${REPLY_MAX_CHARS} 个字符`)
  .refine((s) => !CTRL.test(s) && !LONE_SURROGATE.test(s), '回复内容包含不允许的控制字符');

export const replyCreateBody = z.object({
  content: replyContent,
  /** the reply (of the same article) being quoted */
  quote_id: replyDbId.optional(),
});

export const replyEditBody = z.object({ content: replyContent });

export const replyListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(REPLY_PAGE_SIZE),
  /** oldest = floor order (default), newest = newest first */
  order: z.enum(['oldest', 'newest']).default('oldest'),
  /** jump: answer the page that holds this floor (page is then ignored) */
  floor: z.coerce.number().int().min(1).max(INT_MAX).optional(),
});

/** visible; deleted (该回复已删除); hidden by an admin; blocked = written by someone the viewer blocked */
export const replyStatus = z.enum(['visible', 'deleted', 'hidden', 'blocked']);

export const replyMention = z.object({ user_id: z.number().int(), username: z.string() });

export const replyQuote = z.object({
  id: z.number().int(),
  floor: z.number().int(),
  floor_name: z.string(),
  user_id: z.number().int(),
  username: z.string(),
  status: replyStatus,
  /** null unless visible to this viewer */
  content: z.string().nullable(),
});

export const replyView = z.object({
  id: z.number().int(),
  article_id: z.number().int(),
  /** 2 = 沙发, 3 = 板凳, 4 = 地板, then N楼 (floor 1 is the article, 楼主) */
  floor: z.number().int(),
  floor_name: z.string(),
  user_id: z.number().int(),
  username: z.string(),
  status: replyStatus,
  /** raw Markdown; null when the floor is deleted, hidden (to non-admins) or blocked */
  content: z.string().nullable(),
  quote: replyQuote.nullable(),
  /** @username mentions that name a member (the client links them) */
  mentions: z.array(replyMention),
  create_time: z.string(),
  update_time: z.string(),
  edited: z.boolean(),
  /** the viewer may edit it now (author within the edit window, or an admin) */
  can_edit: z.boolean(),
  can_delete: z.boolean(),
});

export const replyPage = z.object({
  list: z.array(replyView),
  /** floors so far (deleted ones keep their number) */
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  order: z.enum(['oldest', 'newest']),
  /** visible replies */
  reply_count: z.number().int(),
  /** minutes an author may edit a reply (site config reply_edit_minutes) */
  edit_minutes: z.number().int(),
});

export const replyCreated = z.object({
  reply: replyView,
  /** coins of the daily reply reward (0 when off or used up) */
  reward: z.number().int(),
  /** the replier's balance when a reward was paid, else null */
  balance: z.number().int().nullable(),
});

export const myReplyItem = z.object({
  id: z.number().int(),
  article_id: z.number().int(),
  article_title: z.string(),
  floor: z.number().int(),
  floor_name: z.string(),
  status: replyStatus,
  /** plain-text start of the reply */
  excerpt: z.string(),
  create_time: z.string(),
});
export const myReplyPage = z.object({ list: z.array(myReplyItem), total: z.number().int() });

export const adminReplyStatusBody = z.object({ hidden: z.boolean() });

// ---- blocks (拉黑)

export const blockBody = z.object({ user_id: replyDbId });
/** Spec §7: block removal with argument `block` (the blocked member's id). */
export const removeBlockBody = z.object({ block: replyDbId });
export const blockItem = z.object({ user_id: z.number().int(), username: z.string(), create_time: z.string() });
export const blockPage = z.object({ list: z.array(blockItem), total: z.number().int() });

/** POST /auth/v1/user/block reply: first = newly blocked (false: already on the list). */
export const blockResult = z.object({ user_id: z.number().int(), first: z.boolean() });
/** PUT /admin/v1/reply/{id}/status reply. */
export const adminReplyStatusResult = z.object({ id: z.number().int(), status: z.enum(['visible', 'hidden']) });
