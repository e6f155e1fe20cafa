import type { z } from 'zod';
import type {
  exchangeBody, exchangeResult, findPassBody, findPassVerifyBody, loginBody, loginChallengeReply, orderSchema, profileUpdateBody, rankPage,
  readResult, registerBody, sessionSchema, userInfoSchema, userStatistics, userStatusBody,
} from '../../contract/account';
import type { removeBlockBody } from '../../contract/forum-replies';
import { get, post, put, request, type QuietConfig } from './http';
import type { PageParams } from './types';

/** Accounts: shapes from contract/account.ts (types only; issue 20). */
export type UserInfoView = z.infer<typeof userInfoSchema>;
/** Login credentials (spec §7: credentials in body). */
export type LoginCredentials = z.input<typeof loginBody>;
export type LoginData = z.infer<typeof sessionSchema>;
/** Registration body (the spec does not show it; see docs/adr/0001-client-decisions.md). */
export type RegisterBody = z.input<typeof registerBody>;
export type FindPassBody = z.input<typeof findPassBody>;
export type FindPassVerifyBody = z.input<typeof findPassVerifyBody>;
/** Coin/VIP exchange (spec §7: type, payload). */
export type ExchangeBody = z.input<typeof exchangeBody>;
/** An order (VIP, free VIP, invite code, CD key) as GET /auth/v1/order lists it. */
export type Order = z.infer<typeof orderSchema>;
/** POST /auth/v1/user/exchange reply data: the order and the user's info after it. */
export type ExchangeResult = z.infer<typeof exchangeResult>;
export type RankPage = z.infer<typeof rankPage>;
export type UserStatistics = z.infer<typeof userStatistics>;
export type UserStatusPayload = z.input<typeof userStatusBody>['payload'];
type ProfileUpdate = z.input<typeof profileUpdateBody>;
/** A login proof-of-work challenge (GET /v1/user/login/challenge, issue 27). */
export type LoginChallenge = z.infer<typeof loginChallengeReply>;

export const usersApi = {
  /** quiet: the login form shows a refusal inline (the saga toasts only when no form listens). */
  /** a proof-of-work challenge, asked for when a login answers 428 (issue 27) */
  loginChallenge: () => request<LoginChallenge>({ method: 'GET', url: '/v1/user/login/challenge', quiet: true } as QuietConfig),
  login: (credentials: LoginCredentials) => request<LoginData>({ method: 'POST', url: '/v1/user/login', data: credentials, quiet: true } as QuietConfig),
  register: (body: RegisterBody) => post<LoginData | null>('/v1/user', body),

  info: () => get<UserInfoView>('/auth/v1/user/info'),
  updateInfo: (body: ProfileUpdate) => put<UserInfoView>('/auth/v1/user/info', body),
  exchange: (body: ExchangeBody) => post<ExchangeResult>('/auth/v1/user/exchange', body),
  rank: (params: PageParams & Record<string, string | number | undefined>) => get<RankPage>('/v1/user/rank', params),
  updateStatus: (payload: UserStatusPayload) => put<z.infer<typeof readResult>>('/auth/v1/user/status', { payload }),
  statistics: (id: number) => get<UserStatistics>(`/v1/user/statistics/${id}`),
  findPass: (body: FindPassBody) => post<null>('/v1/user/find_pass', body),
  findPassVerify: (body: FindPassVerifyBody) => post<null>('/v1/user/find_pass_verify', body),
  freeVip: () => get<UserInfoView | null>('/auth/v1/user/free_vip'),
  exchangeVip: () => get<UserInfoView | null>('/auth/v1/user/exchange_vip'),
  /**
   * Block removal (spec §7: argument block, path not shown). Chosen path:
   * POST /auth/v1/user/remove_block with body { block } — docs/adr/0001-client-decisions.md.
   */
  removeBlock: (block: string) => post<null>('/auth/v1/user/remove_block', { block } satisfies z.input<typeof removeBlockBody>),
};
