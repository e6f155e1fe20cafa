import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { boardQuery, boardReply, gameList, verifyBody, verifyReply } from '../../../../contract/games';
import { envelope, errorReplies, ok } from '../../lib/envelope';

/** /v1/game — public: the hall's game list, today's winners and leaderboard, verification. */
export async function gameRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['game'];
  const games = () => app.ctx.services.games;

  app.get(
    '/',
    { schema: { tags, summary: '游戏列表：开放状态、规则摘要、限额、返还率、今日局数', response: { 200: envelope(gameList), ...errorReplies } } },
    async () => ok(await games().catalog()),
  );

  app.get(
    '/board',
    {
      schema: {
        tags, summary: '今日赢家与盈利排行（period=day 今日 / week 近 7 天）',
        querystring: boardQuery,
        response: { 200: envelope(boardReply), ...errorReplies },
      },
    },
    async (request) => ok(await games().board(request.query.period)),
  );

  app.post(
    '/verify',
    {
      schema: {
        tags, summary: '验证：由服务端种子、客户端种子、nonce 重新计算结果；给出 bet_id 时与该局记录比对（仅限本人或管理员；他人的下注记录视为不存在）',
        body: verifyBody,
        response: { 200: envelope(verifyReply), ...errorReplies },
      },
    },
    async (request) => ok(await games().verify(request.body, request.user ? { id: request.user.id, role: request.user.role } : null)),
  );
}
