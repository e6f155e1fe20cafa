import { del, get, post, put, request, type QuietConfig } from './http';
import type { PageParams, PagedList } from './types';

/**
 * Article (spec §3: id, title, fixed flag, cate_id) as the server sends it in lists
 * (docs/adr/0004-forum.md). List items never carry the source link.
 */
export interface ArticleListItem {
  id: number;
  title: string;
  cate_id: number;
  cate_name: string;
  user_id: number;
  username: string;
  /** One-line plain-text summary of the Markdown (never HTML). */
  summary: string;
  fixed: number;
  views: number;
  likes: number;
  tips: number;
  has_source_link: boolean;
  source_disk: string;
  source_disk_name: string;
  create_time: string;
  update_time: string;
  /** visible replies (issue 17; optional for older fixtures) */
  reply_count?: number;
  /** time of the newest reply, '' when none */
  last_reply_time?: string;
  /** 'like' = 点赞可见, 'reply' = 回复可见 */
  reveal_mode?: RevealMode;
}

export type RevealMode = 'like' | 'reply';

/** An article's detail: raw Markdown; source_link only for the author, admins and likers (点赞可见), else null. */
export interface ArticleDetail extends ArticleListItem {
  content: string;
  source_link: string | null;
  liked: boolean;
  /** the viewer has replied (回复可见) */
  replied?: boolean;
  is_author: boolean;
  tip_coins: number;
  /** Coins one tip costs now (the site config article_tip_coin). */
  tip_price: number;
}

/** Kept for older callers: an article in any of its shapes. */
export type Article = ArticleListItem & Partial<Pick<ArticleDetail, 'content' | 'source_link'>>;

export interface ArticleBody {
  title: string;
  content: string;
  cate_id: number;
  /** Optional network-disk link or pasted share text; '' = none. */
  source_link?: string;
  /** which action reveals the link (default like) */
  reveal_mode?: RevealMode;
}

export interface BbsCategory {
  id: number;
  name: string;
  sort: number;
  count: number;
}

export interface ArticleStatistics {
  article: { id: number; views: number; likes: number; tips: number; tip_coins: number };
  author: { id: number; username: string; articles: number; views: number; likes: number; tips: number; tip_coins: number };
}

export interface LikeResult {
  id: number;
  first: boolean;
  likes: number;
  source_link: string | null;
  source_disk: string;
  source_disk_name: string;
}

export interface AppreciateResult {
  id: number;
  coins: number;
  /** The reader's balance after the tip. */
  balance: number;
  tips: number;
}

/** replied = 最新回复 (issue 17) */
export type ArticleOrder = 'latest' | 'views' | 'likes' | 'replied';

export const articlesApi = {
  list: (params: PageParams & { cate_id?: number; order?: ArticleOrder }) => get<PagedList<ArticleListItem>>('/v1/article', params),
  /** quiet: the post page (and the edit form) show a refusal themselves, once. */
  detail: (id: number) => request<ArticleDetail>({ method: 'GET', url: `/v1/article/${id}`, quiet: true } as QuietConfig),
  byUser: (id: number, params: PageParams) => get<PagedList<ArticleListItem>>(`/v1/article/user/${id}`, params),
  byCate: (id: number, params: PageParams) => get<PagedList<ArticleListItem>>(`/v1/article/cate/${id}`, params),
  fixed: () => get<PagedList<ArticleListItem>>('/v1/article/fixed'),
  categories: () => get<BbsCategory[]>('/v1/article/cates'),
  statistics: (id: number) => get<ArticleStatistics>(`/v1/article/statistics/${id}`),
  search: (params: PageParams & { q: string }) => get<PagedList<ArticleListItem>>('/v1/article/search', params),

  create: (body: ArticleBody) => post<ArticleDetail>('/auth/v1/article', body),
  update: (id: number, body: ArticleBody) => put<ArticleDetail>(`/auth/v1/article/${id}`, body),
  my: (params: PageParams) => get<PagedList<ArticleListItem>>('/auth/v1/article/my', params),
  deleteMine: (id: number) => del<null>(`/auth/v1/article/my/${id}`),
  /** Spec §7 sends {source_link}; the server ignores its value and always returns the link (ADR 0004). */
  like: (id: number, sourceLink: string | boolean = true) => post<LikeResult>(`/auth/v1/article/like/${id}`, { source_link: sourceLink }),
  appreciate: (id: number) => post<AppreciateResult>(`/auth/v1/article/appreciate/${id}`),

  adminDelete: (id: number) => del<null>(`/admin/v1/article/${id}`),
  adminUpdate: (id: number, body: Partial<ArticleBody> & { fixed?: boolean }) => put<ArticleDetail>(`/admin/v1/article/${id}`, body),
  /** Pins or unpins an article (spec §4: toggled by the admin status call with the fixed flag). */
  adminSetFixed: (id: number, fixed: number | boolean) => put<{ id: number; fixed: number }>('/admin/v1/article/status', { id, fixed }),
};
