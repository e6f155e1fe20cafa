import type { z } from 'zod';
import type { favouriteItem, favouriteKind, favouritePage, favouriteState } from '../../contract/community';
import { del, get, post } from './http';

/** Favourites (收藏, issue 33) — shapes from contract/community.ts (types only). */
export type FavouriteKind = z.infer<typeof favouriteKind>;
export type FavouriteState = z.infer<typeof favouriteState>;
export type FavouriteItem = z.infer<typeof favouriteItem>;
export type FavouritePage = z.infer<typeof favouritePage>;

export const favouritesApi = {
  /** count and whether I keep it (works signed out: favourited false) */
  state: (kind: FavouriteKind, id: number) => get<FavouriteState>(`/v1/user/favourite/${kind}/${id}`),
  add: (kind: FavouriteKind, id: number) => post<FavouriteState>('/auth/v1/favourite', { kind, id }),
  remove: (kind: FavouriteKind, id: number) => del<FavouriteState>(`/auth/v1/favourite/${kind}/${id}`),
  /** 我的收藏, newest first */
  mine: (params: { kind: FavouriteKind; page: number; size: number }) => get<FavouritePage>('/auth/v1/favourite', params),
};
