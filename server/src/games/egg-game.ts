import { eggRtp, prizeValue } from '../../../contract/egg-prizes';
import { badRequest } from '../lib/app-error';
import { round2, type GameModule, type GameResult, type RuleLine } from './game-module';
import type { EggPrize, GameSettings } from './settings';

/**
 * 砸金蛋: a fixed price per smash, a weighted prize table (coins, VIP days, nothing) with
 * optional daily stock, a daily smash limit per user. The player picks one egg of the grid
 * (cosmetic: the prize comes from the fair stream, not from the egg).
 */
export const EGG_COUNT = 9;

/** Value and expected return of a prize table (contract/egg-prizes.ts, shared with the admin's editor). */
export { eggRtp, prizeValue } from '../../../contract/egg-prizes';

function prizeResult(p: EggPrize, draw: number, total: number, egg: number, outOfStock = false): GameResult {
  return {
    outcome: { egg, prize_id: p.id, name: p.name, kind: p.kind, amount: p.amount, draw, total, win: p.kind !== 'none', out_of_stock: outOfStock },
    payout: p.kind === 'coin' ? p.amount : 0,
    vipDays: p.kind === 'vip' ? p.amount : undefined,
    stock: p.stock !== null && p.kind !== 'none' && !outOfStock ? { key: p.id, limit: p.stock } : undefined,
  };
}

export const eggGame: GameModule<number> = {
  key: 'egg',
  name: '砸金蛋',
  summary: '每次固定价格，砸开金蛋赢金币或 VIP 天数。',
  parseChoice(body) {
    const egg = body.egg ?? 0;
    if (typeof egg !== 'number' || !Number.isInteger(egg) || egg < 0 || egg >= EGG_COUNT) {
      throw badRequest(`无效的选择：金蛋编号应为 0–${EGG_COUNT - 1}`);
    }
    return egg;
  },
  choiceText: (egg) => `egg_${egg}`,
  choiceFromText(text) {
    const m = /^egg_(\d)$/.exec(text);
    if (!m) throw badRequest('无效的选择');
    return Number(m[1]);
  },
  stake: (_body, _c, s) => s.eggPrice,
  params: (s) => ({ prizes: s.eggPrizes }),
  play(rng, egg, _stake, params) {
    const prizes = params.prizes as EggPrize[];
    const { index, draw, total } = rng.weighted(prizes.map((p) => p.weight));
    return prizeResult(prizes[index], draw, total, egg);
  },
  outOfStock(result, params) {
    const prizes = params.prizes as EggPrize[];
    const none = prizes.find((p) => p.kind === 'none') ?? { id: 'none', name: '谢谢参与', kind: 'none' as const, amount: 0, weight: 0, stock: null };
    const o = result.outcome;
    return prizeResult(none, o.draw as number, o.total as number, o.egg as number, true);
  },
  rules(s: GameSettings): RuleLine[] {
    const total = s.eggPrizes.reduce((a, p) => a + p.weight, 0);
    return s.eggPrizes.map((p) => ({
      label: p.stock !== null && p.kind !== 'none' ? `${p.name}（每日限 ${p.stock} 个）` : p.name,
      pays: `${round2((p.weight / total) * 100)}%`,
      rtp: round2((p.weight / total) * (prizeValue(p, s.vipDayValue) / s.eggPrice) * 100),
    }));
  },
  rtp: (s) => round2(eggRtp(s.eggPrizes, s.eggPrice, s.vipDayValue)),
  limits: (s) => `每次 ${s.eggPrice} 金币，每天最多 ${s.eggDailyLimit} 次`,
  dailyLimit: (s) => s.eggDailyLimit,
};
