import { z } from 'zod';
import { INT_MAX, pageQuery, paged } from './common';

/**
 * Accounts (spec §3, §7; issue 20 moved them here from server/src/routes/account-schemas.ts):
 * user info, sessions, orders, the coin ledger, sign-in, messages, and their request bodies.
 * The server routes validate with these; the client imports the types only.
 */

/** True when the string has no NUL character (written without a control character in a regex literal). */
export const hasNoNul = (s: string): boolean => !s.includes(String.fromCharCode(0));
const noNul = '不能包含空字符';

/** Free text of bounded length without NUL characters (PostgreSQL refuses NUL in text). */
export const text = (min: number, max: number, what: string) =>
  z
    .string({ error: `${what}必须是字符串` })
    .min(min, min <= 1 ? `请填写${what}` : `${what}至少 ${min} 个字符`)
    .max(max, `${what}最多 ${max} 个字符`)
    .refine(hasNoNul, `${what}${noNul}`);

export const usernameSchema = z
  .string({ error: '用户名必须是字符串' })
  .trim()
  .min(3, '用户名至少 3 个字符')
  .max(20, '用户名最多 20 个字符')
  .regex(/^[A-Za-z0-9_\p{Script=Han}]+$/u, '用户名只能包含字母、数字、汉字和下划线');

export const passwordSchema = z
  .string({ error: '密码必须是字符串' })
  .min(8, '密码至少 8 位')
  .max(64, '密码最多 64 位')
  .refine(hasNoNul, `密码${noNul}`);

export const emailSchema = z.email({ error: '邮箱格式不正确' }).max(254, '邮箱最多 254 个字符');

/** Avatar choice: '' (default) or one of the built-in avatars '1'…'12'. */
export const avatarSchema = z.enum(['', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'], {
  error: '头像只能是内置头像 1–12 之一',
});

export const idParams = z.object({ id: z.coerce.number({ error: 'id 必须是数字' }).int().positive().max(2_147_483_647) });

export const userInfoSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  coin: z.number().int(),
  unread_msg_count: z.number().int().describe('页头未读数：系统消息 + 私信（ADR 0033c）'),
  unread_pm_count: z.number().int().optional().describe('其中未读私信的条数（服务器总会给出）'),
  email: z.string(),
  role: z.string(),
  coin_turnover_count: z.number().int(),
  create_time: z.string().describe('ISO 8601 UTC'),
  update_time: z.string().describe('ISO 8601 UTC'),
  vip_expired: z.string().nullable().describe('ISO 8601 UTC；从未开通 VIP 时为 null'),
  continue_sign_days: z.number().int(),
  last_login_belong: z.string(),
  last_login_ip: z.string(),
  avatar: z.string(),
  is_vip: z.boolean(),
  signed_today: z.boolean(),
  favourites_public: z.boolean().optional().describe('我的收藏是否公开在会员主页上（默认不公开；服务器总会给出）'),
});

export const adminUserSchema = userInfoSchema.extend({ banned: z.boolean(), deleted: z.boolean() });

export const sessionSchema = z.object({ token: z.string(), info: userInfoSchema });

export const orderSchema = z.object({
  id: z.number().int(),
  order_no: z.string(),
  type: z.string(),
  title: z.string(),
  cost: z.number().int(),
  detail: z.string(),
  /** an in-app path to what was bought (a paid resource: its detail page), '' when none */
  link: z.string(),
  status: z.string(),
  create_time: z.string(),
});

export const ledgerEntrySchema = z.object({
  id: z.number().int(),
  delta: z.number().int(),
  balance_after: z.number().int(),
  kind: z.string(),
  ref: z.string(),
  note: z.string(),
  create_time: z.string(),
});

export const signRecordSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  time_id: z.string(),
  reward: z.number().int(),
  streak: z.number().int(),
  user: z.object({ id: z.number().int(), username: z.string(), avatar: z.string() }),
  create_time: z.string(),
});

export const messageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  kind: z.string(),
  /** an in-app hash path the message points to (`/main/bbs/post/32?floor=4`), '' when none */
  link: z.string(),
  is_read: z.boolean(),
  create_time: z.string(),
});

// ---- /v1/user (register, login, password recovery, ranks, statistics)

