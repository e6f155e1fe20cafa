import { z } from 'zod';
import { adminUserSchema, avatarSchema, emailSchema, ledgerEntrySchema, orderSchema, passwordSchema, text, usernameSchema } from './account';
import { INT_MAX, pageQuery, paged } from './common';

/**
 * The admin back office (/admin/v1, administrators only) — issue 20 moved these shapes here from
 * server/src/routes/admin/*.ts; the routes validate and serialize with them, the client
 * (src/api/admin.ts, lazy admin chunk) imports the types only.
 */

const positiveId = z.number().int().positive().max(INT_MAX);
const sortValue = z.number().int().min(-100000).max(100000);

// ---- dashboard

export const dashboardQuery = z.object({ days: z.coerce.number().int().min(1).max(90).default(7) });
export const dashboardDay = z.object({
  date: z.string(), new_users: z.number().int(), searches: z.number().int(), sign_ins: z.number().int(), coins_issued: z.number().int(),
  coins_spent: z.number().int(), new_articles: z.number().int(), new_shares: z.number().int(),
});
export const dashboardSummary = z.object({
  days: z.number().int(),
  totals: z.object({
    users: z.number().int(), articles: z.number().int(), resources: z.number().int(), searchable_resources: z.number().int(),
    coins_in_circulation: z.number().int(), new_users: z.number().int(), searches: z.number().int(), sign_ins: z.number().int(),
    coins_issued: z.number().int(), coins_spent: z.number().int(), new_articles: z.number().int(), new_shares: z.number().int(),
  }),
  review_queue: z.number().int(),
  series: z.array(dashboardDay),
});

// ---- users

/** VIP expiry as an ISO 8601 date-time (with Z or an offset), between 1970 and 9999. */
const vipExpired = z
  .iso.datetime({ offset: true, error: 'VIP 到期时间必须是 ISO 8601 日期时间，如 2030-01-01T00:00:00Z' })
  .refine((s) => {
    const ms = Date.parse(s);
    return Number.isFinite(ms) && ms >= 0 && ms < Date.UTC(10000, 0, 1);
  }, 'VIP 到期时间超出范围')
  .describe('ISO 8601；null 清除 VIP');

export const adminRole = z.enum(['user', 'admin'], { error: 'role 只能是 user 或 admin' });

export const adminUserCreateBody = z.object({
  username: usernameSchema,
  password: passwordSchema,
  email: emailSchema,
  role: adminRole.optional(),
  coin: z.number().int().min(0).max(1_000_000_000).optional(),
  reason: text(0, 200, '原因').optional(),
});
export const adminUserUpdateBody = z.object({
  email: emailSchema.optional(),
  password: passwordSchema.optional(),
  role: adminRole.optional(),
  banned: z.boolean().optional(),
  avatar: avatarSchema.optional(),
  vip_expired: vipExpired.nullable().optional(),
  coin_delta: z.number().int().min(-1_000_000_000).max(1_000_000_000).optional(),
  reason: text(0, 200, '原因').optional(),
});
export const adminUserPage = paged(adminUserSchema);
export const adminUserInfos = z.object({
  info: adminUserSchema,
  ledger: z.array(ledgerEntrySchema),
  orders: z.array(orderSchema),
  ledger_sum: z.number().int(),
});

// ---- share review (share_union)

export const adminResourceView = z.object({
  id: z.number().int(), title: z.string(), url: z.string(), pwd: z.string(), disk_type: z.string(), size: z.string(),
  category_id: z.number().int().nullable(), category_name: z.string(), price: z.number().int(), status: z.string(), validity: z.string(),
  report_count: z.number().int(), source: z.string(), sharer_id: z.number().int().nullable(), sharer_name: z.string(), views: z.number().int(),
  reward: z.number().int(), review_note: z.string(), create_time: z.string(), update_time: z.string(),
  /** the link checker's last answer and its time, as on the public pages (one validity vocabulary, issue 30) */
  check_state: z.string(), checked_time: z.string(),
});
export const adminResourcePage = paged(adminResourceView);
const shareIds = z.array(positiveId).min(1, '请选择资源').max(100, '一次最多 100 个');
export const failedItem = z.object({ id: z.number().int(), msg: z.string() });
export const shareApproveBody = z.object({ ids: shareIds });
export const shareApproveReply = z.object({ approved: z.array(z.object({ id: z.number().int(), reward: z.number().int() })), failed: z.array(failedItem) });
export const shareRejectBody = z.object({ ids: shareIds, reason: text(1, 200, '驳回原因') });
export const shareRejectReply = z.object({ rejected: z.array(z.number().int()), failed: z.array(failedItem) });
export const adminResourceQuery = pageQuery.extend({
  q: z.string().trim().max(100).optional(),
  status: z.enum(['pending', 'approved', 'rejected']).optional(),
  validity: z.enum(['ok', 'reported', 'invalid']).optional(),
  source: z.enum(['share', 'import', 'upstream', 'seed']).optional(),
  disk_type: z.string().trim().max(16).optional(),
  category_id: z.coerce.number().int().positive().max(INT_MAX).optional(),
  sharer_id: z.coerce.number().int().positive().max(INT_MAX).optional(),
});
export const adminResourceUpdateBody = z.object({
  title: text(1, 300, '标题').optional(),
  url: text(1, 1000, '链接').optional(),
  pwd: text(0, 16, '提取码').optional(),
  size: text(0, 32, '大小').optional(),
  category_id: positiveId.nullable().optional(),
  price: z.number().int().min(0).max(1000).optional(),
});
export const adminResourceValidityBody = z.object({ invalid: z.boolean() });

