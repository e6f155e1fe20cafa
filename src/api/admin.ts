import type { z } from 'zod';
import type { adminUserSchema, ledgerEntrySchema, orderSchema } from '../../contract/account';
import type {
  adminResourceUpdateBody, adminResourceView, adminUserCreateBody, adminUserInfos, adminUserUpdateBody, auditView, bankeyAddReply, bannedKeyword,
  cdKeyGenerateBody, cdKeyGenerateReply, cdKeyView, configItem, configSaveBody, dashboardDay, dashboardSummary, failedItem, hotkeyCreateBody,
  hotkeyOverview, hotkeyQuery, hotkeyReviewItem, hotkeyReviewList, hotkeyReviewQuery, hotkeyReviewStatus, hotkeyUpdateBody, inviteCodeGenerateReply, inviteCodeView, netdiskCateCreateBody, netdiskCateUpdateBody, netdiskCategoryView,
  pinnedHotkey, shareApproveReply, shareRejectReply,
} from '../../contract/admin';
import type { webSettingCreateBody } from '../../contract/web-settings';
import { del, download, get, post, put } from './http';
import type { AdminArticleUpdate, ArticleDetail, ArticleFixedResult, BbsCategory, BbsCateCreate, BbsCateUpdate } from './articles';
import type { PageParams, PagedList } from './types';
import type { WebSetting } from './webSettings';
import type { linkcheckOverview, linkcheckRecheckReply } from '../../contract/pansou';
import type { SourceBody, SourceCycleReply, SourceDailyReply, SourceRunView, SourceUpdateBody, SourceView } from '../../contract/sources';

/** 资源来源 (issue 29): shapes from contract/sources.ts. */
export type AdminSource = SourceView;
export type AdminSourceRun = SourceRunView;
export type AdminSourceDaily = SourceDailyReply;
export type SourceCycle = SourceCycleReply;

/** The link checker's state (issue 19): GET /admin/v1/linkcheck. */
export type LinkcheckOverview = z.infer<typeof linkcheckOverview>;
export type LinkcheckHost = LinkcheckOverview['hosts'][number];
export type LinkcheckRecheckReply = z.infer<typeof linkcheckRecheckReply>;

/**
 * Every call of the admin back office (/admin/v1, administrators only). The shapes are the
 * contract's (contract/admin.ts): the routes validate and serialize with the same schemas.
 */

type Query = PageParams & Record<string, string | number | undefined>;

/** Shapes from contract/admin.ts and contract/account.ts (types only; issue 20). */
export type AdminUser = z.infer<typeof adminUserSchema>;
export type AdminUserCreate = z.input<typeof adminUserCreateBody>;
export type AdminUserUpdate = z.input<typeof adminUserUpdateBody>;
export type AdminLedgerEntry = z.infer<typeof ledgerEntrySchema>;
export type AdminOrder = z.infer<typeof orderSchema>;
export type AdminUserInfos = z.infer<typeof adminUserInfos>;
export type AuditEntry = z.infer<typeof auditView>;
export type NetdiskCategory = z.infer<typeof netdiskCategoryView>;
export type NetdiskCateCreate = z.input<typeof netdiskCateCreateBody>;
export type NetdiskCateUpdate = z.input<typeof netdiskCateUpdateBody>;
export type PinnedHotkey = z.infer<typeof pinnedHotkey>;
export type HotkeyOverview = z.infer<typeof hotkeyOverview>;
export type HotkeyCreate = z.input<typeof hotkeyCreateBody>;
export type HotkeyUpdate = z.input<typeof hotkeyUpdateBody>;
export type HotkeyReviewStatus = z.infer<typeof hotkeyReviewStatus>;
export type HotkeyReviewItem = z.infer<typeof hotkeyReviewItem>;
export type HotkeyReviewList = z.infer<typeof hotkeyReviewList>;
export type BannedKeyword = z.infer<typeof bannedKeyword>;
export type BankeyAddReply = z.infer<typeof bankeyAddReply>;
export type CdKey = z.infer<typeof cdKeyView>;
export type CdKeyGenerate = z.input<typeof cdKeyGenerateBody>;
export type CdKeyGenerateReply = z.infer<typeof cdKeyGenerateReply>;
export type InviteCode = z.infer<typeof inviteCodeView>;
export type InviteCodeGenerateReply = z.infer<typeof inviteCodeGenerateReply>;
export type AdminResource = z.infer<typeof adminResourceView>;
export type AdminResourceUpdate = z.input<typeof adminResourceUpdateBody>;
export type ShareApproveReply = z.infer<typeof shareApproveReply>;
export type ShareRejectReply = z.infer<typeof shareRejectReply>;
export type ConfigItem = z.infer<typeof configItem>;
export type ConfigSaveBody = z.input<typeof configSaveBody>;
export type DashboardDay = z.infer<typeof dashboardDay>;
export type DashboardSummary = z.infer<typeof dashboardSummary>;
export type FailedItem = z.infer<typeof failedItem>;

