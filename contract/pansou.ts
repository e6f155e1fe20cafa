import { z } from 'zod';

/**
 * The PanSou-compatible API over ujuso's own index (issue 19, ADR 0017), shaped as PanSou's
 * README documents it, so PanSou web UIs, bots and scripts can use ujuso as their server:
 *   GET/POST /api/search, POST /api/check/links, GET /api/health.
 * Errors answer `{ code, msg, message, data: null }`: PanSou's `{code, message}` and our envelope.
 * Also the admin link-checker shapes (issue 19) and the fields added to resource lists.
 */

export const PANSOU_CLOUD_TYPES = [
  'baidu', 'aliyun', 'quark', 'guangya', 'tianyi', 'uc', 'mobile', '115', 'pikpak', 'xunlei', '123', 'magnet', 'ed2k',
] as const;

const word = z.string().max(100);
export const pansouFilter = z.object({
  /** keep a link when its title contains any of these (OR) */
  include: z.array(word).max(20).optional(),
  /** drop a link when its title contains any of these (OR) */
  exclude: z.array(word).max(20).optional(),
});

const resParam = z.enum(['all', 'results', 'merge', '']);
const srcParam = z.enum(['all', 'tg', 'plugin', '']);

/** POST /api/search body. channels, conc, plugins and ext are accepted and ignored (ujuso has no Telegram channels or plugins). */
export const pansouSearchBody = z.object({
  kw: z.string().max(400),
  channels: z.array(z.string().max(100)).max(50).optional(),
  conc: z.number().int().min(0).max(1000).optional(),
  refresh: z.boolean().optional(),
  res: resParam.optional(),
  src: srcParam.optional(),
  plugins: z.array(z.string().max(100)).max(100).optional(),
  cloud_types: z.array(z.string().max(20)).max(20).optional(),
  ext: z.record(z.string(), z.unknown()).optional(),
  filter: pansouFilter.optional(),
});

/** GET /api/search query: lists comma-separated, ext and filter as JSON text. */
export const pansouSearchQuery = z.object({
  kw: z.string().max(400),
  channels: z.string().max(2000).optional(),
  conc: z.coerce.number().int().min(0).max(1000).optional(),
  refresh: z.enum(['true', 'false', '1', '0', '']).optional(),
  res: resParam.optional(),
  src: srcParam.optional(),
  plugins: z.string().max(2000).optional(),
  cloud_types: z.string().max(500).optional(),
  ext: z.string().max(2000).optional(),
  filter: z.string().max(2000).optional(),
});

export const pansouLink = z.object({
  type: z.string(),
  url: z.string(),
  password: z.string(),
  datetime: z.string(),
  work_title: z.string(),
});

export const pansouResult = z.object({
  message_id: z.string(),
  unique_id: z.string(),
  channel: z.string(),
  datetime: z.string(),
  title: z.string(),
  content: z.string(),
  links: z.array(pansouLink),
  tags: z.array(z.string()),
  images: z.array(z.string()),
});

export const pansouMergedLink = z.object({
  url: z.string(),
  password: z.string(),
  note: z.string(),
  datetime: z.string(),
  /** always `ujuso` */
  source: z.string(),
  images: z.array(z.string()),
});

export const pansouSearchData = z.object({
  total: z.number().int(),
  results: z.array(pansouResult).optional(),
  merged_by_type: z.record(z.string(), z.array(pansouMergedLink)).optional(),
});

export const pansouSearchReply = z.object({ code: z.literal(0), message: z.string(), data: pansouSearchData });

export const LINK_CHECK_STATES = ['ok', 'bad', 'locked', 'unsupported', 'uncertain'] as const;
export const linkCheckState = z.enum(LINK_CHECK_STATES);

export const pansouCheckItem = z.object({
  disk_type: z.string().min(1).max(20),
  url: z.string().min(1).max(1000),
  password: z.string().max(32).optional(),
});

/** POST /api/check/links body. proxy_url / proxy are accepted and ignored (ujuso never uses a caller's proxy). */
export const pansouCheckBody = z.object({
  items: z.array(pansouCheckItem).min(1).max(50),
  proxy_url: z.string().max(500).optional(),
  proxy: z.string().max(500).optional(),
  view_token: z.string().max(200).optional(),
});

export const pansouCheckResult = z.object({
  disk_type: z.string(),
  url: z.string(),
  normalized_url: z.string(),
  state: linkCheckState,
  cache_hit: z.boolean(),
  /** ms */
  checked_at: z.number().int(),
  /** ms */
  expires_at: z.number().int(),
  summary: z.string(),
});

/** Not wrapped, as PanSou answers it. */
export const pansouCheckReply = z.object({ results: z.array(pansouCheckResult) });

/** GET /api/health, not wrapped, as PanSou answers it (plus `checker`: off | manual | on). */
export const pansouHealthReply = z.object({
  status: z.literal('ok'),
  auth_enabled: z.boolean(),
  plugins_enabled: z.boolean(),
  plugin_count: z.number().int(),
  plugins: z.array(z.string()),
  channels_count: z.number().int(),
  channels: z.array(z.string()),
  checker: z.enum(['off', 'manual', 'on']),
});

// --- resource lists and the admin link checker (issue 19)

/** Fields added to every resource in lists and the detail page. */
export const resourceCheckFields = z.object({
  /** '' = never checked; ok | bad | locked | unsupported | uncertain */
  check_state: z.string(),
  /** ISO time of the last check; '' = never */
  checked_time: z.string(),
});

/** GET /v1/resource/search: `verified=1` keeps links the checker found valid (只看已验证). */
export const verifiedQuery = z.object({
  verified: z.enum(['0', '1', 'true', 'false']).optional().transform((v) => v === '1' || v === 'true'),
});

export const linkcheckHost = z.object({
  disk_type: z.string(),
  checks: z.number().int(),
  failures: z.number().int(),
  /** uncertain answers in a row */
  streak: z.number().int(),
  breaker: z.enum(['closed', 'open', 'half_open']),
  open_until: z.string(),
  last_state: z.string(),
  last_summary: z.string(),
  last_at: z.string(),
});

export const linkcheckOverview = z.object({
  mode: z.enum(['off', 'manual', 'on']),
  rate_per_host: z.number().int(),
  recheck_hours: z.number().int(),
  /** approved resources by check state ('unchecked' = never) */
  counts: z.record(z.string(), z.number().int()),
  /** resources queued for a re-check after an outside caller got `bad` (issue 27) */
  queued: z.number().int(),
  hosts: z.array(linkcheckHost),
});

export const linkcheckRecheckBody = z.object({
  ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(20),
});

export const linkcheckRecheckItem = z.object({
  resource_id: z.number().int(),
  state: linkCheckState,
  summary: z.string(),
  checked_time: z.string(),
});
export const linkcheckRecheckReply = z.object({ list: z.array(linkcheckRecheckItem) });

export const linkcheckHistoryItem = z.object({
  state: z.string(),
  summary: z.string(),
  evidence: z.record(z.string(), z.unknown()),
  duration_ms: z.number().int(),
  checked_at: z.string(),
});
export const linkcheckHistoryReply = z.object({ list: z.array(linkcheckHistoryItem) });