export const registerBody = z.object({
  username: usernameSchema,
  password: passwordSchema,
  email: emailSchema,
  invite_code: text(0, 32, '邀请码').optional(),
});
export const loginBody = z.object({
  username: text(1, 254, '用户名'),
  password: text(1, 128, '密码'),
  /** a solved login challenge (GET /v1/user/login/challenge), asked for with a 428 under attack */
  pow: z.object({ challenge: z.string().max(64), nonce: z.string().regex(/^\d{1,12}$/, '安全验证结果无效') }).optional(),
});
/** GET /v1/user/login/challenge: find nonce with sha256(`${challenge}:${nonce}`) starting with `difficulty` zero bits. */
export const loginChallengeReply = z.object({ challenge: z.string(), difficulty: z.number().int() });
export const findPassBody = z.object({ email: emailSchema, username: text(0, 20, '用户名').optional() });
export const findPassVerifyBody = z.object({
  email: emailSchema,
  code: z.string({ error: '验证码必须是字符串' }).trim().regex(/^\d{6}$/, '验证码是 6 位数字'),
  password: passwordSchema,
});
export const rankQuery = pageQuery.extend({
  type: z.enum(['coin', 'sign', 'article'], { error: 'type 只能是 coin、sign 或 article' }).default('coin'),
});
export const rankRow = z.object({ rank: z.number().int(), id: z.number().int(), username: z.string(), avatar: z.string(), value: z.number() });
export const rankPage = paged(rankRow);
export const userStatistics = z.object({
  id: z.number().int(), username: z.string(), avatar: z.string(), role: z.string(), is_vip: z.boolean(), coin: z.number().int(),
  continue_sign_days: z.number().int(), sign_count: z.number().int(), article_count: z.number().int(), like_count: z.number().int(),
  create_time: z.string(),
});

// ---- /auth/v1/user (own info, status, exchanges, coin history)

export const profileUpdateBody = z.object({
  email: emailSchema.optional(),
  password: passwordSchema.optional(),
  old_password: text(1, 128, '原密码').optional(),
  avatar: avatarSchema.optional(),
});

const messageIds = z.array(z.number().int().positive().max(INT_MAX));
export const userStatusBody = z.object({
  payload: z.union(
    [
      z.literal('read_all'),
      z.object({ read: messageIds.min(1, '至少一条消息').max(100, '一次最多 100 条') }),
    ],
    { error: "payload 只能是 'read_all' 或 { read: [id…] }" },
  ),
});
/** Reply of the mark-read calls: how many changed and the unread count after. */
export const readResult = z.object({ changed: z.number().int(), unread_msg_count: z.number().int() });

const vipDays = z
  .union([z.number({ error: 'payload 必须是天数' }).int('天数必须是整数').min(1, '天数至少 1 天').max(3650, '天数最多 3650 天'), z.string().regex(/^\d{1,5}$/, 'payload 必须是天数')])
  .transform(Number)
  .pipe(z.number().int('天数必须是整数').min(1, '天数至少 1 天').max(3650, '天数最多 3650 天'));

/** Coin/VIP exchange (spec §7: type, payload). */
export const exchangeBody = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('vip'), payload: vipDays }),
    z.object({ type: z.literal('invite_code'), payload: z.unknown().optional() }),
    z.object({ type: z.literal('cd_key'), payload: text(1, 64, '卡密') }),
  ],
  { error: 'type 只能是 vip、invite_code 或 cd_key' },
);
export const exchangeResult = z.object({ order: orderSchema, info: userInfoSchema });
export const ledgerPage = paged(ledgerEntrySchema);
export const orderPage = paged(orderSchema);
export const myInviteCode = z.object({ code: z.string(), used: z.boolean(), create_time: z.string() });

// ---- /v1/sign, /auth/v1/sign

const timeId = z
  .union([z.string().max(32, 'time_id 最多 32 个字符').refine(hasNoNul, 'time_id 不能包含空字符'), z.number().int().min(0).max(1e9)], {
    error: 'time_id 必须是字符串或整数',
  })
  .transform(String);
export const signDayBody = z.object({ content: text(1, 200, '签到心情').transform((s) => s.trim()), time_id: timeId });
export const signDayResult = z.object({ reward: z.number().int(), continue_sign_days: z.number().int(), coin: z.number().int(), record: signRecordSchema });
export const loginRewardResult = z.object({ granted: z.boolean(), amount: z.number().int(), coin: z.number().int() });
export const signStatus = z.object({
  signed_today: z.boolean(), continue_sign_days: z.number().int(), today_reward: z.number().int(),
  login_rewarded_today: z.boolean(), login_reward_coin: z.number().int(), reward_table: z.array(z.number().int()),
});
export const signPage = paged(signRecordSchema);

// ---- /auth/v1/message

export const messageListQuery = pageQuery.extend({ unread: z.enum(['0', '1']).default('0') });
export const messageList = paged(messageSchema).extend({ unread: z.number().int() });
export const messageReadBody = z.object({ ids: messageIds.min(1).max(100).optional() });
