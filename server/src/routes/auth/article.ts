import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorReplies, ok, pageQuery } from '../../lib/envelope';
import { appreciateResult, articleBody, articleDetail, articlePage, idParams, likeBody, likeResult } from '../../../../contract/articles';

/**
 * Per-user burst ceiling (in-memory, per process) on the writing calls, on top of the service's
 * database rules (5 articles / 10 min, 30 likes / 10 min) — see docs/adr/0004-forum.md.
 */
export function perUserBurst(app: FastifyInstance, perMinute: number) {
  return {
    rateLimit: {
      max: Math.max(perMinute, Math.floor(app.ctx.config.rateLimitPerMinute / 30)),
      timeWindow: 60_000,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => `article-user:${request.user?.id ?? request.ip}`,
    },
  };
}

const user = (request: FastifyRequest) => {
  const u = request.user!;
  return { id: u.id, role: u.role };
};

/** /auth/v1/article — signed-in users: publish, edit own, my list, delete own, like, appreciate. */
export async function authArticleRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['article'];
  const security = [{ bearer: [] }];
  const svc = () => app.ctx.services.articles;

  app.post(
    '/',
    {
      schema: {
        tags, security, summary: '发布文章（标题 1–100 字，Markdown 正文最多 50000 字，可选网盘来源链接）',
        body: articleBody,
        response: { 200: envelope(articleDetail), ...errorReplies },
      },
      config: perUserBurst(base, 20),
    },
    async (request) => ok(await svc().create(user(request), request.body), '发布成功'),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags, security, summary: '修改自己的文章', params: idParams, body: articleBody,
        response: { 200: envelope(articleDetail), ...errorReplies },
      },
      config: perUserBurst(base, 20),
    },
    async (request) => ok(await svc().update(user(request), request.params.id, request.body), '修改成功'),
  );

  app.get(
    '/my',
    {
      schema: { tags, security, summary: '我的文章（最新在前）', querystring: pageQuery, response: { 200: envelope(articlePage), ...errorReplies } },
    },
    async (request) => ok(await svc().mine(user(request), request.query.page, request.query.size)),
  );

  app.delete(
    '/my/:id',
    {
      schema: { tags, security, summary: '删除自己的文章', params: idParams, response: { 200: envelope(z.null()), ...errorReplies } },
    },
    async (request) => {
      await svc().deleteMine(user(request), request.params.id);
      return ok(null, '已删除');
    },
  );

  app.post(
    '/like/:id',
    {
      schema: {
        tags, security,
        summary: '点赞（每人每篇一次）并取得来源链接（点赞可见）；再次点赞不重复计数，仍返回链接',
        params: idParams,
        body: likeBody,
        response: {
          200: envelope(likeResult),
          ...errorReplies,
        },
      },
      config: perUserBurst(base, 60),
    },
    async (request) => {
      const res = await svc().like(user(request), request.params.id);
      const msg = res.first ? (res.source_link ? '点赞成功，已显示来源链接' : '点赞成功') : '您已经点过赞了';
      return ok(res, msg);
    },
  );

  app.post(
    '/appreciate/:id',
    {
      schema: {
        tags, security, summary: '打赏作者（金币通过账本转给作者；不能打赏自己的文章）', params: idParams,
        response: {
          200: envelope(appreciateResult),
          ...errorReplies,
        },
      },
      config: perUserBurst(base, 60),
    },
    async (request) => {
      const res = await svc().appreciate(user(request), request.params.id);
      return ok(res, `打赏成功，已向作者转赠 ${res.coins} 金币`);
    },
  );
}
