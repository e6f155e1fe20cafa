/**
 * Game settings (issue 11): web_settings rows the admin edits on the config page (group
 * 'games', see services/site-config-service.ts). Read through the settings snapshot
 * (WebSettingsRepository: dropped on every write in this process, 3 s TTL across processes), so a
 * saved value applies to the next bet. A missing or unreadable row falls back to its default.
 */

export type PrizeKind = 'coin' | 'vip' | 'none';

export interface EggPrize {
  /** stable key (letters, digits, '_'), used for stock counting */
  id: string;
  /** what the player sees, e.g. "50 金币" */
  name: string;
  kind: PrizeKind;
  /** coins, or VIP days; 0 for 'none' */
  amount: number;
  /** relative chance (integer ≥ 0) */
  weight: number;
  /** how many may be won per day over all players; null = unlimited */
  stock: number | null;
}

/** The default egg table: price 10, return to player 96 % (a VIP day valued at vip_price_per_day = 10). */
export const DEFAULT_EGG_PRIZES: EggPrize[] = [
  { id: 'none', name: '谢谢参与', kind: 'none', amount: 0, weight: 485, stock: null },
  { id: 'c5', name: '5 金币', kind: 'coin', amount: 5, weight: 200, stock: null },
  { id: 'c10', name: '10 金币', kind: 'coin', amount: 10, weight: 150, stock: null },
  { id: 'c20', name: '20 金币', kind: 'coin', amount: 20, weight: 100, stock: null },
  { id: 'c50', name: '50 金币', kind: 'coin', amount: 50, weight: 40, stock: null },
  { id: 'c200', name: '200 金币', kind: 'coin', amount: 200, weight: 15, stock: 100 },
  { id: 'vip1', name: '1 天 VIP', kind: 'vip', amount: 1, weight: 10, stock: null },
];

export const GAME_SETTING_DEFAULTS = {
  game_guess_open: 'true',
  game_egg_open: 'true',
  game_stake_min: '1',
  game_stake_max: '10000',
  game_daily_bet_limit: '1000',
  game_daily_loss_limit: '100000',
  game_bets_per_minute: '60',
  /** profit multiples (win pays stake × (1 + m)): 大, 小, 单, 双, 全围 (any triple), 围骰 (a chosen triple) */
  game_guess_payouts: '[1,1,1,1,30,180]',
  game_egg_price: '10',
  game_egg_daily_limit: '50',
  game_egg_prizes: JSON.stringify(DEFAULT_EGG_PRIZES),
} as const;

export type GameSettingName = keyof typeof GAME_SETTING_DEFAULTS;

export interface GameSettings {
  open: Record<string, boolean>;
  stakeMin: number;
  stakeMax: number;
  dailyBetLimit: number;
  dailyLossLimit: number;
  betsPerMinute: number;
  guessPayouts: number[];
  eggPrice: number;
  eggDailyLimit: number;
  eggPrizes: EggPrize[];
  /** coins one VIP day is worth (vip_price_per_day), for the egg table's expected value */
  vipDayValue: number;
}

function int(raw: string | undefined, fallback: string, min: number, max: number): number {
  if (raw !== undefined && /^\d+$/.test(raw.trim())) {
    const n = Number(raw);
    if (n >= min && n <= max) return n;
  }
  return Number(fallback);
}

