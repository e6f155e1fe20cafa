import { del, download, get, post, put } from './http';
import type { ArticleDetail, BbsCategory } from './articles';
import type { PageParams, PagedList } from './types';
import type { WebSetting } from './webSettings';
import type { z } from 'zod';
import type { linkcheckOverview, linkcheckRecheckReply } from '../../contract/pansou';

/** The link checker's state (issue 19): GET /admin/v1/linkcheck. */
export type LinkcheckOverview = z.infer<typeof linkcheckOverview>;
export type LinkcheckHost = LinkcheckOverview['hosts'][number];
export type LinkcheckRecheckReply = z.infer<typeof linkcheckRecheckReply>;

/**
 * Every call of the admin back office (/admin/v1, administrators only). The shapes mirror
 * server/src/routes/admin/*.ts.
 */

type Query = PageParams & Record<string, string | number | undefined>;

/** A user as the admin list shows it (user info + banned / deleted flags). */
export interface AdminUser {
  id: number;
  username: string;
  coin: number;
  unread_msg_count: number;
  email: string;
  role: string;
  coin_turnover_count: number;
  create_time: string;
  update_time: string;
  vip_expired: string | null;
  continue_sign_days: number;
  last_login_belong: string;
  last_login_ip: string;
  avatar: string;
  is_vip: boolean;
  signed_today: boolean;
  banned: boolean;
  deleted: boolean;
}

export interface AdminUserCreate {
  username: string;
  password: string;
  email: string;
  role?: 'user' | 'admin';
  coin?: number;
  reason?: string;
}

export interface AdminUserUpdate {
  email?: string;
  password?: string;
  role?: 'user' | 'admin';
  banned?: boolean;
  /** ISO 8601 date-time; null clears the VIP expiry. */
  vip_expired?: string | null;
  coin_delta?: number;
  reason?: string;
}

export interface AdminLedgerEntry {
  id: number;
  delta: number;
  balance_after: number;
  kind: string;
  ref: string;
  note: string;
  create_time: string;
}

export interface AdminOrder {
  id: number;
  order_no: string;
  type: string;
  title: string;
  cost: number;
  detail: string;
  status: string;
  create_time: string;
}

export interface AdminUserInfos {
  info: AdminUser;
  ledger: AdminLedgerEntry[];
  orders: AdminOrder[];
  ledger_sum: number;
}

export interface AuditEntry {
  id: number;
  actor_id: number;
  actor_name: string;
  action: string;
  entity: string;
  entity_id: string;
  before: unknown;
  after: unknown;
  ip: string;
  create_time: string;
}

export interface NetdiskCategory {
  id: number;
  name: string;
  sort: number;
  count: number;
}

export interface PinnedHotkey {
  id: number;
  keyword: string;
  sort: number;
}

export interface HotkeyOverview {
  pinned: PinnedHotkey[];
  searched: { keyword: string; count: number; pinned: boolean }[];
}

export interface BannedKeyword {
  id: number;
  keyword: string;
  create_time: string;
}

export interface CdKey {
  id: number;
  code: string;
  kind: 'coin' | 'vip' | string;
  amount: number;
  note: string;
  used: boolean;
  used_by: number | null;
  used_by_name: string;
  used_time: string | null;
  create_time: string;
}

export interface InviteCode {
  id: number;
  code: string;
  status: 'unused' | 'used';
  owner_id: number | null;
  owner_name: string;
  used_by: number | null;
  used_by_name: string;
  used_time: string | null;
  create_time: string;
}

export interface AdminResource {
  id: number;
  title: string;
  url: string;
  pwd: string;
  disk_type: string;
  size: string;
  category_id: number | null;
  category_name: string;
  price: number;
  status: string;
  validity: string;
  report_count: number;
  source: string;
  sharer_id: number | null;
  sharer_name: string;
  views: number;
  reward: number;
  review_note: string;
  create_time: string;
  update_time: string;
}

export interface AdminResourceUpdate {
  title?: string;
  url?: string;
  pwd?: string;
  size?: string;
  category_id?: number | null;
  price?: number;
}

export interface ConfigItem {
  name: string;
  label: string;
  type: 'int' | 'int_list' | 'bool' | 'json';
  group: 'rewards' | 'prices' | 'limits' | 'games';
  min: number;
  max: number;
  default: string;
  value: string;
}

export interface DashboardDay {
  date: string;
  new_users: number;
  searches: number;
  sign_ins: number;
  coins_issued: number;
  coins_spent: number;
  new_articles: number;
  new_shares: number;
}

export interface DashboardSummary {
  days: number;
  totals: {
    users: number;
    articles: number;
    resources: number;
    searchable_resources: number;
    coins_in_circulation: number;
    new_users: number;
    searches: number;
    sign_ins: number;
    coins_issued: number;
    coins_spent: number;
    new_articles: number;
    new_shares: number;
  };
  review_queue: number;
  series: DashboardDay[];
}

export interface FailedItem {
  id: number;
  msg: string;
}

