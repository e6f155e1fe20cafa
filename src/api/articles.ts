import { del, get, post, put } from './http';
import type { PageParams, PagedList } from './types';

/** Article (spec §3): id, title, fixed flag, cate_id; source_link is sent when liking. */
export interface Article {
  id: number;
  title: string;
  fixed: number | boolean;
  cate_id: number;
  source_link?: string;
  content?: string;
  [key: string]: unknown;
}

export interface ArticleBody {
  title: string;
  content: string;
  cate_id: number;
  [key: string]: unknown;
}

export const articlesApi = {
  list: (params: PageParams & { cate_id?: number }) => get<PagedList<Article>>('/v1/article', params),
  detail: (id: number) => get<Article>(`/v1/article/${id}`),
  byUser: (id: number, params: PageParams) => get<PagedList<Article>>(`/v1/article/user/${id}`, params),
  byCate: (id: number, params: PageParams) => get<PagedList<Article>>(`/v1/article/cate/${id}`, params),
  fixed: () => get<Article[]>('/v1/article/fixed'),
  statistics: (id: number) => get<Record<string, number>>(`/v1/article/statistics/${id}`),
  search: (params: PageParams & { q: string }) => get<PagedList<Article>>('/v1/article/search', params),

  create: (body: ArticleBody) => post<Article>('/auth/v1/article', body),
  update: (id: number, body: Partial<ArticleBody>) => put<Article>(`/auth/v1/article/${id}`, body),
  my: (params: PageParams) => get<PagedList<Article>>('/auth/v1/article/my', params),
  deleteMine: (id: number) => del<null>(`/auth/v1/article/my/${id}`),
  like: (id: number, sourceLink: string) => post<unknown>(`/auth/v1/article/like/${id}`, { source_link: sourceLink }),
  appreciate: (id: number) => post<unknown>(`/auth/v1/article/appreciate/${id}`),

  adminDelete: (id: number) => del<null>(`/admin/v1/article/${id}`),
  adminUpdate: (id: number, body: Partial<ArticleBody>) => put<Article>(`/admin/v1/article/${id}`, body),
  /** Pins or unpins an article (spec §4: toggled by the admin status call with the fixed flag). */
  adminSetFixed: (id: number, fixed: number | boolean) => put<unknown>('/admin/v1/article/status', { id, fixed }),
};
