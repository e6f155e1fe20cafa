import type { PayloadAction } from '@reduxjs/toolkit';
import { call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { ApiReply } from '../api/http';
import { repliesApi, type BlockPage, type MyReplyPage, type ReplyCreated, type ReplyOrder, type ReplyPage, type ReplyView } from '../api/replies';
import { usersApi } from '../api/users';
import { DEFAULT_PAGE_SIZE } from '../config';
import { notify } from '../lib/toast';
import { forumPostRequested } from '../store/slices/forum';
import {
  blockRequested,
  blocksRequested,
  myRepliesRequested,
  repliesActions,
  repliesRequested,
  replyDeleteRequested,
  replyHideRequested,
  replySubmitted,
  unblockRequested,
} from '../store/slices/replies';
import { userActions } from '../store/slices/user';
import type { RootState } from '../store/types';
import { failureMsg } from './account';

/** Replies a page (issue 17). */
export const REPLY_PAGE_SIZE = 20;

const okMsg = (reply: ApiReply<unknown>, fallback: string) => (reply.msg && reply.msg !== '成功' ? reply.msg : fallback);

/** One page of an article's floors; `floor` asks for the page holding that floor (and marks it). */
export function* threadFlow(action: PayloadAction<{ articleId: number; page?: number; order?: ReplyOrder; floor?: number }>) {
  const current: RootState['replies']['thread'] = yield select((s: RootState) => s.replies.thread);
  const { articleId, floor } = action.payload;
  const order = action.payload.order ?? (current.articleId === articleId ? current.order : 'oldest');
  yield put(repliesActions.threadLoading({ articleId, order }));
  try {
    const reply: ApiReply<ReplyPage> = yield call(repliesApi.list, articleId, {
      page: action.payload.page ?? 1, size: REPLY_PAGE_SIZE, order, ...(floor ? { floor } : {}),
    });
    yield put(repliesActions.threadLoaded({ data: reply.data, focusFloor: floor ?? null }));
  } catch (error) {
    yield put(repliesActions.threadFailed(failureMsg(error)));
  }
}

function* reloadThread(floor?: number) {
  const thread: RootState['replies']['thread'] = yield select((s: RootState) => s.replies.thread);
  if (!thread.articleId) return;
  yield call(threadFlow, repliesRequested({ articleId: thread.articleId, page: thread.data?.page ?? 1, order: thread.order, floor }));
}

/** Posts a reply (or saves the edit being made), then shows its floor. */
export function* submitFlow(action: PayloadAction<{ articleId: number; content: string }>) {
  const editor: RootState['replies']['editor'] = yield select((s: RootState) => s.replies.editor);
  yield put(repliesActions.submitPending());
  try {
    if (editor.editing) {
      const reply: ApiReply<ReplyView> = yield call(repliesApi.edit, editor.editing.id, action.payload.content);
      notify.success(okMsg(reply, '修改成功'));
      yield put(repliesActions.submitDone());
      yield call(reloadThread, reply.data.floor);
      return;
    }
    const reply: ApiReply<ReplyCreated> = yield call(repliesApi.create, action.payload.articleId, {
      content: action.payload.content,
      ...(editor.quote ? { quote_id: editor.quote.id } : {}),
    });
    notify.success(okMsg(reply, '回复成功'));
    if (reply.data.balance !== null) yield put(userActions.setCoin(reply.data.balance));
    yield put(repliesActions.submitDone());
    yield call(reloadThread, reply.data.reply.floor);
    // 回复可见: the article may now show its source link; reply count changed too
    yield put(forumPostRequested({ id: action.payload.articleId }));
  } catch (error) {
    yield put(repliesActions.submitFailed(failureMsg(error)));
  }
}

export function* deleteFlow(action: PayloadAction<{ id: number; admin?: boolean }>) {
  yield put(repliesActions.busy(action.payload.id));
  try {
    const reply: ApiReply<null> = yield call(action.payload.admin ? repliesApi.adminRemove : repliesApi.remove, action.payload.id);
    notify.success(okMsg(reply, '已删除'));
    yield call(reloadThread);
  } catch {
    // the HTTP client showed the msg
  }
  yield put(repliesActions.busy(null));
}

export function* hideFlow(action: PayloadAction<{ id: number; hidden: boolean }>) {
  yield put(repliesActions.busy(action.payload.id));
  try {
    const reply: ApiReply<unknown> = yield call(repliesApi.adminSetHidden, action.payload.id, action.payload.hidden);
    notify.success(okMsg(reply, action.payload.hidden ? '已隐藏' : '已恢复显示'));
    yield call(reloadThread);
  } catch {
    // shown by the HTTP client
  }
  yield put(repliesActions.busy(null));
}

export function* blockFlow(action: PayloadAction<{ userId: number; username: string }>) {
  try {
    const reply: ApiReply<{ user_id: number; first: boolean }> = yield call(repliesApi.block, action.payload.userId);
    notify.success(`${okMsg(reply, '已拉黑')}：${action.payload.username}`);
    yield call(reloadThread);
  } catch {
    // shown by the HTTP client
  }
}

/** My block list (GET /auth/v1/user/block). */
export function* blocksFlow(action: PayloadAction<{ page: number }>) {
  const page = Math.max(1, action.payload.page);
  yield put(repliesActions.blocksLoading(page));
  try {
    const reply: ApiReply<BlockPage> = yield call(repliesApi.blocks, { page, size: DEFAULT_PAGE_SIZE });
    yield put(repliesActions.blocksLoaded(reply.data));
  } catch (error) {
    yield put(repliesActions.blocksFailed(failureMsg(error)));
  }
}

/** Block removal through the spec's call (usersApi.removeBlock, argument `block`). */
export function* unblockFlow(action: PayloadAction<{ userId: number }>) {
  yield put(repliesActions.removingBlock(action.payload.userId));
  try {
    const reply: ApiReply<null> = yield call(usersApi.removeBlock, String(action.payload.userId));
    notify.success(okMsg(reply, '已移出黑名单'));
    const blocks: RootState['replies']['blocks'] = yield select((s: RootState) => s.replies.blocks);
    const page = blocks.list.length === 1 && blocks.page > 1 ? blocks.page - 1 : blocks.page;
    yield call(blocksFlow, blocksRequested({ page }));
  } catch {
    // shown by the HTTP client
  }
  yield put(repliesActions.removingBlock(null));
}

/** My replies (GET /auth/v1/article/reply/my). */
export function* mineFlow(action: PayloadAction<{ page: number }>) {
  const page = Math.max(1, action.payload.page);
  yield put(repliesActions.mineLoading(page));
  try {
    const reply: ApiReply<MyReplyPage> = yield call(repliesApi.mine, { page, size: DEFAULT_PAGE_SIZE });
    yield put(repliesActions.mineLoaded(reply.data));
  } catch (error) {
    yield put(repliesActions.mineFailed(failureMsg(error)));
  }
}

export function* repliesSaga() {
  yield takeLatest(repliesRequested.type, threadFlow);
  yield takeLeading(replySubmitted.type, submitFlow);
  yield takeEvery(replyDeleteRequested.type, deleteFlow);
  yield takeEvery(replyHideRequested.type, hideFlow);
  yield takeLeading(blockRequested.type, blockFlow);
  yield takeLeading(unblockRequested.type, unblockFlow);
  yield takeLatest(myRepliesRequested.type, mineFlow);
  yield takeLatest(blocksRequested.type, blocksFlow);
}
