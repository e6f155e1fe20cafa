/**
 * Reads and validates the environment once. A bad value throws a ConfigError whose message is one
 * clear line; server.ts prints it and exits non-zero.
 */
export class ConfigError extends Error {}

export type DbConfig =
  | { kind: 'sqlite'; file: string; url: string }
  | { kind: 'postgres'; url: string };

export interface AppConfig {
  port: number;
  host: string;
  db: DbConfig;
  adminUsername: string;
  adminPassword: string | undefined;
  logLevel: string;
  /** Serve the built SPA from this folder when it exists. */
  staticDir: string;
  smtpUrl: string | undefined;
  searchUpstreamUrl: string | undefined;
  /** Rate limit: requests per minute per IP for the whole API. */
  rateLimitPerMinute: number;
  /**
   * Where the rate-limit counters live (issue 18): 'db' (table rate_limit_hits, shared by every
   * API process; the default on PostgreSQL and under `npm run start:cluster`) or 'memory' (per
   * process; the default for one process on SQLite). RATE_LIMIT_STORE overrides.
   */
  rateLimitStore: 'db' | 'memory';
  /** 淘客 and 影视 providers (issue 13) */
  promo: PromoConfig;
}

export interface PromoConfig {
  taokeProvider: 'builtin' | 'dataoke';
  taokeAppKey: string;
  taokeAppSecret: string;
  /** dataoke API root (tests point it at a local fake) */
  taokeBaseUrl: string | undefined;
  movieProvider: 'builtin' | 'douban';
  doubanBaseUrl: string | undefined;
  /** hosts the cover proxy may fetch from (default *.doubanio.com) */
  movieImageHosts: string[] | undefined;
}

/** TAOKE_PROVIDER / MOVIE_PROVIDER and their keys (issue 13). */
export function parsePromoConfig(env: NodeJS.ProcessEnv): PromoConfig {
  const taoke = (env.TAOKE_PROVIDER || 'builtin').trim().toLowerCase();
  if (taoke !== 'builtin' && taoke !== 'dataoke') throw new ConfigError(`TAOKE_PROVIDER 无效："${env.TAOKE_PROVIDER}"（只支持 builtin 与 dataoke）`);
  const appKey = env.TAOKE_APP_KEY?.trim() ?? '';
  const appSecret = env.TAOKE_APP_SECRET?.trim() ?? '';
  if (taoke === 'dataoke' && (!appKey || !appSecret)) throw new ConfigError('TAOKE_PROVIDER=dataoke 需要同时设置 TAOKE_APP_KEY 与 TAOKE_APP_SECRET');
  const movie = (env.MOVIE_PROVIDER || 'builtin').trim().toLowerCase();
  if (movie !== 'builtin' && movie !== 'douban') throw new ConfigError(`MOVIE_PROVIDER 无效："${env.MOVIE_PROVIDER}"（只支持 builtin 与 douban）`);
  for (const [name, v] of [['TAOKE_BASE_URL', env.TAOKE_BASE_URL], ['DOUBAN_BASE_URL', env.DOUBAN_BASE_URL]] as const) {
    if (v && !/^https?:\/\/\S+$/.test(v.trim())) throw new ConfigError(`${name} 无效："${v}"（应为 http:// 或 https:// 地址）`);
  }
  const hosts = env.MOVIE_IMAGE_HOSTS?.split(',').map((h) => h.trim()).filter(Boolean);
  return {
    taokeProvider: taoke,
    taokeAppKey: appKey,
    taokeAppSecret: appSecret,
    taokeBaseUrl: env.TAOKE_BASE_URL?.trim() || undefined,
    movieProvider: movie,
    doubanBaseUrl: env.DOUBAN_BASE_URL?.trim() || undefined,
    movieImageHosts: hosts?.length ? hosts : undefined,
  };
}

export function parseDatabaseUrl(raw: string): DbConfig {
  const url = raw.trim();
  if (url.startsWith('sqlite:')) {
    let file = url.slice('sqlite:'.length);
    if (file.startsWith('//')) file = file.slice(2);
    if (!file) throw new ConfigError(`DATABASE_URL 无效：sqlite: 后缺少文件路径（例如 sqlite:./data/ujuso.db）`);
    return { kind: 'sqlite', file, url };
  }
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    try {
      new URL(url);
    } catch {
      throw new ConfigError(`DATABASE_URL 无效：无法解析 PostgreSQL 地址 "${url}"`);
    }
    return { kind: 'postgres', url };
  }
  const scheme = url.includes(':') ? url.slice(0, url.indexOf(':')) : url;
  throw new ConfigError(
    `DATABASE_URL 无效：不支持的协议 "${scheme}"（只支持 sqlite: 与 postgres://）`,
  );
}

export function parsePort(raw: string | undefined, name = 'PORT', fallback = 8080): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw.trim())) throw new ConfigError(`${name} 无效："${raw}" 不是整数（应为 0–65535）`);
  const n = Number(raw);
  if (n < 0 || n > 65535) throw new ConfigError(`${name} 无效：${raw} 超出范围（应为 0–65535）`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const rate = env.RATE_LIMIT_PER_MINUTE ? Number(env.RATE_LIMIT_PER_MINUTE) : 600;
  if (!Number.isFinite(rate) || rate <= 0) {
    throw new ConfigError(`RATE_LIMIT_PER_MINUTE 无效："${env.RATE_LIMIT_PER_MINUTE}"`);
  }
  const db = parseDatabaseUrl(env.DATABASE_URL || 'sqlite:./data/ujuso.db');
  const store = (env.RATE_LIMIT_STORE || (db.kind === 'postgres' ? 'db' : 'memory')).trim().toLowerCase();
  if (store !== 'db' && store !== 'memory') throw new ConfigError(`RATE_LIMIT_STORE 无效："${env.RATE_LIMIT_STORE}"（只支持 db 与 memory）`);
  return {
    port: parsePort(env.PORT),
    host: env.HOST?.trim() || '127.0.0.1',
    db,
    adminUsername: env.ADMIN_USERNAME?.trim() || 'admin',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    staticDir: env.STATIC_DIR || 'dist',
    smtpUrl: env.SMTP_URL || undefined,
    searchUpstreamUrl: env.SEARCH_UPSTREAM_URL || undefined,
    rateLimitPerMinute: rate,
    rateLimitStore: store,
    promo: parsePromoConfig(env),
  };
}
