import type { z } from 'zod';
import type {
  betPage, betReply, betView, boardReply, gameCard, gameList, guessBody, myBetsQuery, rotateReply, ruleLine, seedState, verifyBody, verifyReply,
} from '../../contract/games';
import { get, post } from './http';

/** Games (issue 11). Shapes come from contract/games.ts (types only: no zod in the bundle). */
export type GameCard = z.infer<typeof gameCard>;
export type GameList = z.infer<typeof gameList>;
export type RuleLine = z.infer<typeof ruleLine>;
export type BetView = z.infer<typeof betView>;
export type BetReply = z.infer<typeof betReply>;
export type BetPage = z.infer<typeof betPage>;
export type SeedState = z.infer<typeof seedState>;
export type RotateReply = z.infer<typeof rotateReply>;
export type VerifyBody = z.infer<typeof verifyBody>;
export type VerifyReply = z.infer<typeof verifyReply>;
export type BoardReply = z.infer<typeof boardReply>;
export type GuessChoice = 'big' | 'small' | 'odd' | 'even' | 'any_triple' | 'triple_1' | 'triple_2' | 'triple_3' | 'triple_4' | 'triple_5' | 'triple_6';

export const gamesApi = {
  list: () => get<GameList>('/v1/game'),
  board: (period: 'day' | 'week') => get<BoardReply>('/v1/game/board', { period }),
  verify: (body: VerifyBody) => post<VerifyReply>('/v1/game/verify', body),
  seeds: () => get<SeedState>('/auth/v1/game/seed'),
  rotate: (clientSeed?: string) => post<RotateReply>('/auth/v1/game/seed/rotate', clientSeed ? { client_seed: clientSeed } : {}),
  myBets: (params: Omit<Partial<z.output<typeof myBetsQuery>>, 'game'> & { game?: string }) => get<BetPage>('/auth/v1/game/bets', params),
  guess: (body: Omit<z.input<typeof guessBody>, 'choice'> & { choice: GuessChoice }) => post<BetReply>('/auth/v1/game/guess', body),
  egg: (body: { egg: number }) => post<BetReply>('/auth/v1/game/egg', body),
};
