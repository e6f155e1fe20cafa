import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bragRankQuery, bragRankRow, pvpGame, pvpGamePage, pvpIdParams, pvpLimits, pvpPageQuery } from '../../../../contract/pvp';
import { envelope, errorReplies, ok } from '../../lib/envelope';

/**
 * /v1/game — public reads of the player-versus-player games (issue 12): limits, the open lobby
 * (a signed-in visitor also sees brags they were invited to), history with the reveal, one game,
 * the brag leaderboards. Open games never carry the hidden move / true answer.
 */
export async function publicPvpRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['game: pvp'];
  const svc = () => app.ctx.services.pvp;

  app.get('/pvp/limits', { schema: { tags, summary: '押注范围、手续费、有效期与次数限制（站点配置）', response: { 200: envelope(pvpLimits), ...errorReplies } } }, async () =>
    ok(await svc().limits()),
  );

  for (const game of ['stone', 'brag'] as const) {
    const name = game === 'stone' ? '石头剪刀布' : '吹牛';
    app.get(
      `/${game}/open`,
      { schema: { tags, summary: `${name}：等待应战的对局（只有承诺哈希，没有出招 / 答案）`, querystring: pvpPageQuery, response: { 200: envelope(pvpGamePage), ...errorReplies } } },
      async (request) => ok(await svc().open(game, request.user?.id, request.query.page, request.query.size)),
    );
    app.get(
      `/${game}/history`,
      { schema: { tags, summary: `${name}：已结束的对局（含揭晓：出招 / 答案与盐值）`, querystring: pvpPageQuery, response: { 200: envelope(pvpGamePage), ...errorReplies } } },
      async (request) => ok(await svc().history(game, request.query.page, request.query.size)),
    );
  }

  app.get(
    '/brag/rank',
    { schema: { tags, summary: '吹牛排行：type=profit 牛王（净赢金币）/ wins 牛胜（胜场）', querystring: bragRankQuery, response: { 200: envelope(z.array(bragRankRow)), ...errorReplies } } },
    async (request) => ok(await svc().bragRank(request.query.type, request.query.limit)),
  );

  app.get(
    '/pvp/:id',
    { schema: { tags, summary: '一局对局（结束后含揭晓）', params: pvpIdParams, response: { 200: envelope(pvpGame), ...errorReplies } } },
    async (request) => ok(await svc().get(request.params.id)),
  );
}
