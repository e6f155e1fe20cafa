import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ArticleListItem } from '../../api/articles';
import type { MemberBadge, MemberReplyItem, MemberResourceItem, MemberStatistics } from '../../api/community';
import type { FavouriteItem, FavouriteKind } from '../../api/favourites';
import type { SignCalendarData } from '../../api/sign';

/**
 * Community layer (issue 33): badges next to names and the member page. Not persisted.
 * src/sagas/community.ts runs the calls.
 *
 * Badge cache: `badges[id].at` is when it was fetched; a name shown after BADGE_TTL_MS asks again
 * (a new level or title shows within that time, or at once after a reload).
 */
export const BADGE_TTL_MS = 5 * 60_000;

export type MemberTab = 'articles' | 'replies' | 'resources' | 'favourites';

export type MemberFeed =
  | { tab: 'articles'; list: ArticleListItem[] }
  | { tab: 'replies'; list: MemberReplyItem[] }
  | { tab: 'resources'; list: MemberResourceItem[] }
  | { tab: 'favourites'; kind: FavouriteKind; list: FavouriteItem[] };

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
  /** 收藏 toggles on the items on screen, by favouriteKey(kind, id); `pending` while a call runs */
  favourites: Record<string, { favourited: boolean; count: number; pending: boolean }>;
  /** 我的收藏 (/profile/favourites) */
  myFavourites: {
    kind: FavouriteKind;
    list: FavouriteItem[];
    total: number;
    page: number;
    loading: boolean;
    error: string;
    /** the item being removed (its button spins) */
    removingId: number | null;
  };
  /** 在会员主页公开我的收藏 (修改资料): true while the switch is being saved */
  favouritesVisibilitySaving: boolean;
  /** 签到日历 with 补签卡 (/main/bbs/sign) */
  signCalendar: {
    data: SignCalendarData | null;
    loading: boolean;
    error: string;
    /** what runs: buying a card, or making up a day (its date) */
    busy: { kind: 'buy' } | { kind: 'makeup'; date: string } | null;
  };
}

export const favouriteKey = (kind: FavouriteKind, id: number) => `${kind}:${id}`;

export const initialCommunityState: CommunityState = {
  badges: {},
  member: { id: null, profile: null, loading: false, error: '', feed: null, feedTab: 'articles', feedTotal: 0, feedPage: 1, feedLoading: false, feedError: '' },
  favourites: {},
  myFavourites: { kind: 'article', list: [], total: 0, page: 1, loading: false, error: '', removingId: null },
  favouritesVisibilitySaving: false,
  signCalendar: { data: null, loading: false, error: '', busy: null },
};

/** Names with these member ids are on screen. */
export const badgesWanted = createAction<number[]>('community/badgesWanted');
export const memberRequested = createAction<{ id: number }>('community/memberRequested');
/** `kind`: which favourites the 收藏 tab shows (帖子 when absent) */
export const memberFeedRequested = createAction<{ id: number; tab: MemberTab; page: number; kind?: FavouriteKind }>('community/memberFeedRequested');
/** 在会员主页公开我的收藏 switched on or off on 修改资料 */
export const favouritesVisibilityRequested = createAction<{ public: boolean }>('community/favouritesVisibilityRequested');
/** A 收藏 button is shown for this item: load its count and whether I keep it. */
export const favouriteStateRequested = createAction<{ kind: FavouriteKind; id: number }>('community/favouriteStateRequested');
/** The 收藏 button was pressed: add or remove at once (optimistic), roll back if the call fails. */
export const favouriteToggled = createAction<{ kind: FavouriteKind; id: number; want?: boolean }>('community/favouriteToggled');
export const myFavouritesRequested = createAction<{ kind: FavouriteKind; page: number }>('community/myFavouritesRequested');
/** Remove an item from 我的收藏 (then the page is loaded again). */
export const myFavouriteRemoved = createAction<{ kind: FavouriteKind; id: number }>('community/myFavouriteRemoved');
export const signCalendarRequested = createAction<{ month?: string }>('community/signCalendarRequested');
export const makeupCardBuyRequested = createAction('community/makeupCardBuyRequested');
export const makeupUseRequested = createAction<{ date: string }>('community/makeupUseRequested');

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
    favouriteSet(state, action: PayloadAction<{ kind: FavouriteKind; id: number; favourited: boolean; count: number; pending: boolean }>) {
      const { kind, id, favourited, count, pending } = action.payload;
      state.favourites[favouriteKey(kind, id)] = { favourited, count: Math.max(0, count), pending };
    },
    myFavouritesLoading(state, action: PayloadAction<{ kind: FavouriteKind; page: number }>) {
      if (state.myFavourites.kind !== action.payload.kind) state.myFavourites.list = [];
      state.myFavourites.kind = action.payload.kind;
      state.myFavourites.page = action.payload.page;
      state.myFavourites.loading = true;
      state.myFavourites.error = '';
    },
    myFavouritesLoaded(state, action: PayloadAction<{ list: FavouriteItem[]; total: number }>) {
      state.myFavourites.list = action.payload.list;
      state.myFavourites.total = action.payload.total;
      state.myFavourites.loading = false;
    },
    myFavouritesFailed(state, action: PayloadAction<string>) {
      state.myFavourites.loading = false;
      state.myFavourites.error = action.payload;
    },
    favouritesVisibilitySaving(state, action: PayloadAction<boolean>) {
      state.favouritesVisibilitySaving = action.payload;
    },
    myFavouriteRemoving(state, action: PayloadAction<number | null>) {
      state.myFavourites.removingId = action.payload;
    },
    calendarLoading(state) {
      state.signCalendar.loading = true;
      state.signCalendar.error = '';
    },
    calendarLoaded(state, action: PayloadAction<SignCalendarData>) {
      state.signCalendar.data = action.payload;
      state.signCalendar.loading = false;
    },
    calendarFailed(state, action: PayloadAction<string>) {
      state.signCalendar.loading = false;
      state.signCalendar.error = action.payload;
    },
    calendarBusy(state, action: PayloadAction<CommunityState['signCalendar']['busy']>) {
      state.signCalendar.busy = action.payload;
    },
  },
});

export const communityActions = slice.actions;
export const communityReducer = slice.reducer;
