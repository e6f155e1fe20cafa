import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { ApiReply } from '../api/http';
import { pvpApi, type BragCreate, type BragRankRow, type PvpGame, type PvpGamePage, type PvpKind, type PvpLimits, type StoneCreate, type StoneMove } from '../api/pvp';
import { DEFAULT_PAGE_SIZE } from '../config';
import { notify } from '../lib/toast';
import { userInfoRefreshRequested } from '../store/actions';
import {
  bragAnswerRequested, bragCreateRequested, bragDeclineRequested, bragRankRequested, pvpActions, pvpCancelRequested, pvpLimitsRequested,
  pvpListRequested, stoneAcceptRequested, stoneCreateRequested, type PvpListRequest,
} from '../store/slices/pvp';
import type { RootState } from '../store/types';
import { failureMsg } from './account';

export function* pvpLimitsFlow() {
  try {
    const reply: ApiReply<PvpLimits> = yield call(pvpApi.limits);
    yield put(pvpActions.limitsLoaded(reply.data));
  } catch {
    // the forms keep their own bounds; the server checks every stake anyway
  }
}

export function* pvpListFlow(action: PayloadAction<PvpListRequest>) {
  const { game, list } = action.payload;
  const page = Math.max(1, action.payload.page ?? 1);
  const size = action.payload.size ?? DEFAULT_PAGE_SIZE;
  if (list === 'mine') {
    const token: string = yield select((s: RootState) => s.user.token);
    if (!token) return;
  }
  yield put(pvpActions.listLoading({ game, list, page, size }));
  try {
    const reply: ApiReply<PvpGamePage> = yield call(pvpApi.list, game, list, { page, size });
    yield put(pvpActions.listLoaded({ game, list, items: reply.data.list, total: reply.data.total }));
  } catch (error) {
    yield put(pvpActions.listFailed({ game, list, msg: failureMsg(error) }));
  }
}

export function* bragRankFlow(action: PayloadAction<{ type: 'profit' | 'wins' }>) {
  const { type } = action.payload;
  yield put(pvpActions.rankLoading(type));
  try {
    const reply: ApiReply<BragRankRow[]> = yield call(pvpApi.bragRank, type, 10);
    yield put(pvpActions.rankLoaded({ type, rows: reply.data }));
  } catch (error) {
    yield put(pvpActions.rankFailed({ type, msg: failureMsg(error) }));
  }
}

/** Reloads the three lists of a game on their current pages (and the brag boards). */
function* refresh(game: PvpKind) {
  const lists: RootState['pvp']['lists'][PvpKind] = yield select((s: RootState) => s.pvp.lists[game]);
  yield all(
    (['open', 'mine', 'history'] as const).map((list) =>
      call(pvpListFlow, pvpListRequested({ game, list, page: lists[list].page, size: lists[list].size })),
    ),
  );
  if (game === 'brag') {
    yield all([call(bragRankFlow, bragRankRequested({ type: 'profit' })), call(bragRankFlow, bragRankRequested({ type: 'wins' }))]);
  }
}

/**
 * One write (create, accept/answer, cancel, decline): pending → done with the returned game (a
 * settled game carries its reveal) or error with the server's msg; then the coins in the header
 * and the lists are reloaded.
 */
function* runAction(game: PvpKind, id: number, fn: () => Promise<ApiReply<PvpGame>>) {
  yield put(pvpActions.actionPending(id));
  let reply: ApiReply<PvpGame>;
  try {
    reply = yield call(fn);
  } catch (error) {
    yield put(pvpActions.actionFailed({ id, msg: failureMsg(error) }));
    yield* refresh(game);
    return;
  }
  notify.success(reply.msg || '操作成功');
  yield put(pvpActions.actionDone({ id, msg: reply.msg, game: reply.data }));
  yield put(userInfoRefreshRequested());
  yield* refresh(game);
}

export function* stoneCreateFlow(action: PayloadAction<StoneCreate>) {
  yield* runAction('stone', 0, () => pvpApi.createStone(action.payload));
}

export function* stoneAcceptFlow(action: PayloadAction<{ id: number; move: StoneMove }>) {
  yield* runAction('stone', action.payload.id, () => pvpApi.acceptStone(action.payload.id, action.payload.move));
}

export function* bragCreateFlow(action: PayloadAction<BragCreate>) {
  yield* runAction('brag', 0, () => pvpApi.createBrag(action.payload));
}

export function* bragAnswerFlow(action: PayloadAction<{ id: number; choice: 0 | 1 }>) {
  yield* runAction('brag', action.payload.id, () => pvpApi.answerBrag(action.payload.id, action.payload.choice));
}

export function* pvpCancelFlow(action: PayloadAction<{ game: PvpKind; id: number }>) {
  yield* runAction(action.payload.game, action.payload.id, () => pvpApi.cancel(action.payload.game, action.payload.id));
}

export function* bragDeclineFlow(action: PayloadAction<{ id: number }>) {
  yield* runAction('brag', action.payload.id, () => pvpApi.decline(action.payload.id));
}

export function* pvpSaga() {
  yield takeLatest(pvpLimitsRequested.type, pvpLimitsFlow);
  yield takeEvery(pvpListRequested.type, pvpListFlow);
  yield takeEvery(bragRankRequested.type, bragRankFlow);
  yield takeLatest(stoneCreateRequested.type, stoneCreateFlow);
  yield takeLatest(stoneAcceptRequested.type, stoneAcceptFlow);
  yield takeLatest(bragCreateRequested.type, bragCreateFlow);
  yield takeLatest(bragAnswerRequested.type, bragAnswerFlow);
  yield takeLatest(pvpCancelRequested.type, pvpCancelFlow);
  yield takeLatest(bragDeclineRequested.type, bragDeclineFlow);
}
