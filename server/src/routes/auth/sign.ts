import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { makeupCardResult, makeupUseBody, makeupUseResult, signCalendar, signCalendarQuery } from '../../../../contract/community';
import { envelope, errorReplies, ok, pageQuery } from '../../lib/envelope';
import { loginRewardResult, signDayBody, signDayResult, signPage, signStatus } from '../account-schemas';

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
        body: signDayBody,
        response: {
          200: envelope(signDayResult),
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
        response: { 200: envelope(loginRewardResult), ...errorReplies },
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
          200: envelope(signStatus),
          ...errorReplies,
        },
      },
    },
    async (request) => ok(await services.sign.status(request.user!.id)),
  );

  app.get(
    '/my',
    {
      schema: { tags, security, summary: '我的签到记录', querystring: pageQuery, response: { 200: envelope(signPage), ...errorReplies } },
    },
    async (request) => ok(await services.sign.list(request.query.page, request.query.size, request.user!.id)),
  );

  app.get(
    '/calendar',
    {
      schema: {
        tags, security, summary: '签到日历：某月（北京时间）每天的签到状态、连续天数、奖励表与补签卡',
        querystring: signCalendarQuery,
        response: { 200: envelope(signCalendar), ...errorReplies },
      },
    },
    async (request) => ok(await services.sign.calendar(request.user!.id, request.query.month)),
  );

  app.post(
    '/makeup/card',
    {
      schema: {
        tags, security, summary: '用金币购买一张补签卡（价格与每月上限见站点配置）',
        response: { 200: envelope(makeupCardResult), ...errorReplies },
      },
    },
    async (request) => {
      const r = await services.sign.buyMakeupCard(request.user!.id);
      return ok(r, `购买成功，花费 ${r.price} 金币，现有补签卡 ${r.cards} 张`);
    },
  );

  app.post(
    '/makeup',
    {
      schema: {
        tags, security, summary: '用一张补签卡补签本月漏签的一天（不发金币，接上连续签到）',
        body: makeupUseBody,
        response: { 200: envelope(makeupUseResult), ...errorReplies },
      },
    },
    async (request) => {
      const r = await services.sign.useMakeupCard(request.user!.id, request.body.date);
      return ok(r, `补签成功，当前连续签到 ${r.continue_sign_days} 天`);
    },
  );
}
