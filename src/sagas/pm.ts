import type { Action } from '@reduxjs/toolkit';
import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { ApiReply } from '../api/http';
import { pmApi, type PmConversationList, type PmSendResult, type PmThread, type ReportResult } from '../api/pm';
import { notify } from '../lib/toast';
import type { RootState } from '../store/types';
import {
  contentReportRequested, pmActions, pmConversationsRequested, pmLiveReceived, pmOlderRequested, pmSendRequested, pmThreadRequested, reportKey,
} from '../store/slices/pm';
import { failureMsg } from './failure';
import { fetchUserInfo } from './userInfo';

/**
 * 私信 and 举报 (issue 33, ADR 0033c): the conversation list, one conversation (opening it marks it
 * read, so the header's count is fetched again), sending, and reports of posts, replies and
 * conversations. A `pm` live event refreshes what is on screen: the open conversation with that
 * member (quietly, without a spinner) and the list.
 */
function* loadConversations(a: ReturnType<typeof pmConversationsRequested>) {
  const page = a.payload.page ?? ((yield select((s: RootState) => s.pm.conversations.page)) as number);
  yield put(pmActions.conversationsLoading(page));
  try {
    const reply: ApiReply<PmConversationList> = yield call(pmApi.conversations, page);
    yield put(pmActions.conversationsLoaded({ list: reply.data.list, total: reply.data.total }));
  } catch (error) {
    yield put(pmActions.conversationsFailed(`私信列表加载失败：${failureMsg(error)}`));
  }
}

function* loadThread(a: ReturnType<typeof pmThreadRequested>) {
  yield put(pmActions.threadLoading({ peerId: a.payload.peerId, quiet: !!a.payload.quiet }));
  try {
    const reply: ApiReply<PmThread> = yield call(pmApi.thread, a.payload.peerId);
    yield put(pmActions.threadLoaded(reply.data));
    // opening it marked it read: the header's unread count follows
    yield call(fetchUserInfo);
  } catch (error) {
    yield put(pmActions.threadFailed(`私信加载失败：${failureMsg(error)}`));
  }
}

function* loadOlder() {
  const t: RootState['pm']['thread'] = yield select((s: RootState) => s.pm.thread);
  const first = t.data?.list[0];
  if (!t.peerId || !first || t.loadingOlder) return;
  yield put(pmActions.olderLoading());
  try {
    const reply: ApiReply<PmThread> = yield call(pmApi.thread, t.peerId, first.id);
    yield put(pmActions.olderLoaded(reply.data));
  } catch (error) {
    yield put(pmActions.threadFailed(`更早的私信加载失败：${failureMsg(error)}`));
  }
}

function* send(a: ReturnType<typeof pmSendRequested>) {
  yield put(pmActions.sending());
  try {
    const reply: ApiReply<PmSendResult> = yield call(pmApi.send, a.payload.peerId, a.payload.content);
    yield put(pmActions.sent({ peerId: a.payload.peerId, message: reply.data.message, conversationId: reply.data.conversation_id }));
  } catch (error) {
    yield put(pmActions.sendFailed(failureMsg(error)));
  }
}

function* report(a: ReturnType<typeof contentReportRequested>) {
  const key = reportKey(a.payload.kind, a.payload.id);
  yield put(pmActions.reportState({ key, state: 'sending', message: '' }));
  try {
    const reply: ApiReply<ReportResult> = yield call(pmApi.report, a.payload.kind, a.payload.id, a.payload.reason, a.payload.detail);
    yield put(pmActions.reportState({ key, state: 'done', message: reply.msg }));
    notify.success(reply.msg);
  } catch (error) {
    yield put(pmActions.reportState({ key, state: 'error', message: `举报失败：${failureMsg(error)}` }));
  }
}

function* onLivePm(a: ReturnType<typeof pmLiveReceived>) {
  const s: RootState['pm'] = yield select((st: RootState) => st.pm);
  if (s.thread.peerId === a.payload.from_user_id) yield put(pmThreadRequested({ peerId: a.payload.from_user_id, quiet: true }));
  else {
    notify.info(`${a.payload.from_username} 给你发来私信：${a.payload.excerpt}`);
    yield call(fetchUserInfo);
  }
  if (s.conversations.requested) yield put(pmConversationsRequested({}));
}

export function* pmSaga() {
  yield takeLatest(pmConversationsRequested.type, loadConversations);
  yield takeLatest(pmThreadRequested.type, loadThread);
  yield takeLatest(pmOlderRequested.type, loadOlder);
  yield takeEvery(pmSendRequested.type, send);
  yield takeEvery(contentReportRequested.type, report);
  yield takeEvery((x: Action) => x.type === pmLiveReceived.type, onLivePm);
}
