import type { z } from 'zod';
import type {
  adminReplyStatusResult, blockPage, blockResult, myReplyPage, replyCreateBody, replyCreated, replyPage, replyView,
} from '../../contract/forum-replies';
import { del, get, post, put } from './http';
import type { PageParams } from './types';

/** Forum replies (楼层), blocks (拉黑) — shapes from contract/forum-replies.ts (issue 17, ADR 0015). */
export type ReplyView = z.infer<typeof replyView>;
export type ReplyPage = z.infer<typeof replyPage>;
export type ReplyCreated = z.infer<typeof replyCreated>;
export type MyReplyPage = z.infer<typeof myReplyPage>;
export type MyReplyItem = MyReplyPage['list'][number];
export type BlockPage = z.infer<typeof blockPage>;
export type BlockItem = BlockPage['list'][number];
export type ReplyOrder = 'oldest' | 'newest';

export const repliesApi = {
  list: (articleId: number, params: PageParams & { order?: ReplyOrder; floor?: number }) => get<ReplyPage>(`/v1/article/${articleId}/reply`, params),
  create: (articleId: number, body: z.input<typeof replyCreateBody>) => post<ReplyCreated>(`/auth/v1/article/${articleId}/reply`, body),
  edit: (id: number, content: string) => put<ReplyView>(`/auth/v1/article/reply/${id}`, { content }),
  remove: (id: number) => del<null>(`/auth/v1/article/reply/${id}`),
  mine: (params: PageParams) => get<MyReplyPage>('/auth/v1/article/reply/my', params),
  adminSetHidden: (id: number, hidden: boolean) => put<z.infer<typeof adminReplyStatusResult>>(`/admin/v1/reply/${id}/status`, { hidden }),
  adminRemove: (id: number) => del<null>(`/admin/v1/reply/${id}`),
  block: (userId: number) => post<z.infer<typeof blockResult>>('/auth/v1/user/block', { user_id: userId }),
  blocks: (params: PageParams) => get<BlockPage>('/auth/v1/user/block', params),
};
