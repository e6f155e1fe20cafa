import type { z } from 'zod';
import type { loginRewardResult, signDayBody, signDayResult, signPage, signRecordSchema, signStatus } from '../../contract/account';
import type { makeupCardResult, makeupUseResult, signCalendar, signCalendarDay } from '../../contract/community';
import { get, post, request, type QuietConfig } from './http';
import type { PageParams } from './types';

/** Sign-in: shapes from contract/account.ts (types only; issue 20). */

/** Sign record (spec §3): content, time_id; the server adds who signed, the reward and the streak. */
export type SignRecord = z.infer<typeof signRecordSchema>;
export type SignPage = z.infer<typeof signPage>;
/** GET /auth/v1/sign/status: today's sign state and the reward table (coins for streak day 1, 2, …). */
export type SignStatus = z.infer<typeof signStatus>;
/** POST /auth/v1/sign/day reply data. */
export type SignDayResult = z.infer<typeof signDayResult>;
export type SignDayBody = z.input<typeof signDayBody>;
export type LoginRewardResult = z.infer<typeof loginRewardResult>;
/** GET /auth/v1/sign/calendar: a month of my sign-ins, streak, reward table and 补签卡. */
export type SignCalendarData = z.infer<typeof signCalendar>;
export type SignCalendarDay = z.infer<typeof signCalendarDay>;
export type MakeupCardResult = z.infer<typeof makeupCardResult>;
export type MakeupUseResult = z.infer<typeof makeupUseResult>;

export const signApi = {
  list: (params: PageParams) => get<SignPage>('/v1/sign', params),
  day: (body: SignDayBody) => post<SignDayResult>('/auth/v1/sign/day', body),
  status: () => get<SignStatus>('/auth/v1/sign/status'),
  my: (params: PageParams) => get<SignPage>('/auth/v1/sign/my', params),
  /** Daily login reward: no body; the reply msg is shown as a success message (spec §7). */
  login: () => post<LoginRewardResult>('/auth/v1/sign/login'),
  // 签到日历 and 补签卡 (issue 33): quiet — the calendar shows its own error, the sagas toast a refusal once
  /** month: YYYY-MM (Asia/Shanghai); absent = this month */
  calendar: (month?: string) =>
    request<SignCalendarData>({ method: 'GET', url: '/auth/v1/sign/calendar', params: month ? { month } : undefined, quiet: true } as QuietConfig),
  buyMakeupCard: () => request<MakeupCardResult>({ method: 'POST', url: '/auth/v1/sign/makeup/card', quiet: true } as QuietConfig),
  useMakeupCard: (date: string) => request<MakeupUseResult>({ method: 'POST', url: '/auth/v1/sign/makeup', data: { date }, quiet: true } as QuietConfig),
};
