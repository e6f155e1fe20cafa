import { PM_RATE_BOUNDS, PM_SETTING_DEFAULTS } from './pm-service';
import type { DB } from '../db/database';
import { AppError, badRequest } from '../lib/app-error';
import type { Clock } from '../lib/time';
import type { WebSettingsRepository } from '../repositories/web-settings-repository';
import { ACCOUNT_SETTING_DEFAULTS, parseRewardTable } from './account-settings';
import type { AuditActor, AuditService } from './audit-service';
import { SHARE_REWARD } from './share-service';
import { GAME_CONFIG_ITEMS, checkGameJson, checkGuessPayouts, gameReturnWarnings } from '../games/config-items';
import { PVP_CONFIG_ITEMS } from '../games/pvp/pvp-config';
import { REPLY_SETTING_BOUNDS as RB, REPLY_SETTING_DEFAULTS as RD } from './reply-service';
import { LINKCHECK_SETTING_DEFAULTS as LD } from '../linkcheck/linkcheck-service';
import { DEFAULT_LEVEL_FORMULA, parseLevelFormula } from '../community/levels';
import { parseSynonyms } from '../search/query-understanding';
import { DEFAULT_SYNONYMS_TEXT, SYNONYMS_SETTING } from './query-service';
import { HOT_APPROVAL_SETTING } from './hot-keyword-service';
import { configFieldName, configItem as configItemSchema } from '../../../contract/admin';
import type { z } from 'zod';
import { MEDIA_SETTING_BOUNDS as MB, MEDIA_SETTING_DEFAULTS as MD } from '../media/media-service';

/**
 * One setting of the config page: the contract's `configItem` without the saved value (one shape,
 * contract/admin.ts — type 'int', 'int_list' (JSON array of integers), 'bool' or 'json').
 */
export type ConfigItem = Omit<z.infer<typeof configItemSchema>, 'value'>;

/**
 * The config page: rewards, prices and limits. They are web_settings rows (name → text), so the
 * services that read them (account-settings.ts, share review) see a change on their next read.
 * Bounds equal the ones loadAccountSettings accepts, so a saved value is never ignored.
 */
