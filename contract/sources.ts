import { z } from 'zod';

/**
 * 资源来源 (issue 29, docs/adr/0029-sources.md): the admin API's shapes. Names kept stable for
 * scripts and monitoring: GET/POST /admin/v1/source, PUT/DELETE /admin/v1/source/{id},
 * POST /admin/v1/source/{id}/run, GET /admin/v1/source/runs, GET /admin/v1/source/daily.
 */

export const SOURCE_KIND_VALUES = ['telegram', 'pansou', 'rss', 'flarum', 'file'] as const;
export type SourceKindValue = (typeof SOURCE_KIND_VALUES)[number];

/** Chinese names of the kinds (the admin page never shows the raw value). */
export const SOURCE_KIND_NAMES: Record<SourceKindValue, string> = {
  telegram: 'Telegram 频道',
  pansou: '盘搜兼容服务',
  rss: 'RSS / Atom 订阅',
  flarum: 'Flarum 论坛',
  file: 'JSONL / CSV 文件',
};

/** Chinese names of a cycle's status. */
export const SOURCE_STATUS_NAMES: Record<string, string> = {
  '': '尚未运行',
  running: '采集中',
  ok: '正常',
  partial: '未完成（下轮继续）',
  error: '出错',
};

export const SOURCE_INTERVAL_MIN = 1;
export const SOURCE_INTERVAL_MAX = 10080;

export const sourceBody = z.object({
  kind: z.enum(SOURCE_KIND_VALUES),
  name: z.string().trim().min(1).max(64),
  address: z.string().trim().min(1).max(1000),
  interval_minutes: z.number().int().min(SOURCE_INTERVAL_MIN).max(SOURCE_INTERVAL_MAX),
  enabled: z.boolean(),
});
export type SourceBody = z.infer<typeof sourceBody>;

/** PUT: any of the fields (kind cannot change: the cursor belongs to it). */
export const sourceUpdateBody = sourceBody.omit({ kind: true }).partial();
export type SourceUpdateBody = z.infer<typeof sourceUpdateBody>;

export const sourceView = z.object({
  id: z.number(),
  kind: z.enum(SOURCE_KIND_VALUES),
  name: z.string(),
  address: z.string(),
  /** PanSou label of its links: tg:<channel> or plugin:<name> */
  channel: z.string(),
  enabled: z.boolean(),
  interval_minutes: z.number(),
  /** '' | running | ok | partial | error */
  last_status: z.string(),
  last_run_time: z.string().nullable(),
  next_run_time: z.string().nullable(),
  last_error: z.string(),
  last_error_time: z.string().nullable(),
  failures: z.number(),
  seen: z.number(),
  new_count: z.number(),
  duplicates: z.number(),
  refused: z.number(),
  create_time: z.string(),
});
export type SourceView = z.infer<typeof sourceView>;

export const sourceRunView = z.object({
  id: z.number(),
  source_id: z.number(),
  source_name: z.string(),
  /** schedule | manual */
  trigger: z.string(),
  status: z.string(),
  error: z.string(),
  pages: z.number(),
  seen: z.number(),
  new_count: z.number(),
  duplicates: z.number(),
  refused: z.number(),
  start_time: z.string(),
  /** ms the cycle took; null while running */
  duration_ms: z.number().nullable(),
});
export type SourceRunView = z.infer<typeof sourceRunView>;

/** POST /admin/v1/source/{id}/run: the cycle's outcome and counts. */
export const sourceCycleReply = z.object({
  run_id: z.number(),
  status: z.enum(['ok', 'partial', 'error']),
  pages: z.number(),
  seen: z.number(),
  new_count: z.number(),
  duplicates: z.number(),
  refused: z.number(),
  error: z.string(),
});
export type SourceCycleReply = z.infer<typeof sourceCycleReply>;

export const sourceListReply = z.object({ list: z.array(sourceView), total: z.number() });
export const sourceRunsReply = z.object({ list: z.array(sourceRunView) });
/** New resources per day per source (YYYY-MM-DD in China time), the last `days` days. */
export const sourceDailyReply = z.object({
  days: z.array(z.string()),
  series: z.array(z.object({ source_id: z.number(), name: z.string(), counts: z.array(z.number()) })),
});
export type SourceDailyReply = z.infer<typeof sourceDailyReply>;

/** Where a resource came from (the detail page). */
export const resourceOrigin = z.object({
  kind: z.enum(SOURCE_KIND_VALUES),
  kind_name: z.string(),
  name: z.string(),
  /** the item's permalink inside the source, '' when none */
  item_url: z.string(),
});
export type ResourceOrigin = z.infer<typeof resourceOrigin>;

/** GET /v1/resource/image?url= — the picture proxy of crawled resources (issue 35). */
export const resourceImageQuery = z.object({
  url: z.string({ error: '请提供图片地址' }).trim().min(1, '请提供图片地址').max(1000, '图片地址过长'),
});
/** Where the picture proxy serves a crawled picture (absolute in the PanSou API: clients live on other sites). */
export const RESOURCE_IMAGE_ROUTE = '/v1/resource/image';
