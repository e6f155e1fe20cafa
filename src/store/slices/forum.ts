import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ArticleBody, ArticleDetail, ArticleListItem, ArticleOrder, ArticleStatistics, BbsCategory, LikeResult } from '../../api/articles';
import { DEFAULT_PAGE_SIZE } from '../../config';

/**
 * Forum (issue 6): what the BBS pages show. Not persisted. Pages dispatch the request actions
 * below; src/sagas/forum.ts runs the calls (docs/adr/0004-forum.md for the server contract).
 */

/** Which list a forum list page shows. */
export type ForumListKind = 'all' | 'cate' | 'user' | 'search' | 'rank';

export interface ForumListRequest {
  kind: ForumListKind;
  page: number;
  size?: number;
  /** Category or user id (cate, user). */
  id?: number;
  /** Search words (search). */
  q?: string;
  /** Ranking order (rank). */
  order?: ArticleOrder;
  /** Fetch the authors' badges before the list is shown (default true; false where no names are shown). */
  withBadges?: boolean;
}

export interface ForumPaged {
  list: ArticleListItem[];
  total: number;
  page: number;
  size: number;
  loading: boolean;
  error: string;
}

export interface ForumState {
  categories: BbsCategory[];
  /** The list the current list page shows, and which request filled it. */
  list: ForumPaged & { request: ForumListRequest | null };
  /** Pinned articles (shown first on /main/bbs/list). */
  fixed: ArticleListItem[];
  /** My articles (/profile/articles). */
  mine: ForumPaged;
  /** The id being deleted from my articles. */
  deletingId: number | null;
  post: {
    id: number | null;
    data: ArticleDetail | null;
    stats: ArticleStatistics | null;
    loading: boolean;
    error: string;
    liking: boolean;
    tipping: boolean;
  };
  publish: {
    status: 'idle' | 'loading' | 'pending' | 'done' | 'error';
    msg: string;
    /** Edit mode: the article being edited (loaded from its detail). */
    editing: ArticleDetail | null;
    /** After publishing: the new or edited article's id. */
    savedId: number | null;
  };
}

const paged = (): ForumPaged => ({ list: [], total: 0, page: 1, size: DEFAULT_PAGE_SIZE, loading: false, error: '' });

export const initialForumState: ForumState = {
  categories: [],
  list: { ...paged(), request: null },
  fixed: [],
  mine: paged(),
  deletingId: null,
  post: { id: null, data: null, stats: null, loading: false, error: '', liking: false, tipping: false },
  publish: { status: 'idle', msg: '', editing: null, savedId: null },
};

export const forumCategoriesRequested = createAction('forum/categoriesRequested');
export const forumListRequested = createAction<ForumListRequest>('forum/listRequested');
export const forumMineRequested = createAction<{ page: number; size?: number }>('forum/mineRequested');
export const forumDeleteRequested = createAction<{ id: number }>('forum/deleteRequested');
export const forumPostRequested = createAction<{ id: number }>('forum/postRequested');
export const forumLikeRequested = createAction<{ id: number }>('forum/likeRequested');
export const forumTipRequested = createAction<{ id: number }>('forum/tipRequested');
export const forumEditRequested = createAction<{ id: number | null }>('forum/editRequested');
export const forumPublishRequested = createAction<{ id?: number | null; body: ArticleBody }>('forum/publishRequested');

const forumSlice = createSlice({
  name: 'forum',
  initialState: initialForumState,
  reducers: {
    categoriesLoaded(state, action: PayloadAction<BbsCategory[]>) {
      state.categories = action.payload;
    },
    listLoading(state, action: PayloadAction<ForumListRequest & { size: number }>) {
      state.list.loading = true;
      state.list.error = '';
      state.list.page = action.payload.page;
      state.list.size = action.payload.size;
      state.list.request = action.payload;
    },
    listLoaded(state, action: PayloadAction<{ list: ArticleListItem[]; total: number }>) {
      state.list.loading = false;
      state.list.list = action.payload.list;
      state.list.total = action.payload.total;
    },
    listFailed(state, action: PayloadAction<string>) {
      state.list.loading = false;
      state.list.list = [];
      state.list.total = 0;
      state.list.error = action.payload;
    },
    fixedLoaded(state, action: PayloadAction<ArticleListItem[]>) {
      state.fixed = action.payload;
    },
    mineLoading(state, action: PayloadAction<{ page: number; size: number }>) {
      state.mine.loading = true;
      state.mine.error = '';
      state.mine.page = action.payload.page;
      state.mine.size = action.payload.size;
    },
    mineLoaded(state, action: PayloadAction<{ list: ArticleListItem[]; total: number }>) {
      state.mine.loading = false;
      state.mine.list = action.payload.list;
      state.mine.total = action.payload.total;
    },
    mineFailed(state, action: PayloadAction<string>) {
      state.mine.loading = false;
      state.mine.error = action.payload;
    },
    deleting(state, action: PayloadAction<number | null>) {
      state.deletingId = action.payload;
    },
    postLoading(state, action: PayloadAction<number>) {
      const same = state.post.id === action.payload;
      state.post = { ...initialForumState.post, id: action.payload, data: same ? state.post.data : null, stats: same ? state.post.stats : null, loading: true };
    },
    postLoaded(state, action: PayloadAction<ArticleDetail>) {
      state.post.loading = false;
      state.post.data = action.payload;
    },
    postFailed(state, action: PayloadAction<string>) {
      state.post.loading = false;
      state.post.error = action.payload;
    },
    statsLoaded(state, action: PayloadAction<ArticleStatistics>) {
      state.post.stats = action.payload;
    },
    liking(state, action: PayloadAction<boolean>) {
      state.post.liking = action.payload;
    },
    liked(state, action: PayloadAction<LikeResult>) {
      const d = state.post.data;
      if (d && d.id === action.payload.id) {
        d.liked = true;
        d.likes = action.payload.likes;
        d.source_link = action.payload.source_link;
      }
      if (state.post.stats) state.post.stats.article.likes = action.payload.likes;
    },
    tipping(state, action: PayloadAction<boolean>) {
      state.post.tipping = action.payload;
    },
    tipped(state, action: PayloadAction<{ id: number; tips: number; coins: number }>) {
      const d = state.post.data;
      if (d && d.id === action.payload.id) {
        d.tips = action.payload.tips;
        d.tip_coins += action.payload.coins;
      }
      if (state.post.stats) {
        state.post.stats.article.tips = action.payload.tips;
        state.post.stats.article.tip_coins += action.payload.coins;
      }
    },
    publishReset(state) {
      state.publish = initialForumState.publish;
    },
    editLoading(state) {
      state.publish = { ...initialForumState.publish, status: 'loading' };
    },
    editLoaded(state, action: PayloadAction<ArticleDetail>) {
      state.publish = { ...initialForumState.publish, editing: action.payload };
    },
    publishPending(state) {
      state.publish.status = 'pending';
      state.publish.msg = '';
    },
    publishDone(state, action: PayloadAction<{ id: number; msg: string }>) {
      state.publish.status = 'done';
      state.publish.msg = action.payload.msg;
      state.publish.savedId = action.payload.id;
    },
    publishFailed(state, action: PayloadAction<string>) {
      state.publish.status = 'error';
      state.publish.msg = action.payload;
    },
  },
});

export const forumActions = forumSlice.actions;
export const forumReducer = forumSlice.reducer;
