import type { z } from 'zod';
import type {
  adminArticleUpdateBody, appreciateResult, articleBody, articleDetail, articleFixedResult, articleListItem, articleListQuery, articleStatistics,
  bbsCateCreateBody, bbsCateUpdateBody, bbsCategoryView, likeResult, revealMode,
} from '../../contract/articles';
import { del, get, post, put, request, type QuietConfig } from './http';
import type { PageParams, PagedList } from './types';

/** The forum's shapes, from contract/articles.ts (types only; issue 20, ADR 0004). */

/** Article (spec §3) as lists show it; list items never carry the source link. */
export type ArticleListItem = z.infer<typeof articleListItem>;
/** 'like' = 点赞可见, 'reply' = 回复可见 */
export type RevealMode = z.infer<typeof revealMode>;
/** An article's detail: raw Markdown; source_link only for the author, admins and likers (点赞可见), else null. */
export type ArticleDetail = z.infer<typeof articleDetail>;
/** Kept for older callers: an article in any of its shapes. */
export type Article = ArticleListItem & Partial<Pick<ArticleDetail, 'content' | 'source_link'>>;
/** Publish / edit body (source_link '' = none; reveal_mode defaults to like). */
export type ArticleBody = z.input<typeof articleBody>;
export type AdminArticleUpdate = z.input<typeof adminArticleUpdateBody>;
export type BbsCategory = z.infer<typeof bbsCategoryView>;
export type BbsCateCreate = z.input<typeof bbsCateCreateBody>;
export type BbsCateUpdate = z.input<typeof bbsCateUpdateBody>;
export type ArticleStatistics = z.infer<typeof articleStatistics>;
export type LikeResult = z.infer<typeof likeResult>;
export type AppreciateResult = z.infer<typeof appreciateResult>;
export type ArticleFixedResult = z.infer<typeof articleFixedResult>;

/** replied = 最新回复 (issue 17) */
export type ArticleOrder = NonNullable<z.input<typeof articleListQuery>['order']>;

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
  adminUpdate: (id: number, body: AdminArticleUpdate) => put<ArticleDetail>(`/admin/v1/article/${id}`, body),
  /** Pins or unpins an article (spec §4: toggled by the admin status call with the fixed flag). */
  adminSetFixed: (id: number, fixed: number | boolean) => put<ArticleFixedResult>('/admin/v1/article/status', { id, fixed }),
};
