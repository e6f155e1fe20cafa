import type { z } from 'zod';
import type {
  adminPvpPage, bragAnswerBody, bragCreateBody, BragRankRow, PvpGame, PvpGamePage, PvpLimits, stoneCreateBody, StoneMove,
} from '../../contract/pvp';
import { get, post } from './http';
import type { PageParams } from './types';

/** 石头剪刀布 / 吹牛 between members (issue 12). Shapes come from contract/pvp.ts (types only). */
export type { BragRankRow, PvpGame, PvpGamePage, PvpLimits, StoneMove };
export type PvpKind = PvpGame['game'];
export type StoneCreate = z.infer<typeof stoneCreateBody>;
export type BragCreate = z.input<typeof bragCreateBody>;
export type BragAnswer = z.infer<typeof bragAnswerBody>;
export type PvpList = 'open' | 'mine' | 'history';

export const pvpApi = {
  limits: () => get<PvpLimits>('/v1/game/pvp/limits'),
  /** one game (with its reveal once closed): the page a message's 验证 link opens */
  one: (id: number) => get<PvpGame>(`/v1/game/pvp/${id}`),
  list: (game: PvpKind, list: PvpList, params: PageParams) =>
    get<PvpGamePage>(list === 'mine' ? `/auth/v1/game/${game}/mine` : `/v1/game/${game}/${list}`, params),
  createStone: (body: StoneCreate) => post<PvpGame>('/auth/v1/game/stone', body),
  acceptStone: (id: number, move: StoneMove) => post<PvpGame>(`/auth/v1/game/stone/${id}/accept`, { move }),
  createBrag: (body: BragCreate) => post<PvpGame>('/auth/v1/game/brag', body),
  answerBrag: (id: number, choice: 0 | 1) => post<PvpGame>(`/auth/v1/game/brag/${id}/answer`, { choice } satisfies BragAnswer),
  cancel: (game: PvpKind, id: number) => post<PvpGame>(`/auth/v1/game/${game}/${id}/cancel`),
  decline: (id: number) => post<PvpGame>(`/auth/v1/game/brag/${id}/decline`),
  bragRank: (type: 'profit' | 'wins', limit = 10) => get<BragRankRow[]>('/v1/game/brag/rank', { type, limit }),
};

/** GET /admin/v1/pvp_game reply data: a page of games plus the coins held in escrow now. */
export type AdminPvpPage = z.infer<typeof adminPvpPage>;

/** Admin calls (lazy admin chunk only): every game, cancel an open one (refund, audit log). */
export const pvpAdminApi = {
  list: (params: PageParams & { game?: PvpKind; status?: PvpGame['status'] }) => get<AdminPvpPage>('/admin/v1/pvp_game', params),
  cancel: (id: number) => post<PvpGame>(`/admin/v1/pvp_game/${id}/cancel`),
};
