import type { MovieCategory } from '../../../../contract/movie';
import { cstDayNumber, type Clock } from '../../lib/time';
import type { MovieCuratedRow, MovieRepository, TitledResource } from '../../repositories/movie-repository';
import { MOVIE_LIST_SIZE, searchKeyword, type MovieEntry, type MovieProvider } from './types';

/** Resource categories (netdisk_categories names) that hold films and series. */
export const FILM_CATEGORIES = ['电影'];
export const SERIES_CATEGORIES = ['剧集', '动漫'];
export const VARIETY_CATEGORIES = ['综艺'];

/** Hot = the last 7 days of views and searches. */
const HOT_DAYS = 7;

const CUT = /\s*[(（[【]|\s+第[一二三四五六七八九十\d]+[季部]|\s+全\d+集|\s+(更新|完结|全集|\d{3,4}[pP]|4K|蓝光|国语|中字|双字|HDR|高清|REMUX|杜比)/;

/** The work behind a resource title: name, year, episodes ("流浪地球 (2023) 4K" → 流浪地球, 2023). */
export function workOf(resourceTitle: string): { title: string; year: string; episodes: string } {
  const t = resourceTitle.replace(/^\s*([[【][^\]】]*[\]】]\s*)+/, '').trim();
  const year = /[(（]((?:19|20)\d{2})[)）]/.exec(t)?.[1] ?? '';
  const cut = CUT.exec(t);
  const title = (cut ? t.slice(0, cut.index) : t).trim().slice(0, 40);
  const season = /第([一二三四五六七八九十\d]+)季/.exec(t)?.[0] ?? '';
  const count = /全(\d+)集/.exec(t)?.[0] ?? '';
  return { title, year, episodes: [season, count].filter(Boolean).join(' ') };
}

interface Work {
  title: string;
  year: string;
  episodes: string;
  score: number;
  newest: number;
}

/** Groups resources by work, summing `score(resource)`; keeps the newest resource time. */
function group(resources: TitledResource[], score: (r: TitledResource) => number, searches: Map<string, number>, filter?: (r: TitledResource) => boolean): Work[] {
  const byTitle = new Map<string, Work>();
  for (const r of resources) {
    if (filter && !filter(r)) continue;
    const w = workOf(r.title);
    if (w.title.length < 1) continue;
    const cur = byTitle.get(w.title);
    if (cur) {
      cur.score += score(r);
      cur.newest = Math.max(cur.newest, r.created_at);
      cur.year ||= w.year;
      cur.episodes ||= w.episodes;
    } else {
      byTitle.set(w.title, { ...w, score: score(r) + 3 * (searches.get(w.title) ?? 0), newest: r.created_at });
    }
  }
  return [...byTitle.values()];
}

const entryOfWork = (w: Work): MovieEntry => ({
  id: `w:${w.title}`,
  title: w.title,
  year: w.year,
  rating: null,
  cover: '',
  episodes_info: w.episodes,
  site_url: '',
  search_kw: searchKeyword(w.title),
});

export const entryOfCurated = (c: MovieCuratedRow): MovieEntry => ({
  id: `c:${c.id}`,
  title: c.title,
  year: c.year,
  rating: c.rating_x10 === null ? null : c.rating_x10 / 10,
  cover: c.cover_url,
  episodes_info: c.episodes_info,
  site_url: c.site_url,
  search_kw: searchKeyword(c.title),
});

const REGION: Partial<Record<MovieCategory, RegExp>> = {
  tv_domestic: /国产剧|国剧|内地剧|大陆剧/,
  tv_american: /美剧|英剧/,
  tv_japanese: /日剧/,
  tv_korean: /韩剧/,
};

/**
 * The embedded default (works offline): lists made from our own resources — the most viewed
 * and most searched titles of the film and series categories over the last 7 days, the newest
 * films, and the most viewed films of all time for 豆瓣高分 — with the admin-curated entries of
 * each list first. Regional series lists come from curated entries and titles tagged with the
 * region (美剧, 韩剧 …); 综艺 from the 综艺 category.
 */
export class BuiltinMovieProvider implements MovieProvider {
  readonly name = 'builtin' as const;

  constructor(
    private readonly repo: MovieRepository,
    private readonly clock: Clock,
  ) {}

  async list(category: MovieCategory): Promise<MovieEntry[]> {
    const since = cstDayNumber(this.clock.now()) - (HOT_DAYS - 1);
    const [curated, searches] = await Promise.all([this.repo.curated(category), this.repo.searchCounts(since, 1000)]);
    const hot = (r: TitledResource) => r.recent * 10 + r.views;
    let works: Work[];
    switch (category) {
      case 'movie_hot':
        works = group(await this.repo.mostViewed(FILM_CATEGORIES, since, 400), hot, searches).sort((a, b) => b.score - a.score);
        break;
      case 'movie_latest':
        works = group(await this.repo.newest(FILM_CATEGORIES, 300), () => 0, new Map()).sort(
          (a, b) => Number(b.year || 0) - Number(a.year || 0) || b.newest - a.newest,
        );
        break;
      case 'movie_top':
        works = group(await this.repo.mostViewed(FILM_CATEGORIES, since, 400), (r) => r.views, new Map()).sort((a, b) => b.score - a.score);
        break;
      case 'tv_hot':
        works = group(await this.repo.mostViewed(SERIES_CATEGORIES, since, 400), hot, searches).sort((a, b) => b.score - a.score);
        break;
      case 'tv_variety':
        works = group(await this.repo.mostViewed(VARIETY_CATEGORIES, since, 400), hot, searches).sort((a, b) => b.score - a.score);
        break;
      default: {
        const re = REGION[category]!;
        works = group(await this.repo.mostViewed(SERIES_CATEGORIES, since, 1000), hot, searches, (r) => re.test(r.title)).sort((a, b) => b.score - a.score);
      }
    }
    const out = curated.map(entryOfCurated);
    const seen = new Set(out.map((e) => e.title));
    for (const w of works) {
      if (out.length >= MOVIE_LIST_SIZE) break;
      if (seen.has(w.title)) continue;
      seen.add(w.title);
      out.push(entryOfWork(w));
    }
    return out.slice(0, MOVIE_LIST_SIZE);
  }
}
