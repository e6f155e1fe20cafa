import type { z } from 'zod';
import type { favouriteItem, favouriteKind, favouriteListQuery, favouritePage, favouriteState, favouriteVisibility } from '../../contract/community';
import { request, type QuietConfig } from './http';

/** Favourites (收藏, issue 33) — shapes from contract/community.ts (types only). */
export type FavouriteKind = z.infer<typeof favouriteKind>;
export type FavouriteState = z.infer<typeof favouriteState>;
export type FavouriteItem = z.infer<typeof favouriteItem>;
export type FavouritePage = z.infer<typeof favouritePage>;
export type FavouriteListQuery = z.input<typeof favouriteListQuery>;
export type FavouriteVisibility = z.infer<typeof favouriteVisibility>;

/**
 * Every call is quiet (no toast from the HTTP client): the sagas say what failed once, with what
 * was being done (收藏失败：…), and the list shows its own error with a retry.
 */
const quiet = <T>(config: QuietConfig) => request<T>({ ...config, quiet: true } as QuietConfig);

export const favouritesApi = {
  /** count and whether I keep it (works signed out: favourited false) */
  state: (kind: FavouriteKind, id: number) => quiet<FavouriteState>({ method: 'GET', url: `/v1/user/favourite/${kind}/${id}` }),
  add: (kind: FavouriteKind, id: number) => quiet<FavouriteState>({ method: 'POST', url: '/auth/v1/favourite', data: { kind, id } }),
  remove: (kind: FavouriteKind, id: number) => quiet<FavouriteState>({ method: 'DELETE', url: `/auth/v1/favourite/${kind}/${id}` }),
  /** 我的收藏, newest first */
  mine: (params: FavouriteListQuery) => quiet<FavouritePage>({ method: 'GET', url: '/auth/v1/favourite', params }),
  /** a member's favourites on their member page: only when they made them public (else 404 该会员未公开收藏), or my own */
  member: (userId: number, params: FavouriteListQuery) => quiet<FavouritePage>({ method: 'GET', url: `/v1/user/${userId}/favourites`, params }),
  /** 在会员主页公开我的收藏 (default off) */
  setVisibility: (value: boolean) => quiet<FavouriteVisibility>({ method: 'PUT', url: '/auth/v1/favourite/visibility', data: { public: value } }),
};
