import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { taokeCategoriesReply, taokeLinkQuery, taokeLinkReply, taokeListQuery, taokeListReply } from '../../../../contract/taoke';
import { AppError } from '../../lib/app-error';
import { envelope, errorEnvelope, errorReplies, ok } from '../../lib/envelope';
import { MSG_TAOKE_CLOSED } from '../../services/taoke-service';

/** /v1/taoke — the 淘客 page's goods (issue 13); answers only while show_taoke_page is on. */
export async function taokeRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['taoke'];
  const svc = () => app.ctx.services.taoke;
  app.addHook('preHandler', async () => {
    if (!(await app.ctx.services.webSettings.getBoolean('show_taoke_page'))) throw new AppError(404, MSG_TAOKE_CLOSED);
  });

  app.get(
    '/categories',
    { schema: { tags, summary: '淘客商品分类', response: { 200: envelope(taokeCategoriesReply), ...errorReplies } } },
    async () => ok(await svc().categories()),
  );
  app.get(
    '/goods',
    {
      schema: {
        tags,
        summary: '淘客商品列表（分类、排序、关键词、分页）；服务失败时回复缓存或站内商品并带 notice',
        querystring: taokeListQuery,
        response: { 200: envelope(taokeListReply), ...errorReplies },
      },
    },
    async (request) => ok(await svc().goods(request.query)),
  );
  app.get(
    '/link',
    {
      schema: {
        tags,
        summary: '商品的领券链接与淘口令（大淘客：高效转链）',
        querystring: taokeLinkQuery,
        response: { 200: envelope(taokeLinkReply), ...errorReplies, 503: errorEnvelope },
      },
    },
    async (request) => ok(await svc().link(request.query.id, request.query.source)),
  );
}
