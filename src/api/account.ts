import type { UserInfo } from '../store/slices/user';
import { del, get, put, request } from './http';
import type { PageParams, PagedList } from './types';
import type { Order } from './users';

/** One row of the coin ledger (GET /auth/v1/user/coin), newest first. */
export interface LedgerEntry {
  id: number;
  delta: number;
  balance_after: number;
  kind: string;
  ref: string;
  note: string;
  create_time: string;
}

/** A system message (GET /auth/v1/message). */
export interface Message {
  id: number;
  title: string;
  content: string;
  kind: string;
  is_read: boolean;
  create_time: string;
}

export interface MessageList extends PagedList<Message> {
  /** How many unread messages the user has in all. */
  unread: number;
}

/** Reply of the mark-read calls: how many changed and the unread count after. */
export interface ReadResult {
  changed: number;
  unread_msg_count: number;
}

/** Profile update (PUT /auth/v1/user/info): email or password need old_password; avatar '' or '1'–'12'. */
export interface ProfileUpdateBody {
  email?: string;
  password?: string;
  old_password?: string;
  avatar?: string;
}

/** Account calls beyond the spec's list: logout, coin history, messages, orders. */
export const accountApi = {
  /**
   * POST /auth/v1/user/logout revokes the token on the server. The token is passed explicitly:
   * the client clears its session at once, before this call goes out.
   */
  logout: (token: string) =>
    request<null>({ method: 'POST', url: '/auth/v1/user/logout', headers: { Authorization: `Bearer ${token}` } }),
  updateInfo: (body: ProfileUpdateBody) => put<UserInfo>('/auth/v1/user/info', body),
  coin: (params: PageParams) => get<PagedList<LedgerEntry>>('/auth/v1/user/coin', params),
  orders: (params: PageParams) => get<PagedList<Order>>('/auth/v1/order', params),
  messages: (params: PageParams & { unread?: '0' | '1' }) => get<MessageList>('/auth/v1/message', params),
  /** Marks the given messages read, or all of them when ids is omitted. */
  readMessages: (ids?: number[]) => put<ReadResult>('/auth/v1/message/read', ids ? { ids } : {}),
  deleteMessage: (id: number) => del<null>(`/auth/v1/message/${id}`),
};

