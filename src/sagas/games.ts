import type { PayloadAction } from '@reduxjs/toolkit';
import { call, delay, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { ApiReply } from '../api/http';
import { gamesApi, type BetPage, type BetReply, type BoardReply, type GameList, type GuessChoice, type RotateReply, type SeedState, type VerifyBody, type VerifyReply } from '../api/games';
import { notify } from '../lib/toast';
import {
  eggSmashRequested, gameBetsRequested, gameBoardRequested, gameCatalogRequested, gameSeedRotateRequested, gameSeedsRequested,
  gamesActions, gameVerifyRequested, guessBetRequested,
} from '../store/slices/games';
import { userActions } from '../store/slices/user';
import type { RootState } from '../store/types';
import { failureMsg } from './account';

/** How long the dice roll / the egg cracks before the result shows (0 under prefers-reduced-motion). */
export const PLAY_ANIMATION_MS = 900;

export function reducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function* catalogFlow() {
  yield put(gamesActions.catalogLoading());
  try {
    const reply: ApiReply<GameList> = yield call(gamesApi.list);
    yield put(gamesActions.catalogLoaded(reply.data));
  } catch (error) {
    yield put(gamesActions.catalogFailed(failureMsg(error)));
  }
}

export function* boardFlow(action: PayloadAction<{ period: 'day' | 'week' }>) {
  yield put(gamesActions.boardLoading(action.payload.period));
  try {
    const reply: ApiReply<BoardReply> = yield call(gamesApi.board, action.payload.period);
    yield put(gamesActions.boardLoaded(reply.data));
  } catch (error) {
    yield put(gamesActions.boardFailed(failureMsg(error)));
  }
}

export function* seedsFlow() {
  const token: string = yield select((s: RootState) => s.user.token);
  if (!token) return;
  yield put(gamesActions.seedsLoading());
  try {
    const reply: ApiReply<SeedState> = yield call(gamesApi.seeds);
    yield put(gamesActions.seedsLoaded(reply.data));
  } catch (error) {
    yield put(gamesActions.seedsFailed(failureMsg(error)));
  }
}

export function* betsFlow(action: PayloadAction<{ game?: string; page?: number; size?: number }>) {
  const token: string = yield select((s: RootState) => s.user.token);
  if (!token) return;
  const current: RootState['games']['bets'] = yield select((s: RootState) => s.games.bets);
  const game = action.payload.game ?? current.game;
  const page = Math.max(1, action.payload.page ?? 1);
  const size = action.payload.size ?? current.size;
  yield put(gamesActions.betsLoading({ game, page, size }));
  try {
    const reply: ApiReply<BetPage> = yield call(gamesApi.myBets, { ...(game ? { game } : {}), page, size });
    yield put(gamesActions.betsLoaded(reply.data));
  } catch (error) {
    yield put(gamesActions.betsFailed(failureMsg(error)));
  }
}

/** Rotating reveals the old server seed: reload the seeds and the bets (their seeds now show). */
export function* rotateFlow(action: PayloadAction<{ clientSeed?: string }>) {
  yield put(gamesActions.rotating(true));
  try {
    const reply: ApiReply<RotateReply> = yield call(gamesApi.rotate, action.payload.clientSeed);
    yield put(gamesActions.rotated(reply.data));
    notify.success(reply.msg || '已轮换种子');
  } catch {
    yield put(gamesActions.rotating(false));
    return;
  }
  yield call(seedsFlow);
  yield put(gameBetsRequested({}));
}

/**
 * One play: the call, then (unless the user prefers reduced motion) the animation time, then the
 * result and the new balance; the seeds (nonce), my bets and the hall's counts reload.
 */
function* playFlow(game: string, fn: () => Promise<ApiReply<BetReply>>) {
  yield put(gamesActions.playStarted(game));
  let reply: ApiReply<BetReply>;
  try {
    reply = yield call(fn);
  } catch (error) {
    // the HTTP client already toasted the server's msg (balance short, limit, closed, …)
    yield put(gamesActions.playRefused({ game, msg: failureMsg(error) }));
    return;
  }
  if (!reducedMotion()) yield delay(PLAY_ANIMATION_MS);
  yield put(gamesActions.playSettled({ bet: reply.data.bet, msg: reply.msg }));
  yield put(userActions.setCoin(reply.data.coin));
  yield call(seedsFlow);
  yield put(gameBetsRequested({ game, page: 1 }));
}

export function* guessFlow(action: PayloadAction<{ choice: GuessChoice; stake: number }>) {
  yield* playFlow('guess', () => gamesApi.guess(action.payload));
}

export function* eggFlow(action: PayloadAction<{ egg: number }>) {
  yield* playFlow('egg', () => gamesApi.egg(action.payload));
}

export function* verifyFlow(action: PayloadAction<VerifyBody>) {
  yield put(gamesActions.verifyLoading());
  try {
    const reply: ApiReply<VerifyReply> = yield call(gamesApi.verify, action.payload);
    yield put(gamesActions.verifyLoaded(reply.data));
  } catch (error) {
    yield put(gamesActions.verifyFailed(failureMsg(error)));
  }
}

export function* gamesSaga() {
  yield takeLatest(gameCatalogRequested.type, catalogFlow);
  yield takeLatest(gameBoardRequested.type, boardFlow);
  yield takeLatest(gameSeedsRequested.type, seedsFlow);
  yield takeLatest(gameBetsRequested.type, betsFlow);
  yield takeLeading(gameSeedRotateRequested.type, rotateFlow);
  // one play at a time per game: a double click does not bet twice
  yield takeLeading(guessBetRequested.type, guessFlow);
  yield takeLeading(eggSmashRequested.type, eggFlow);
  yield takeLatest(gameVerifyRequested.type, verifyFlow);
}
