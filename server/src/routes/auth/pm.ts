import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { liveTicket, pmConversationList, pmPeerParams, pmSendBody, pmSendResult, pmThread, pmThreadQuery, reportBody, reportResult } from '../../../../contract/pm';
import { pageQuery } from '../../../../contract/common';
import { envelope, errorReplies, ok } from '../../lib/envelope';

/** /auth/v1/pm — 私信 (issue 33, ADR 0033c): always "my conversation with member X". */
export async function authPmRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['pm'];
  const security = [{ bearer: [] }];
  const svc = () => app.ctx.services.pm;

  app.get(
    '/',
    { schema: { tags, security, summary: '我的私信会话（最近的在前）', querystring: pageQuery, response: { 200: envelope(pmConversationList), ...errorReplies } } },
    async (request) => ok(await svc().conversations(request.user!, request.query.page, request.query.size)),
  );

  app.get(
    '/:userId',
    {
      schema: {
        tags, security, summary: '我与某位会员的私信（按时间先后；before 取更早的一页）；打开最新一页即标记已读',
        params: pmPeerParams, querystring: pmThreadQuery, response: { 200: envelope(pmThread), ...errorReplies },
      },
    },
    async (request) => ok(await svc().thread(request.user!, request.params.userId, request.query)),
  );

  app.post(
    '/:userId',
    {
      schema: {
        tags, security, summary: '给某位会员发私信（拉黑、违禁词、新账号等待、频率限制）',
        params: pmPeerParams, body: pmSendBody, response: { 200: envelope(pmSendResult), ...errorReplies },
      },
    },
    async (request) => ok(await svc().send(request.user!, request.params.userId, request.body.content), '已发送'),
  );
}

/** /auth/v1/report — 举报 a post, a reply or one of my conversations. */
export async function authReportRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/',
    {
      schema: {
        tags: ['report'], security: [{ bearer: [] }], summary: '举报帖子、回复或私信会话（同一对象每人一次）',
        body: reportBody, response: { 200: envelope(reportResult), ...errorReplies },
      },
    },
    async (request) => {
      const r = await app.ctx.services.contentReports.report(request.user!.id, request.body);
      return ok(r, r.created ? '举报已提交，管理员会尽快处理' : '你已经举报过，管理员会尽快处理');
    },
  );
}

/** /auth/v1/events/ticket — a one-use, 60-second ticket for the live channel (EventSource cannot send a header). */
export async function authLiveTicketRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/ticket',
    {
      schema: {
        tags: ['live'], security: [{ bearer: [] }], summary: '实时通道的一次性票据（60 秒内用于 GET /auth/v1/events?ticket=…）',
        response: { 200: envelope(liveTicket), ...errorReplies },
      },
    },
    async (request) => ok(await app.ctx.services.live.issueTicket(request.user!.id, request.tokenHash!)),
  );
}
