import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { replyIdParams, replyListQuery, replyPage } from '../../../../contract/forum-replies';
import { envelope, errorReplies, ok } from '../../lib/envelope';
import { LIST_CACHE_TTL_MS } from '../../services/article-service';
import { viewerOf } from './article';

/** /v1/article/{id}/reply — an article's floors (public). Issue 17, ADR 0015. */
export async function replyRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const replies = app.ctx.services.replies;
  // Anonymous pages come from the reply cache, stamped with ReplyService.stamp() (every reply
  // write in this process), so a new or deleted floor shows at once; LIST_CACHE=0 turns it off.
  const cache = app.ctx.services.articles.listCacheOn
    ? { replyCache: { ttlMs: LIST_CACHE_TTL_MS, stamp: () => replies.stamp() } as never }
    : {};

  app.get(
    '/:id/reply',
    {
      schema: {
        tags: ['reply'],
        summary: '文章的回复（楼层）：每页 20 条，order=oldest|newest；floor=N 返回第 N 楼所在的页',
        params: replyIdParams,
        querystring: replyListQuery,
        response: { 200: envelope(replyPage), ...errorReplies },
      },
      config: cache,
    },
    async (request) => ok(await replies.list(request.params.id, viewerOf(request), request.query)),
  );
}
