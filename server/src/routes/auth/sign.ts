import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorReplies, ok, pageQuery, paged } from '../../lib/envelope';
import { hasNoNul, signRecordSchema, text } from '../account-schemas';

const timeId = z
  .union([z.string().max(32, 'time_id 最多 32 个字符').refine(hasNoNul, 'time_id 不能包含空字符'), z.number().int().min(0).max(1e9)], {
    error: 'time_id 必须是字符串或整数',
  })
  .transform(String);

/** /auth/v1/sign — daily sign-in, daily login reward, my sign status and records. */
export async function authSignRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['sign'];
  const security = [{ bearer: [] }];
  const { services } = app.ctx;

  app.post(
    '/day',
    {
      schema: {
        tags, security, summary: '每日签到（北京时间每天一次），奖励随连续天数增长',
        body: z.object({ content: text(1, 200, '签到心情').transform((s) => s.trim()), time_id: timeId }),
        response: {
          200: envelope(z.object({ reward: z.number().int(), continue_sign_days: z.number().int(), coin: z.number().int(), record: signRecordSchema })),
          ...errorReplies,
        },
      },
    },
    async (request) => {
      const r = await services.sign.signDay(request.user!.id, request.body.content || '签到', request.body.time_id);
      return ok(r, `签到成功，已连续签到 ${r.continue_sign_days} 天，获得 ${r.reward} 金币`);
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags, security, summary: '每日登录奖励（无请求体）；msg 说明发放结果或已领取',
        response: { 200: envelope(z.object({ granted: z.boolean(), amount: z.number().int(), coin: z.number().int() })), ...errorReplies },
      },
    },
    async (request) => {
      const r = await services.sign.loginReward(request.user!.id);
      return ok(r, r.granted ? `每日登录奖励：获得 ${r.amount} 金币` : '今天的登录奖励已经领取过了，明天再来吧');
    },
  );

  app.get(
    '/status',
    {
      schema: {
        tags, security, summary: '我的签到状态：今天是否已签、连续天数、今天的奖励、奖励表',
        response: {
          200: envelope(
            z.object({
              signed_today: z.boolean(), continue_sign_days: z.number().int(), today_reward: z.number().int(),
              login_rewarded_today: z.boolean(), login_reward_coin: z.number().int(), reward_table: z.array(z.number().int()),
            }),
          ),
          ...errorReplies,
        },
      },
    },
    async (request) => ok(await services.sign.status(request.user!.id)),
  );

  app.get(
    '/my',
    {
      schema: { tags, security, summary: '我的签到记录', querystring: pageQuery, response: { 200: envelope(paged(signRecordSchema)), ...errorReplies } },
    },
    async (request) => ok(await services.sign.list(request.query.page, request.query.size, request.user!.id)),
  );
}
