import type { z } from 'zod';
import type {
  adminConversation, adminReport, adminReportList, adminReportQuery, adminReportResolved, liveTicket, pmConversation, pmConversationList,
  pmMessage, pmSendResult, pmThread, ReportAction, ReportKind, ReportReason, reportResult,
} from '../../contract/pm';
import { http, request, type QuietConfig } from './http';

/** 私信, 举报 and the live channel's ticket (issue 33) — shapes from contract/pm.ts (types only). */
export type PmConversation = z.infer<typeof pmConversation>;
export type PmConversationList = z.infer<typeof pmConversationList>;
export type PmMessage = z.infer<typeof pmMessage>;
export type PmThread = z.infer<typeof pmThread>;
export type PmSendResult = z.infer<typeof pmSendResult>;
export type ReportResult = z.infer<typeof reportResult>;
export type AdminReport = z.infer<typeof adminReport>;
export type AdminReportList = z.infer<typeof adminReportList>;
export type AdminReportQuery = z.input<typeof adminReportQuery>;
export type AdminReportResolved = z.infer<typeof adminReportResolved>;
export type AdminConversation = z.infer<typeof adminConversation>;
export type LiveTicket = z.infer<typeof liveTicket>;
export type { ReportAction, ReportKind, ReportReason };

/** Quiet calls: the sagas and the pages say what failed, once, with what was being done. */
const quiet = <T>(config: QuietConfig) => request<T>({ ...config, quiet: true } as QuietConfig);

export const pmApi = {
  conversations: (page = 1, size = 20) => quiet<PmConversationList>({ method: 'GET', url: '/auth/v1/pm', params: { page, size } }),
  thread: (userId: number, before?: number) => quiet<PmThread>({ method: 'GET', url: `/auth/v1/pm/${userId}`, params: { before } }),
  send: (userId: number, content: string) => quiet<PmSendResult>({ method: 'POST', url: `/auth/v1/pm/${userId}`, data: { content } }),
  report: (kind: ReportKind, id: number, reason: ReportReason, detail: string) =>
    quiet<ReportResult>({ method: 'POST', url: '/auth/v1/report', data: { kind, id, reason, detail } }),
  /** a one-use, 60 s ticket for GET /auth/v1/events (EventSource cannot send the Authorization header) */
  ticket: () => quiet<LiveTicket>({ method: 'POST', url: '/auth/v1/events/ticket' }),
};

export const reportsAdminApi = {
  list: (params: AdminReportQuery) => request<AdminReportList>({ method: 'GET', url: '/admin/v1/content_report', params }),
  resolve: (id: number, action: ReportAction, note = '') => request<AdminReportResolved>({ method: 'PUT', url: `/admin/v1/content_report/${id}`, data: { action, note } }),
  conversation: (id: number) => request<AdminConversation>({ method: 'GET', url: `/admin/v1/content_report/${id}/conversation` }),
};

/** The live channel's URL for a ticket (same origin as every other call). */
export function liveEventsUrl(ticket: string): string {
  return `${http.defaults.baseURL ?? ''}/auth/v1/events?ticket=${encodeURIComponent(ticket)}`;
}
