import { z } from 'zod';
import { userStatistics } from './account';
import { INT_MAX, pageQuery, paged } from './common';

/**
 * Community layer (issue 33): member pages, levels (等级), titles and badges (称号/徽章).
 * The server routes validate with these; the client imports the types only.
 */

const id = z.number().int();

/** A title or badge an admin granted (版主, 资源达人 …). */
export const memberTitle = z.object({ title: z.string(), kind: z.enum(['title', 'badge']) });

/** The level (等级) computed from activity with the site's level formula. */
export const memberLevel = z.object({
  level: id.describe('从 1 开始'),
  name: z.string().describe('等级名称，如 新手上路'),
  score: id.describe('活跃分'),
  next_min: id.nullable().describe('下一级所需活跃分；最高级为 null'),
});

/** What is shown next to a name: level and titles (GET /v1/user/badges). */
export const memberBadge = z.object({ id, level: id, level_name: z.string(), titles: z.array(memberTitle) });
export const badgesQuery = z.object({
  ids: z
    .string({ error: 'ids 必须是逗号分隔的用户 id' })
    .regex(/^\d{1,10}(,\d{1,10}){0,49}$/, 'ids 是 1–50 个逗号分隔的用户 id')
    .transform((s) => [...new Set(s.split(',').map(Number))].filter((n) => n > 0 && n <= INT_MAX)),
});
export const badgesReply = z.array(memberBadge);

/** Extra facts of the member page, added to GET /v1/user/statistics/{id}. */
export const memberFacts = z.object({
  level: memberLevel,
  titles: z.array(memberTitle),
  reply_count: id,
  resource_count: id.describe('审核通过的分享资源数'),
  last_active_time: z.string().nullable().describe('最近活跃（精确到小时，ISO 8601 UTC）；从未活跃为 null'),
});

/** The level table (GET /v1/user/levels): what each activity is worth and the level names. */
export const levelTable = z.object({
  weights: z.object({ article: id, reply: id, like: id, sign_day: id }),
  levels: z.array(z.object({ level: id, name: z.string(), min: id })),
});

export const memberListQuery = pageQuery;

/** A public reply of a member (visible replies of existing articles). */
export const memberReplyItem = z.object({
  id, article_id: id, article_title: z.string(), floor: id, content: z.string().describe('前 120 个字符'), create_time: z.string(),
});
export const memberReplyPage = paged(memberReplyItem);

/** A member's approved shared resource (no link: the detail page reveals it by its rules). */
export const memberResourceItem = z.object({ id, title: z.string(), disk_type: z.string(), views: id, create_time: z.string() });
export const memberResourcePage = paged(memberResourceItem);

// ---- admin: grant and remove titles

export const titleBody = z.object({
  title: z
    .string({ error: '称号必须是字符串' })
    .trim()
    .min(1, '请填写称号')
    .max(8, '称号最多 8 个字符')
    .regex(/^[\p{Script=Han}A-Za-z0-9_·]+$/u, '称号只能包含汉字、字母、数字、下划线和 ·'),
  kind: z.enum(['title', 'badge'], { error: 'kind 只能是 title（称号）或 badge（徽章）' }).default('title'),
});
export const titleParams = z.object({
  id: z.coerce.number({ error: 'id 必须是数字' }).int().positive().max(INT_MAX),
  title: z.string().min(1).max(16),
});
export const memberTitles = z.array(memberTitle);

/** GET /v1/user/statistics/{id} (spec §7): the public statistics plus the member page's facts. */
export const memberStatistics = userStatistics.extend(memberFacts.shape);

// ---- favourites (收藏)

export const favouriteKind = z.enum(['article', 'resource'], { error: 'kind 只能是 article（帖子）或 resource（资源）' });
const targetId = z.coerce.number({ error: 'id 必须是数字' }).int().positive().max(INT_MAX);
export const favouriteBody = z.object({ kind: favouriteKind, id: targetId });
export const favouriteParams = z.object({ kind: favouriteKind, id: targetId });
export const favouriteState = z.object({ kind: favouriteKind, id, favourited: z.boolean(), count: id.describe('收藏人数') });
export const favouriteListQuery = pageQuery.extend({ kind: favouriteKind.default('article') });
export const favouriteItem = z.object({
  kind: favouriteKind, id, title: z.string(), href: z.string().describe('站内地址（hash 路由）'), create_time: z.string().describe('收藏时间'),
});
export const favouritePage = paged(favouriteItem).extend({ public: z.boolean().describe('该会员是否公开收藏') });
export const favouriteVisibilityBody = z.object({ public: z.boolean({ error: 'public 必须是 true 或 false' }) });
/** PUT /auth/v1/favourite/visibility reply: whether others see my favourites */
export const favouriteVisibility = z.object({ public: z.boolean() });
