import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  pansouCheckBody, pansouCheckReply, pansouHealthReply, pansouLoginBody, pansouLoginReply, pansouLogoutReply, pansouSearchBody,
  pansouSearchQuery, pansouSearchReply, pansouVerifyReply,
} from '../../../contract/pansou';
import { AppError, badRequest } from '../lib/app-error';
import { parseCheckBody, parseSearchBody, parseSearchQuery, PanSouRequestError, type PanSouSearchRequest } from '../lib/pansou-request';

/**
 * PanSou's error shape and ours at once: `{ code, msg, message, error, data: null }` — PanSou's
 * `{code, message}` (search, check) and `{error}` (auth), our envelope's msg (the pansou-compat
 * plugin adds message and error to every /api error, 404 and 429 included).
 */
const pansouError = z.object({ code: z.number().int(), msg: z.string(), message: z.string().optional(), error: z.string().optional(), data: z.null() });
const errors = { 400: pansouError, 401: pansouError, 403: pansouError, 404: pansouError, 429: pansouError, 444: pansouError, 500: pansouError };

/** /api/check/links asks outside services: a tighter per-IP limit than the rest of the API. */
export const CHECK_LINKS_PER_MINUTE = 30;
/** Password guesses at /api/auth/login per IP a minute. */
export const LOGIN_PER_MINUTE = 10;
/** PanSou reads a body up to this size; bigger is 413 (our protection; PanSou has none). */
const BODY_LIMIT = 1024 * 1024;

/** The body is read as JSON whatever its content type says, as PanSou (Gin GetRawData / ShouldBindJSON) does. */
function parseAnyAsJson(_req: FastifyRequest, body: string, done: (err: Error | null, value?: unknown) => void) {
  if (!body.trim()) return done(null, undefined);
  try {
    done(null, JSON.parse(body));
  } catch {
    done(badRequest('无效的请求参数: 请求体不是有效的 JSON'));
  }
}

/** The declared schemas document the API (OpenAPI); reading follows PanSou's rules (lib/pansou-request.ts). */
const documentOnly = () => (data: unknown) => ({ value: data });

/**
 * PanSou-compatible API (issues 19, 35; ADR 0017) at /api: search over our index, link check,
 * health, and PanSou's login. With PANSOU_AUTH_USERS (login tokens) or PANSOU_API_TOKEN (a static
 * token for bots) set, search, check and verify need `Authorization: Bearer <token>`; health,
 * login and logout stay open, as in PanSou. CORS and error bodies: plugins/pansou-compat.ts.
 */
