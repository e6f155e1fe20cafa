import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { betPage, betReply, eggBody, guessBody, myBetsQuery, rotateBody, rotateReply, seedState } from '../../../../contract/games';
import { envelope, errorReplies, ok } from '../../lib/envelope';

/** /auth/v1/game — signed in: my seeds, rotate, my bets, and the bets of 猜大小 and 砸金蛋. */
export async function authGameRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['game'];
  const security = [{ bearer: [] }];
  const games = () => app.ctx.services.games;

  /** Per-user bet rate limit; the number comes from the site config (game_bets_per_minute). */
  const betLimit = {
    rateLimit: {
      max: async () => (await games().settings()).betsPerMinute,
      timeWindow: 60_000,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => `game-bet:${request.user?.id ?? request.ip}`,
      errorResponseBuilder: (_req: FastifyRequest, context: { ttl: number }) => ({
        statusCode: 429, code: 429, msg: `下注太快了，请 ${Math.ceil(context.ttl / 1000)} 秒后再试`, data: null,
      }),
    },
  };

  app.get(
    '/seed',
    { schema: { tags, security, summary: '我的公平性种子：当前服务端种子的 SHA-256、客户端种子、nonce；已轮换的种子（已公开）', response: { 200: envelope(seedState), ...errorReplies } } },
    async (request) => ok(await games().seeds(request.user!.id)),
  );

  app.post(
    '/seed/rotate',
    {
      schema: {
        tags, security, summary: '轮换种子：公开当前服务端种子，生成新的（nonce 归零），可同时设置新的客户端种子',
        body: rotateBody.optional(),
        response: { 200: envelope(rotateReply), ...errorReplies },
      },
    },
    async (request) => ok(await games().rotate(request.user!.id, request.body?.client_seed), '已轮换种子，旧的服务端种子已公开'),
  );

  app.get(
    '/bets',
    { schema: { tags, security, summary: '我的下注记录（含每局的公平性数据）', querystring: myBetsQuery, response: { 200: envelope(betPage), ...errorReplies } } },
    async (request) => ok(await games().myBets(request.user!.id, request.query.game, request.query.page, request.query.size)),
  );

  app.post(
    '/guess',
    {
      config: betLimit,
      schema: {
        tags, security, summary: '猜大小下注：choice = big | small | odd | even | any_triple | triple_1…triple_6，stake = 整数金币',
        body: guessBody,
        response: { 200: envelope(betReply), ...errorReplies, 409: errorReplies[400] },
      },
    },
    async (request) => {
      const r = await games().bet(request.user!.id, 'guess', request.body);
      return ok(r, r.bet.payout > 0 ? `恭喜，赢得 ${r.bet.payout} 金币` : '很遗憾，没有猜中');
    },
  );

  app.post(
    '/egg',
    {
      config: betLimit,
      schema: {
        tags, security, summary: '砸金蛋：每次固定价格，egg = 0–8 选一个蛋',
        body: eggBody.optional(),
        response: { 200: envelope(betReply), ...errorReplies, 409: errorReplies[400] },
      },
    },
    async (request) => {
      const r = await games().bet(request.user!.id, 'egg', request.body ?? {});
      const o = r.bet.outcome;
      return ok(r, o.win ? `恭喜，砸中 ${String(o.name)}` : '很遗憾，这次什么也没有');
    },
  );
}
