import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminReplyStatusBody, adminReplyStatusResult, replyIdParams } from '../../../../contract/forum-replies';
import { envelope, errorReplies, ok } from '../../lib/envelope';
import { auditActor } from './audit-hook';

/** /admin/v1/reply — moderation: hide / show, delete (each writes its audit row in its transaction). */
export async function adminReplyRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: reply'];
  const security = [{ bearer: [] }];
  const svc = () => app.ctx.services.replies;

  app.put(
    '/:id/status',
    {
      schema: {
        tags, security, summary: '隐藏或恢复显示一条回复：{ hidden }',
        params: replyIdParams, body: adminReplyStatusBody,
        response: { 200: envelope(adminReplyStatusResult), ...errorReplies },
      },
    },
    async (request) => {
      const res = await svc().setHidden(auditActor(request), request.params.id, request.body.hidden);
      return ok(res, request.body.hidden ? '已隐藏' : '已恢复显示');
    },
  );

  app.delete(
    '/:id',
    {
      schema: { tags, security, summary: '删除任意回复（楼层号保留）', params: replyIdParams, response: { 200: envelope(z.null()), ...errorReplies } },
    },
    async (request) => {
      const u = request.user!;
      await svc().remove({ id: u.id, role: u.role }, request.params.id, auditActor(request));
      return ok(null, '已删除');
    },
  );
}
