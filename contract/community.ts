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
export const memberBadge = z.object({ id, avatar: z.string().describe('头像：空、内置头像编号 1–12，或上传的图片地址 /media/…'), level: id, level_name: z.string(), titles: z.array(memberTitle) });
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
  favourites_public: z.boolean().describe('该会员是否公开收藏（默认不公开）；不公开时会员主页没有“收藏”一栏，他人读取其收藏得到 404'),
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
/**
 * A page of a member's favourites. Others get it only when the member made them public; a private
 * list answers 404 「该会员未公开收藏」 to everyone but its owner (never an empty list that hides it).
 */
export const favouritePage = paged(favouriteItem).extend({ public: z.boolean().describe('该会员是否公开收藏') });
export const favouriteVisibilityBody = z.object({ public: z.boolean({ error: 'public 必须是 true 或 false' }) });
/** PUT /auth/v1/favourite/visibility reply: whether others see my favourites */
export const favouriteVisibility = z.object({ public: z.boolean() });

// ---- 签到日历与补签卡 (sign-in calendar and make-up cards)

const monthText = z
  .string({ error: 'month 必须是 YYYY-MM 格式的月份' })
  .regex(/^(20\d\d)-(0[1-9]|1[0-2])$/, 'month 应为 YYYY-MM 格式的月份，例如 2026-11');
const dateText = z
  .string({ error: 'date 必须是 YYYY-MM-DD 格式的日期' })
  .regex(/^20\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'date 应为 YYYY-MM-DD 格式的日期，例如 2026-11-03');

export const signCalendarQuery = z.object({ month: monthText.optional().describe('YYYY-MM（北京时间），默认本月') });

/** One day of the calendar: signed (签到), makeup (补签), missed (漏签, can be made up when in this month), today, future, before_register. */
export const signCalendarDayState = z.enum(['signed', 'makeup', 'missed', 'today', 'future', 'before_register']);
export const signCalendarDay = z.object({
  date: z.string().describe('YYYY-MM-DD'),
  day: id.describe('几号'),
  state: signCalendarDayState,
  reward: id.describe('当天签到获得的金币（补签为 0）'),
  can_makeup: z.boolean().describe('可用补签卡补签（本月、已过去、注册后、未签到）'),
});

/** GET /auth/v1/sign/calendar: a month of my sign-ins, my streak, the reward table and my 补签卡. */
export const signCalendar = z.object({
  month: z.string().describe('YYYY-MM'),
  today: z.string().describe('YYYY-MM-DD（北京时间）'),
  first_weekday: id.describe('本月 1 号是星期几：0 = 星期日 … 6 = 星期六'),
  days: z.array(signCalendarDay),
  signed_count: id.describe('本月已签到天数（含补签）'),
  continue_sign_days: id.describe('当前连续签到天数'),
  signed_today: z.boolean(),
  today_reward: id.describe('今天签到可得金币（已签则为今天得到的）'),
  reward_table: z.array(id).describe('连续第 1、2、3… 天的签到金币，最后一项用于更长的连续签到'),
  makeup: z.object({
    cards: id.describe('持有的补签卡'),
    price: id.describe('补签卡价格（金币）'),
    monthly_limit: id.describe('每月最多购买、最多补签的次数；0 = 补签已关闭'),
    bought_this_month: id,
    used_this_month: id,
  }),
});

/** POST /auth/v1/sign/makeup/card reply: I bought one 补签卡. */
export const makeupCardResult = z.object({ cards: id, bought_this_month: id, price: id, coin: id.describe('购买后的金币余额') });

export const makeupUseBody = z.object({ date: dateText.describe('要补签的日期（本月、已过去、未签到）') });
/** POST /auth/v1/sign/makeup reply. */
export const makeupUseResult = z.object({ date: z.string(), cards: id, used_this_month: id, continue_sign_days: id });
