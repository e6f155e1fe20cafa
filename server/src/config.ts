import net from 'node:net';
import { parseSeoConfig, type SeoConfig } from './seo/config';
import { randomBytes } from 'node:crypto';
import { parseMediaConfig, type MediaConfig } from './media/media-config';

/**
 * Reads and validates the environment once. A bad value throws a ConfigError whose message is one
 * clear line; server.ts prints it and exits non-zero.
 */
export class ConfigError extends Error {}

/**
 * Whom to believe about the client's address (Fastify's `trustProxy`, issue 27):
 * false = nobody (the socket's peer is the client); a number = that many reverse proxies in front,
 * the client is the address the outermost of them appended to X-Forwarded-For (entries further
 * left were written by the client and are ignored); a list = the proxies' own addresses or CIDRs
 * (also `loopback`, `linklocal`, `uniquelocal`): X-Forwarded-For is read from the right and the
 * first address that is not a trusted proxy is the client.
 */
export type TrustProxy = false | number | string[];

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** TRUST_PROXY: unset/0 = off; 1, 2, … = hop count; a comma list of IPs/CIDRs. `true`/`all` is refused. */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const v = raw?.trim() ?? '';
  if (v === '' || v === '0' || v.toLowerCase() === 'false' || v.toLowerCase() === 'off') return false;
  if (/^\d+$/.test(v)) {
    const n = Number(v);
    if (n > 10) throw new ConfigError(`TRUST_PROXY 无效："${raw}"（代理层数应为 1–10）`);
    return n;
  }
  if (['true', 'all', '*', 'yes', 'on'].includes(v.toLowerCase())) {
    throw new ConfigError(`TRUST_PROXY 无效："${raw}"：信任全部转发地址会让客户端自己伪造 IP。请写代理层数（例如 1）或代理的地址 / 网段（例如 127.0.0.1,10.0.0.0/8）`);
  }
  const list = v.split(',').map((x) => x.trim()).filter(Boolean);
  for (const item of list) {
    if (PROXY_NAMES.has(item.toLowerCase())) continue;
    const [addr, bits, extra] = item.split('/');
    const family = net.isIP(addr);
    const max = family === 4 ? 32 : 128;
    const okBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= max);
    if (!family || !okBits || extra !== undefined) {
      throw new ConfigError(`TRUST_PROXY 无效："${item}" 不是 IP 地址或网段（例如 127.0.0.1、10.0.0.0/8、::1）`);
    }
  }
  return list.map((x) => (PROXY_NAMES.has(x.toLowerCase()) ? x.toLowerCase() : x));
}

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
  /** the search engine (issue 36, ADR 0036 addendum): the built-in index, or an external one */
  searchEngine: SearchEngineConfig;
  /** Rate limit: requests per minute per IP for the whole API. */
  rateLimitPerMinute: number;
  /**
   * Where the rate-limit counters live (issue 18): 'db' (table rate_limit_hits, shared by every
   * API process; the default on PostgreSQL and under `npm run start:cluster`) or 'memory' (per
   * process; the default for one process on SQLite). RATE_LIMIT_STORE overrides.
   */
  rateLimitStore: 'db' | 'memory';
  /** the live channel (issue 33, ADR 0033c): LIVE_POLL_MS (bus poll interval, default 500), LIVE_EVENTS=0 turns it off */
  live: { pollMs: number; enabled: boolean; heartbeatMs: number };
  /** TRUST_PROXY: which reverse proxies' X-Forwarded-For entries are believed (see TrustProxy) */
  trustProxy: TrustProxy;
  /** 淘客 and 影视 providers (issue 13) */
  promo: PromoConfig;
  /** link checker and PanSou API (issue 19) */
  linkcheck: LinkcheckConfig;
  /** 资源来源 crawler (issue 29) */
  sources: SourcesConfig;
  /** server pages for search engines and URL push (issue 32) */
  seo: SeoConfig;
  /** avatars and pictures in posts: local folder or S3-compatible store (issue 33, ADR 0033b) */
  media: MediaConfig;
}

/**
 * SEARCH_ENGINE: builtin (default: this database's index) or meilisearch, with SEARCH_ENGINE_URL,
 * SEARCH_ENGINE_KEY (its master key or an API key; sent as Bearer), SEARCH_ENGINE_INDEX (default
 * resources), SEARCH_ENGINE_TIMEOUT_MS (per request, default 1500), SEARCH_ENGINE_SYNC_MS (how
 * often the outbox is pushed, default 1000), SEARCH_ENGINE_RETRY_MS (after a failed search the
 * built-in index answers this long before the engine is asked again, default 5000).
 */
