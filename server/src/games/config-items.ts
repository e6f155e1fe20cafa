import { badRequest } from '../lib/app-error';
import { eggRtp } from './egg-game';
import { round2 } from './game-module';
import { GUESS_CHOICES, guessRtp } from './guess-game';
import { GAME_SETTING_DEFAULTS as D, loadGameSettings, parseEggPrizes, parseGuessPayouts } from './settings';

/**
 * The game items of the admin config page (group 'games'). Shape = ConfigItem of
 * services/site-config-service.ts (declared here without importing it, to keep the import one-way).
 */
export const GAME_CONFIG_ITEMS = [
  { name: 'game_guess_open', label: '开放猜大小', type: 'bool', group: 'games', min: 0, max: 1, default: D.game_guess_open },
  { name: 'game_egg_open', label: '开放砸金蛋', type: 'bool', group: 'games', min: 0, max: 1, default: D.game_egg_open },
  { name: 'game_stake_min', label: '猜大小每注最少金币', type: 'int', group: 'games', min: 1, max: 1_000_000, default: D.game_stake_min },
  { name: 'game_stake_max', label: '猜大小每注最多金币', type: 'int', group: 'games', min: 1, max: 1_000_000, default: D.game_stake_max },
  { name: 'game_daily_bet_limit', label: '每人每天游戏次数上限（全部游戏）', type: 'int', group: 'games', min: 1, max: 1_000_000, default: D.game_daily_bet_limit },
  { name: 'game_daily_loss_limit', label: '每人每天净输金币上限（全部游戏）', type: 'int', group: 'games', min: 1, max: 1_000_000_000, default: D.game_daily_loss_limit },
  { name: 'game_bets_per_minute', label: '每人每分钟最多下注次数', type: 'int', group: 'games', min: 1, max: 10_000, default: D.game_bets_per_minute },
  { name: 'game_guess_payouts', label: '猜大小赔率（大、小、单、双、全围、围骰，赢时得 本金 ×（1+赔率））', type: 'int_list', group: 'games', min: 0, max: 10_000, default: D.game_guess_payouts },
  { name: 'game_egg_price', label: '砸金蛋每次价格（金币）', type: 'int', group: 'games', min: 1, max: 1_000_000, default: D.game_egg_price },
  { name: 'game_egg_daily_limit', label: '砸金蛋每人每天次数上限', type: 'int', group: 'games', min: 1, max: 1_000_000, default: D.game_egg_daily_limit },
  { name: 'game_egg_prizes', label: '砸金蛋奖品表', type: 'json', group: 'games', min: 0, max: 0, default: D.game_egg_prizes },
] as const;

/** Checks a 'json' config value; returns the canonical text or throws 400. */
export function checkGameJson(name: string, raw: unknown, field: string): string {
  if (name === 'game_egg_prizes') {
    const r = parseEggPrizes(raw);
    if (!r.ok) throw badRequest(`${field}：${r.reason}`);
    return JSON.stringify(r.prizes);
  }
  throw badRequest(`${field}：不支持的配置项`);
}

/** int_list items of the games group have their own shape (6 multiples). */
export function checkGuessPayouts(raw: unknown): number[] | null {
  return parseGuessPayouts(Array.isArray(raw) ? raw : String(raw));
}

/** Games whose return to player would be over 100 % with these values. */
export function gameReturnWarnings(values: (name: string) => string | undefined): { label: string; rtp: number }[] {
  const s = loadGameSettings(values);
  const out: { label: string; rtp: number }[] = [];
  const egg = round2(eggRtp(s.eggPrizes, s.eggPrice, s.vipDayValue));
  if (egg > 100) out.push({ label: '砸金蛋', rtp: egg });
  const seen = new Set<string>();
  for (const c of GUESS_CHOICES) {
    const rtp = round2(guessRtp(c, s.guessPayouts));
    const label = c.startsWith('triple_') ? '猜大小 围骰' : `猜大小 ${({ big: '大', small: '小', odd: '单', even: '双', any_triple: '全围' } as Record<string, string>)[c]}`;
    if (rtp > 100 && !seen.has(label)) {
      seen.add(label);
      out.push({ label, rtp });
    }
  }
  return out;
}
