import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BragCreate, BragRankRow, PvpGame, PvpKind, PvpLimits, PvpList, StoneCreate, StoneMove } from '../../api/pvp';
import { DEFAULT_PAGE_SIZE } from '../../config';

/**
 * 石头剪刀布 / 吹牛 pages (issue 12): the three lists of each game, the limits, the brag
 * leaderboards and the round trip of the last action. Not persisted. Sagas: src/sagas/pvp.ts.
 */
export interface PvpListState {
  list: PvpGame[];
  total: number;
  page: number;
  size: number;
  loading: boolean;
  error: string;
}

export interface PvpAction {
  status: 'idle' | 'pending' | 'done' | 'error';
  /** which game (id) the action is about; 0 for a create */
  id: number;
  msg: string;
  /** the game as the server returned it (e.g. settled with its reveal) */
  game: PvpGame | null;
}

/** One game opened by its link (`?game=<id>`, from a message's 验证). */
export interface PvpFocus {
  id: number;
  game: PvpGame | null;
  loading: boolean;
  error: string;
}

export interface PvpState {
  limits: PvpLimits | null;
  focus: PvpFocus;
  lists: Record<PvpKind, Record<PvpList, PvpListState>>;
  rank: Record<'profit' | 'wins', { rows: BragRankRow[]; loading: boolean; error: string }>;
  action: PvpAction;
}

const list = (): PvpListState => ({ list: [], total: 0, page: 1, size: DEFAULT_PAGE_SIZE, loading: false, error: '' });
const lists = () => ({ open: list(), mine: list(), history: list() });

export const initialPvpState: PvpState = {
  limits: null,
  focus: { id: 0, game: null, loading: false, error: '' },
  lists: { stone: lists(), brag: lists() },
  rank: { profit: { rows: [], loading: false, error: '' }, wins: { rows: [], loading: false, error: '' } },
  action: { status: 'idle', id: 0, msg: '', game: null },
};

export interface PvpListRequest {
  game: PvpKind;
  list: PvpList;
  page?: number;
  size?: number;
}

// Request actions: pages dispatch these, sagas run the calls.
export const pvpLimitsRequested = createAction('pvp/limitsRequested');
export const pvpListRequested = createAction<PvpListRequest>('pvp/listRequested');
export const stoneCreateRequested = createAction<StoneCreate>('pvp/stoneCreateRequested');
export const stoneAcceptRequested = createAction<{ id: number; move: StoneMove }>('pvp/stoneAcceptRequested');
export const bragCreateRequested = createAction<BragCreate>('pvp/bragCreateRequested');
export const bragAnswerRequested = createAction<{ id: number; choice: 0 | 1 }>('pvp/bragAnswerRequested');
export const pvpCancelRequested = createAction<{ game: PvpKind; id: number }>('pvp/cancelRequested');
export const bragDeclineRequested = createAction<{ id: number }>('pvp/bragDeclineRequested');
/** Loads one game for the page's 本局 card (the `?game=` of a message link). */
export const pvpGameRequested = createAction<{ id: number }>('pvp/gameRequested');
/**
 * While a PvP page is open: keep its lists current (sagas/pvp.ts pvpWatch — a tick, the tab
 * coming back, another tab's change), until pvpWatchStopped.
 */
export const pvpWatchStarted = createAction<{ game: PvpKind }>('pvp/watchStarted');
export const pvpWatchStopped = createAction('pvp/watchStopped');
export const bragRankRequested = createAction<{ type: 'profit' | 'wins' }>('pvp/bragRankRequested');

const pvpSlice = createSlice({
  name: 'pvp',
  initialState: initialPvpState,
  reducers: {
    limitsLoaded(state, action: PayloadAction<PvpLimits>) {
      state.limits = action.payload;
    },
    listLoading(state, action: PayloadAction<{ game: PvpKind; list: PvpList; page: number; size: number }>) {
      const l = state.lists[action.payload.game][action.payload.list];
      l.loading = true;
      l.error = '';
      l.page = action.payload.page;
      l.size = action.payload.size;
    },
    listLoaded(state, action: PayloadAction<{ game: PvpKind; list: PvpList; items: PvpGame[]; total: number }>) {
      const l = state.lists[action.payload.game][action.payload.list];
      l.loading = false;
      l.list = action.payload.items;
      l.total = action.payload.total;
    },
    listFailed(state, action: PayloadAction<{ game: PvpKind; list: PvpList; msg: string }>) {
      const l = state.lists[action.payload.game][action.payload.list];
      l.loading = false;
      l.error = action.payload.msg;
    },
    focusLoading(state, action: PayloadAction<number>) {
      state.focus = { id: action.payload, game: state.focus.id === action.payload ? state.focus.game : null, loading: true, error: '' };
    },
    focusLoaded(state, action: PayloadAction<PvpGame>) {
      if (state.focus.id === action.payload.id) state.focus = { id: action.payload.id, game: action.payload, loading: false, error: '' };
    },
    focusFailed(state, action: PayloadAction<{ id: number; msg: string }>) {
      if (state.focus.id === action.payload.id) state.focus = { ...state.focus, loading: false, error: action.payload.msg };
    },
    rankLoading(state, action: PayloadAction<'profit' | 'wins'>) {
      state.rank[action.payload].loading = true;
      state.rank[action.payload].error = '';
    },
    rankLoaded(state, action: PayloadAction<{ type: 'profit' | 'wins'; rows: BragRankRow[] }>) {
      state.rank[action.payload.type] = { rows: action.payload.rows, loading: false, error: '' };
    },
    rankFailed(state, action: PayloadAction<{ type: 'profit' | 'wins'; msg: string }>) {
      state.rank[action.payload.type].loading = false;
      state.rank[action.payload.type].error = action.payload.msg;
    },
    actionPending(state, action: PayloadAction<number>) {
      state.action = { status: 'pending', id: action.payload, msg: '', game: null };
    },
    actionDone(state, action: PayloadAction<{ id: number; msg: string; game: PvpGame }>) {
      state.action = { status: 'done', ...action.payload };
    },
    actionFailed(state, action: PayloadAction<{ id: number; msg: string }>) {
      state.action = { status: 'error', id: action.payload.id, msg: action.payload.msg, game: null };
    },
  },
});

export const pvpActions = pvpSlice.actions;
export const pvpReducer = pvpSlice.reducer;
