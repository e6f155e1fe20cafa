import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { movieCoverQuery, movieListQuery, movieListReply } from '../../../../contract/movie';
import { envelope, errorEnvelope, errorReplies, ok } from '../../lib/envelope';

/** /v1/movie — 影视 hot lists and our cover proxy (issue 13). */
export async function movieRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['movie'];
  const svc = () => app.ctx.services.movie;

  app.get(
    '/list',
    {
      schema: {
        tags,
        summary: '影视热门榜单（热门电影、最新电影、豆瓣高分、热门剧集、国产剧、美剧、日剧、韩剧、综艺）',
        querystring: movieListQuery,
        response: { 200: envelope(movieListReply), ...errorReplies },
      },
    },
    async (request) => ok(await svc().list(request.query.category)),
  );
  app.get(
    '/cover',
    {
      schema: {
        tags,
        summary: '影视封面图片代理（只代理允许的图片域名，最大 2 MB）；成功时回复图片本身',
        querystring: movieCoverQuery,
        response: { ...errorReplies, 502: errorEnvelope },
      },
    },
    async (request, reply) => {
      const img = await svc().images.fetch(request.query.url);
      return reply
        .header('content-type', img.contentType)
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(img.body as never);
    },
  );
}
