import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hotkeyCreateBody, hotkeyOrderBody, hotkeyOverview, hotkeyQuery, hotkeyUpdateBody, pinnedHotkey } from '../../../../contract/admin';
import { envelope, errorEnvelope, errorReplies, ok } from '../../lib/envelope';
import { idParams } from '../account-schemas';
import { auditActor } from './audit-hook';

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
        querystring: hotkeyQuery,
        response: {
          200: envelope(hotkeyOverview),
          ...errorReplies,
        },
      },
    },
    async (request) => ok(await svc().hotOverview(request.query.range, request.query.limit)),
  );
  app.post(
    '/',
    { schema: { tags, security, summary: '新增 / 置顶热词（sort 省略时排在最后）', body: hotkeyCreateBody, response: { 200: envelope(pinnedHotkey), ...errorReplies, 409: errorEnvelope } } },
    async (request) => ok(await svc().createHot(auditActor(request), request.body.keyword, request.body.sort), '已置顶'),
  );
  app.put(
    '/order',
    { schema: { tags, security, summary: '排序：ids 依次排在最前', body: hotkeyOrderBody, response: { 200: envelope(z.array(pinnedHotkey)), ...errorReplies } } },
    async (request) => ok(await svc().orderHot(auditActor(request), request.body.ids), '已排序'),
  );
  app.put(
    '/:id',
    { schema: { tags, security, summary: '修改热词或排序值', params: idParams, body: hotkeyUpdateBody, response: { 200: envelope(pinnedHotkey), ...errorReplies, 409: errorEnvelope } } },
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
