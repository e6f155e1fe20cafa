import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { inviteCodeGenerateBody, inviteCodeGenerateReply, inviteCodePage, inviteCodeQuery } from '../../../../contract/admin';
import { envelope, errorReplies, ok } from '../../lib/envelope';
import { auditActor } from './audit-hook';

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
        querystring: inviteCodeQuery,
        response: { 200: envelope(inviteCodePage), ...errorReplies },
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
        body: inviteCodeGenerateBody,
        response: { 200: envelope(inviteCodeGenerateReply), ...errorReplies },
      },
    },
    async (request) => {
      const codes = await svc().generateInviteCodes(auditActor(request), request.body.count);
      return ok({ codes }, `已生成 ${codes.length} 个邀请码`);
    },
  );
}