// ---- CD keys (卡密) and invite codes

export const cdKeyView = z.object({
  id: z.number().int(), code: z.string(), kind: z.string(), amount: z.number().int(), note: z.string(), used: z.boolean(),
  used_by: z.number().int().nullable(), used_by_name: z.string(), used_time: z.string().nullable(), create_time: z.string(),
});
export const cdKeyPage = paged(cdKeyView);
export const cdKeyFilter = z.object({
  kind: z.enum(['coin', 'vip']).optional(),
  status: z.enum(['used', 'unused']).optional(),
  note: z.string().trim().max(100).optional(),
  code: z.string().trim().max(64).optional(),
  used_by: z.coerce.number().int().positive().max(INT_MAX).optional(),
});
export const cdKeyGenerateBody = z.object({
  kind: z.enum(['coin', 'vip'], { error: 'kind 只能是 coin 或 vip' }),
  amount: z.number().int().min(1).max(1_000_000),
  count: z.number().int().min(1).max(1000),
  note: text(0, 100, '批次备注').optional(),
});
export const cdKeyGenerateReply = z.object({ note: z.string(), codes: z.array(z.string()) });

export const inviteCodeView = z.object({
  id: z.number().int(), code: z.string(), status: z.enum(['unused', 'used']), owner_id: z.number().int().nullable(), owner_name: z.string(),
  used_by: z.number().int().nullable(), used_by_name: z.string(), used_time: z.string().nullable(), create_time: z.string(),
});
export const inviteCodePage = paged(inviteCodeView);
export const inviteCodeQuery = pageQuery.extend({ status: z.enum(['used', 'unused']).optional(), code: z.string().trim().max(64).optional() });
export const inviteCodeGenerateBody = z.object({ count: z.number().int().min(1).max(500) });
export const inviteCodeGenerateReply = z.object({ codes: z.array(z.string()) });

// ---- hot keywords (置顶热词) and banned keywords (违禁词)

export const pinnedHotkey = z.object({ id: z.number().int(), keyword: z.string(), sort: z.number().int() });
const hotKeyword = text(1, 100, '热词');
export const hotkeyQuery = z.object({ range: z.enum(['day', 'week']).default('week'), limit: z.coerce.number().int().min(1).max(100).default(50) });
export const hotkeyOverview = z.object({
  pinned: z.array(pinnedHotkey),
  searched: z.array(z.object({ keyword: z.string(), count: z.number().int(), pinned: z.boolean() })),
});
export const hotkeyCreateBody = z.object({ keyword: hotKeyword, sort: sortValue.optional() });
export const hotkeyOrderBody = z.object({ ids: z.array(positiveId).min(1).max(500) });
export const hotkeyUpdateBody = z.object({ keyword: hotKeyword.optional(), sort: sortValue.optional() });

