import type { z } from 'zod';
import type { MovieCategory, movieItem } from '../../../../contract/movie';

/** One card of a list. `cover` is the ORIGINAL picture address here; the service proxies it. */
export type MovieEntry = z.infer<typeof movieItem>;

/** One source of 影视 hot lists (issue 13): built from our resources, or Douban. */
export interface MovieProvider {
  readonly name: 'builtin' | 'douban';
  list(category: MovieCategory): Promise<MovieEntry[]>;
}

/** Longest list a page shows. */
export const MOVIE_LIST_SIZE = 30;

/**
 * The work title of a card, as our search is run with (peers strip the rating prefix and
 * such): "8.9 流浪地球2" → "流浪地球2"; extra spaces collapsed.
 */
export function searchKeyword(title: string): string {
  return title.replace(/^\s*\d+(\.\d+)?\s*分?\s+/, '').replace(/\s+/g, ' ').trim();
}
