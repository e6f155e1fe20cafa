import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, race, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import type { ApiReply } from '../api/http';
import { pvpApi, type BragCreate, type BragRankRow, type PvpGame, type PvpGamePage, type PvpKind, type PvpLimits, type StoneCreate, type StoneMove } from '../api/pvp';
import { DEFAULT_PAGE_SIZE } from '../config';
import { notify } from '../lib/toast';
import { userInfoRefreshRequested } from '../store/actions';
import {
  bragAnswerRequested, bragCreateRequested, bragDeclineRequested, bragRankRequested, pvpActions, pvpCancelRequested, pvpGameRequested, pvpLimitsRequested,
  pvpListRequested, pvpWatchStarted, pvpWatchStopped, stoneAcceptRequested, stoneCreateRequested, type PvpListRequest,
} from '../store/slices/pvp';
import type { RootState } from '../store/types';
import { failureMsg } from './account';
import { getClock } from './context';
import { liveAnnounced, liveWake } from './live';

/** How often an open PvP page asks for its lists while visible (until the live channel pushes). */
export const PVP_TICK_MS = 5_000;

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
  // an accept / answer says won or lost (the server's msg, issue 30): a loss is not a 'success'
  // (only an accept / answer settles, and then the viewer is the responder)
  if (reply.data?.status === 'settled' && reply.data.result !== 'responder') notify.info(reply.msg || '已结算');
  else notify.success(reply.msg || '操作成功');
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

export function* pvpGameFlow(action: PayloadAction<{ id: number }>) {
  const { id } = action.payload;
  yield put(pvpActions.focusLoading(id));
  try {
    const reply: ApiReply<PvpGame> = yield call(pvpApi.one, id);
    yield put(pvpActions.focusLoaded(reply.data));
  } catch (error) {
    yield put(pvpActions.focusFailed({ id, msg: failureMsg(error) }));
  }
}

/** 你赢了 / 你输了 / 平局 of a settled game for the member who opened it. */
export function openerOutcome(g: PvpGame): string {
  const d = g.creator_delta ?? 0;
  if (g.result === 'draw') return `${g.game === 'stone' ? '石头剪刀布' : '吹牛'}第 ${g.id} 局有人应战：平局，押注已退还`;
  return d > 0
    ? `${g.game === 'stone' ? '石头剪刀布' : '吹牛'}第 ${g.id} 局有人应战：你赢了，净赢 ${d} 金币`
    : `${g.game === 'stone' ? '石头剪刀布' : '吹牛'}第 ${g.id} 局有人应战：你输了 ${-d} 金币`;
}

/**
 * Reloads a game's lists without the loading state (no flicker on a tick). A game of mine that
 * was open and is now closed was answered elsewhere: the opener is told how it went, and the
 * coins in the header reload.
 */
export function* quietRefresh(game: PvpKind) {
  const state: RootState = yield select((s: RootState) => s);
  const viewerId = state.user.token ? state.user.info.id : 0;
  const lists = state.pvp.lists[game];
  const before = new Map([...lists.open.list, ...lists.mine.list].filter((g) => g.creator.id === viewerId && g.status === 'open').map((g) => [g.id, g]));
  const which = (['open', 'mine', 'history'] as const).filter((l) => l !== 'mine' || viewerId > 0);
  let changed = false;
  for (const list of which) {
    try {
      const reply: ApiReply<PvpGamePage> = yield call(pvpApi.list, game, list, { page: lists[list].page, size: lists[list].size });
      yield put(pvpActions.listLoaded({ game, list, items: reply.data.list, total: reply.data.total }));
      if (list === 'mine') {
        for (const g of reply.data.list) {
          if (!before.has(g.id) || g.status === 'open') continue;
          changed = true;
          if (g.status === 'settled') notify.info(openerOutcome(g));
        }
      }
    } catch {
      // a failed tick changes nothing on screen; the next one tries again
    }
  }
  if (changed) yield put(userInfoRefreshRequested());
  const focus: RootState['pvp']['focus'] = yield select((s: RootState) => s.pvp.focus);
  if (focus.id && focus.game?.game === game && focus.game.status === 'open') yield call(pvpGameFlow, pvpGameRequested({ id: focus.id }));
}

const pageVisible = () => typeof document === 'undefined' || document.visibilityState === 'visible';

/**
 * While a PvP page is open (pvpWatchStarted … pvpWatchStopped): every PVP_TICK_MS, when the tab
 * comes back, and when another tab changed something, the lists reload quietly — so the opener of
 * a game sees it answered without a reload (issue 30: 等待应战 and a cancel button stayed for
 * over a minute). Skipped while the page's own action is in flight.
 */
export function* pvpWatch(action: PayloadAction<{ game: PvpKind }>) {
  const { game } = action.payload;
  const clock = yield* getClock();
  for (;;) {
    const r: { stop?: unknown } = yield race({
      slept: call([clock, clock.sleep], PVP_TICK_MS),
      wake: take([liveWake.type, liveAnnounced.type]),
      stop: take(pvpWatchStopped.type),
    });
    if (r.stop) return;
    if (!pageVisible()) continue;
    const pending: boolean = yield select((s: RootState) => s.pvp.action.status === 'pending');
    if (!pending) yield* quietRefresh(game);
  }
}

export function* pvpSaga() {
  yield takeLatest(pvpGameRequested.type, pvpGameFlow);
  yield takeLatest(pvpWatchStarted.type, pvpWatch);
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
