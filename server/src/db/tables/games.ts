import type { Generated } from 'kysely';

/** Tables of the game engine (issue 11). Times are ms-epoch; `day` is the Asia/Shanghai day number. */

/** The current fairness seed pair of a user; the server seed stays secret until rotated. */
export interface GameSeedTable {
  user_id: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  /** the nonce the next bet uses */
  nonce: number;
  created_at: number;
}

/** A rotated (revealed) seed pair; `nonce` = how many bets used it. */
export interface GameSeedHistoryTable {
  id: Generated<number>;
  user_id: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  created_at: number;
  revealed_at: number;
}

export interface GameBetTable {
  id: Generated<number>;
  user_id: number;
  game: string;
  stake: number;
  choice: string;
  /** JSON text written by the game module (dice, prize, the parameters needed to replay it) */
  outcome: string;
  payout: number;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  day: number;
  created_at: number;
}

export interface GameDailyTable {
  user_id: number;
  day: number;
  game: string;
  bets: number;
  staked: number;
  paid: number;
}

export interface GamePrizeStockTable {
  game: string;
  prize: string;
  day: number;
  given: number;
}
