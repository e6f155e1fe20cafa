import type { AppConfig } from '../config';
import type { DB } from '../db/database';
import type { Clock } from '../lib/time';
import { BuiltinMovieProvider } from '../providers/movie/builtin';
import { DoubanMovieProvider } from '../providers/movie/douban';
import { DEFAULT_IMAGE_HOSTS, ImageProxy } from '../providers/movie/image-proxy';
import type { MovieProvider } from '../providers/movie/types';
import { BuiltinTaokeProvider } from '../providers/taoke/builtin';
import { DataokeTaokeProvider } from '../providers/taoke/dataoke';
import type { TaokeProvider } from '../providers/taoke/types';
import { MovieRepository } from '../repositories/movie-repository';
import { TaokeGoodsRepository } from '../repositories/taoke-goods-repository';
import type { AuditService } from './audit-service';
import { MovieService } from './movie-service';
import { TaokeService } from './taoke-service';

export interface PromoServices {
  /** 淘客 goods (built-in or dataoke) — see services/taoke-service.ts */
  taoke: TaokeService;
  /** 影视 hot lists (built-in or Douban) and the cover proxy — see services/movie-service.ts */
  movie: MovieService;
}

/** Wires 淘客 and 影视 (issue 13); the providers are chosen by TAOKE_PROVIDER / MOVIE_PROVIDER. */
export function createPromoContext(config: AppConfig, db: DB, clock: Clock, audit: AuditService): { services: PromoServices } {
  const log = (m: string) => console.warn(`[ujuso] ${m}`);
  const p = config.promo;
  const goods = new TaokeGoodsRepository(db);
  const builtinTaoke = new BuiltinTaokeProvider(goods, clock);
  const taokeProvider: TaokeProvider =
    p.taokeProvider === 'dataoke'
      ? new DataokeTaokeProvider({ appKey: p.taokeAppKey, appSecret: p.taokeAppSecret, baseUrl: p.taokeBaseUrl })
      : builtinTaoke;
  const movies = new MovieRepository(db);
  const builtinMovie = new BuiltinMovieProvider(movies, clock);
  const movieProvider: MovieProvider = p.movieProvider === 'douban' ? new DoubanMovieProvider({ baseUrl: p.doubanBaseUrl }) : builtinMovie;
  const images = new ImageProxy(p.movieImageHosts ?? DEFAULT_IMAGE_HOSTS);
  return {
    services: {
      taoke: new TaokeService(db, goods, builtinTaoke, taokeProvider, audit, clock, log),
      movie: new MovieService(db, movies, builtinMovie, movieProvider, images, audit, clock, log),
    },
  };
}
