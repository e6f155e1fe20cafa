import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorReplies, ok, pageQuery, paged } from '../../lib/envelope';
import { auditActor } from './audit-hook';

const inviteView = z.object({
  id: z.number().int(), code: z.string(), status: z.enum(['unused', 'used']), owner_id: z.number().int().nullable(), owner_name: z.string(),
  used_by: z.number().int().nullable(), used_by_name: z.string(), used_time: z.string().nullable(), create_time: z.string(),
});

/** /admin/v1/invite_code — invite codes: generate (no owner), list with status. */
export async function adminInviteCodeRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: invite_code'];
  const security = [{ bearer: [] }];
  const svc = () => app.ctx.services.codeAdmin;

  app.get(
    '/',
    {
      schema: {
        tags, security, summary: '邀请码列表：status（used/unused）、code 过滤',
        querystring: pageQuery.extend({ status: z.enum(['used', 'unused']).optional(), code: z.string().trim().max(64).optional() }),
        response: { 200: envelope(paged(inviteView)), ...errorReplies },
      },
    },
    async (request) => {
      const q = request.query;
      return ok(await svc().listInviteCodes({ used: q.status === undefined ? undefined : q.status === 'used', code: q.code || undefined }, q.page, q.size));
    },
  );
  app.post(
    '/',
    {
      schema: {
        tags, security, summary: '生成邀请码（1–500 个）',
        body: z.object({ count: z.number().int().min(1).max(500) }),
        response: { 200: envelope(z.object({ codes: z.array(z.string()) })), ...errorReplies },
      },
    },
    async (request) => {
      const codes = await svc().generateInviteCodes(auditActor(request), request.body.count);
      return ok({ codes }, `已生成 ${codes.length} 个邀请码`);
    },
  );
}
