import { get, post } from './http';
import type { PageParams, PagedList } from './types';

/** Sign record (spec §3): content, time_id; the server adds who signed, the reward and the streak. */
export interface SignRecord {
  content: string;
  time_id: string;
  id?: number;
  reward?: number;
  streak?: number;
  user?: { id: number; username: string; avatar: string };
  create_time?: string;
  [key: string]: unknown;
}

/** GET /auth/v1/sign/status: today's sign state and the reward table (coins for streak day 1, 2, …). */
export interface SignStatus {
  signed_today: boolean;
  continue_sign_days: number;
  today_reward: number;
  login_rewarded_today: boolean;
  login_reward_coin: number;
  reward_table: number[];
}

/** POST /auth/v1/sign/day reply data. */
export interface SignDayResult {
  reward: number;
  continue_sign_days: number;
  coin: number;
  record: SignRecord;
}

export const signApi = {
  list: (params: PageParams) => get<PagedList<SignRecord>>('/v1/sign', params),
  day: (body: { content: string; time_id: string }) => post<SignDayResult>('/auth/v1/sign/day', body),
  status: () => get<SignStatus>('/auth/v1/sign/status'),
  my: (params: PageParams) => get<PagedList<SignRecord>>('/auth/v1/sign/my', params),
  /** Daily login reward: no body; the reply msg is shown as a success message (spec §7). */
  login: () => post<unknown>('/auth/v1/sign/login'),
};