export const CONFIG_ITEMS: readonly ConfigItem[] = [
  { name: 'sign_reward_table', label: '签到奖励表（第 1、2、3… 天的金币，最后一项用于更长的连续签到）', type: 'int_list', group: 'rewards', min: 0, max: 100000, default: ACCOUNT_SETTING_DEFAULTS.sign_reward_table },
  { name: 'login_reward_coin', label: '每日登录奖励金币', type: 'int', group: 'rewards', min: 0, max: 100000, default: ACCOUNT_SETTING_DEFAULTS.login_reward_coin },
  { name: 'register_reward_coin', label: '注册奖励金币', type: 'int', group: 'rewards', min: 0, max: 100000, default: ACCOUNT_SETTING_DEFAULTS.register_reward_coin },
  { name: 'invite_reward_coin', label: '邀请奖励金币（邀请码被使用时给邀请人）', type: 'int', group: 'rewards', min: 0, max: 100000, default: ACCOUNT_SETTING_DEFAULTS.invite_reward_coin },
  { name: 'share_reward_coin', label: '分享资源通过审核奖励金币', type: 'int', group: 'rewards', min: 0, max: 100000, default: String(SHARE_REWARD) },
  { name: 'article_tip_coin', label: '文章打赏一次的金币', type: 'int', group: 'prices', min: 1, max: 100000, default: ACCOUNT_SETTING_DEFAULTS.article_tip_coin },
  { name: 'vip_price_per_day', label: 'VIP 每天价格（金币）', type: 'int', group: 'prices', min: 1, max: 100000, default: ACCOUNT_SETTING_DEFAULTS.vip_price_per_day },
  { name: 'invite_code_price', label: '邀请码价格（金币）', type: 'int', group: 'prices', min: 1, max: 1000000, default: ACCOUNT_SETTING_DEFAULTS.invite_code_price },
  { name: 'vip_exchange_days', label: 'VIP 套餐天数', type: 'int', group: 'limits', min: 1, max: 3650, default: ACCOUNT_SETTING_DEFAULTS.vip_exchange_days },
  { name: 'free_vip_days', label: '免费体验 VIP 天数', type: 'int', group: 'limits', min: 1, max: 365, default: ACCOUNT_SETTING_DEFAULTS.free_vip_days },
  ...GAME_CONFIG_ITEMS,
  // player-versus-player games (issue 12)
  ...PVP_CONFIG_ITEMS,
  // forum replies (issue 17, ADR 0015)
  { name: 'reply_edit_minutes', label: '回复发布后可编辑的分钟数（0 = 不可编辑）', type: 'int', group: 'limits', min: RB.reply_edit_minutes[0], max: RB.reply_edit_minutes[1], default: RD.reply_edit_minutes },
  { name: 'reply_rate_per_10min', label: '每位会员每 10 分钟最多回复次数', type: 'int', group: 'limits', min: RB.reply_rate_per_10min[0], max: RB.reply_rate_per_10min[1], default: RD.reply_rate_per_10min },
  { name: 'reply_new_account_minutes', label: '新注册账号首次回复前需等待的分钟数（0 = 不等待）', type: 'int', group: 'limits', min: RB.reply_new_account_minutes[0], max: RB.reply_new_account_minutes[1], default: RD.reply_new_account_minutes },
  { name: 'reply_reward_coin', label: '每日前几条回复奖励的金币（0 = 关闭）', type: 'int', group: 'rewards', min: RB.reply_reward_coin[0], max: RB.reply_reward_coin[1], default: RD.reply_reward_coin },
  { name: 'reply_reward_daily_max', label: '每天可获得回复奖励的回复条数', type: 'int', group: 'rewards', min: RB.reply_reward_daily_max[0], max: RB.reply_reward_daily_max[1], default: RD.reply_reward_daily_max },
  // link checker (issue 19, ADR 0017)
  { name: 'linkcheck_rate_per_host', label: '链接检测：每个网盘每秒最多请求数', type: 'int', group: 'limits', min: 1, max: 20, default: LD.linkcheck_rate_per_host },
  // 资源来源 (issue 29, ADR 0029)
  { name: 'source_auto_publish', label: '资源来源：采集到的资源直接发布（关闭则进入分享审核）', type: 'bool', group: 'limits', min: 0, max: 1, default: 'true' },
  // search (issue 28, ADR 0028): the synonym sets of query understanding
  { name: SYNONYMS_SETTING, label: '搜索同义词（JSON：每组是同一个意思的几种写法，例如 [["权游","权力的游戏"],["win11","windows 11"]]）', type: 'json', group: 'search', min: 0, max: 0, default: DEFAULT_SYNONYMS_TEXT },
  // issue 28 (ADR 0028): on by default — a stranger's query is not shown to everyone unreviewed
  {
    name: HOT_APPROVAL_SETTING, label: '热搜词需审核', type: 'bool', group: 'search', min: 0, max: 1, default: 'true',
    help: '开启后，大家搜索的词要先在「热门搜索词 → 待审核」里通过（或置顶）才会出现在热搜、热门页和搜索联想中；关闭后，近 7 天有 3 位以上不同访客搜索过的词直接展示。被拒绝的词任何时候都不展示。',
  },
  { name: 'linkcheck_recheck_hours', label: '链接检测：距上次检测多少小时后重新检测', type: 'int', group: 'limits', min: 1, max: 720, default: LD.linkcheck_recheck_hours },
  // server pages for search engines (issue 32, ADR 0032): off = robots.txt disallows everything (a staging site)
  { name: 'seo_allow_indexing', label: '搜索引擎收录：允许搜索引擎抓取全站（关闭后 robots.txt 禁止全部抓取，用于测试站）', type: 'bool', group: 'limits', min: 0, max: 1, default: 'true' },
  // community layer (issue 33, ADR 0033)
  {
    name: 'level_formula',
    label: '会员等级公式（JSON）：weights 是每篇帖子 article、每条回复 reply、每个获赞 like、每个签到日 sign_day 的活跃分；levels 是各级的最低活跃分 min（第 1 级为 0，逐级递增）与名称 name（最多 8 个字）',
    type: 'json', group: 'community', min: 0, max: 0, default: JSON.stringify(DEFAULT_LEVEL_FORMULA),
  },
  // 签到日历与补签卡 (issue 33)
  {
    name: 'sign_makeup_card_price', label: '补签卡价格（金币）', type: 'int', group: 'community', min: 1, max: 1000000,
    default: ACCOUNT_SETTING_DEFAULTS.sign_makeup_card_price,
    help: '会员在签到页用金币购买补签卡，一张补签卡可补签本月一个漏签的日子（补签不发金币，只接上连续签到天数）。',
  },
  {
    name: 'sign_makeup_monthly_limit', label: '每月补签次数上限', type: 'int', group: 'community', min: 0, max: 31,
    default: ACCOUNT_SETTING_DEFAULTS.sign_makeup_monthly_limit,
    help: '每位会员每个自然月（北京时间）最多购买几张补签卡、最多补签几天；填 0 关闭补签。',
  },
  // avatars and pictures in posts (issue 33, ADR 0033b)
  {
    name: 'image_upload_max_kb', label: '上传图片大小上限（KB）', type: 'int', group: 'community', min: MB.image_upload_max_kb[0], max: MB.image_upload_max_kb[1],
    default: MD.image_upload_max_kb,
    help: '头像和帖子、回复里的图片，单张原图最大多少 KB（5120 = 5 MB，最多 10240）。服务器会重新编码为 WebP 并去除照片里的位置等信息。',
  },
  {
    name: 'image_upload_daily_max', label: '每人每天上传图片上限（张）', type: 'int', group: 'community', min: MB.image_upload_daily_max[0], max: MB.image_upload_daily_max[1],
    default: MD.image_upload_daily_max,
    help: '头像和帖子图片一起计数，按北京时间的自然日；填 0 关闭会员上传（管理员不受限）。新注册账号与回复一样需等待“首次回复前需等待的分钟数”。',
  },
  // 私信 (issue 33, ADR 0033c); new accounts wait as for replies (reply_new_account_minutes)
  {
    name: 'pm_rate_per_10min', label: '每位会员每 10 分钟最多发送私信条数', type: 'int', group: 'community', min: PM_RATE_BOUNDS[0], max: PM_RATE_BOUNDS[1],
    default: PM_SETTING_DEFAULTS.pm_rate_per_10min,
    help: '超过后提示「私信发送过于频繁」，管理员不受限制。新注册账号发私信前的等待时间与回复相同（见「新注册账号首次回复前需等待的分钟数」）。',
  },
];

