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
  /**
   * DEMO_COMMUNITY=0 leaves out the demo community (replies, likes, tips, bets of the demo
   * members; db/community-demo.ts) on the first start. On by default; the server tests turn it
   * off so their counts start from the bare demo data (tests/support/server.ts).
   */
  demoCommunity: boolean;
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
  /** link checker and PanSou API (issue 19) */
  linkcheck: LinkcheckConfig;
}

export interface LinkcheckConfig {
  /** off (default): no outside requests; manual: checks only when asked (admin, /api/check/links); on: also in the background */
  mode: 'off' | 'manual' | 'on';
  /** per disk type base URL overrides (tests point them at local fakes) */
  baseUrls: Record<string, string>;
  /** when set, /api/search and /api/check/links need `Authorization: Bearer <token>` */
  pansouToken: string | undefined;
  /** one request to a disk service gives up after this long (CHECKER_TIMEOUT_MS, default 8000) */
  timeoutMs: number;
}

/** CHECKER, CHECKER_BASE_URLS, PANSOU_API_TOKEN (issue 19). */
export function parseLinkcheckConfig(env: NodeJS.ProcessEnv): LinkcheckConfig {
  const mode = (env.CHECKER || 'off').trim().toLowerCase();
  if (mode !== 'off' && mode !== 'manual' && mode !== 'on') throw new ConfigError(`CHECKER 无效："${env.CHECKER}"（只支持 off、manual 与 on）`);
  let baseUrls: Record<string, string> = {};
  if (env.CHECKER_BASE_URLS?.trim()) {
    try {
      const parsed: unknown = JSON.parse(env.CHECKER_BASE_URLS);
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
      baseUrls = parsed as Record<string, string>;
    } catch {
      throw new ConfigError('CHECKER_BASE_URLS 无效：应为 JSON 对象，例如 {"quark":"http://127.0.0.1:9000"}');
    }
    for (const [k, v] of Object.entries(baseUrls)) {
      if (typeof v !== 'string' || !/^https?:\/\/\S+$/.test(v.trim())) throw new ConfigError(`CHECKER_BASE_URLS 无效：${k} 的地址应为 http:// 或 https://`);
    }
  }
  const timeoutMs = env.CHECKER_TIMEOUT_MS ? Number(env.CHECKER_TIMEOUT_MS) : 8000;
  if (!Number.isInteger(timeoutMs) || timeoutMs < 50 || timeoutMs > 60_000) throw new ConfigError(`CHECKER_TIMEOUT_MS 无效："${env.CHECKER_TIMEOUT_MS}"（应为 50–60000 的整数）`);
  return { mode, baseUrls, pansouToken: env.PANSOU_API_TOKEN?.trim() || undefined, timeoutMs };
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
    demoCommunity: env.DEMO_COMMUNITY !== '0',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    staticDir: env.STATIC_DIR || 'dist',
    smtpUrl: env.SMTP_URL || undefined,
    searchUpstreamUrl: env.SEARCH_UPSTREAM_URL || undefined,
    rateLimitPerMinute: rate,
    rateLimitStore: store,
    promo: parsePromoConfig(env),
    linkcheck: parseLinkcheckConfig(env),
  };
}
