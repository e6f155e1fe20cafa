/**
 * Every server code a user or admin can see, and its Chinese label — ONE module (issue 16), so a
 * new code gets its label here and tests/unit/labels.test.ts checks the server writes no code
 * without one; tests/e2e/ux-walk.test.ts scans rendered pages for raw codes.
 * To add a code: add it to the map of its kind below. Never show a code itself: use the helpers.
 */
import { DISK_TYPE_NAMES } from '../../contract/disk-constants';
import { VALIDITY_WORDS } from '../../contract/validity';

/** Coin ledger kinds (ledger.kind, see server/src/services/ledger-service.ts). */
export const LEDGER_KINDS: Record<string, string> = {
  sign_in: '每日签到',
  login_reward: '登录奖励',
  register_reward: '注册奖励',
  invite_reward: '邀请奖励',
  vip_exchange: '兑换 VIP',
  invite_code: '购买邀请码',
  cd_key: '卡密兑换',
  admin_adjust: '管理员调整',
  article_tip: '文章打赏',
  link_reveal: '购买资源链接',
  share_reward: '分享奖励',
  demo_grant: '新手礼包',
  game: '游戏',
  game_stake: '游戏下注',
  game_payout: '游戏奖金',
  // player-versus-player games (issue 12)
  stone_stake: '石头剪刀布押注',
  stone_payout: '石头剪刀布赢得',
  stone_refund: '石头剪刀布退还',
  brag_stake: '吹牛押注',
  brag_payout: '吹牛赢得',
  brag_refund: '吹牛退还',
  reply_reward: '回复奖励',
  sign_makeup_card: '购买补签卡',
};

/** Order kinds (orders.type). */
export const ORDER_KINDS: Record<string, string> = {
  vip: 'VIP 会员',
  free_vip: '免费 VIP',
  invite_code: '邀请码',
  cd_key: '卡密兑换',
  resource: '资源链接',
};

/** Order states (orders.status). */
export const ORDER_STATUS: Record<string, { label: string; color: string }> = {
  done: { label: '已完成', color: 'green' },
  paid: { label: '已完成', color: 'green' },
  pending: { label: '处理中', color: 'orange' },
  failed: { label: '失败', color: 'red' },
};

/** Disk types (the skey values) and their Chinese names: contract/disk-constants.ts, which the server's link parser uses too. */
export const DISK_NAMES: Record<string, string> = DISK_TYPE_NAMES;

/** Share review states (resources.status). */
export const SHARE_STATUS: Record<string, string> = { pending: '待审核', approved: '已通过', rejected: '未通过' };

/**
 * The one validity vocabulary (issue 30: the admin list said 有效 where the public page said
 * 未验证): what ValidityBadge shows on the public pages AND in the admin resource list.
 */
export { VALIDITY_WORDS };

/** Resource link validity (resources.validity) — the admin filter; `ok` covers 已验证有效 and 未验证. */
export const VALIDITY: Record<string, string> = { ok: '未失效（已验证或未验证）', reported: VALIDITY_WORDS.reported, invalid: VALIDITY_WORDS.invalid };

/** Where a resource came from (resources.source). */
export const RESOURCE_SOURCES: Record<string, string> = { share: '用户分享', import: '导入', upstream: '上游', seed: '初始数据' };

/** Message kinds (messages.kind). */
export const MESSAGE_KINDS: Record<string, string> = {
  system: '系统通知',
  reward: '奖励',
  coin: '金币',
  order: '订单',
  security: '账号安全',
  subscribe: '订阅提醒',
  forum: '论坛消息',
};

/** Status values inside audit snapshots (codes, keys, shares). */
export const STATUS_VALUES: Record<string, string> = { ...SHARE_STATUS, used: '已使用', unused: '未使用', done: '已完成', failed: '失败' };

/** User roles. */
export const ROLES: Record<string, string> = { user: '普通用户', admin: '管理员' };