export type SearchEngineConfig =
  | { kind: 'builtin' }
  | { kind: 'meilisearch'; url: string; key: string; index: string; timeoutMs: number; syncMs: number; retryMs: number };

export function parseSearchEngineConfig(env: NodeJS.ProcessEnv): SearchEngineConfig {
  const kind = (env.SEARCH_ENGINE || 'builtin').trim().toLowerCase();
  if (kind === 'builtin') return { kind };
  if (kind !== 'meilisearch') throw new ConfigError(`SEARCH_ENGINE 无效："${env.SEARCH_ENGINE}"（只支持 builtin 与 meilisearch）`);
  const url = env.SEARCH_ENGINE_URL?.trim() ?? '';
  if (!/^https?:\/\/[^\s/]+/i.test(url)) throw new ConfigError(`SEARCH_ENGINE_URL 无效："${url}"（SEARCH_ENGINE=meilisearch 时必填，例如 http://127.0.0.1:7700）`);
  const index = env.SEARCH_ENGINE_INDEX?.trim() || 'resources';
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(index)) throw new ConfigError(`SEARCH_ENGINE_INDEX 无效："${index}"（只能包含字母、数字、- 与 _）`);
  return {
    kind,
    url,
    key: env.SEARCH_ENGINE_KEY?.trim() ?? '',
    index,
    timeoutMs: envInt(env, 'SEARCH_ENGINE_TIMEOUT_MS', 1500, 50, 60_000),
    syncMs: envInt(env, 'SEARCH_ENGINE_SYNC_MS', 1000, 50, 3_600_000),
    retryMs: envInt(env, 'SEARCH_ENGINE_RETRY_MS', 5000, 0, 3_600_000),
  };
}

/** 资源来源 (issue 29, docs/adr/0029-sources.md). */
export interface SourcesConfig {
  /** SOURCES_SCHEDULER: on (default) runs due sources in the background; off: only 立即运行 in the admin page */
  scheduler: boolean;
  /** SOURCES_TICK_MS: how often the scheduler looks for due sources (default 5000) */
  tickMs: number;
  /** SOURCES_HOST_GAP_MS: at least this long between two requests to one host (default 2000) */
  hostGapMs: number;
  /** SOURCES_TIMEOUT_MS: per request (default 20000, the spec's client timeout) */
  timeoutMs: number;
  /** SOURCES_PAGE_BYTES: the largest page read (default 5 MB) */
  pageBytes: number;
  /** SOURCES_MAX_PAGES: pages per cycle at most (default 50; the next cycle goes on from the cursor) */
  maxPages: number;
  /** SOURCES_DROP_DIR: the drop folder of file sources (default ./data/sources) */
  dropDir: string;
  /** SOURCES_USER_AGENT */
  userAgent: string;
}

function envInt(env: NodeJS.ProcessEnv, name: string, def: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return def;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new ConfigError(`${name} 无效："${raw}"（应为 ${min}–${max} 之间的整数）`);
  return n;
}

export function parseSourcesConfig(env: NodeJS.ProcessEnv): SourcesConfig {
  const sched = (env.SOURCES_SCHEDULER || 'on').trim().toLowerCase();
  if (sched !== 'on' && sched !== 'off') throw new ConfigError(`SOURCES_SCHEDULER 无效："${env.SOURCES_SCHEDULER}"（只支持 on 与 off）`);
  const userAgent = env.SOURCES_USER_AGENT?.trim() || 'ujuso-sources/0.1 (ujuso network-disk index; one request per host at a time)';
  if (!/^[\x20-\x7e]+$/.test(userAgent)) throw new ConfigError('SOURCES_USER_AGENT 无效：只能使用 ASCII 可见字符');
  return {
    scheduler: sched === 'on',
    tickMs: envInt(env, 'SOURCES_TICK_MS', 5000, 50, 3_600_000),
    hostGapMs: envInt(env, 'SOURCES_HOST_GAP_MS', 2000, 0, 600_000),
    timeoutMs: envInt(env, 'SOURCES_TIMEOUT_MS', 20_000, 100, 120_000),
    pageBytes: envInt(env, 'SOURCES_PAGE_BYTES', 5 * 1024 * 1024, 1024, 256 * 1024 * 1024),
    maxPages: envInt(env, 'SOURCES_MAX_PAGES', 50, 1, 100_000),
    dropDir: env.SOURCES_DROP_DIR?.trim() || './data/sources',
    userAgent,
  };
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
  /**
   * PanSou's login (issue 35): PANSOU_AUTH_USERS `user:pass,user2:pass2` (PanSou's AUTH_USERS
   * format) turns on /api/auth/login and signed tokens; empty = off.
   */
  pansouAuthUsers: Map<string, string>;
  /** PANSOU_AUTH_TOKEN_EXPIRY: hours a login token lasts (PanSou's AUTH_TOKEN_EXPIRY, default 24) */
  pansouAuthExpiryHours: number;
  /** PANSOU_AUTH_JWT_SECRET: HS256 key of the tokens; unset = random per process (set it when several processes serve /api) */
  pansouJwtSecret: string;
  /** PANSOU_CORS_ORIGINS: comma-separated origins allowed to call /api/* from a browser; default `*` (any) */
  pansouCorsOrigins: string[];
}

