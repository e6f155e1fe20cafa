import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BlockItem, MyReplyItem, ReplyOrder, ReplyPage, ReplyView } from '../../api/replies';

/**
 * Forum replies (issue 17): the floors of the open article, the reply editor, my replies and my
 * block list. Not persisted. src/sagas/replies.ts runs the calls.
 */
export interface ReplyListState {
  articleId: number | null;
  data: ReplyPage | null;
  order: ReplyOrder;
  loading: boolean;
  error: string;
  /** the floor to scroll to and mark after loading (?floor=N or a new reply) */
  focusFloor: number | null;
}

export interface SimplePaged<T> {
  list: T[];
  total: number;
  page: number;
  loading: boolean;
  error: string;
}

export interface RepliesState {
  thread: ReplyListState;
  editor: {
    /** the floor being quoted by the next reply */
    quote: ReplyView | null;
    /** the reply being edited (null = writing a new one) */
    editing: ReplyView | null;
    pending: boolean;
    error: string;
    /** bumped after a successful submit, so the editor clears its text */
    savedSeq: number;
  };
  /** reply id with a delete / hide running */
  busyId: number | null;
  mine: SimplePaged<MyReplyItem>;
  blocks: SimplePaged<BlockItem> & { removingId: number | null };
}

const simple = <T>(): SimplePaged<T> => ({ list: [], total: 0, page: 1, loading: false, error: '' });

export const initialRepliesState: RepliesState = {
  thread: { articleId: null, data: null, order: 'oldest', loading: false, error: '', focusFloor: null },
  editor: { quote: null, editing: null, pending: false, error: '', savedSeq: 0 },
  busyId: null,
  mine: simple(),
  blocks: { ...simple(), removingId: null },
};

export const repliesRequested = createAction<{ articleId: number; page?: number; order?: ReplyOrder; floor?: number }>('replies/requested');
export const replySubmitted = createAction<{ articleId: number; content: string }>('replies/submitted');
export const replyDeleteRequested = createAction<{ id: number; admin?: boolean }>('replies/deleteRequested');
export const replyHideRequested = createAction<{ id: number; hidden: boolean }>('replies/hideRequested');
export const blockRequested = createAction<{ userId: number; username: string }>('replies/blockRequested');
export const unblockRequested = createAction<{ userId: number }>('replies/unblockRequested');
export const myRepliesRequested = createAction<{ page: number }>('replies/mineRequested');
export const blocksRequested = createAction<{ page: number }>('replies/blocksRequested');

const slice = createSlice({
  name: 'replies',
  initialState: initialRepliesState,
  reducers: {
    threadLoading(state, action: PayloadAction<{ articleId: number; order: ReplyOrder }>) {
      if (state.thread.articleId !== action.payload.articleId) state.thread.data = null;
      state.thread.articleId = action.payload.articleId;
      state.thread.order = action.payload.order;
      state.thread.loading = true;
      state.thread.error = '';
    },
    threadLoaded(state, action: PayloadAction<{ data: ReplyPage; focusFloor: number | null }>) {
      state.thread.data = action.payload.data;
      state.thread.loading = false;
      state.thread.focusFloor = action.payload.focusFloor;
    },
    threadFailed(state, action: PayloadAction<string>) {
      state.thread.loading = false;
      state.thread.error = action.payload;
    },
    quote(state, action: PayloadAction<ReplyView | null>) {
      state.editor.quote = action.payload;
      state.editor.editing = null;
    },
    edit(state, action: PayloadAction<ReplyView | null>) {
      state.editor.editing = action.payload;
      state.editor.quote = null;
      state.editor.error = '';
    },
    submitPending(state) {
      state.editor.pending = true;
      state.editor.error = '';
    },
    submitDone(state) {
      state.editor.pending = false;
      state.editor.quote = null;
      state.editor.editing = null;
      state.editor.savedSeq += 1;
    },
    submitFailed(state, action: PayloadAction<string>) {
      state.editor.pending = false;
      state.editor.error = action.payload;
    },
    busy(state, action: PayloadAction<number | null>) {
      state.busyId = action.payload;
    },
    mineLoading(state, action: PayloadAction<number>) {
      state.mine.loading = true;
      state.mine.error = '';
      state.mine.page = action.payload;
    },
    mineLoaded(state, action: PayloadAction<{ list: MyReplyItem[]; total: number }>) {
      state.mine = { ...state.mine, ...action.payload, loading: false };
    },
    mineFailed(state, action: PayloadAction<string>) {
      state.mine.loading = false;
      state.mine.error = action.payload;
    },
    blocksLoading(state, action: PayloadAction<number>) {
      state.blocks.loading = true;
      state.blocks.error = '';
      state.blocks.page = action.payload;
    },
    blocksLoaded(state, action: PayloadAction<{ list: BlockItem[]; total: number }>) {
      state.blocks = { ...state.blocks, ...action.payload, loading: false };
    },
    blocksFailed(state, action: PayloadAction<string>) {
      state.blocks.loading = false;
      state.blocks.error = action.payload;
    },
    removingBlock(state, action: PayloadAction<number | null>) {
      state.blocks.removingId = action.payload;
    },
  },
});

export const repliesActions = slice.actions;
export const repliesReducer = slice.reducer;