/** Web settings (web_settings.name) the admin edits on /admin/webSetting. */
export const SETTING_LABELS: Record<string, string> = {
  notice: '网站公告',
  maintain: '维护模式',
  friend_links: '友情链接',
  show_hot_key: '显示热门关键词',
  show_movie_site_link: '显示影视站链接',
  show_mobile_site_notice: '显示移动端公告',
  show_share_union_disk: '显示分享联盟网盘',
  show_taoke_page: '显示优惠券页面',
  show_hot_search_kw: '显示热搜词',
  show_buy_invite_code: '允许购买邀请码',
  show_random_list: '显示随机推荐',
  show_input_invite_code: '注册时填写邀请码',
};

/** Site config (prices, rewards, limits) on /admin/config; the server also sends its own label. */
export const CONFIG_LABELS: Record<string, string> = {
  sign_reward_table: '签到奖励表',
  login_reward_coin: '每日登录奖励金币',
  register_reward_coin: '注册奖励金币',
  invite_reward_coin: '邀请奖励金币',
  share_reward_coin: '分享奖励金币',
  article_tip_coin: '文章打赏一次的金币',
  vip_price_per_day: 'VIP 每天价格',
  invite_code_price: '邀请码价格',
  vip_exchange_days: 'VIP 套餐天数',
  free_vip_days: '免费体验 VIP 天数',
  level_formula: '会员等级公式',
  hot_keywords_need_approval: '热搜词需审核',
  sign_makeup_card_price: '补签卡价格',
  sign_makeup_monthly_limit: '每月补签次数上限',
  pm_rate_per_10min: '每 10 分钟最多私信条数',
};

/** What an audit row is about (audit.entity: the admin API group). */
export const AUDIT_ENTITIES: Record<string, string> = {
  user: '用户',
  web_setting: '站点设置',
  article: '文章',
  bbs_cate: '论坛分类',
  netdisk_cate: '资源分类',
  hotkey: '热门搜索词',
  bankey: '违禁词',
  cd_key: '卡密',
  invite_code: '邀请码',
  config: '奖励与价格配置',
  share: '分享',
  share_union: '分享审核',
  resource: '资源',
  pvp_game: '对战游戏',
  reply: '论坛回复',
  taoke: '淘客商品',
  movie: '精选影视',
  linkcheck: '链接检测',
  source: '采集来源',
  content_report: '内容举报',
  cache: '缓存统计',
};

/** What was done (the part of audit.action after the entity). */
export const AUDIT_VERBS: Record<string, string> = {
  create: '新增',
  update: '修改',
  delete: '删除',
  generate: '生成',
  approve: '通过',
  reject: '驳回',
  recheck: '重新检测',
  order: '调整顺序',
  status: '修改状态',
  resource: '修改资源',
  'resource.validity': '标记有效性',
  coin: '调整金币',
  fixed: '置顶',
  cancel: '取消并退还',
  hide: '隐藏',
  show: '恢复显示',
  grant_title: '授予称号',
  revoke_title: '撤销称号',
  run: '立即采集',
  'review.approve': '通过',
  'review.reject': '拒绝',
  'review.undo': '撤销审核',
  dismiss: '驳回举报',
  hide_reply: '隐藏回复',
  delete_article: '删除帖子',
  ban_author: '封禁作者',
  read_conversation: '查看被举报的私信',
};

/** Field names inside audit snapshots, for the before → after diff. */
export const AUDIT_FIELDS: Record<string, string> = {
  id: 'ID',
  name: '名称',
  value: '值',
  title: '标题',
  status: '状态',
  role: '角色',
  coin: '金币',
  username: '用户名',
  email: '邮箱',
  vip_expired: 'VIP 到期',
  fixed: '置顶',
  cate_id: '分类',
  sort: '排序',
  keyword: '关键词',
  reason: '原因',
  reward: '奖励金币',
  price: '价格',
  validity: '有效性',
  category_id: '分类',
  disk_type: '网盘',
  url: '链接',
  pwd: '提取码',
  content: '内容',
  source_link: '来源链接',
  updated_at: '更新时间',
  kind: '类型',
  address: '地址',
  interval_minutes: '采集间隔（分钟）',
  enabled: '启用',
  created_at: '创建时间',
  ...CONFIG_LABELS,
  ...SETTING_LABELS,
};

const pick = (map: Record<string, string>, code: string | null | undefined, fallback: string): string =>
  code === null || code === undefined || code === '' ? '—' : (map[code] ?? fallback);