/** PANSOU_AUTH_USERS, PANSOU_AUTH_TOKEN_EXPIRY, PANSOU_AUTH_JWT_SECRET, PANSOU_CORS_ORIGINS (issue 35). */
function parsePanSouAuth(env: NodeJS.ProcessEnv) {
  const users = new Map<string, string>();
  for (const pair of (env.PANSOU_AUTH_USERS ?? '').split(',')) {
    const i = pair.indexOf(':');
    if (i < 0) continue;
    const name = pair.slice(0, i).trim();
    const pass = pair.slice(i + 1).trim();
    if (name && pass) users.set(name, pass);
  }
  if (env.PANSOU_AUTH_USERS?.trim() && !users.size) throw new ConfigError('PANSOU_AUTH_USERS 无效：格式应为 用户名:密码,用户名2:密码2');
  const hours = env.PANSOU_AUTH_TOKEN_EXPIRY?.trim() ? Number(env.PANSOU_AUTH_TOKEN_EXPIRY) : 24;
  if (!Number.isInteger(hours) || hours < 1 || hours > 24 * 365) throw new ConfigError(`PANSOU_AUTH_TOKEN_EXPIRY 无效："${env.PANSOU_AUTH_TOKEN_EXPIRY}"（应为 1–8760 的整数，单位小时）`);
  const secret = env.PANSOU_AUTH_JWT_SECRET?.trim() || randomBytes(32).toString('base64url');
  if (secret.length < 16) throw new ConfigError('PANSOU_AUTH_JWT_SECRET 太短：至少 16 个字符');
  const origins = (env.PANSOU_CORS_ORIGINS ?? '').split(',').map((o) => o.trim().replace(/\/+$/, '')).filter(Boolean);
  for (const o of origins) {
    if (o !== '*' && !/^https?:\/\/[^/\s]+$/i.test(o)) throw new ConfigError(`PANSOU_CORS_ORIGINS 无效："${o}"（应为 * 或 http(s)://主机[:端口]）`);
  }
  return { pansouAuthUsers: users, pansouAuthExpiryHours: hours, pansouJwtSecret: secret, pansouCorsOrigins: origins.length ? origins : ['*'] };
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
  return { mode, baseUrls, pansouToken: env.PANSOU_API_TOKEN?.trim() || undefined, timeoutMs, ...parsePanSouAuth(env) };
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
    searchEngine: parseSearchEngineConfig(env),
    rateLimitPerMinute: rate,
    rateLimitStore: store,
    live: { pollMs: Math.min(Math.max(Number(env.LIVE_POLL_MS ?? 500) || 500, 50), 10_000), enabled: env.LIVE_EVENTS !== '0',
      heartbeatMs: Math.min(Math.max(Number(env.LIVE_HEARTBEAT_MS ?? 25_000) || 25_000, 100), 120_000) },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    promo: parsePromoConfig(env),
    linkcheck: parseLinkcheckConfig(env),
    sources: parseSourcesConfig(env),
    seo: parseSeoConfig(env),
    media: parseMediaConfig(env),
  };
}

/**
 * How far V8 lets the heap grow between full collections, in per cent of what survived the last
 * one (ADR 0037). V8's own choice follows the allocation rate: under load it let a 1M-resource
 * server with ≈ 150–250 MB of live data reserve 690 MB of heap (RSS 1.2 GB at peak); 50 % kept
 * the same run at 568 MB. HEAP_GROWING_PERCENT=0 leaves it to V8.
 */
export const HEAP_GROWING_DEFAULT = 50;

export function heapGrowingPercent(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return HEAP_GROWING_DEFAULT;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 1000) throw new ConfigError(`HEAP_GROWING_PERCENT 无效："${raw}"（应为 0–1000 的整数，0 表示由 V8 决定）`);
  return n;
}
