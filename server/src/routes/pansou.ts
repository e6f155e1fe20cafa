import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  pansouCheckBody, pansouCheckReply, pansouFilter, pansouHealthReply, pansouSearchBody, pansouSearchQuery, pansouSearchReply,
} from '../../../contract/pansou';
import { AppError, badRequest } from '../lib/app-error';
import type { PanSouSearch } from '../services/pansou-service';

/** PanSou's error shape and ours at once: `{ code, msg, message, data: null }` (message is added by the onSend hook below). */
const pansouError = z.object({ code: z.number().int(), msg: z.string(), message: z.string().optional(), data: z.null() });
const errors = { 400: pansouError, 401: pansouError, 404: pansouError, 429: pansouError, 444: pansouError, 500: pansouError };

/** /api/check/links asks outside services: a tighter per-IP limit than the rest of the API. */
export const CHECK_LINKS_PER_MINUTE = 30;

function tokenMatches(header: string | undefined, token: string): boolean {
  const m = /^Bearer\s+(.+)$/i.exec(header?.trim() ?? '');
  if (!m) return false;
  const a = Buffer.from(m[1].trim());
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

function list(text: string | undefined): string[] {
  return (text ?? '').split(',').map((s) => s.trim()).filter(Boolean).slice(0, 50);
}

/**
 * PanSou-compatible API (issue 19, ADR 0017) at /api: search over our index, link check,
 * health. With PANSOU_API_TOKEN set, search and check need `Authorization: Bearer <token>`
 * (health stays open, as in PanSou). Rate-limited like the rest of the API (check/links tighter).
 */
export async function pansouRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['pansou'];
  const token = app.ctx.config.linkcheck.pansouToken;
  const security = token ? [{ bearer: [] }] : undefined;

  // Every error reply of this scope also carries PanSou's `message` (the same Chinese text).
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
    try {
      const body = JSON.parse(payload) as { msg?: unknown; message?: unknown };
      if (typeof body.msg === 'string' && body.message === undefined) return JSON.stringify({ ...body, message: body.msg });
    } catch {
      // not JSON: leave it
    }
    return payload;
  });

  const guard = async (request: FastifyRequest, _reply: FastifyReply) => {
    if (token && !tokenMatches(request.headers.authorization, token)) throw new AppError(401, '未授权：缺少或错误的访问令牌');
  };

  const run = (q: PanSouSearch) => app.ctx.services.pansou.run(q).then((data) => ({ code: 0 as const, message: 'success', data }));

  app.get(
    '/search',
    {
      schema: {
        tags, security,
        summary: 'PanSou 兼容搜索（GET）：kw 必填；res=all|results|merge（默认 merge）；cloud_types 逗号分隔；filter 为 JSON 文本',
        description: '在本站资源库中搜索免费链接，回复 PanSou 的格式 { code: 0, message, data: { total, results, merged_by_type } }，来源 source 为 ujuso。本地结果较少或 refresh=true 时合并上游结果。',
        querystring: pansouSearchQuery,
        response: { 200: pansouSearchReply, ...errors },
      },
      onRequest: guard,
    },
    async (request) => {
      const q = request.query;
      let filter: z.infer<typeof pansouFilter> = {};
      if (q.filter?.trim()) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(q.filter);
        } catch {
          throw badRequest('参数错误：filter 不是有效的 JSON');
        }
        const checked = pansouFilter.safeParse(parsed);
        if (!checked.success) throw badRequest('参数错误：filter 应为 {"include":[…],"exclude":[…]}（每项最多 20 个词）');
        filter = checked.data;
      }
      return run({
        kw: q.kw, res: q.res || 'merge', src: q.src || 'all', cloudTypes: list(q.cloud_types),
        include: filter.include ?? [], exclude: filter.exclude ?? [], refresh: q.refresh === 'true' || q.refresh === '1',
        channels: list(q.channels),
      });
    },
  );

  app.post(
    '/search',
    {
      schema: {
        tags, security,
        summary: 'PanSou 兼容搜索（POST）：JSON 请求体 kw、res、src、cloud_types[]、filter{include[],exclude[]}、refresh',
        description: 'conc、plugins、ext 可传但不起作用；src=tg 只返回从 Telegram 频道采集的链接，src=plugin 返回其他来源（会员分享为 plugin:ujuso），channels 只保留这些频道的 Telegram 链接。',
        body: pansouSearchBody,
        response: { 200: pansouSearchReply, ...errors },
      },
      onRequest: guard,
    },
    async (request) => {
      const b = request.body;
      return run({
        kw: b.kw, res: b.res || 'merge', src: b.src || 'all', cloudTypes: b.cloud_types ?? [],
        include: b.filter?.include ?? [], exclude: b.filter?.exclude ?? [], refresh: b.refresh === true,
        channels: b.channels ?? [],
      });
    },
  );

  app.post(
    '/check/links',
    {
      schema: {
        tags, security,
        summary: 'PanSou 兼容链接检测：items[{disk_type,url,password?}]（1–50 项）→ results[{state: ok|bad|locked|unsupported|uncertain,…}]',
        description: '向各网盘的公开分享接口询问链接是否存在、是否需要提取码；结果按状态缓存（有效 24 小时、失效 6 小时）。CHECKER=off 时不访问外部服务，只返回已有结果或 uncertain。proxy_url 可传但不使用。',
        body: pansouCheckBody,
        response: { 200: pansouCheckReply, ...errors },
      },
      onRequest: guard,
      config: { rateLimit: { max: Math.min(CHECK_LINKS_PER_MINUTE, app.ctx.config.rateLimitPerMinute), timeWindow: 60_000 } },
    },
    async (request) => {
      const svc = app.ctx.services.linkcheck;
      const results = await Promise.all(
        request.body.items.map((i) => svc.check({ diskType: i.disk_type, url: i.url.trim(), password: i.password })),
      );
      return {
        results: results.map((r) => ({
          disk_type: r.disk_type, url: r.url, normalized_url: r.normalized_url, state: r.state, cache_hit: r.cache_hit,
          checked_at: r.checked_at, expires_at: r.expires_at, summary: r.summary,
        })),
      };
    },
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
      auth_enabled: !!token,
      plugins_enabled: false,
      plugin_count: 0,
      plugins: [],
      channels_count: 0,
      channels: [],
      checker: app.ctx.services.linkcheck.mode,
    }),
  );
}
