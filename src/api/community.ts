import type { z } from 'zod';
import type { badgesReply, levelTable, memberBadge, memberReplyPage, memberResourcePage, memberStatistics, memberTitles } from '../../contract/community';
import { del, get, post } from './http';
import type { PageParams } from './types';

/** Community layer (issue 33): member pages, levels, titles — shapes from contract/community.ts. */
export type MemberStatistics = z.infer<typeof memberStatistics>;
export type MemberBadge = z.infer<typeof memberBadge>;
export type MemberTitle = MemberBadge['titles'][number];
export type LevelTable = z.infer<typeof levelTable>;
export type MemberReplyPage = z.infer<typeof memberReplyPage>;
export type MemberReplyItem = MemberReplyPage['list'][number];
export type MemberResourcePage = z.infer<typeof memberResourcePage>;
export type MemberResourceItem = MemberResourcePage['list'][number];

export const communityApi = {
  /** spec §7 GET /v1/user/statistics/{id}, with the member page's facts. */
  statistics: (id: number) => get<MemberStatistics>(`/v1/user/statistics/${id}`),
  badges: (ids: number[]) => get<z.infer<typeof badgesReply>>('/v1/user/badges', { ids: ids.join(',') }),
  levels: () => get<LevelTable>('/v1/user/levels'),
  replies: (id: number, params: PageParams) => get<MemberReplyPage>(`/v1/user/${id}/replies`, params),
  resources: (id: number, params: PageParams) => get<MemberResourcePage>(`/v1/user/${id}/resources`, params),
  adminTitles: (id: number) => get<z.infer<typeof memberTitles>>(`/admin/v1/user/${id}/title`),
  adminGrantTitle: (id: number, title: string, kind: 'title' | 'badge') => post<z.infer<typeof memberTitles>>(`/admin/v1/user/${id}/title`, { title, kind }),
  adminRevokeTitle: (id: number, title: string) => del<z.infer<typeof memberTitles>>(`/admin/v1/user/${id}/title/${encodeURIComponent(title)}`),
};
