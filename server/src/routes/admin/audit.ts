import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditPage, auditQuery } from '../../../../contract/admin';
import { INT_MAX } from '../../../../contract/common';
import { badRequest } from '../../lib/app-error';
import { envelope, errorReplies, ok } from '../../lib/envelope';

/** /admin/v1/audit — the audit log of admin writes, newest first. */
export async function adminAuditRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: audit'];
  const security = [{ bearer: [] }];

  app.get(
    '/',
    {
      schema: {
        tags, security,
        summary: '操作日志：actor（管理员 id 或用户名）、entity、entity_id、action、from/to（YYYY-MM-DD 北京时间或 ISO 时间；to 为日期时含当天）',
        querystring: auditQuery,
        response: { 200: envelope(auditPage), ...errorReplies },
      },
    },
    async (request) => {
      const q = request.query;
      let to: number | undefined;
      if (q.to) {
        const day = /^\d{4}-\d{2}-\d{2}$/.test(q.to);
        to = day ? Date.parse(`${q.to}T00:00:00+08:00`) + 86_400_000 : Date.parse(q.to);
        if (Number.isNaN(to)) throw badRequest('参数错误：to 不是有效的日期');
      }
      const actor = q.actor || undefined;
      // digits name an actor id: beyond the column's range no id can match (and PostgreSQL would refuse the query)
      if (actor && /^\d+$/.test(actor) && Number(actor) > INT_MAX) throw badRequest('参数错误：actor 超出范围');
      return ok(
        await app.ctx.services.audit.list(
          {
            actorId: actor && /^\d+$/.test(actor) ? Number(actor) : undefined,
            actorName: actor && !/^\d+$/.test(actor) ? actor : undefined,
            entity: q.entity || undefined,
            entityId: q.entity_id || undefined,
            action: q.action || undefined,
            from: q.from,
            to,
          },
          q.page,
          q.size,
        ),
      );
    },
  );
}
