import { get, post } from './http';
import type { PageParams, PagedList } from './types';

/** Sign record (spec §3): content, time_id. */
export interface SignRecord {
  content: string;
  time_id: string;
  [key: string]: unknown;
}

export const signApi = {
  list: (params: PageParams) => get<PagedList<SignRecord>>('/v1/sign', params),
  day: (body: { content: string; time_id: string }) => post<unknown>('/auth/v1/sign/day', body),
  /** Daily login reward: no body; the reply msg is shown as a success message (spec §7). */
  login: () => post<unknown>('/auth/v1/sign/login'),
};
