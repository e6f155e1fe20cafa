import { z } from 'zod';
import { INT_MAX } from './common';

/** Games (issue 11): request and reply shapes shared by the server routes and src/api/games.ts. */

export const gameKey = z.enum(['guess', 'egg', 'stone', 'brag']);

export const ruleLine = z.object({ label: z.string(), pays: z.string(), rtp: z.number() });

/** One card of the hall: open/closed state, rules summary, limits, return to player, today's count. */
export const gameCard = z.object({
  key: gameKey,
  name: z.string(),
  path: z.string(),
  /** 'open' playable, 'closed' switched off by the admin, 'soon' not built yet (即将开放) */
  status: z.enum(['open', 'closed', 'soon']),
  summary: z.string(),
  limits: z.string(),
  /** return to player in percent (null when not applicable) */
  rtp: z.number().nullable(),
  rules: z.array(ruleLine),
  today_count: z.number().int(),
  /** the fixed price of one play (egg), null when the player chooses the stake */
  price: z.number().int().nullable(),
  stake_min: z.number().int(),
  stake_max: z.number().int(),
  daily_limit: z.number().int().nullable(),
});
export type GameCard = z.infer<typeof gameCard>;

export const gameList = z.object({
  list: z.array(gameCard),
  daily_bet_limit: z.number().int(),
  daily_loss_limit: z.number().int(),
});

export const seedView = z.object({
  server_seed_hash: z.string(),
  client_seed: z.string(),
  nonce: z.number().int(),
});

export const seedState = z.object({
  current: seedView,
  /** recently rotated pairs, their server seeds revealed */
  revealed: z.array(seedView.extend({ server_seed: z.string(), revealed_at: z.string() })),
});

export const rotateBody = z.object({
  client_seed: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, '客户端种子为 1–64 个字母、数字、_ 或 -').optional(),
});

export const rotateReply = z.object({
  revealed: seedView.extend({ server_seed: z.string() }),
  current: seedView,
});

export const betView = z.object({
  id: z.number().int(),
  game: z.string(),
  stake: z.number().int(),
  choice: z.string(),
  outcome: z.record(z.string(), z.unknown()),
  payout: z.number().int(),
  server_seed_hash: z.string(),
  client_seed: z.string(),
  nonce: z.number().int(),
  /** revealed once the seed pair was rotated; null before */
  server_seed: z.string().nullable(),
  create_time: z.string(),
});
export type BetView = z.infer<typeof betView>;

export const betReply = z.object({ bet: betView, coin: z.number().int() });

export const guessBody = z.object({
  choice: z.string().max(32),
  // int32 only (the column); the game's own stake limits are checked by the engine, with its message
  stake: z.number().min(0).max(INT_MAX),
});

export const eggBody = z.object({ egg: z.number().min(0).max(INT_MAX).optional() });

export const myBetsQuery = z.object({
  game: gameKey.optional(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
});

export const betPage = z.object({ list: z.array(betView), total: z.number().int() });

export const verifyBody = z.object({
  game: z.enum(['guess', 'egg']),
  server_seed: z.string().regex(/^[0-9a-f]{64}$/, '服务端种子应为 64 位十六进制'),
  client_seed: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, '客户端种子为 1–64 个字母、数字、_ 或 -'),
  nonce: z.number().int().min(0).max(1_000_000_000),
  /** compare with this stored bet (its choice and parameters are used) */
  bet_id: z.number().int().min(1).max(2_147_483_647).optional(),
  /** the choice to replay when no bet is given (guess: big, small, …) */
  choice: z.string().max(32).optional(),
});

export const verifyReply = z.object({
  server_seed_hash: z.string(),
  outcome: z.record(z.string(), z.unknown()),
  payout_per_stake: z.number().nullable(),
  /** the stored bet when bet_id was given */
  bet: betView.nullable(),
  /** true/false when compared with a bet; null otherwise */
  hash_matches: z.boolean().nullable(),
  outcome_matches: z.boolean().nullable(),
});

export const boardQuery = z.object({ period: z.enum(['day', 'week']).default('day') });

export const boardReply = z.object({
  winners: z.array(z.object({ id: z.number().int(), game: z.string(), username: z.string(), stake: z.number().int(), payout: z.number().int(), create_time: z.string() })),
  leaders: z.array(z.object({ user_id: z.number().int(), username: z.string(), profit: z.number().int(), bets: z.number().int() })),
});
