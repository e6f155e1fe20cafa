import { z } from 'zod';
import { errorEnvelope, errorReplies } from '../lib/envelope';

/** Zod schemas shared by the account routes (v1/user, auth/user, admin/user, sign, message, order). */

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
  unread_msg_count: z.number().int(),
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
  is_read: z.boolean(),
  create_time: z.string(),
});

/** errorReplies plus 409 (conflict) for routes that can refuse duplicates. */
export const accountErrorReplies = { ...errorReplies, 409: errorEnvelope };
