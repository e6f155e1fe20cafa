import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminConversation, adminReportList, adminReportQuery, adminReportResolveBody, adminReportResolved } from '../../../../contract/pm';
import { REPORT_ACTIONS } from '../../../../contract/pm';
import { envelope, errorReplies, ok } from '../../lib/envelope';
import { idParams } from '../account-schemas';
import { auditActor } from './audit-hook';

/** /admin/v1/content_report — the 举报 queue (issue 33, ADR 0033c). */
export async function adminContentReportRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: content_report'];
  const security = [{ bearer: [] }];
  const svc = () => app.ctx.services.contentReports;

  app.get(
    '/',
    { schema: { tags, security, summary: '举报列表：status（open 待处理 / dismissed 已驳回 / done 已处理 / all）、kind', querystring: adminReportQuery, response: { 200: envelope(adminReportList), ...errorReplies } } },
    async (request) => ok(await svc().list(request.query)),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags, security, summary: '处理举报：dismiss 驳回 / hide_reply 隐藏回复 / delete_article 删除帖子 / ban_author 封禁作者；同一对象的待处理举报一并关闭；记入审计日志',
        params: idParams, body: adminReportResolveBody, response: { 200: envelope(adminReportResolved), ...errorReplies },
      },
    },
    async (request) => {
      const r = await svc().resolve(auditActor(request), request.params.id, request.body.action, request.body.note);
      return ok(r, `已${REPORT_ACTIONS[r.action]}`);
    },
  );

  app.get(
    '/:id/conversation',
    {
      schema: {
        tags, security, summary: '查看被举报的私信会话（只读；查看本身记入审计日志）',
        params: idParams, response: { 200: envelope(adminConversation), ...errorReplies },
      },
    },
    async (request) => ok(await svc().conversationOf(auditActor(request), request.params.id)),
  );
}
