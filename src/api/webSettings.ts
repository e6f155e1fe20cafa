import type { z } from 'zod';
import type { webSettingCreateBody, webSettingUpdateBody, webSettingView } from '../../contract/web-settings';
import { del, get, post, put } from './http';

/** Web setting (server record, spec §3; contract/web-settings.ts): value is a string; booleans are 'true'/'false'. */
export type WebSetting = z.infer<typeof webSettingView>;

/** Every setting name the client reads (spec §3). */
export const SETTING_NAMES = [
  'show_hot_key',
  'notice',
  'maintain',
  'friend_links',
  'show_movie_site_link',
  'show_mobile_site_notice',
  'show_share_union_disk',
  'show_taoke_page',
  'show_hot_search_kw',
  'show_buy_invite_code',
  'show_random_list',
  'show_input_invite_code',
] as const;

export type SettingName = (typeof SETTING_NAMES)[number];

export const webSettingsApi = {
  /** GET /v1/web_setting/more?name=a&name=b (repeated without indices). */
  more: (names: readonly string[]) => get<WebSetting[]>('/v1/web_setting/more', { name: [...names] }),
  adminAll: () => get<WebSetting[]>('/admin/v1/web_setting/all'),
  adminCreate: (body: z.input<typeof webSettingCreateBody>) => post<WebSetting>('/admin/v1/web_setting', body),
  adminUpdate: (id: number, body: z.input<typeof webSettingUpdateBody>) => put<WebSetting>(`/admin/v1/web_setting/${id}`, body),
  adminDelete: (id: number) => del<null>(`/admin/v1/web_setting/${id}`),
};
