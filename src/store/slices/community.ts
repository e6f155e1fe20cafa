import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ArticleListItem } from '../../api/articles';
import type { MemberBadge, MemberReplyItem, MemberResourceItem, MemberStatistics } from '../../api/community';

/**
 * Community layer (issue 33): badges next to names and the member page. Not persisted.
 * src/sagas/community.ts runs the calls.
 *
 * Badge cache: `badges[id].at` is when it was fetched; a name shown after BADGE_TTL_MS asks again
 * (a new level or title shows within that time, or at once after a reload).
 */
export const BADGE_TTL_MS = 5 * 60_000;

export type MemberTab = 'articles' | 'replies' | 'resources';

export type MemberFeed =
  | { tab: 'articles'; list: ArticleListItem[] }
  | { tab: 'replies'; list: MemberReplyItem[] }
  | { tab: 'resources'; list: MemberResourceItem[] };

export interface CommunityState {
  /** null badge: no such member (do not ask again until the TTL passes) */
  badges: Record<number, { badge: MemberBadge | null; at: number }>;
  member: {
    id: number | null;
    profile: MemberStatistics | null;
    loading: boolean;
    error: string;
    feed: MemberFeed | null;
    feedTab: MemberTab;
    feedTotal: number;
    feedPage: number;
    feedLoading: boolean;
    feedError: string;
  };
}

export const initialCommunityState: CommunityState = {
  badges: {},
  member: { id: null, profile: null, loading: false, error: '', feed: null, feedTab: 'articles', feedTotal: 0, feedPage: 1, feedLoading: false, feedError: '' },
};

/** Names with these member ids are on screen. */
export const badgesWanted = createAction<number[]>('community/badgesWanted');
export const memberRequested = createAction<{ id: number }>('community/memberRequested');
export const memberFeedRequested = createAction<{ id: number; tab: MemberTab; page: number }>('community/memberFeedRequested');

const slice = createSlice({
  name: 'community',
  initialState: initialCommunityState,
  reducers: {
    badgesLoaded(state, action: PayloadAction<{ asked: number[]; list: MemberBadge[]; at: number }>) {
      const { asked, list, at } = action.payload;
      for (const id of asked) state.badges[id] = { badge: null, at };
      for (const b of list) state.badges[b.id] = { badge: b, at };
    },
    memberLoading(state, action: PayloadAction<number>) {
      if (state.member.id !== action.payload) {
        state.member = { ...initialCommunityState.member, id: action.payload };
      }
      state.member.loading = true;
      state.member.error = '';
    },
    memberLoaded(state, action: PayloadAction<MemberStatistics>) {
      state.member.profile = action.payload;
      state.member.loading = false;
    },
    memberFailed(state, action: PayloadAction<string>) {
      state.member.loading = false;
      state.member.error = action.payload;
    },
    feedLoading(state, action: PayloadAction<{ tab: MemberTab; page: number }>) {
      if (state.member.feedTab !== action.payload.tab) state.member.feed = null;
      state.member.feedTab = action.payload.tab;
      state.member.feedPage = action.payload.page;
      state.member.feedLoading = true;
      state.member.feedError = '';
    },
    feedLoaded(state, action: PayloadAction<{ feed: MemberFeed; total: number }>) {
      state.member.feed = action.payload.feed;
      state.member.feedTotal = action.payload.total;
      state.member.feedLoading = false;
    },
    feedFailed(state, action: PayloadAction<string>) {
      state.member.feedLoading = false;
      state.member.feedError = action.payload;
    },
  },
});

export const communityActions = slice.actions;
export const communityReducer = slice.reducer;
