import type { z } from 'zod';
import type { ledgerEntrySchema, messageList, messageSchema, myInviteCode, profileUpdateBody, readResult } from '../../contract/account';
import { del, get, put, request } from './http';
import type { PageParams, PagedList } from './types';
import type { Order, UserInfoView } from './users';

/** Account calls beyond the spec's list — shapes from contract/account.ts (types only; issue 20). */

/** One row of the coin ledger (GET /auth/v1/user/coin), newest first. */
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;
/** A system message (GET /auth/v1/message). */
export type Message = z.infer<typeof messageSchema>;
/** A page of messages plus how many unread messages the user has in all. */
export type MessageList = z.infer<typeof messageList>;
/** Reply of the mark-read calls: how many changed and the unread count after. */
export type ReadResult = z.infer<typeof readResult>;
/** Profile update (PUT /auth/v1/user/info): email or password need old_password; avatar '' or '1'–'12'. */
export type ProfileUpdateBody = z.input<typeof profileUpdateBody>;
/** An invite code the user bought (GET /auth/v1/user/invite_codes). */
export type MyInviteCode = z.infer<typeof myInviteCode>;

/** Account calls beyond the spec's list: logout, coin history, messages, orders. */
export const accountApi = {
  /**
   * POST /auth/v1/user/logout revokes the token on the server. The token is passed explicitly:
   * the client clears its session at once, before this call goes out.
   */
  logout: (token: string) =>
    request<null>({ method: 'POST', url: '/auth/v1/user/logout', headers: { Authorization: `Bearer ${token}` } }),
  updateInfo: (body: ProfileUpdateBody) => put<UserInfoView>('/auth/v1/user/info', body),
  coin: (params: PageParams) => get<PagedList<LedgerEntry>>('/auth/v1/user/coin', params),
  orders: (params: PageParams) => get<PagedList<Order>>('/auth/v1/order', params),
  /** the invite codes I bought, newest first */
  inviteCodes: () => get<MyInviteCode[]>('/auth/v1/user/invite_codes'),
  messages: (params: PageParams & { unread?: '0' | '1' }) => get<MessageList>('/auth/v1/message', params),
  /** Marks the given messages read, or all of them when ids is omitted. */
  readMessages: (ids?: number[]) => put<ReadResult>('/auth/v1/message/read', ids ? { ids } : {}),
  deleteMessage: (id: number) => del<null>(`/auth/v1/message/${id}`),
};