/** Parses the guess payout table; null when it is not 6 integers in 0–10000. */
export function parseGuessPayouts(raw: unknown): number[] | null {
  let v: unknown = raw;
  if (typeof raw === 'string') {
    try {
      v = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (Array.isArray(v) && v.length === 6 && v.every((x) => Number.isInteger(x) && x >= 0 && x <= 10000)) return v as number[];
  return null;
}

/** Checks an egg prize table; returns the clean table or a Chinese reason. */
export function parseEggPrizes(raw: unknown): { ok: true; prizes: EggPrize[] } | { ok: false; reason: string } {
  let v: unknown = raw;
  if (typeof raw === 'string') {
    try {
      v = JSON.parse(raw);
    } catch {
      return { ok: false, reason: '奖品表不是有效的 JSON' };
    }
  }
  if (!Array.isArray(v) || v.length < 1 || v.length > 20) return { ok: false, reason: '奖品表应有 1–20 项' };
  const out: EggPrize[] = [];
  const ids = new Set<string>();
  for (const [i, p] of v.entries()) {
    const at = `第 ${i + 1} 项`;
    if (!p || typeof p !== 'object') return { ok: false, reason: `${at}不是对象` };
    const o = p as Record<string, unknown>;
    const id = String(o.id ?? '');
    if (!/^[A-Za-z0-9_]{1,32}$/.test(id)) return { ok: false, reason: `${at}：编号应为 1–32 个字母、数字或下划线` };
    if (ids.has(id)) return { ok: false, reason: `${at}：编号 ${id} 重复` };
    ids.add(id);
    const name = String(o.name ?? '').trim();
    if (!name || name.length > 20) return { ok: false, reason: `${at}：名称应为 1–20 个字符` };
    if (o.kind !== 'coin' && o.kind !== 'vip' && o.kind !== 'none') return { ok: false, reason: `${at}：类型应为 coin（金币）、vip（VIP 天数）或 none（未中奖）` };
    const amount = Number(o.amount ?? 0);
    const maxAmount = o.kind === 'vip' ? 3650 : 1_000_000;
    if (o.kind === 'none' ? amount !== 0 : !Number.isInteger(amount) || amount < 1 || amount > maxAmount) {
      return { ok: false, reason: o.kind === 'none' ? `${at}：未中奖项的数量应为 0` : `${at}：数量应为 1–${maxAmount} 的整数` };
    }
    const weight = Number(o.weight);
    if (!Number.isInteger(weight) || weight < 0 || weight > 1_000_000) return { ok: false, reason: `${at}：权重应为 0–1000000 的整数` };
    const stock = o.stock === null || o.stock === undefined || o.stock === '' ? null : Number(o.stock);
    if (stock !== null && (!Number.isInteger(stock) || stock < 0 || stock > 1_000_000)) return { ok: false, reason: `${at}：每日库存应为空（不限）或 0–1000000 的整数` };
    out.push({ id, name, kind: o.kind, amount, weight, stock });
  }
  if (out.reduce((a, p) => a + p.weight, 0) < 1) return { ok: false, reason: '奖品表的权重之和必须大于 0' };
  if (!out.some((p) => p.kind === 'none') && out.some((p) => p.stock !== null)) {
    // a prize out of stock falls back to the first 'none' prize, so one must exist
    return { ok: false, reason: '有库存限制的奖品表必须包含一项“未中奖”（none）' };
  }
  return { ok: true, prizes: out };
}

export function loadGameSettings(values: (name: string) => string | undefined): GameSettings {
  const d = GAME_SETTING_DEFAULTS;
  const v = (n: GameSettingName) => values(n);
  const egg = parseEggPrizes(v('game_egg_prizes') ?? d.game_egg_prizes);
  const stakeMin = int(v('game_stake_min'), d.game_stake_min, 1, 1_000_000);
  const stakeMax = int(v('game_stake_max'), d.game_stake_max, 1, 1_000_000);
  return {
    open: { guess: v('game_guess_open') !== 'false', egg: v('game_egg_open') !== 'false' },
    stakeMin,
    stakeMax: Math.max(stakeMin, stakeMax),
    dailyBetLimit: int(v('game_daily_bet_limit'), d.game_daily_bet_limit, 1, 1_000_000),
    dailyLossLimit: int(v('game_daily_loss_limit'), d.game_daily_loss_limit, 1, 1_000_000_000),
    betsPerMinute: int(v('game_bets_per_minute'), d.game_bets_per_minute, 1, 10_000),
    guessPayouts: parseGuessPayouts(v('game_guess_payouts')) ?? (JSON.parse(d.game_guess_payouts) as number[]),
    eggPrice: int(v('game_egg_price'), d.game_egg_price, 1, 1_000_000),
    eggDailyLimit: int(v('game_egg_daily_limit'), d.game_egg_daily_limit, 1, 1_000_000),
    eggPrizes: egg.ok ? egg.prizes : DEFAULT_EGG_PRIZES,
    vipDayValue: int(values('vip_price_per_day'), '10', 1, 100000),
  };
}
