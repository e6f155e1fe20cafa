import type { FairRng } from './fair';
import type { GameSettings } from './settings';

/**
 * What a game tells the engine. A game module holds the rules only: it parses a choice, names
 * the stake, draws an outcome from the fair random stream and prices it. It knows no SQL and no
 * ledger; the engine (game-engine.ts) does the seeds, limits, stock, bet row and coins.
 */
export interface GameResult {
  /** JSON-serialisable outcome shown to the player and stored with the bet */
  outcome: Record<string, unknown>;
  /** coins paid back (0 = lost); includes the stake when the stake is returned */
  payout: number;
  /** VIP days won (egg prizes), granted in the same transaction */
  vipDays?: number;
  /** a prize limited per day: the engine claims one unit, or asks `outOfStock` for the fallback */
  stock?: { key: string; limit: number };
}

export interface RuleLine {
  /** e.g. "大（11–17）" */
  label: string;
  /** e.g. "1 赔 1" */
  pays: string;
  /** return to player in percent, two decimals */
  rtp: number;
}

export interface GameModule<C = unknown> {
  key: string;
  name: string;
  /** one line for the hall card */
  summary: string;
  /** Parses the request's choice; throws AppError(400) with a Chinese msg on a bad one. */
  parseChoice(body: Record<string, unknown>, s: GameSettings): C;
  /** The choice as stored in the bet row (≤ 32 chars). */
  choiceText(choice: C): string;
  /** Reads the stored choice back (for verification of a past bet). */
  choiceFromText(text: string): C;
  /** Coins this bet costs (validated against the stake limits by the module). */
  stake(body: Record<string, unknown>, choice: C, s: GameSettings): number;
  /** Draws the outcome. Pure: the same seeds, choice and params give the same result. */
  play(rng: FairRng, choice: C, stake: number, params: Record<string, unknown>): GameResult;
  /** Parameters the outcome depends on besides the seeds (stored with the bet to replay it). */
  params(s: GameSettings): Record<string, unknown>;
  /** The result when the drawn prize is out of stock. */
  outOfStock?(result: GameResult, params: Record<string, unknown>): GameResult;
  /** The rules as shown on the game page, each with its exact return to player. */
  rules(s: GameSettings): RuleLine[];
  /** The headline return to player (percent) shown on the hall card. */
  rtp(s: GameSettings): number;
  /** Today's limit line for the card, e.g. "每次 1–10000 金币". */
  limits(s: GameSettings): string;
  /** Per-user daily count limit of this game, or null (engine-wide limits apply anyway). */
  dailyLimit(s: GameSettings): number | null;
}

export const round2 = (x: number) => Math.round(x * 100) / 100;
