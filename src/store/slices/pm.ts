import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LiveEventOf } from '../../../contract/pm';
import type { PmConversation, PmThread, ReportKind, ReportReason } from '../../api/pm';

/**
 * 私信, 举报 and the live channel's state (issue 33; not persisted). src/sagas/pm.ts runs the calls;
 * src/sagas/liveEvents.ts owns the channel.
 */
export type { ReportKind };
export type LiveStatus = 'off' | 'connecting' | 'up' | 'polling';

export interface PmState {
  /** `requested`: the list was asked for in this tab (a live 私信 refreshes it then) */
  conversations: { list: PmConversation[]; total: number; page: number; loading: boolean; error: string; requested: boolean };
  thread: { peerId: number | null; data: PmThread | null; loading: boolean; error: string; sending: boolean; sendError: string; loadingOlder: boolean };
  /** 举报 in flight or done, by `${kind}:${id}` */
  reports: Record<string, { state: 'sending' | 'done' | 'error'; message: string }>;
  live: LiveStatus;
}

const initialState: PmState = {
  conversations: { list: [], total: 0, page: 1, loading: false, error: '', requested: false },
  thread: { peerId: null, data: null, loading: false, error: '', sending: false, sendError: '', loadingOlder: false },
  reports: {},
  live: 'off',
};

export const reportKey = (kind: ReportKind, id: number) => `${kind}:${id}`;

const slice = createSlice({
  name: 'pm',
  initialState,
  reducers: {
    conversationsLoading(state, a: PayloadAction<number>) {
      state.conversations.loading = true;
      state.conversations.requested = true;
      state.conversations.error = '';
      state.conversations.page = a.payload;
    },
    conversationsLoaded(state, a: PayloadAction<{ list: PmConversation[]; total: number }>) {
      Object.assign(state.conversations, a.payload, { loading: false, error: '' });
    },
    conversationsFailed(state, a: PayloadAction<string>) {
      state.conversations.loading = false;
      state.conversations.error = a.payload;
    },
    threadLoading(state, a: PayloadAction<{ peerId: number; quiet: boolean }>) {
      if (state.thread.peerId !== a.payload.peerId) state.thread = { ...initialState.thread, peerId: a.payload.peerId };
      if (!a.payload.quiet) state.thread.loading = true;
      state.thread.error = '';
    },
    threadLoaded(state, a: PayloadAction<PmThread>) {
      if (state.thread.peerId !== a.payload.peer.id) return;
      state.thread.data = a.payload;
      state.thread.loading = false;
    },
    olderLoading(state) {
      state.thread.loadingOlder = true;
    },
    olderLoaded(state, a: PayloadAction<PmThread>) {
      state.thread.loadingOlder = false;
      if (!state.thread.data || state.thread.peerId !== a.payload.peer.id) return;
      state.thread.data.list = [...a.payload.list, ...state.thread.data.list];
      state.thread.data.has_more = a.payload.has_more;
    },
    threadFailed(state, a: PayloadAction<string>) {
      state.thread.loading = false;
      state.thread.loadingOlder = false;
      state.thread.error = a.payload;
    },
    sending(state) {
      state.thread.sending = true;
      state.thread.sendError = '';
    },
    sent(state, a: PayloadAction<{ peerId: number; message: PmThread['list'][number]; conversationId: number }>) {
      state.thread.sending = false;
      if (state.thread.data && state.thread.peerId === a.payload.peerId) {
        state.thread.data.list.push(a.payload.message);
        state.thread.data.conversation_id = a.payload.conversationId;
      }
    },
    sendFailed(state, a: PayloadAction<string>) {
      state.thread.sending = false;
      state.thread.sendError = a.payload;
    },
    reportState(state, a: PayloadAction<{ key: string; state: 'sending' | 'done' | 'error'; message: string }>) {
      state.reports[a.payload.key] = { state: a.payload.state, message: a.payload.message };
    },
    liveStatus(state, a: PayloadAction<LiveStatus>) {
      state.live = a.payload;
    },
  },
});

export const pmActions = slice.actions;
export const pmReducer = slice.reducer;

export const pmConversationsRequested = createAction<{ page?: number }>('pm/conversationsRequested');
export const pmThreadRequested = createAction<{ peerId: number; quiet?: boolean }>('pm/threadRequested');
export const pmOlderRequested = createAction('pm/olderRequested');
export const pmSendRequested = createAction<{ peerId: number; content: string }>('pm/sendRequested');
export const contentReportRequested = createAction<{ kind: ReportKind; id: number; reason: ReportReason; detail: string }>('pm/reportRequested');
/** A `pm` event arrived on the live channel (or a poll found new unread 私信). */
export const pmLiveReceived = createAction<LiveEventOf<'pm'>>('live/pmReceived');
/** A `notice` event: a system message (mention, settled game, reward …) for this member. */
export const liveNoticeReceived = createAction<LiveEventOf<'notice'>>('live/noticeReceived');