export async function pansouRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['pansou'];
  const auth = app.ctx.services.pansouAuth;
  const security = auth.required ? [{ bearer: [] }] : undefined;

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: BODY_LIMIT }, parseAnyAsJson);
  app.setValidatorCompiler(documentOnly);

  /** PanSou's AuthMiddleware: 401 with its reasons when a credential is needed and missing or wrong. */
  const guard = async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!auth.required) return;
    const who = auth.check(request.headers.authorization);
    if ('reason' in who) {
      const msg = who.reason === 'AUTH_TOKEN_MISSING' ? '未授权：缺少认证令牌' : who.reason === 'AUTH_TOKEN_INVALID_FORMAT' ? '未授权：令牌格式错误' : '未授权：令牌无效或已过期';
      throw new AppError(401, msg);
    }
    request.pansouUser = who.username;
  };

  const read = <T>(fn: () => T): T => {
    try {
      return fn();
    } catch (e) {
      if (e instanceof PanSouRequestError) throw badRequest(e.message);
      throw e;
    }
  };

  /** The site's absolute root for the pictures' proxy addresses: SITE_URL, else this request's scheme and Host. */
  const originOf = (request: FastifyRequest): string =>
    app.ctx.config.seo.siteUrl ?? (/^[a-z0-9.-]+(?::\d{1,5})?$/i.test(request.host) ? `${request.protocol}://${request.host}` : '');
  const run = (q: PanSouSearchRequest, request: FastifyRequest) =>
    app.ctx.services.pansou.run(q, originOf(request)).then((data) => ({ code: 0 as const, message: 'success', data }));

  app.get(
    '/search',
    {
      schema: {
        tags, security,
        summary: 'PanSou 兼容搜索（GET）：kw 必填；res=all|results|merge（默认 merge，其他值按 merge）；src=all|tg|plugin；cloud_types 逗号分隔；filter 为 JSON 文本；refresh=true 才刷新',
        description: '在本站资源库中搜索免费链接，回复 PanSou 的格式 { code: 0, message, data: { total, results, merged_by_type } }。参数按 PanSou 的规则读取：未知的 res 按 merge，未知的 src 按 all，conc 不是数字时忽略。本地结果较少或 refresh=true 时合并上游结果。',
        querystring: pansouSearchQuery,
        response: { 200: pansouSearchReply, ...errors },
      },
      onRequest: guard,
    },
    async (request) => run(read(() => parseSearchQuery(request.query)), request),
  );

  app.post(
    '/search',
    {
      schema: {
        tags, security,
        summary: 'PanSou 兼容搜索（POST）：JSON 请求体 kw、res、src、cloud_types[]、filter{include[],exclude[]}、refresh',
        description: '请求体按 JSON 读取（不看 Content-Type），字段为 null 视同未传，未知字段忽略；conc、plugins、ext 可传但不起作用；src=tg 只返回从 Telegram 频道采集的链接，src=plugin 返回其他来源（会员分享为 plugin:ujuso），channels 只保留这些频道的 Telegram 链接。',
        body: pansouSearchBody,
        response: { 200: pansouSearchReply, ...errors },
      },
      onRequest: guard,
    },
    async (request) => run(read(() => parseSearchBody(request.body)), request),
  );

  app.post(
    '/check/links',
    {
      schema: {
        tags, security,
        summary: 'PanSou 兼容链接检测：items[{disk_type,url,password?}] → results[{state: ok|bad|locked|unsupported|uncertain,…}]',
        description: '向各网盘的公开分享接口询问链接是否存在、是否需要提取码；结果按状态缓存（与 PanSou 相同：有效 24 小时、需提取码 12 小时、失效 6 小时、不支持 24 小时、无法确认 30 分钟）。只回答，不改动本站资源：对本站已收录链接的"失效"回答只会让本站的检测器稍后复查。CHECKER=off 时不访问外部服务。proxy_url 可传但不使用。',
        body: pansouCheckBody,
        response: { 200: pansouCheckReply, ...errors },
      },
      onRequest: guard,
      config: { rateLimit: { max: Math.min(CHECK_LINKS_PER_MINUTE, app.ctx.config.rateLimitPerMinute), timeWindow: 60_000 } },
    },
    async (request) => {
      const { items } = read(() => parseCheckBody(request.body));
      // answered, never written to a stored resource (issue 27): a `bad` only queues our own re-check
      const results = await app.ctx.services.linkcheck.answer(items.map((i) => ({ diskType: i.disk_type, url: i.url.trim(), password: i.password })), request.ip);
      return {
        results: results.map((r) => ({
          disk_type: r.disk_type, url: r.url, normalized_url: r.normalized_url || undefined, state: r.state, cache_hit: r.cache_hit,
          checked_at: r.checked_at, expires_at: r.expires_at, summary: r.summary || undefined,
        })),
      };
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags,
        summary: 'PanSou 兼容登录：{username, password} → {token, expires_at, username}（PANSOU_AUTH_USERS 中的账号）',
        description: '令牌为 HS256 签名、带过期时间（PANSOU_AUTH_TOKEN_EXPIRY 小时），之后以 Authorization: Bearer <token> 调用搜索与检测。未配置账号时 403。',
        body: pansouLoginBody,
        response: { 200: pansouLoginReply, ...errors },
      },
      config: { rateLimit: { max: Math.min(LOGIN_PER_MINUTE, app.ctx.config.rateLimitPerMinute), timeWindow: 60_000 } },
    },
    async (request) => {
      const body = request.body as unknown;
      const o = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
      if (typeof o.username !== 'string' || typeof o.password !== 'string' || !o.username || !o.password) throw badRequest('参数错误：用户名和密码不能为空');
      if (!auth.loginEnabled) throw new AppError(403, '认证功能未启用');
      const got = auth.login(o.username, o.password);
      if (!got) throw new AppError(401, '用户名或密码错误');
      return got;
    },
  );

  app.post(
    '/auth/verify',
    {
      schema: {
        tags, security,
        summary: 'PanSou 兼容令牌验证：有效时 {valid: true, username}；未开启认证时 {valid: true, message}',
        response: { 200: pansouVerifyReply, ...errors },
      },
      onRequest: guard,
    },
    async (request) => (auth.required ? { valid: true as const, username: request.pansouUser ?? '' } : { valid: true as const, message: '认证功能未启用' }),
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags,
        summary: 'PanSou 兼容退出：客户端删除令牌即可（令牌到期失效，与 PanSou 相同）',
        response: { 200: pansouLogoutReply, ...errors },
      },
    },
    async () => ({ message: '退出成功' }),
  );

  app.get(
    '/health',
    {
      schema: {
        tags,
        summary: 'PanSou 兼容健康检查（不需要令牌）',
        response: { 200: pansouHealthReply, ...errors },
      },
    },
    async () => ({
      status: 'ok' as const,
      auth_enabled: auth.required,
      plugins_enabled: false,
      plugin_count: 0,
      plugins: [],
      channels_count: 0,
      channels: [],
      checker: app.ctx.services.linkcheck.mode,
    }),
  );
}

declare module 'fastify' {
  interface FastifyRequest {
    /** who passed the PanSou API's guard: a login's username, '' for the static token */
    pansouUser?: string;
  }
}