export const adminApi = {
  // link checker (issue 19)
  linkcheckOverview: () => get<LinkcheckOverview>('/admin/v1/linkcheck'),
  linkcheckRecheck: (ids: number[]) => post<LinkcheckRecheckReply>('/admin/v1/linkcheck/recheck', { ids }),
  dashboard: (days: number) => get<DashboardSummary>('/admin/v1/dashboard', { days }),
  // 资源来源 (issue 29)
  sources: () => get<PagedList<AdminSource>>('/admin/v1/source'),
  createSource: (body: SourceBody) => post<AdminSource>('/admin/v1/source', body),
  updateSource: (id: number, body: SourceUpdateBody) => put<AdminSource>(`/admin/v1/source/${id}`, body),
  deleteSource: (id: number) => del<null>(`/admin/v1/source/${id}`),
  runSource: (id: number) => post<SourceCycle>(`/admin/v1/source/${id}/run`),
  sourceRuns: (size = 50) => get<{ list: AdminSourceRun[] }>('/admin/v1/source/runs', { size }),
  sourceDaily: (days = 14) => get<AdminSourceDaily>('/admin/v1/source/daily', { days }),

  users: (params: Query) => get<PagedList<AdminUser>>('/admin/v1/user', params),
  createUser: (body: AdminUserCreate) => post<AdminUser>('/admin/v1/user', body),
  updateUser: (id: number, body: AdminUserUpdate) => put<AdminUser>(`/admin/v1/user/${id}`, body),
  deleteUser: (id: number) => del<null>(`/admin/v1/user/${id}`),
  userInfos: (id: number) => get<AdminUserInfos>(`/admin/v1/user/infos/${id}`),

  /** Articles are listed through the public list (pinned first); writes go to /admin/v1/article. */
  updateArticle: (id: number, body: AdminArticleUpdate) =>
    put<ArticleDetail>(`/admin/v1/article/${id}`, body),
  deleteArticle: (id: number) => del<null>(`/admin/v1/article/${id}`),
  setArticleFixed: (id: number, fixed: boolean) => put<ArticleFixedResult>('/admin/v1/article/status', { id, fixed }),

  webSettings: () => get<WebSetting[]>('/admin/v1/web_setting/all'),
  createWebSetting: (body: z.input<typeof webSettingCreateBody>) => post<WebSetting>('/admin/v1/web_setting', body),
  updateWebSetting: (id: number, value: string) => put<WebSetting>(`/admin/v1/web_setting/${id}`, { value }),
  deleteWebSetting: (id: number) => del<null>(`/admin/v1/web_setting/${id}`),

  bbsCates: () => get<BbsCategory[]>('/admin/v1/bbs_cate'),
  createBbsCate: (body: BbsCateCreate) => post<BbsCategory>('/admin/v1/bbs_cate', body),
  updateBbsCate: (id: number, body: BbsCateUpdate) => put<BbsCategory>(`/admin/v1/bbs_cate/${id}`, body),
  deleteBbsCate: (id: number) => del<null>(`/admin/v1/bbs_cate/${id}`),

  netdiskCates: () => get<NetdiskCategory[]>('/admin/v1/netdisk_cate'),
  createNetdiskCate: (body: NetdiskCateCreate) => post<NetdiskCategory>('/admin/v1/netdisk_cate', body),
  updateNetdiskCate: (id: number, body: NetdiskCateUpdate) => put<NetdiskCategory>(`/admin/v1/netdisk_cate/${id}`, body),
  deleteNetdiskCate: (id: number) => del<null>(`/admin/v1/netdisk_cate/${id}`),

  hotkeys: (params: Partial<z.output<typeof hotkeyQuery>> = {}) => get<HotkeyOverview>('/admin/v1/hotkey', params),
  createHotkey: (body: HotkeyCreate) => post<PinnedHotkey>('/admin/v1/hotkey', body),
  orderHotkeys: (ids: number[]) => put<PinnedHotkey[]>('/admin/v1/hotkey/order', { ids }),
  updateHotkey: (id: number, body: HotkeyUpdate) => put<PinnedHotkey>(`/admin/v1/hotkey/${id}`, body),
  deleteHotkey: (id: number) => del<null>(`/admin/v1/hotkey/${id}`),
  /** review of counted keywords (issue 28): pending / approved / rejected */
  hotkeyReviews: (params: Partial<z.output<typeof hotkeyReviewQuery>> = {}) => get<HotkeyReviewList>('/admin/v1/hotkey/review', params),
  approveHotkey: (keyword: string) => post<HotkeyReviewItem>('/admin/v1/hotkey/review/approve', { keyword }),
  rejectHotkey: (keyword: string) => post<HotkeyReviewItem>('/admin/v1/hotkey/review/reject', { keyword }),
  undoHotkeyReview: (keyword: string) => post<null>('/admin/v1/hotkey/review/undo', { keyword }),

  bankeys: () => get<BannedKeyword[]>('/admin/v1/bankey'),
  addBankeys: (keywords: string) =>
    post<BankeyAddReply>('/admin/v1/bankey', { keywords }),
  deleteBankey: (id: number) => del<null>(`/admin/v1/bankey/${id}`),

  cdKeys: (params: Query) => get<PagedList<CdKey>>('/admin/v1/cd_key', params),
  /** The CSV of every CD key matching the filter (server-built, UTF-8 with BOM). */
  exportCdKeys: (filter: Record<string, string | number | undefined>) => download('/admin/v1/cd_key/export', filter),
  generateCdKeys: (body: CdKeyGenerate) => post<CdKeyGenerateReply>('/admin/v1/cd_key', body),
  inviteCodes: (params: Query) => get<PagedList<InviteCode>>('/admin/v1/invite_code', params),
  generateInviteCodes: (count: number) => post<InviteCodeGenerateReply>('/admin/v1/invite_code', { count }),

  pendingShares: (params: PageParams) => get<PagedList<AdminResource>>('/admin/v1/share_union/pending', params),
  approveShares: (ids: number[]) =>
    post<ShareApproveReply>('/admin/v1/share_union/approve', { ids }),
  rejectShares: (ids: number[], reason: string) =>
    post<ShareRejectReply>('/admin/v1/share_union/reject', { ids, reason }),
  resources: (params: Query) => get<PagedList<AdminResource>>('/admin/v1/share_union/resource', params),
  updateResource: (id: number, body: AdminResourceUpdate) => put<AdminResource>(`/admin/v1/share_union/resource/${id}`, body),
  setResourceInvalid: (id: number, invalid: boolean) => put<AdminResource>(`/admin/v1/share_union/resource/${id}/validity`, { invalid }),
  deleteResource: (id: number) => del<null>(`/admin/v1/share_union/resource/${id}`),

  config: () => get<ConfigItem[]>('/admin/v1/config'),
  saveConfig: (values: Record<string, number | string | boolean | number[]>, confirmOverReturn = false) =>
    put<ConfigItem[]>('/admin/v1/config', { values, ...(confirmOverReturn ? { confirm_over_return: true } : {}) } satisfies ConfigSaveBody),

  audit: (params: Query) => get<PagedList<AuditEntry>>('/admin/v1/audit', params),
};