// review of counted keywords (issue 28): with 热搜词需审核 on, a counted keyword shows only once approved
export const hotkeyReviewStatus = z.enum(['pending', 'approved', 'rejected'], { error: 'status 只能是 pending、approved 或 rejected' });
export const hotkeyReviewQuery = z.object({
  status: hotkeyReviewStatus.default('pending'),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
/** a counted keyword (folded form) with its last 7 days: searches and distinct visitors; reviewer/review_time null while pending */
export const hotkeyReviewItem = z.object({
  keyword: z.string(),
  count: z.number().int(),
  visitors: z.number().int(),
  status: hotkeyReviewStatus,
  reviewer: z.string().nullable(),
  review_time: z.string().nullable(),
});
export const hotkeyReviewList = z.object({ need_approval: z.boolean(), list: z.array(hotkeyReviewItem) });
export const hotkeyReviewBody = z.object({ keyword: hotKeyword });

export const bannedKeyword = z.object({ id: z.number().int(), keyword: z.string(), create_time: z.string() });
export const bankeyAddBody = z.object({ keywords: text(1, 100_000, '违禁词') });
export const bankeyAddReply = z.object({ added: z.array(z.object({ id: z.number().int(), keyword: z.string() })), skipped: z.array(z.string()) });

// ---- netdisk categories (网盘资源分类)

export const netdiskCategoryView = z.object({ id: z.number().int(), name: z.string(), sort: z.number().int(), count: z.number().int() });
const netdiskCateName = text(1, 32, '分类名称').transform((s) => s.trim()).refine((s) => s.length > 0, '请填写分类名称');
export const netdiskCateCreateBody = z.object({ name: netdiskCateName, sort: sortValue.default(0) });
export const netdiskCateUpdateBody = z.object({ name: netdiskCateName.optional(), sort: sortValue.optional() });

// ---- site config (rewards, prices, limits, games)

export const configItem = z.object({
  name: z.string(), label: z.string(), type: z.enum(['int', 'int_list', 'bool', 'json']), group: z.enum(['rewards', 'prices', 'limits', 'games', 'community', 'search']),
  min: z.number().int(), max: z.number().int(), default: z.string(), value: z.string(),
  /** what the setting does, in a sentence or two (some items) */
  help: z.string().optional(),
});
/**
 * The name a setting goes by in a message (请输入…, a save error): its label up to the first
 * explanation — 「资源来源：采集到的…」 → 资源来源, 「补签卡价格（金币）」 → 补签卡价格. Never the key.
 */
export function configFieldName(item: { label: string }): string {
  return item.label.split(/[（(：]/)[0].trim();
}
/** a number in a config value: within int32 (each item's own min/max are checked by the config service) */
const configNumber = z.number().min(-INT_MAX).max(INT_MAX);
export const configSaveBody = z.object({
  values: z.record(z.string().max(64), z.union([configNumber, z.boolean(), z.string().max(5000), z.array(configNumber).max(366)])),
  /** saves a game table whose return to player is over 100 % (otherwise refused with 409) */
  confirm_over_return: z.boolean().optional(),
});
/** data of the 409 refusal: the game tables whose return to player is over 100 % */
export const configOverReturn = z.object({ over_return: z.array(z.object({ label: z.string(), rtp: z.number() })) }).nullable();

// ---- audit log

export const auditView = z.object({
  id: z.number().int(),
  actor_id: z.number().int(),
  actor_name: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  before: z.unknown().describe('变更前快照（JSON），无则为 null'),
  after: z.unknown().describe('变更后快照（JSON），无则为 null'),
  ip: z.string(),
  create_time: z.string(),
});
export const auditPage = paged(auditView);

/** A date (YYYY-MM-DD, Beijing time) or an ISO instant, as ms epoch. */
const instant = (what: string) =>
  z.string().max(40).transform((s, c) => {
    const ms = /^\d{4}-\d{2}-\d{2}$/.test(s) ? Date.parse(`${s}T00:00:00+08:00`) : Date.parse(s);
    if (Number.isNaN(ms)) {
      c.addIssue({ code: 'custom', message: `${what}不是有效的日期` });
      return z.NEVER;
    }
    return ms;
  });
export const auditQuery = pageQuery.extend({
  actor: z.string().trim().max(64).optional(),
  entity: z.string().trim().max(32).optional(),
  entity_id: z.string().trim().max(64).optional(),
  action: z.string().trim().max(64).optional(),
  from: instant('from').optional(),
  to: z.string().max(40).optional(),
});

// ---- cache stats (issue 34: the detail caches' hit ratio and memory, read by the benches)

export const cacheStatsEntry = z.object({
  /** e.g. article_detail_reply, resource_detail_reply, resource_detail_rows, search_candidates, search_orders, search_rank_rows */
  name: z.string(),
  hits: z.number().int(),
  misses: z.number().int(),
  entries: z.number().int(),
  capacity: z.number().int(),
  /** what the entries hold in bytes (replies: their bytes; rows: as JSON), without object overhead */
  bytes: z.number().int(),
});
/** One entry of the cache stats, as the services report it. */
export type CacheStatsEntry = z.infer<typeof cacheStatsEntry>;
export const cacheStats = z.object({
  /** the process answering (each API process has its own caches) */
  pid: z.number().int(),
  caches: z.array(cacheStatsEntry),
  /**
   * process.memoryUsage() in bytes: rss; the V8 heap (heap_total reserved, heap_used live);
   * external (memory of JS objects held outside the heap: Buffers, array buffers); what is left of
   * rss is native (SQLite's page cache, the allocator, code).
   */
  memory: z.object({
    rss: z.number().int(),
    heap_total: z.number().int(),
    heap_used: z.number().int(),
    external: z.number().int(),
    array_buffers: z.number().int(),
  }),
});
