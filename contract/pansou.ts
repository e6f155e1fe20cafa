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

/** PanSou's filter: include (OR) and exclude (OR) words on titles. */
export const pansouFilter = z.object({
  /** keep a link when its title contains any of these (OR) */
  include: z.array(z.string()).nullish(),
  /** drop a link when its title contains any of these (OR) */
  exclude: z.array(z.string()).nullish(),
});

/**
 * POST /api/search body, as PanSou's model.SearchRequest. Documentation only: the body is read as
 * PanSou reads it (server/src/lib/pansou-request.ts — null = absent, unknown res → merge, unknown
 * src → all, any content type). channels, conc, plugins and ext are accepted and not used.
 */
export const pansouSearchBody = z.object({
  kw: z.string(),
  channels: z.array(z.string()).nullish(),
  /** read leniently (not a number = ignored); documented within int32 like every number of the contract */
  conc: z.number().int().min(-2147483648).max(2147483647).nullish(),
  refresh: z.boolean().nullish(),
  /** all | results | merge (default; anything else is merge) */
  res: z.string().nullish(),
  /** all (default; anything else is all) | tg | plugin */
  src: z.string().nullish(),
  plugins: z.array(z.string()).nullish(),
  cloud_types: z.array(z.string()).nullish(),
  ext: z.record(z.string(), z.unknown()).nullish(),
  filter: pansouFilter.nullish(),
});

/** GET /api/search query (documentation only, see above): lists comma-separated, ext and filter as JSON text, refresh true only for "true". */
export const pansouSearchQuery = z.object({
  kw: z.string(),
  channels: z.string().optional(),
  conc: z.string().optional(),
  refresh: z.string().optional(),
  res: z.string().optional(),
  src: z.string().optional(),
  plugins: z.string().optional(),
  cloud_types: z.string().optional(),
  ext: z.string().optional(),
  filter: z.string().optional(),
});

/**
 * Reply shapes: PanSou's Go structs (model/response.go). Fields tagged `omitempty` there are
 * optional here and left out when empty; datetimes are Go's RFC 3339 (`…T20:00:00+08:00`, zero
 * time `0001-01-01T00:00:00Z`).
 */
export const pansouLink = z.object({
  type: z.string(),
  url: z.string(),
  password: z.string(),
  datetime: z.string(),
  work_title: z.string().optional(),
});

export const pansouResult = z.object({
  message_id: z.string(),
  unique_id: z.string(),
  channel: z.string(),
  datetime: z.string(),
  title: z.string(),
  content: z.string(),
  links: z.array(pansouLink),
  tags: z.array(z.string()).optional(),
  images: z.array(z.string()).optional(),
});

export const pansouMergedLink = z.object({
  url: z.string(),
  password: z.string(),
  note: z.string(),
  datetime: z.string(),
  /** where the link came from (PanSou: `tg:<channel>` or `plugin:<name>`) */
  source: z.string().optional(),
  images: z.array(z.string()).optional(),
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
  disk_type: z.string(),
  url: z.string(),
  password: z.string().nullish(),
});

/**
 * POST /api/check/links body (documentation only: read as PanSou reads it). At most
 * CHECK_ITEMS_LIVE items of one request are asked about; the rest are answered `uncertain`.
 * proxy_url / proxy are accepted and ignored (ujuso never uses a caller's proxy).
 */
export const pansouCheckBody = z.object({
  items: z.array(pansouCheckItem).min(1),
  proxy_url: z.string().nullish(),
  proxy: z.string().nullish(),
  view_token: z.string().nullish(),
});

export const pansouCheckResult = z.object({
  disk_type: z.string(),
  url: z.string(),
  normalized_url: z.string().optional(),
  state: linkCheckState,
  cache_hit: z.boolean(),
  /** ms */
  checked_at: z.number().int(),
  /** ms */
  expires_at: z.number().int(),
  summary: z.string().optional(),
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

// --- PanSou's login (issue 35): /api/auth/login, /verify, /logout — unwrapped, as PanSou answers

export const pansouLoginBody = z.object({ username: z.string(), password: z.string() });
export const pansouLoginReply = z.object({ token: z.string(), expires_at: z.number().int(), username: z.string() });
export const pansouVerifyReply = z.object({ valid: z.literal(true), username: z.string().optional(), message: z.string().optional() });
export const pansouLogoutReply = z.object({ message: z.string() });