const BY_NAME = new Map(CONFIG_ITEMS.map((i) => [i.name, i]));

export type ConfigView = z.infer<typeof configItemSchema>;

/** Checks one value; returns the canonical text or throws 400 with the field named (by its label). */
export function checkConfigValue(item: ConfigItem, raw: unknown): string {
  const field = configFieldName(item);
  if (item.type === 'bool') {
    if (raw === true || raw === 'true') return 'true';
    if (raw === false || raw === 'false') return 'false';
    throw badRequest(`${field}：应为开或关`);
  }
  if (item.type === 'json' && item.name === 'level_formula') {
    const r = parseLevelFormula(typeof raw === 'string' || (raw && typeof raw === 'object') ? raw : String(raw));
    if (!r.ok) throw badRequest(`${field}：${r.reason}`);
    return JSON.stringify(r.formula);
  }
  if (item.name === SYNONYMS_SETTING) {
    const r = parseSynonyms(raw);
    if (!r.ok) throw badRequest(`${field}：${r.reason}`);
    return JSON.stringify(r.sets);
  }
  if (item.type === 'json') return checkGameJson(item.name, raw, field);
  if (item.name === 'game_guess_payouts') {
    const table = checkGuessPayouts(raw);
    if (!table) throw badRequest(`${field}：应为 6 个 0–10000 的整数（大、小、单、双、全围、围骰）`);
    return JSON.stringify(table);
  }
  if (item.type === 'int_list') {
    const text = Array.isArray(raw) ? JSON.stringify(raw) : String(raw);
    const table = parseRewardTable(text);
    if (!table || table.some((n) => n < item.min || n > item.max)) {
      throw badRequest(`${field}：应为 1–366 个 ${item.min}–${item.max} 之间整数组成的 JSON 数组，例如 [5,6,7]`);
    }
    return JSON.stringify(table);
  }
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d+$/.test(text) || Number(text) < item.min || Number(text) > item.max) {
    throw badRequest(`${field}：应为 ${item.min}–${item.max} 之间的整数`);
  }
  return String(Number(text));
}

