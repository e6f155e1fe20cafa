import type { UserInfo } from '../store/slices/user';
import { del, get, post, put, request, type QuietConfig } from './http';
import type { PageParams, PagedList } from './types';

/** Login credentials (spec §7: credentials in body). */
export interface LoginCredentials {
  username: string;
  password: string;
}

export interface LoginData {
  token: string;
  info: UserInfo;
}

/** Registration body (the spec does not show it; see docs/adr/0001-client-decisions.md). */
export interface RegisterBody {
  username: string;
  password: string;
  email: string;
  invite_code?: string;
}

export interface FindPassBody {
  email: string;
  username?: string;
}

export interface FindPassVerifyBody {
  email: string;
  code: string;
  password: string;
}

export interface AdminUserQuery extends PageParams {
  username?: string;
  role?: string;
  [key: string]: string | number | undefined;
}

/** Coin/VIP exchange (spec §7: type, payload). */
export interface ExchangeBody {
  type: string;
  payload: unknown;
}

/** An order (VIP, free VIP, invite code, CD key) as GET /auth/v1/order lists it. */
export interface Order {
  id: number;
  order_no: string;
  type: string;
  title: string;
  cost: number;
  detail: string;
  status: string;
  create_time: string;
}

/** POST /auth/v1/user/exchange reply data: the order and the user's info after it. */
export interface ExchangeResult {
  order: Order;
  info: UserInfo;
}

export const usersApi = {
  /** quiet: the login form shows a refusal inline (the saga toasts only when no form listens). */
  login: (credentials: LoginCredentials) => request<LoginData>({ method: 'POST', url: '/v1/user/login', data: credentials, quiet: true } as QuietConfig),
  register: (body: RegisterBody) => post<LoginData | null>('/v1/user', body),

  adminList: (params: AdminUserQuery) => get<PagedList<UserInfo>>('/admin/v1/user', params),
  adminUpdate: (id: number, body: Partial<UserInfo> & Record<string, unknown>) => put<UserInfo>(`/admin/v1/user/${id}`, body),
  adminCreate: (body: Partial<UserInfo> & { password: string } & Record<string, unknown>) => post<UserInfo>('/admin/v1/user', body),
  adminDelete: (id: number) => del<null>(`/admin/v1/user/${id}`),
  adminInfos: (id: number) => get<UserInfo & Record<string, unknown>>(`/admin/v1/user/infos/${id}`),

  info: () => get<UserInfo>('/auth/v1/user/info'),
  updateInfo: (body: Partial<UserInfo> & Record<string, unknown>) => put<UserInfo>('/auth/v1/user/info', body),
  exchange: (body: ExchangeBody) => post<ExchangeResult>('/auth/v1/user/exchange', body),
  rank: (params: PageParams & Record<string, string | number | undefined>) => get<PagedList<UserInfo>>('/v1/user/rank', params),
  updateStatus: (payload: unknown) => put<unknown>('/auth/v1/user/status', { payload }),
  statistics: (id: number) => get<Record<string, number>>(`/v1/user/statistics/${id}`),
  findPass: (body: FindPassBody) => post<null>('/v1/user/find_pass', body),
  findPassVerify: (body: FindPassVerifyBody) => post<null>('/v1/user/find_pass_verify', body),
  freeVip: () => get<UserInfo | null>('/auth/v1/user/free_vip'),
  exchangeVip: () => get<UserInfo | null>('/auth/v1/user/exchange_vip'),
  /**
   * Block removal (spec §7: argument block, path not shown). Chosen path:
   * POST /auth/v1/user/remove_block with body { block } — docs/adr/0001-client-decisions.md.
   */
  removeBlock: (block: string) => post<null>('/auth/v1/user/remove_block', { block }),
};
