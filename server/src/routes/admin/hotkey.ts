import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorEnvelope, errorReplies, ok } from '../../lib/envelope';
import { idParams, text } from '../account-schemas';
import { auditActor } from './audit-hook';

const pinned = z.object({ id: z.number().int(), keyword: z.string(), sort: z.number().int() });
const keyword = text(1, 100, '热词');
const sort = z.number().int().min(-100000).max(100000);

/** /admin/v1/hotkey — pinned hot keywords (shown on the search page) and the counted searches. */
export async function adminHotkeyRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: hotkey'];
  const security = [{ bearer: [] }];
  const svc = () => app.ctx.services.keywordAdmin;

  app.get(
    '/',
    {
      schema: {
        tags, security, summary: '置顶热词（按顺序）与搜索最多的词（range=day 今天 / week 近 7 天；pinned 表示已置顶）',
        querystring: z.object({ range: z.enum(['day', 'week']).default('week'), limit: z.coerce.number().int().min(1).max(100).default(50) }),
        response: {
          200: envelope(z.object({ pinned: z.array(pinned), searched: z.array(z.object({ keyword: z.string(), count: z.number().int(), pinned: z.boolean() })) })),
          ...errorReplies,
        },
      },
    },
    async (request) => ok(await svc().hotOverview(request.query.range, request.query.limit)),
  );
  app.post(
    '/',
    { schema: { tags, security, summary: '新增 / 置顶热词（sort 省略时排在最后）', body: z.object({ keyword, sort: sort.optional() }), response: { 200: envelope(pinned), ...errorReplies, 409: errorEnvelope } } },
    async (request) => ok(await svc().createHot(auditActor(request), request.body.keyword, request.body.sort), '已置顶'),
  );
  app.put(
    '/order',
    { schema: { tags, security, summary: '排序：ids 依次排在最前', body: z.object({ ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(500) }), response: { 200: envelope(z.array(pinned)), ...errorReplies } } },
    async (request) => ok(await svc().orderHot(auditActor(request), request.body.ids), '已排序'),
  );
  app.put(
    '/:id',
    { schema: { tags, security, summary: '修改热词或排序值', params: idParams, body: z.object({ keyword: keyword.optional(), sort: sort.optional() }), response: { 200: envelope(pinned), ...errorReplies, 409: errorEnvelope } } },
    async (request) => ok(await svc().updateHot(auditActor(request), request.params.id, request.body), '已保存'),
  );
  app.delete(
    '/:id',
    { schema: { tags, security, summary: '删除（取消置顶）热词', params: idParams, response: { 200: envelope(z.null()), ...errorReplies } } },
    async (request) => {
      await svc().deleteHot(auditActor(request), request.params.id);
      return ok(null, '已删除');
    },
  );
}
