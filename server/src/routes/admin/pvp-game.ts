import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminPvpPage, adminPvpQuery, pvpGame, pvpIdParams } from '../../../../contract/pvp';
import { envelope, errorEnvelope, errorReplies, ok } from '../../lib/envelope';
import { auditActor } from './audit-hook';

/** /admin/v1/pvp_game — every 石头剪刀布 / 吹牛 game; cancel an open one (refund, audit log). */
export async function adminPvpGameRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: pvp game'];
  const security = [{ bearer: [] }];
  const svc = () => app.ctx.services.pvp;

  app.get(
    '/',
    {
      schema: {
        tags, security, summary: '对局列表（game、status 筛选；未结束的局不含出招 / 答案）；escrow 为当前托管的金币',
        querystring: adminPvpQuery,
        response: { 200: envelope(adminPvpPage), ...errorReplies },
      },
    },
    async (request) => {
      const { page, size, game, status } = request.query;
      const [data, escrow] = await Promise.all([svc().adminList({ game, status }, page, size), svc().escrow()]);
      return ok({ ...data, escrow });
    },
  );
  app.post(
    '/:id/cancel',
    { schema: { tags, security, summary: '取消未结束的对局并退还押注（写入操作日志）', params: pvpIdParams, response: { 200: envelope(pvpGame), ...errorReplies, 409: errorEnvelope } } },
    async (request) => ok(await svc().adminCancel(auditActor(request), request.params.id), '已取消，押注已退还'),
  );
}