export const ledgerKindLabel = (kind: string) => pick(LEDGER_KINDS, kind, '其他');
export const orderKindLabel = (kind: string) => pick(ORDER_KINDS, kind, '其他');
export const diskLabel = (type: string) => DISK_NAMES[type] ?? DISK_NAMES.other;
export const shareStatusLabel = (s: string) => pick(SHARE_STATUS, s, '未知');
export const messageKindLabel = (k: string) => pick(MESSAGE_KINDS, k, '通知');
export const roleLabel = (r: string) => pick(ROLES, r, '普通用户');
export const auditEntityLabel = (e: string) => pick(AUDIT_ENTITIES, e, '其他');
export const fieldLabel = (f: string) => AUDIT_FIELDS[f] ?? f;

/** 'web_setting.update' → '修改站点设置'; an unknown part reads 操作 / 其他 rather than the code. */
export function auditActionLabel(action: string): string {
  const dot = action.indexOf('.');
  const entity = dot < 0 ? action : action.slice(0, dot);
  const verb = dot < 0 ? '' : action.slice(dot + 1);
  return `${AUDIT_VERBS[verb] ?? '操作'}${AUDIT_ENTITIES[entity] ?? '其他'}`;
}

/** One changed field of an audit row: label, before, after (as readable text). */
export interface AuditChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

function show(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '（空）';
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (field === 'role' && typeof value === 'string') return roleLabel(value);
  if (field === 'disk_type' && typeof value === 'string') return diskLabel(value);
  if (field === 'validity' && typeof value === 'string') return VALIDITY[value] ?? value;
  if (field === 'status' && typeof value === 'string') return STATUS_VALUES[value] ?? value;
  if (value === 'true') return '开';
  if (value === 'false') return '关';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The readable diff of an audit row (issue 16): only the fields that changed, each as
 * label: before → after. A web_setting row ({name, value}) reads as the setting's label.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  if (!isRecord(before) && !isRecord(after)) {
    if (before === after) return [];
    return [{ field: '', label: '值', before: show('', before), after: show('', after) }];
  }
  // a web setting: {id, name, value, …} → one change named by the setting
  const setting = typeof (a.name ?? b.name) === 'string' && ('value' in a || 'value' in b) ? String(a.name ?? b.name) : '';
  const out: AuditChange[] = [];
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((k) => !['updated_at', 'update_time', 'created_at', 'create_time'].includes(k));
  for (const k of keys) {
    if (JSON.stringify(b[k]) === JSON.stringify(a[k])) continue;
    const label = setting && k === 'value' ? (SETTING_LABELS[setting] ?? CONFIG_LABELS[setting] ?? setting) : fieldLabel(k);
    out.push({ field: k, label, before: k in b ? show(k, b[k]) : '（无）', after: k in a ? show(k, a[k]) : '（已删除）' });
  }
  return out;
}

/**
 * Codes the scan tests look for in rendered text (as whole words): every code above that is not
 * also an ordinary word or number a page may show (VIP, 115, other…).
 */
export function rawCodes(): string[] {
  const codes = new Set<string>([
    ...Object.keys(LEDGER_KINDS),
    ...Object.keys(ORDER_KINDS),
    ...Object.keys(DISK_NAMES),
    ...Object.keys(SHARE_STATUS),
    ...Object.keys(VALIDITY),
    ...Object.keys(MESSAGE_KINDS),
    ...Object.keys(SETTING_LABELS),
    ...Object.keys(CONFIG_LABELS),
    ...Object.keys(AUDIT_ENTITIES).flatMap((e) => Object.keys(AUDIT_VERBS).map((v) => `${e}.${v}`)),
  ]);
  for (const word of ['other', 'game', 'vip', 'coin', 'order', 'system', 'user', 'share', 'seed', 'import', 'ok', 'reward', 'security', 'subscribe', 'notice', 'maintain', 'pikpak', 'magnet', 'ed2k']) {
    codes.delete(word);
  }
  for (const c of [...codes]) if (/^\d+$/.test(c)) codes.delete(c);
  return [...codes].sort();
}
