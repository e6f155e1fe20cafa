import type { MovieCategory } from '../../../../contract/movie';
import { httpGetJson, ProviderError, type HttpOptions } from '../http-client';
import { MOVIE_LIST_SIZE, searchKeyword, type MovieEntry, type MovieProvider } from './types';

export const DOUBAN_BASE_URL = 'https://m.douban.com';

/** Our list → Douban's public subject collection. */
export const DOUBAN_COLLECTIONS: Record<MovieCategory, string> = {
  movie_hot: 'movie_hot_gaia',
  movie_latest: 'movie_latest',
  movie_top: 'movie_top250',
  tv_hot: 'tv_hot',
  tv_domestic: 'tv_domestic',
  tv_american: 'tv_american',
  tv_japanese: 'tv_japanese',
  tv_korean: 'tv_korean',
  tv_variety: 'tv_variety_show',
};

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** One item of a collection reply → a card; undefined when it has no id or title. */
export function doubanEntry(item: unknown): MovieEntry | undefined {
  if (!item || typeof item !== 'object') return undefined;
  const i = item as Record<string, unknown>;
  const id = str(i.id);
  const title = str(i.title).trim();
  if (!id || !title) return undefined;
  const rating = (i.rating as { value?: unknown } | null | undefined)?.value;
  const value = typeof rating === 'number' && rating > 0 && rating <= 10 ? Math.round(rating * 10) / 10 : null;
  const cover = str((i.cover as { url?: unknown } | null | undefined)?.url) || str(i.pic && (i.pic as { normal?: unknown }).normal);
  const url = str(i.url);
  return {
    id: `db:${id}`,
    title,
    year: /^\d{4}$/.test(str(i.year)) ? str(i.year) : '',
    rating: value,
    cover: /^https?:\/\//i.test(cover) ? cover : '',
    episodes_info: str(i.episodes_info).slice(0, 40),
    site_url: /^https:\/\/(movie|m)\.douban\.com\//.test(url) ? url : `https://movie.douban.com/subject/${encodeURIComponent(id)}/`,
    search_kw: searchKeyword(title),
  };
}

export interface DoubanOptions {
  baseUrl?: string;
  http?: HttpOptions;
}

/**
 * Douban's public collection endpoints
 * (`/rexxar/api/v2/subject_collection/{id}/items?items_only=1&for_mobile=1`, with the mobile
 * site as Referer). Server-side only; the service caches each list for 2 h.
 */
export class DoubanMovieProvider implements MovieProvider {
  readonly name = 'douban' as const;
  private readonly baseUrl: string;

  constructor(private readonly opts: DoubanOptions = {}) {
    this.baseUrl = (opts.baseUrl ?? DOUBAN_BASE_URL).replace(/\/+$/, '');
  }

  async list(category: MovieCategory): Promise<MovieEntry[]> {
    const url = new URL(`${this.baseUrl}/rexxar/api/v2/subject_collection/${DOUBAN_COLLECTIONS[category]}/items`);
    url.searchParams.set('start', '0');
    url.searchParams.set('count', String(MOVIE_LIST_SIZE));
    url.searchParams.set('items_only', '1');
    url.searchParams.set('for_mobile', '1');
    const body = (await httpGetJson(url, {
      ...this.opts.http,
      headers: { referer: 'https://m.douban.com/', 'user-agent': 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Mobile Safari/537.36', ...this.opts.http?.headers },
    })) as { subject_collection_items?: unknown } | null;
    const items = body && typeof body === 'object' ? body.subject_collection_items : undefined;
    if (!Array.isArray(items)) throw new ProviderError('bad_reply', 'douban: subject_collection_items missing');
    const out: MovieEntry[] = [];
    for (const it of items) {
      const e = doubanEntry(it);
      if (e) out.push(e);
    }
    return out.slice(0, MOVIE_LIST_SIZE);
  }
}
