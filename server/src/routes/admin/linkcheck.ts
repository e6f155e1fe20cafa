import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { linkcheckHistoryReply, linkcheckOverview, linkcheckRecheckBody, linkcheckRecheckReply } from '../../../../contract/pansou';
import { badRequest } from '../../lib/app-error';
import { envelope, errorReplies, ok } from '../../lib/envelope';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** /admin/v1/linkcheck — the link checker (issue 19): state per host, re-check now, evidence. */
export async function adminLinkcheckRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: linkcheck'];
  const security = [{ bearer: [] }];
  const svc = () => app.ctx.services.linkcheck;

  app.get(
    '/',
    { schema: { tags, security, summary: '链接检测概览：运行模式、每个网盘的检测次数、连续失败、熔断状态与最近结果，以及各检测状态的资源数', response: { 200: envelope(linkcheckOverview), ...errorReplies } } },
    async () => ok(await svc().overview()),
  );

  app.post(
    '/recheck',
    {
      schema: {
        tags, security,
        summary: '立即重新检测资源（1–20 个 id，不使用缓存，仍遵守每个网盘的速率限制）；CHECKER=off 时不可用',
        body: linkcheckRecheckBody,
        response: { 200: envelope(linkcheckRecheckReply), ...errorReplies },
      },
    },
    async (request) => {
      if (svc().mode === 'off') throw badRequest('链接检测未开启：服务器以 CHECKER=off 运行');
      const results = await svc().recheck(request.body.ids);
      return ok(
        {
          list: results.map((r) => ({
            resource_id: r.resource_id ?? 0, state: r.state, summary: r.summary, checked_time: new Date(r.checked_at).toISOString(),
          })),
        },
        '检测完成',
      );
    },
  );

  app.get(
    '/resource/:id',
    { schema: { tags, security, summary: '一个资源的检测记录（最新在前，含网盘回复的证据）', params: idParams, response: { 200: envelope(linkcheckHistoryReply), ...errorReplies } } },
    async (request) => ok({ list: await svc().history(request.params.id) }),
  );
}
