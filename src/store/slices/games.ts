import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BetView, BoardReply, GameList, GuessChoice, RotateReply, SeedState, VerifyBody, VerifyReply } from '../../api/games';

/**
 * Games (issue 11): the hall's list, boards, my seeds and bets, the current play and the verify
 * tool. Not persisted. Sagas (src/sagas/games.ts) fill it; pages dispatch the request actions.
 */
export type PlayStatus = 'idle' | 'playing' | 'won' | 'lost' | 'refused';

export interface GameLoadable<T> {
  data: T | null;
  loading: boolean;
  error: string;
}

export interface GamesState {
  catalog: GameLoadable<GameList>;
  board: GameLoadable<BoardReply> & { period: 'day' | 'week' };
  seeds: GameLoadable<SeedState> & { rotating: boolean; lastRevealed: RotateReply['revealed'] | null };
  bets: { list: BetView[]; total: number; page: number; size: number; game: string; loading: boolean; error: string };
  /** the current play of guess or egg */
  play: { game: string; status: PlayStatus; bet: BetView | null; msg: string };
  verify: GameLoadable<VerifyReply>;
}

const loadable = <T>(): GameLoadable<T> => ({ data: null, loading: false, error: '' });

export const initialGamesState: GamesState = {
  catalog: loadable<GameList>(),
  board: { ...loadable<BoardReply>(), period: 'day' },
  seeds: { ...loadable<SeedState>(), rotating: false, lastRevealed: null },
  bets: { list: [], total: 0, page: 1, size: 10, game: '', loading: false, error: '' },
  play: { game: '', status: 'idle', bet: null, msg: '' },
  verify: loadable<VerifyReply>(),
};

export const gameCatalogRequested = createAction('games/catalogRequested');
export const gameBoardRequested = createAction<{ period: 'day' | 'week' }>('games/boardRequested');
export const gameSeedsRequested = createAction('games/seedsRequested');
export const gameSeedRotateRequested = createAction<{ clientSeed?: string }>('games/seedRotateRequested');
export const gameBetsRequested = createAction<{ game?: string; page?: number; size?: number }>('games/betsRequested');
export const guessBetRequested = createAction<{ choice: GuessChoice; stake: number }>('games/guessBetRequested');
export const eggSmashRequested = createAction<{ egg: number }>('games/eggSmashRequested');
export const gameVerifyRequested = createAction<VerifyBody>('games/verifyRequested');

const slice = createSlice({
  name: 'games',
  initialState: initialGamesState,
  reducers: {
    catalogLoading: (s) => void Object.assign(s.catalog, { loading: true, error: '' }),
    catalogLoaded: (s, a: PayloadAction<GameList>) => void Object.assign(s.catalog, { data: a.payload, loading: false, error: '' }),
    catalogFailed: (s, a: PayloadAction<string>) => void Object.assign(s.catalog, { loading: false, error: a.payload }),
    boardLoading: (s, a: PayloadAction<'day' | 'week'>) => void Object.assign(s.board, { loading: true, error: '', period: a.payload }),
    boardLoaded: (s, a: PayloadAction<BoardReply>) => void Object.assign(s.board, { data: a.payload, loading: false }),
    boardFailed: (s, a: PayloadAction<string>) => void Object.assign(s.board, { loading: false, error: a.payload }),
    seedsLoading: (s) => void Object.assign(s.seeds, { loading: true, error: '' }),
    seedsLoaded: (s, a: PayloadAction<SeedState>) => void Object.assign(s.seeds, { data: a.payload, loading: false }),
    seedsFailed: (s, a: PayloadAction<string>) => void Object.assign(s.seeds, { loading: false, error: a.payload }),
    rotating: (s, a: PayloadAction<boolean>) => void (s.seeds.rotating = a.payload),
    rotated: (s, a: PayloadAction<RotateReply>) => void Object.assign(s.seeds, { rotating: false, lastRevealed: a.payload.revealed }),
    betsLoading: (s, a: PayloadAction<{ game: string; page: number; size: number }>) => void Object.assign(s.bets, { ...a.payload, loading: true, error: '' }),
    betsLoaded: (s, a: PayloadAction<{ list: BetView[]; total: number }>) => void Object.assign(s.bets, { ...a.payload, loading: false }),
    betsFailed: (s, a: PayloadAction<string>) => void Object.assign(s.bets, { loading: false, error: a.payload }),
    playStarted: (s, a: PayloadAction<string>) => void (s.play = { game: a.payload, status: 'playing', bet: s.play.game === a.payload ? s.play.bet : null, msg: '' }),
    playSettled: (s, a: PayloadAction<{ bet: BetView; msg: string }>) =>
      void (s.play = { game: a.payload.bet.game, status: a.payload.bet.outcome.win ? 'won' : 'lost', bet: a.payload.bet, msg: a.payload.msg }),
    playRefused: (s, a: PayloadAction<{ game: string; msg: string }>) => void (s.play = { game: a.payload.game, status: 'refused', bet: null, msg: a.payload.msg }),
    playReset: (s) => void (s.play = initialGamesState.play),
    verifyLoading: (s) => void Object.assign(s.verify, { loading: true, error: '', data: null }),
    verifyLoaded: (s, a: PayloadAction<VerifyReply>) => void Object.assign(s.verify, { data: a.payload, loading: false }),
    verifyFailed: (s, a: PayloadAction<string>) => void Object.assign(s.verify, { loading: false, error: a.payload }),
  },
});

export const gamesActions = slice.actions;
export const gamesReducer = slice.reducer;
