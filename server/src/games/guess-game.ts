import { badRequest } from '../lib/app-error';
import type { FairRng } from './fair';
import { round2, type GameModule, type GameResult, type RuleLine } from './game-module';
import type { GameSettings } from './settings';

/**
 * 猜大小 (sic bo with three dice). Bets: 大 11–17, 小 4–10, 单 odd sum, 双 even sum — each loses
 * on any triple — 全围 any triple, 围骰 a chosen triple (triple_1 … triple_6). A win pays
 * stake × (1 + multiple), the multiples from the site config (game_guess_payouts).
 */
export const GUESS_CHOICES = ['big', 'small', 'odd', 'even', 'any_triple', 'triple_1', 'triple_2', 'triple_3', 'triple_4', 'triple_5', 'triple_6'] as const;
export type GuessChoice = (typeof GUESS_CHOICES)[number];

export const GUESS_LABELS: Record<GuessChoice, string> = {
  big: '大', small: '小', odd: '单', even: '双', any_triple: '全围',
  triple_1: '围 1', triple_2: '围 2', triple_3: '围 3', triple_4: '围 4', triple_5: '围 5', triple_6: '围 6',
};

/** Index of a choice's multiple in the payout table. */
function payoutIndex(c: GuessChoice): number {
  if (c.startsWith('triple_')) return 5;
  return ['big', 'small', 'odd', 'even', 'any_triple'].indexOf(c);
}

export function guessWins(c: GuessChoice, dice: readonly number[]): boolean {
  const [a, b, d] = dice;
  const triple = a === b && b === d;
  const sum = a + b + d;
  switch (c) {
    case 'big': return !triple && sum >= 11;
    case 'small': return !triple && sum <= 10;
    case 'odd': return !triple && sum % 2 === 1;
    case 'even': return !triple && sum % 2 === 0;
    case 'any_triple': return triple;
    default: return triple && a === Number(c.slice(7));
  }
}

/** Rolls three dice: each an unbiased draw in 1–6 from the fair stream. */
export function rollDice(rng: FairRng): [number, number, number] {
  return [rng.int(6) + 1, rng.int(6) + 1, rng.int(6) + 1];
}

/** Exact return to player of a choice (all 216 outcomes). */
export function guessRtp(c: GuessChoice, payouts: readonly number[]): number {
  let ret = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let d = 1; d <= 6; d++) {
    if (guessWins(c, [a, b, d])) ret += 1 + payouts[payoutIndex(c)];
  }
  return (ret / 216) * 100;
}

export const guessGame: GameModule<GuessChoice> = {
  key: 'guess',
  name: '猜大小',
  summary: '三颗骰子，押大、小、单、双或围骰，开出即赔。',
  parseChoice(body) {
    const c = body.choice;
    if (typeof c !== 'string' || !(GUESS_CHOICES as readonly string[]).includes(c)) {
      throw badRequest('无效的选择：请押 大、小、单、双、全围 或 围 1–围 6');
    }
    return c as GuessChoice;
  },
  choiceText: (c) => c,
  choiceFromText(text) {
    if (!(GUESS_CHOICES as readonly string[]).includes(text)) throw badRequest('无效的选择');
    return text as GuessChoice;
  },
  stake(body, _c, s) {
    const v = body.stake;
    if (typeof v !== 'number' || !Number.isInteger(v)) throw badRequest('下注金币必须是整数');
    if (v < s.stakeMin || v > s.stakeMax) throw badRequest(`下注金币应在 ${s.stakeMin}–${s.stakeMax} 之间`);
    return v;
  },
  params: (s) => ({ payouts: s.guessPayouts }),
  play(rng, choice, stake, params): GameResult {
    const payouts = params.payouts as number[];
    const dice = rollDice(rng);
    const win = guessWins(choice, dice);
    const sum = dice[0] + dice[1] + dice[2];
    const triple = dice[0] === dice[1] && dice[1] === dice[2];
    const multiple = payouts[payoutIndex(choice)];
    return { outcome: { dice, sum, triple, win, multiple }, payout: win ? stake * (1 + multiple) : 0 };
  },
  rules(s: GameSettings): RuleLine[] {
    const p = s.guessPayouts;
    const line = (c: GuessChoice, label: string): RuleLine => ({ label, pays: `1 赔 ${p[payoutIndex(c)]}`, rtp: round2(guessRtp(c, p)) });
    return [
      line('big', '大（点数和 11–17，围骰通杀）'),
      line('small', '小（点数和 4–10，围骰通杀）'),
      line('odd', '单（点数和为奇数，围骰通杀）'),
      line('even', '双（点数和为偶数，围骰通杀）'),
      line('any_triple', '全围（三颗相同）'),
      line('triple_1', '围骰（指定三颗相同，如 1-1-1）'),
    ];
  },
  rtp: (s) => round2(guessRtp('big', s.guessPayouts)),
  limits: (s) => `每注 ${s.stakeMin}–${s.stakeMax} 金币`,
  dailyLimit: () => null,
};
