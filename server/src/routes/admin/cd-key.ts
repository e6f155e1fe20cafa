import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cdKeyFilter, cdKeyGenerateBody, cdKeyGenerateReply, cdKeyPage } from '../../../../contract/admin';
import { envelope, errorReplies, ok, pageQuery } from '../../lib/envelope';
import { auditActor } from './audit-hook';

const toFilter = (q: z.infer<typeof cdKeyFilter>) => ({
  kind: q.kind, used: q.status === undefined ? undefined : q.status === 'used', note: q.note || undefined, code: q.code || undefined, usedBy: q.used_by,
});

/** /admin/v1/cd_key — CD keys (卡密): generate a batch, list with filters (who redeemed), export CSV. */
export async function adminCdKeyRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: cd_key'];
  const security = [{ bearer: [] }];
  const svc = () => app.ctx.services.codeAdmin;

  app.get(
    '/',
    { schema: { tags, security, summary: '卡密列表：kind、status（used/unused）、note（批次）、code、used_by 过滤', querystring: pageQuery.extend(cdKeyFilter.shape), response: { 200: envelope(cdKeyPage), ...errorReplies } } },
    async (request) => ok(await svc().listCdKeys(toFilter(request.query), request.query.page, request.query.size)),
  );
  app.post(
    '/',
    {
      schema: {
        tags, security, summary: '生成一批卡密：kind=coin（amount 金币）或 vip（amount 天）；note 为批次名（省略时按时间生成）',
        body: cdKeyGenerateBody,
        response: { 200: envelope(cdKeyGenerateReply), ...errorReplies },
      },
    },
    async (request) => {
      const b = request.body;
      const res = await svc().generateCdKeys(auditActor(request), b.kind, b.amount, b.count, b.note);
      return ok(res, `已生成 ${res.codes.length} 个卡密`);
    },
  );
  app.get(
    '/export',
    {
      schema: {
        tags, security, summary: '导出 CSV（text/csv，UTF-8 BOM，文件名 卡密-日期.csv）；过滤条件同列表',
        querystring: cdKeyFilter,
        response: { 200: z.string().describe('CSV 文本'), ...errorReplies },
      },
    },
    async (request, reply) => {
      const csv = await svc().exportCdKeys(toFilter(request.query));
      const name = `卡密-${new Date(app.ctx.clock.now() + 8 * 3600_000).toISOString().slice(0, 10)}.csv`;
      reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="cdkeys.csv"; filename*=UTF-8''${encodeURIComponent(name)}`);
      return csv;
    },
  );
}
