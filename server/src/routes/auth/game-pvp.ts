import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bragAnswerBody, bragCreateBody, pvpGame, pvpGamePage, pvpIdParams, pvpPageQuery, stoneAcceptBody, stoneCreateBody } from '../../../../contract/pvp';
import { settledReplyMsg } from '../../games/pvp/pvp-service';
import { envelope, errorEnvelope, errorReplies, ok } from '../../lib/envelope';

const replies = { 200: envelope(pvpGame), ...errorReplies, 409: errorEnvelope, 444: errorEnvelope };

/**
 * /auth/v1/game — playing 石头剪刀布 and 吹牛 (issue 12). Stakes are escrowed and paid through the
 * ledger; the move / true answer is committed as SHA-256(choice:salt) and revealed on close.
 */
export async function authPvpRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['game: pvp'];
  const security = [{ bearer: [] }];
  const svc = () => app.ctx.services.pvp;

  app.post(
    '/stone',
    { schema: { tags, security, summary: '开一局石头剪刀布：出招与押注（押注托管，大厅只显示承诺哈希）', body: stoneCreateBody, response: replies } },
    async (request) => ok(await svc().createStone(request.user!.id, request.body), '已开局，等待对手应战'),
  );
  app.post(
    '/stone/:id/accept',
    { schema: { tags, security, summary: '应战：出招并押同样的金币，立即结算并揭晓', params: pvpIdParams, body: stoneAcceptBody, response: replies } },
    async (request) => {
      const game = await svc().acceptStone(request.user!.id, request.params.id, request.body.move);
      return ok(game, settledReplyMsg(game));
    },
  );
  app.post(
    '/stone/:id/cancel',
    { schema: { tags, security, summary: '取消自己发起、尚无人应战的对局（押注退还）', params: pvpIdParams, response: replies } },
    async (request) => ok(await svc().cancel(request.user!.id, 'stone', request.params.id), '已取消，押注已退还'),
  );
  app.get(
    '/stone/mine',
    { schema: { tags, security, summary: '我的石头剪刀布（发起或应战）', querystring: pvpPageQuery, response: { 200: envelope(pvpGamePage), ...errorReplies } } },
    async (request) => ok(await svc().mine('stone', request.user!.id, request.query.page, request.query.size)),
  );

  app.post(
    '/brag',
    {
      schema: {
        tags, security, summary: '吹牛：写下一句话和两个答案，暗中标记真实答案（承诺哈希），押注托管；可邀请一位会员',
        body: bragCreateBody, response: { ...replies, 429: errorEnvelope },
      },
    },
    async (request) => ok(await svc().createBrag(request.user!.id, request.body), '吹牛已发布'),
  );
  app.post(
    '/brag/:id/answer',
    { schema: { tags, security, summary: '应答：押同样的金币并选一个答案，立即结算并揭晓', params: pvpIdParams, body: bragAnswerBody, response: { ...replies, 429: errorEnvelope } } },
    async (request) => {
      const game = await svc().answerBrag(request.user!.id, request.params.id, request.body.choice);
      return ok(game, settledReplyMsg(game));
    },
  );
  app.post(
    '/brag/:id/cancel',
    { schema: { tags, security, summary: '取消自己发起、尚无人应答的吹牛（押注退还）', params: pvpIdParams, response: replies } },
    async (request) => ok(await svc().cancel(request.user!.id, 'brag', request.params.id), '已取消，押注已退还'),
  );
  app.post(
    '/brag/:id/decline',
    { schema: { tags, security, summary: '被邀请人拒绝邀请：这局吹牛对所有会员公开', params: pvpIdParams, response: replies } },
    async (request) => ok(await svc().declineBrag(request.user!.id, request.params.id), '已拒绝邀请'),
  );
  app.get(
    '/brag/mine',
    { schema: { tags, security, summary: '我的吹牛（发起、应答或被邀请）', querystring: pvpPageQuery, response: { 200: envelope(pvpGamePage), ...errorReplies } } },
    async (request) => ok(await svc().mine('brag', request.user!.id, request.query.page, request.query.size)),
  );
}
