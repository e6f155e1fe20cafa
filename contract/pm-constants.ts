/**
 * The 私信 and 举报 constants with their Chinese labels (issue 33), without zod: the client's
 * forum pages import these at run time (the 举报 button), and contract/pm.ts (the schemas) would
 * bring zod into their first screen. contract/pm.ts re-exports them.
 */

export const PM_MAX_CHARS = 1000;

/** Reasons a member can pick (the value is stored; the label is what everyone reads). */
export const REPORT_REASONS = {
  spam: '垃圾广告',
  abuse: '辱骂攻击',
  porn: '色情低俗',
  illegal: '违法违规',
  fraud: '诈骗或虚假信息',
  piracy: '侵权内容',
  other: '其他',
} as const;
export type ReportReason = keyof typeof REPORT_REASONS;

export const REPORT_KINDS = { article: '帖子', reply: '回复', conversation: '私信会话' } as const;
export type ReportKind = keyof typeof REPORT_KINDS;

/** What an admin may do with a report. */
export const REPORT_ACTIONS = {
  dismiss: '驳回举报',
  hide_reply: '隐藏回复',
  delete_article: '删除帖子',
  ban_author: '封禁作者',
} as const;
export type ReportAction = keyof typeof REPORT_ACTIONS;
export const REPORT_STATUSES = { open: '待处理', dismissed: '已驳回', done: '已处理' } as const;
