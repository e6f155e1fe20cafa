import { z } from 'zod';
import { INT_MAX } from './common';
import { PM_MAX_CHARS, REPORT_ACTIONS, REPORT_REASONS, type ReportAction, type ReportReason } from './pm-constants';

export * from './pm-constants';

/**
 * 私信 (private messages), 举报 (reports of posts, replies and conversations) and the live channel
 * (issue 33, docs/adr/0033c-messages-live.md). The server routes validate with these; the client
 * imports the types only.
 */
const id = z.number().int();
const iso = z.string().describe('ISO 8601 UTC');


/** The other member of a conversation. */
export const pmPeer = z.object({ id, username: z.string(), avatar: z.string() });

/** One row of 我的私信: the conversation with one member. */
export const pmConversation = z.object({
  id,
  peer: pmPeer,
  last_excerpt: z.string(),
  last_time: iso,
  last_from_me: z.boolean(),
  unread: id.describe('对方发来、我还没读的条数'),
});
export const pmConversationList = z.object({ list: z.array(pmConversation), total: id, unread_pm_count: id });

export const pmMessage = z.object({ id, from_me: z.boolean(), content: z.string(), create_time: iso, read: z.boolean().describe('对方已读（仅我发出的有意义）') });

/** GET /auth/v1/pm/{userId}: my conversation with one member (oldest first), newest page first. */
export const pmThread = z.object({
  conversation_id: id.nullable().describe('还没有往来时为 null'),
  peer: pmPeer,
  list: z.array(pmMessage),
  has_more: z.boolean().describe('还有更早的消息：用最早一条的 id 作 before 再取'),
  can_send: z.boolean(),
  cannot_send_reason: z.string().describe('can_send 为 false 时给会员看的原因；否则为空'),
  unread_pm_count: id,
});
export const pmThreadQuery = z.object({
  before: z.coerce.number().int().positive().max(INT_MAX).optional(),
  size: z.coerce.number().int().min(1).max(100).default(30),
});
export const pmPeerParams = z.object({ userId: z.coerce.number({ error: 'userId 必须是数字' }).int().positive().max(INT_MAX) });
export const pmSendBody = z.object({
  content: z.string().trim().min(1, '私信内容不能为空').max(PM_MAX_CHARS, `私信最多 ${PM_MAX_CHARS} 字`),
});
export const pmSendResult = z.object({ conversation_id: id, message: pmMessage });

// ---------------------------------------------------------------- 举报

export const reportReason = z.enum(Object.keys(REPORT_REASONS) as [ReportReason, ...ReportReason[]], { error: '请选择举报原因' });

export const reportKind = z.enum(['article', 'reply', 'conversation'], { error: '举报对象不正确' });

export const reportBody = z.object({
  kind: reportKind,
  id: z.number({ error: 'id 必须是数字' }).int().positive().max(INT_MAX),
  reason: reportReason,
  detail: z.string().trim().max(200, '补充说明最多 200 字').default(''),
});
export const reportResult = z.object({ id, created: z.boolean().describe('false：你已经举报过，等待处理') });

export const reportAction = z.enum(Object.keys(REPORT_ACTIONS) as [ReportAction, ...ReportAction[]], { error: '处理方式不正确' });

export const adminReport = z.object({
  id,
  kind: reportKind,
  target_id: id,
  article_id: id.describe('帖子或回复所在的帖子；私信为 0'),
  target_user: pmPeer.describe('被举报的作者（私信：被举报的一方）'),
  reporter: pmPeer,
  reason: reportReason,
  detail: z.string(),
  excerpt: z.string(),
  status: z.enum(['open', 'dismissed', 'done']),
  action: z.string().describe('已处理时的处理方式（REPORT_ACTIONS 的键）；否则为空'),
  create_time: iso,
  handled_time: iso.nullable(),
  same_target_open: id.describe('同一对象的待处理举报数（含本条）'),
});
export const adminReportQuery = z.object({
  status: z.enum(['open', 'dismissed', 'done', 'all']).default('open'),
  kind: reportKind.optional(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export const adminReportList = z.object({ list: z.array(adminReport), total: id });
export const adminReportResolveBody = z.object({ action: reportAction, note: z.string().trim().max(200).default('') });
export const adminReportResolved = z.object({ id, status: z.enum(['dismissed', 'done']), action: reportAction, closed: id.describe('一并关闭的同一对象的举报数') });

/** A reported conversation as the admin reviews it (read-only; the reading is audited). */
export const adminConversation = z.object({
  conversation_id: id,
  members: z.array(pmPeer),
  list: z.array(z.object({ id, sender_id: id, content: z.string(), create_time: iso })),
});

// ---------------------------------------------------------------- live channel

export const liveTicket = z.object({ ticket: z.string(), expires_in: id.describe('秒') });

/**
 * Events on GET /auth/v1/events (Server-Sent Events; `event:` is the kind, `data:` this JSON).
 * They are hints: the client fetches the state they name (nothing is lost if one is missed).
 */
export const liveEventData = {
  pm: z.object({ conversation_id: id, from_user_id: id, from_username: z.string(), message_id: id, excerpt: z.string(), unread_pm_count: id }),
  notice: z.object({ kind: z.string(), title: z.string(), link: z.string() }),
  balance: z.object({ coin: id, delta: id }),
} as const;
export type LiveEventKind = keyof typeof liveEventData;
export type LiveEventOf<K extends LiveEventKind> = z.infer<(typeof liveEventData)[K]>;
