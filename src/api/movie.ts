import type { z } from 'zod';
import type { MovieCategory, movieCurated, movieCuratedCreate, movieCuratedUpdate, movieItem, movieListReply } from '../../contract/movie';
import { del, get, post, put } from './http';

/** 影视 (issue 13): shapes from contract/movie.ts (types only). */
export type { MovieCategory } from '../../contract/movie';
export type MovieItem = z.infer<typeof movieItem>;
export type MovieListReply = z.infer<typeof movieListReply>;
export type MovieCurated = z.infer<typeof movieCurated>;
export type MovieCuratedCreate = z.input<typeof movieCuratedCreate>;
export type MovieCuratedUpdate = z.input<typeof movieCuratedUpdate>;

export const movieApi = {
  list: (category: MovieCategory) => get<MovieListReply>('/v1/movie/list', { category }),
  curated: () => get<MovieCurated[]>('/admin/v1/movie'),
  createCurated: (body: MovieCuratedCreate) => post<MovieCurated>('/admin/v1/movie', body),
  updateCurated: (id: number, body: MovieCuratedUpdate) => put<MovieCurated>(`/admin/v1/movie/${id}`, body),
  deleteCurated: (id: number) => del<null>(`/admin/v1/movie/${id}`),
};
