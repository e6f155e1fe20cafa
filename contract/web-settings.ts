import { z } from 'zod';

/** Site settings (web_settings rows, spec §3): value is a string; booleans are 'true'/'false'. Issue 20. */

export const settingName = z.string().trim().min(1).max(64).regex(/^[a-z0-9_]+$/, '只能包含小写字母、数字和下划线');
export const settingValue = z.string().max(20000);
export const webSettingView = z.object({ id: z.number().int(), name: z.string(), value: z.string() });

/** GET /v1/web_setting/more?name=a&name=b (repeated without indices). */
export const webSettingMoreQuery = z.object({
  name: z
    .union([settingName, z.array(settingName).max(50)])
    .transform((v) => (Array.isArray(v) ? v : [v])),
});
export const webSettingCreateBody = z.object({ name: settingName, value: settingValue });
export const webSettingUpdateBody = z.object({ value: settingValue });

