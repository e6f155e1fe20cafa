import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, takeLatest } from 'redux-saga/effects';
import type { ApiReply } from '../api/http';
import { signApi, type MakeupCardResult, type MakeupUseResult, type SignCalendarData } from '../api/sign';
import { notify } from '../lib/toast';
import { userInfoRefreshRequested } from '../store/actions';
import { signListRequested, signStatusRequested } from '../store/slices/account';
import { communityActions, makeupCardBuyRequested, makeupUseRequested, signCalendarRequested } from '../store/slices/community';
import { userActions } from '../store/slices/user';
import type { RootState } from '../store/types';
import { failureMsg } from './failure';

/** 签到日历 (GET /auth/v1/sign/calendar); only asked while signed in. */
export function* signCalendarFlow(action: PayloadAction<{ month?: string }>) {
  const token: string = yield select((s: RootState) => s.user.token);
  if (!token) return;
  yield put(communityActions.calendarLoading());
  try {
    const reply: ApiReply<SignCalendarData> = yield call(signApi.calendar, action.payload.month);
    yield put(communityActions.calendarLoaded(reply.data));
  } catch (error) {
    yield put(communityActions.calendarFailed(failureMsg(error)));
  }
}

/** The month on screen, to load again after a change. */
function* shownMonth() {
  const data: SignCalendarData | null = yield select((s: RootState) => s.community.signCalendar.data);
  return data?.month;
}

/** 购买补签卡: coins through the server's ledger; the new balance goes to the store, the calendar is loaded again. */
export function* makeupCardBuyFlow() {
  yield put(communityActions.calendarBusy({ kind: 'buy' }));
  try {
    const reply: ApiReply<MakeupCardResult> = yield call(signApi.buyMakeupCard);
    yield put(userActions.setCoin(reply.data.coin));
    notify.success(reply.msg || '购买成功');
  } catch (error) {
    notify.error(`购买补签卡失败：${failureMsg(error)}`);
  } finally {
    yield put(communityActions.calendarBusy(null));
  }
  const month: string | undefined = yield* shownMonth();
  yield call(signCalendarFlow, signCalendarRequested({ month }));
}

/** 补签 a missed day with one card; the calendar, my sign state and the records are loaded again. */
export function* makeupUseFlow(action: PayloadAction<{ date: string }>) {
  yield put(communityActions.calendarBusy({ kind: 'makeup', date: action.payload.date }));
  let ok = false;
  try {
    const reply: ApiReply<MakeupUseResult> = yield call(signApi.useMakeupCard, action.payload.date);
    notify.success(reply.msg || '补签成功');
    ok = true;
  } catch (error) {
    notify.error(`补签失败：${failureMsg(error)}`);
  } finally {
    yield put(communityActions.calendarBusy(null));
  }
  const month: string | undefined = yield* shownMonth();
  yield call(signCalendarFlow, signCalendarRequested({ month }));
  if (ok) {
    yield put(signStatusRequested());
    yield put(signListRequested({ page: 1 }));
    yield put(userInfoRefreshRequested());
  }
}

export function* signCalendarSaga() {
  yield takeLatest(signCalendarRequested.type, signCalendarFlow);
  yield takeLatest(makeupCardBuyRequested.type, makeupCardBuyFlow);
  yield takeLatest(makeupUseRequested.type, makeupUseFlow);
}