export class SiteConfigService {
  constructor(
    private readonly db: DB,
    private readonly settings: WebSettingsRepository,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /** Every config item with its current value (the default when unset or unreadable). */
  async all(): Promise<ConfigView[]> {
    const rows = await this.settings.byNames(CONFIG_ITEMS.map((i) => i.name));
    return CONFIG_ITEMS.map((item) => {
      const raw = rows.find((r) => r.name === item.name)?.value;
      let value = item.default;
      if (raw !== undefined) {
        try {
          value = checkConfigValue(item, raw);
        } catch {
          value = item.default;
        }
      }
      return { ...item, value };
    });
  }

  /** Current values as numbers (int_list items as number arrays are not needed here). */
  async values(): Promise<Record<string, number>> {
    const out: Record<string, number> = {};
    for (const v of await this.all()) if (v.type === 'int') out[v.name] = Number(v.value);
    return out;
  }

  /** Saves several values at once: all valid or none written (one transaction, one audit row). */
  async update(actor: AuditActor, values: Record<string, unknown>, opts: { confirmOverReturn?: boolean } = {}): Promise<ConfigView[]> {
    const names = Object.keys(values);
    if (!names.length) throw badRequest('没有要保存的配置');
    const unknown = names.filter((n) => !BY_NAME.has(n));
    if (unknown.length) throw badRequest(`未知的配置项：${unknown.join(', ')}`);
    const clean = names.map((n) => [n, checkConfigValue(BY_NAME.get(n)!, values[n])] as const);
    const current = await this.all();
    const before = Object.fromEntries(current.filter((v) => names.includes(v.name)).map((v) => [v.name, v.value]));
    // A game whose return to player would exceed 100 % (the house pays out more than it takes)
    // is saved only when the admin confirms it.
    const merged = new Map(current.map((v) => [v.name, v.value]));
    for (const [n, v] of clean) merged.set(n, v);
    const warnings = gameReturnWarnings((n) => merged.get(n));
    if (warnings.length && !opts.confirmOverReturn) {
      throw new AppError(409, `返还率超过 100%：${warnings.map((w) => `${w.label} ${w.rtp}%`).join('，')}。确认后才能保存`, { over_return: warnings });
    }
    await this.db.transaction().execute(async (trx) => {
      const now = this.clock.now();
      for (const [name, value] of clean) await this.settings.upsert(trx, name, value, now);
      await this.audit.record(trx, actor, { action: 'config.update', entity: 'config', entityId: names.length === 1 ? names[0] : '', before, after: Object.fromEntries(clean) });
    });
    this.settings.invalidate(); // a read on another connection during the transaction may have cached the old values
    return this.all();
  }

  /** Seeds missing config rows with their defaults (never overwrites). */
  async seedDefaults(now: number): Promise<number> {
    let n = 0;
    for (const item of CONFIG_ITEMS) if (await this.settings.insertIfMissing(item.name, item.default, now)) n++;
    return n;
  }
}
