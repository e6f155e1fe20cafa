import type { z } from 'zod';
import type { MovieCategory, movieCurated, movieCuratedCreate, movieCuratedUpdate } from '../../../contract/movie';
import type { DB } from '../db/database';
import { notFound } from '../lib/app-error';
import type { Clock } from '../lib/time';
import { describeFailure, ProviderError } from '../providers/http-client';
import type { BuiltinMovieProvider } from '../providers/movie/builtin';
import type { ImageProxy } from '../providers/movie/image-proxy';
import type { MovieEntry, MovieProvider } from '../providers/movie/types';
import { TtlCache } from '../providers/ttl-cache';
import type { MovieCuratedRow, MovieRepository } from '../repositories/movie-repository';
import type { AuditActor, AuditService } from './audit-service';

/** Douban lists are asked at most every 2 hours (issue 13). */
export const MOVIE_REMOTE_FRESH_MS = 2 * 3600_000;
/** A stale Douban list stands in for a failing Douban for up to 2 days. */
export const MOVIE_REMOTE_STALE_MS = 48 * 3600_000;
/** Built-in lists are recomputed at most every 5 minutes (curated edits clear them at once). */
export const MOVIE_BUILTIN_FRESH_MS = 5 * 60_000;

export type MovieCurated = z.infer<typeof movieCurated>;

export interface MovieListResult {
  category: MovieCategory;
  list: MovieEntry[];
  source: 'builtin' | 'douban';
  notice: string;
  updated_at: string;
}

const curatedView = (r: MovieCuratedRow): MovieCurated => ({
  id: r.id,
  category: r.category as MovieCategory,
  title: r.title,
  year: r.year,
  rating: r.rating_x10 === null ? null : r.rating_x10 / 10,
  cover_url: r.cover_url,
  episodes_info: r.episodes_info,
  site_url: r.site_url,
  sort: r.sort,
  create_time: new Date(r.created_at).toISOString(),
});

/**
 * 影视 (issue 13): the hot lists of /main/movie. A remote provider (Douban) is cached 2 h per
 * list; when it fails, is slow or answers nothing, the stale copy (≤ 2 days) or the built-in
 * list stands in, with a Chinese notice. Covers leave this service as our image-proxy URLs
 * (or '' when the host is not allowed). Cache invalidation: time; curated edits clear the
 * built-in lists of this process (other processes follow within MOVIE_BUILTIN_FRESH_MS).
 */
export class MovieService {
  private readonly remote: TtlCache<{ list: MovieEntry[]; at: number }>;
  private readonly local: TtlCache<{ list: MovieEntry[]; at: number }>;

  constructor(
    private readonly db: DB,
    private readonly repo: MovieRepository,
    private readonly builtin: BuiltinMovieProvider,
    private readonly provider: MovieProvider,
    readonly images: ImageProxy,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly log: (msg: string) => void = () => undefined,
  ) {
    const now = () => clock.now();
    this.remote = new TtlCache(MOVIE_REMOTE_FRESH_MS, MOVIE_REMOTE_STALE_MS, now, 50);
    this.local = new TtlCache(MOVIE_BUILTIN_FRESH_MS, MOVIE_BUILTIN_FRESH_MS, now, 50);
  }

  get providerName(): 'builtin' | 'douban' {
    return this.provider.name;
  }

  clearCache(): void {
    this.remote.clear();
    this.local.clear();
  }

  private view(category: MovieCategory, got: { list: MovieEntry[]; at: number }, source: 'builtin' | 'douban', notice: string): MovieListResult {
    return {
      category,
      list: got.list.map((e) => ({ ...e, cover: this.images.proxied(e.cover) })),
      source,
      notice,
      updated_at: new Date(got.at).toISOString(),
    };
  }

  private async builtinList(category: MovieCategory): Promise<{ list: MovieEntry[]; at: number }> {
    const hit = this.local.fresh(category);
    if (hit) return hit;
    const got = { list: await this.builtin.list(category), at: this.clock.now() };
    this.local.set(category, got);
    return got;
  }

  async list(category: MovieCategory): Promise<MovieListResult> {
    if (this.provider.name === 'builtin') return this.view(category, await this.builtinList(category), 'builtin', '');
    const fresh = this.remote.fresh(category);
    if (fresh) return this.view(category, fresh, this.provider.name, '');
    try {
      const list = await this.provider.list(category);
      if (!list.length) throw new ProviderError('bad_reply', 'empty list');
      const got = { list, at: this.clock.now() };
      this.remote.set(category, got);
      return this.view(category, got, this.provider.name, '');
    } catch (err) {
      this.log(`movie provider ${this.provider.name} failed (${category}): ${(err as Error).message}`);
      const why = err instanceof ProviderError && err.message === 'empty list' ? '豆瓣暂无数据' : `豆瓣${describeFailure(err)}`;
      const stale = this.remote.stale(category);
      if (stale) return this.view(category, stale.value, this.provider.name, `${why}，显示的是上次获取的榜单`);
      return this.view(category, await this.builtinList(category), 'builtin', `${why}，已为您显示站内热门`);
    }
  }

  // --- admin-curated entries of the built-in lists

  async curated(): Promise<MovieCurated[]> {
    return (await this.repo.curated()).map(curatedView);
  }

  async createCurated(actor: AuditActor, v: z.infer<typeof movieCuratedCreate>): Promise<MovieCurated> {
    const id = await this.db.transaction().execute(async (trx) => {
      const newId = await this.repo.insertCurated(trx, {
        category: v.category,
        title: v.title,
        year: v.year,
        rating_x10: v.rating === null ? null : Math.round(v.rating * 10),
        cover_url: v.cover_url,
        episodes_info: v.episodes_info,
        site_url: v.site_url,
        sort: v.sort,
        created_at: this.clock.now(),
      });
      await this.audit.record(trx, actor, { action: 'movie.create', entity: 'movie', entityId: newId, after: { id: newId, ...v } });
      return newId;
    });
    this.local.clear();
    return curatedView((await this.repo.curatedById(id))!);
  }

  async updateCurated(actor: AuditActor, id: number, v: z.infer<typeof movieCuratedUpdate>): Promise<MovieCurated> {
    await this.db.transaction().execute(async (trx) => {
      const row = await this.repo.curatedById(id, trx);
      if (!row) throw notFound('条目不存在');
      const { rating, ...rest } = v;
      await this.repo.updateCurated(trx, id, { ...rest, ...(rating !== undefined && { rating_x10: rating === null ? null : Math.round(rating * 10) }) });
      await this.audit.record(trx, actor, { action: 'movie.update', entity: 'movie', entityId: id, before: curatedView(row), after: v });
    });
    this.local.clear();
    return curatedView((await this.repo.curatedById(id))!);
  }

  async removeCurated(actor: AuditActor, id: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const row = await this.repo.curatedById(id, trx);
      if (!row) throw notFound('条目不存在');
      await this.repo.deleteCurated(trx, id);
      await this.audit.record(trx, actor, { action: 'movie.delete', entity: 'movie', entityId: id, before: curatedView(row) });
    });
    this.local.clear();
  }
}
