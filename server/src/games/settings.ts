/**
 * Game settings (issue 11): web_settings rows the admin edits on the config page (group
 * 'games', see services/site-config-service.ts). Read through the settings snapshot
 * (WebSettingsRepository: dropped on every write in this process, 3 s TTL across processes), so a
 * saved value applies to the next bet. A missing or unreadable row falls back to its default.
 */

import { DEFAULT_EGG_PRIZES, parseEggPrizes, type EggPrize } from '../../../contract/egg-prizes';

// the prize table's shape, default and checks are shared with the admin's editor (contract/egg-prizes.ts)
export { DEFAULT_EGG_PRIZES, parseEggPrizes, type EggPrize, type PrizeKind } from '../../../contract/egg-prizes';

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
