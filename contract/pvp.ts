import { z } from 'zod';

/**
 * Player-versus-player games (issue 12): 石头剪刀布 `/main/game/stone` and 吹牛 `/main/game/brag`.
 * Declared once here; the server routes validate with these, the client imports the types only.
 */

export const STONE_MOVES = ['rock', 'scissors', 'paper'] as const;
export const stoneMove = z.enum(STONE_MOVES);
export type StoneMove = z.infer<typeof stoneMove>;

export const PVP_GAMES = ['stone', 'brag'] as const;
export const PVP_STATUSES = ['open', 'settled', 'cancelled', 'expired'] as const;

/** Claim of a brag: 1–50 characters after trimming. */
export const BRAG_CLAIM_MAX = 50;
/** Each of the two answers: 1–10 characters. */
export const BRAG_ANSWER_MAX = 10;

const player = z.object({ id: z.number().int(), username: z.string() });

/**
 * One game as every reply shows it. While status = 'open', `reveal`, `response` and `result` are
 * null: the hidden move / true answer is in no reply before the game is closed.
 */
export const pvpGame = z.object({
  id: z.number().int(),
  game: z.enum(PVP_GAMES),
  status: z.enum(PVP_STATUSES),
  stake: z.number().int(),
  /** hex SHA-256 of `${secret}:${salt}`, shown from the moment the game opens */
  commitment: z.string(),
  creator: player,
  responder: player.nullable(),
  /** brag: the invited member while the invitation stands (or was declined) */
  invitee: player.nullable(),
  invite_state: z.enum(['none', 'pending', 'declined']),
  /** brag only ('' for stone) */
  claim: z.string(),
  /** brag: the two answers; stone: [] */
  answers: z.array(z.string()),
  /** the responder's move (stone) or chosen answer (brag); null while open */
  response: z.string().nullable(),
  /** who won; null while open or when closed without a play */
  result: z.enum(['creator', 'responder', 'draw']).nullable(),
  fee: z.number().int(),
  /** net coins of each side after the game (null while open) */
  creator_delta: z.number().int().nullable(),
  responder_delta: z.number().int().nullable(),
  /** the hidden choice and its salt, shown once the game is closed: SHA-256(preimage) = commitment */
  reveal: z.object({ secret: z.string(), salt: z.string(), preimage: z.string() }).nullable(),
  create_time: z.string(),
  expire_time: z.string(),
  close_time: z.string().nullable(),
});
export type PvpGame = z.infer<typeof pvpGame>;

export const pvpGamePage = z.object({ list: z.array(pvpGame), total: z.number().int() });
export type PvpGamePage = z.infer<typeof pvpGamePage>;

/** The limits the pages show (from the site config the admin edits). */
export const pvpLimits = z.object({
  stone: z.object({ min_stake: z.number().int(), max_stake: z.number().int(), fee_percent: z.number().int(), expire_minutes: z.number().int(), max_open: z.number().int() }),
  brag: z.object({
    min_stake: z.number().int(), max_stake: z.number().int(), fee_percent: z.number().int(), max_hours: z.number().int(),
    daily_answers: z.number().int(), max_open: z.number().int(),
  }),
});
export type PvpLimits = z.infer<typeof pvpLimits>;

const stake = z.number({ error: 'stake 须为整数' }).int('stake 须为整数').min(1, 'stake 至少为 1').max(1_000_000_000, 'stake 过大');

/** POST /auth/v1/game/stone */
export const stoneCreateBody = z.object({ move: stoneMove, stake });
export type StoneCreateBody = z.infer<typeof stoneCreateBody>;

/** POST /auth/v1/game/stone/:id/accept */
export const stoneAcceptBody = z.object({ move: stoneMove });
export type StoneAcceptBody = z.infer<typeof stoneAcceptBody>;

/** POST /auth/v1/game/brag */
export const bragCreateBody = z.object({
  claim: z.string().trim().min(1, '请写下要吹的牛').max(BRAG_CLAIM_MAX, `吹牛内容最多 ${BRAG_CLAIM_MAX} 个字`),
  answers: z
    .tuple([
      z.string().trim().min(1, '请填写答案一').max(BRAG_ANSWER_MAX, `答案最多 ${BRAG_ANSWER_MAX} 个字`),
      z.string().trim().min(1, '请填写答案二').max(BRAG_ANSWER_MAX, `答案最多 ${BRAG_ANSWER_MAX} 个字`),
    ])
    .refine((a) => a[0] !== a[1], '两个答案不能相同'),
  /** index of the true answer (0 or 1); committed, never shown before the brag closes */
  truth: z.union([z.literal(0), z.literal(1)]),
  stake,
  /** open for 1–48 hours (the site config may lower the maximum) */
  hours: z.number({ error: 'hours 须为整数' }).int('hours 须为整数').min(1, '有效期至少 1 小时').max(48, '有效期最多 48 小时'),
  /** username of one member invited to answer (public once they decline) */
  invite: z.string().trim().max(20, '被邀请人用户名最多 20 个字符').optional(),
});
export type BragCreateBody = z.infer<typeof bragCreateBody>;

/** POST /auth/v1/game/brag/:id/answer */
export const bragAnswerBody = z.object({ choice: z.union([z.literal(0), z.literal(1)]) });
export type BragAnswerBody = z.infer<typeof bragAnswerBody>;

export const pvpIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const pvpPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(10),
});

/** Brag leaderboards: 牛王 (profit) and 牛胜 (wins). */
export const bragRankQuery = z.object({ type: z.enum(['profit', 'wins']).default('profit'), limit: z.coerce.number().int().min(1).max(50).default(10) });
export const bragRankRow = z.object({ rank: z.number().int(), user: player, profit: z.number().int(), wins: z.number().int(), games: z.number().int() });
export type BragRankRow = z.infer<typeof bragRankRow>;

/** GET /admin/v1/pvp_game */
export const adminPvpQuery = pvpPageQuery.extend({
  game: z.enum(PVP_GAMES).optional(),
  status: z.enum(PVP_STATUSES).optional(),
});

/** GET /admin/v1/pvp_game reply data: a page of games plus the coins held in escrow now. */
export const adminPvpPage = pvpGamePage.extend({ escrow: pvpGamePage.shape.total });
