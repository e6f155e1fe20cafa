import type { BetView } from '../api/games';

/** Chinese names of games, bet choices and outcomes (issue 11). */
export const GAME_NAMES: Record<string, string> = { guess: '猜大小', egg: '砸金蛋', stone: '石头剪刀布', brag: '吹牛' };

export const GUESS_CHOICE_LABELS: Record<string, string> = {
  big: '大', small: '小', odd: '单', even: '双', any_triple: '全围',
  triple_1: '围 1', triple_2: '围 2', triple_3: '围 3', triple_4: '围 4', triple_5: '围 5', triple_6: '围 6',
};

export function choiceLabel(bet: Pick<BetView, 'game' | 'choice'>): string {
  if (bet.game === 'guess') return GUESS_CHOICE_LABELS[bet.choice] ?? bet.choice;
  const m = /^egg_(\d)$/.exec(bet.choice);
  if (bet.game === 'egg' && m) return `第 ${Number(m[1]) + 1} 个蛋`;
  return bet.choice;
}

/** One line describing an outcome: "4 + 5 + 6 = 15" or the prize name. */
export function outcomeText(game: string, outcome: Record<string, unknown>): string {
  if (game === 'guess' && Array.isArray(outcome.dice)) {
    const dice = outcome.dice as number[];
    return `${dice.join(' + ')} = ${dice.reduce((a, b) => a + b, 0)}${outcome.triple ? '（围骰）' : ''}`;
  }
  if (game === 'egg') return `${String(outcome.name ?? '')}${outcome.out_of_stock ? '（奖品已发完）' : ''}（抽签 ${String(outcome.draw)}/${String(outcome.total)}）`;
  return JSON.stringify(outcome);
}

export const shortHash = (h: string) => (h.length > 16 ? `${h.slice(0, 8)}…${h.slice(-8)}` : h);
