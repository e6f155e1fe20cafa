import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberTitles, titleBody, titleParams } from '../../../../contract/community';
import { envelope, errorReplies, ok } from '../../lib/envelope';
import { idParams } from '../account-schemas';
import { auditActor } from './audit-hook';

/** /admin/v1/user/{id}/title — titles and badges (版主, 资源达人 …) granted by admins (issue 33). */
export async function adminCommunityRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: user'];
  const security = [{ bearer: [] }];
  const community = () => app.ctx.services.community;

  app.get(
    '/:id/title',
    { schema: { tags, security, summary: '会员的称号与徽章', params: idParams, response: { 200: envelope(memberTitles), ...errorReplies } } },
    async (request) => ok(await community().titlesOf(request.params.id)),
  );

  app.post(
    '/:id/title',
    {
      schema: {
        tags, security, summary: '授予称号（kind=title）或徽章（kind=badge），每人最多 5 个；记入审计日志',
        params: idParams, body: titleBody,
        response: { 200: envelope(memberTitles), ...errorReplies },
      },
    },
    async (request) => ok(await community().grantTitle(auditActor(request), request.params.id, request.body.title, request.body.kind), '已授予'),
  );

  app.delete(
    '/:id/title/:title',
    {
      schema: {
        tags, security, summary: '撤销称号或徽章；记入审计日志',
        params: titleParams,
        response: { 200: envelope(memberTitles), ...errorReplies },
      },
    },
    async (request) => ok(await community().revokeTitle(auditActor(request), request.params.id, request.params.title), '已撤销'),
  );
}
