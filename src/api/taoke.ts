import type { z } from 'zod';
import type { taokeAdminCreate, taokeAdminGoods, taokeAdminList, taokeAdminQuery, taokeAdminUpdate, taokeCategoriesReply, taokeGoods, taokeLinkReply, taokeListQuery, taokeListReply } from '../../contract/taoke';
import { del, get, post, put } from './http';

/** 淘客 (issue 13): shapes from contract/taoke.ts (types only: no zod in the bundle). */
export type TaokeGoods = z.infer<typeof taokeGoods>;
export type TaokeListQuery = z.input<typeof taokeListQuery>;
export type TaokeListReply = z.infer<typeof taokeListReply>;
export type TaokeCategoriesReply = z.infer<typeof taokeCategoriesReply>;
export type TaokeLink = z.infer<typeof taokeLinkReply>;
export type TaokeAdminGoods = z.infer<typeof taokeAdminGoods>;
export type TaokeAdminList = z.infer<typeof taokeAdminList>;
export type TaokeAdminCreate = z.input<typeof taokeAdminCreate>;
export type TaokeAdminUpdate = z.input<typeof taokeAdminUpdate>;
export type TaokeAdminQuery = Partial<z.output<typeof taokeAdminQuery>>;
export type TaokeSort = NonNullable<TaokeListQuery['sort']>;

export const taokeApi = {
  categories: () => get<TaokeCategoriesReply>('/v1/taoke/categories'),
  goods: (query: TaokeListQuery) => get<TaokeListReply>('/v1/taoke/goods', query),
  link: (id: string, source: TaokeGoods['source']) => get<TaokeLink>('/v1/taoke/link', { id, source }),
  adminList: (params: TaokeAdminQuery) => get<TaokeAdminList>('/admin/v1/taoke', params),
  adminCreate: (body: TaokeAdminCreate) => post<TaokeAdminGoods>('/admin/v1/taoke', body),
  adminUpdate: (id: number, body: TaokeAdminUpdate) => put<TaokeAdminGoods>(`/admin/v1/taoke/${id}`, body),
  adminDelete: (id: number) => del<null>(`/admin/v1/taoke/${id}`),
};