export const adminApi = {
  // link checker (issue 19)
  linkcheckOverview: () => get<LinkcheckOverview>('/admin/v1/linkcheck'),
  linkcheckRecheck: (ids: number[]) => post<LinkcheckRecheckReply>('/admin/v1/linkcheck/recheck', { ids }),
  dashboard: (days: number) => get<DashboardSummary>('/admin/v1/dashboard', { days }),

  users: (params: Query) => get<PagedList<AdminUser>>('/admin/v1/user', params),
  createUser: (body: AdminUserCreate) => post<AdminUser>('/admin/v1/user', body),
  updateUser: (id: number, body: AdminUserUpdate) => put<AdminUser>(`/admin/v1/user/${id}`, body),
  deleteUser: (id: number) => del<null>(`/admin/v1/user/${id}`),
  userInfos: (id: number) => get<AdminUserInfos>(`/admin/v1/user/infos/${id}`),

  /** Articles are listed through the public list (pinned first); writes go to /admin/v1/article. */
  updateArticle: (id: number, body: { title?: string; cate_id?: number; content?: string; source_link?: string }) =>
    put<ArticleDetail>(`/admin/v1/article/${id}`, body),
  deleteArticle: (id: number) => del<null>(`/admin/v1/article/${id}`),
  setArticleFixed: (id: number, fixed: boolean) => put<{ id: number; fixed: number }>('/admin/v1/article/status', { id, fixed }),

  webSettings: () => get<WebSetting[]>('/admin/v1/web_setting/all'),
  createWebSetting: (body: { name: string; value: string }) => post<WebSetting>('/admin/v1/web_setting', body),
  updateWebSetting: (id: number, value: string) => put<WebSetting>(`/admin/v1/web_setting/${id}`, { value }),
  deleteWebSetting: (id: number) => del<null>(`/admin/v1/web_setting/${id}`),

  bbsCates: () => get<BbsCategory[]>('/admin/v1/bbs_cate'),
  createBbsCate: (body: { name: string; sort?: number }) => post<BbsCategory>('/admin/v1/bbs_cate', body),
  updateBbsCate: (id: number, body: { name?: string; sort?: number }) => put<BbsCategory>(`/admin/v1/bbs_cate/${id}`, body),
  deleteBbsCate: (id: number) => del<null>(`/admin/v1/bbs_cate/${id}`),

  netdiskCates: () => get<NetdiskCategory[]>('/admin/v1/netdisk_cate'),
  createNetdiskCate: (body: { name: string; sort?: number }) => post<NetdiskCategory>('/admin/v1/netdisk_cate', body),
  updateNetdiskCate: (id: number, body: { name?: string; sort?: number }) => put<NetdiskCategory>(`/admin/v1/netdisk_cate/${id}`, body),
  deleteNetdiskCate: (id: number) => del<null>(`/admin/v1/netdisk_cate/${id}`),

  hotkeys: (params: { range?: 'day' | 'week'; limit?: number } = {}) => get<HotkeyOverview>('/admin/v1/hotkey', params),
  createHotkey: (body: { keyword: string; sort?: number }) => post<PinnedHotkey>('/admin/v1/hotkey', body),
  orderHotkeys: (ids: number[]) => put<PinnedHotkey[]>('/admin/v1/hotkey/order', { ids }),
  updateHotkey: (id: number, body: { keyword?: string; sort?: number }) => put<PinnedHotkey>(`/admin/v1/hotkey/${id}`, body),
  deleteHotkey: (id: number) => del<null>(`/admin/v1/hotkey/${id}`),

  bankeys: () => get<BannedKeyword[]>('/admin/v1/bankey'),
  addBankeys: (keywords: string) =>
    post<{ added: { id: number; keyword: string }[]; skipped: string[] }>('/admin/v1/bankey', { keywords }),
  deleteBankey: (id: number) => del<null>(`/admin/v1/bankey/${id}`),

  cdKeys: (params: Query) => get<PagedList<CdKey>>('/admin/v1/cd_key', params),
  /** The CSV of every CD key matching the filter (server-built, UTF-8 with BOM). */
  exportCdKeys: (filter: Record<string, string | number | undefined>) => download('/admin/v1/cd_key/export', filter),
  generateCdKeys: (body: { kind: 'coin' | 'vip'; amount: number; count: number; note?: string }) =>
    post<{ note: string; codes: string[] }>('/admin/v1/cd_key', body),
  inviteCodes: (params: Query) => get<PagedList<InviteCode>>('/admin/v1/invite_code', params),
  generateInviteCodes: (count: number) => post<{ codes: string[] }>('/admin/v1/invite_code', { count }),

  pendingShares: (params: PageParams) => get<PagedList<AdminResource>>('/admin/v1/share_union/pending', params),
  approveShares: (ids: number[]) =>
    post<{ approved: { id: number; reward: number }[]; failed: FailedItem[] }>('/admin/v1/share_union/approve', { ids }),
  rejectShares: (ids: number[], reason: string) =>
    post<{ rejected: number[]; failed: FailedItem[] }>('/admin/v1/share_union/reject', { ids, reason }),
  resources: (params: Query) => get<PagedList<AdminResource>>('/admin/v1/share_union/resource', params),
  updateResource: (id: number, body: AdminResourceUpdate) => put<AdminResource>(`/admin/v1/share_union/resource/${id}`, body),
  setResourceInvalid: (id: number, invalid: boolean) => put<AdminResource>(`/admin/v1/share_union/resource/${id}/validity`, { invalid }),
  deleteResource: (id: number) => del<null>(`/admin/v1/share_union/resource/${id}`),

  config: () => get<ConfigItem[]>('/admin/v1/config'),
  saveConfig: (values: Record<string, number | string | boolean | number[]>, confirmOverReturn = false) =>
    put<ConfigItem[]>('/admin/v1/config', { values, ...(confirmOverReturn ? { confirm_over_return: true } : {}) }),

  audit: (params: Query) => get<PagedList<AuditEntry>>('/admin/v1/audit', params),
};
