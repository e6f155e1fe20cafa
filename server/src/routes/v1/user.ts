import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deviceCookie, readDeviceCookies } from '../../lib/device-cookie';
import { envelope, errorEnvelope, errorReplies, ok } from '../../lib/envelope';
import { AccountService } from '../../services/account-service';
import {
  accountErrorReplies, findPassBody, findPassVerifyBody, idParams, loginBody, loginChallengeReply, rankPage, rankQuery, registerBody, sessionSchema,
} from '../account-schemas';
import { memberStatistics } from '../../../../contract/community';

/** /v1/user — register, login, password recovery, public statistics and ranks. */
export async function userRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['user'];
  const accounts = () => app.ctx.services.accounts;

  app.post(
    '/',
    {
      schema: {
        tags, summary: '注册（成功后直接登录，回复与登录相同）',
        body: registerBody,
        response: { 200: envelope(sessionSchema), ...accountErrorReplies },
      },
    },
    async (request) => ok(await accounts().register(request.body, request.ip), '注册成功'),
  );

  app.post(
    '/login',
    {
      schema: {
        tags, summary: '登录：username 可以是用户名或邮箱；失败过多时递增等待（429），常用设备（Cookie ujuso_dev_<id>）不受陌生设备的失败影响',
        body: loginBody,
        response: { 200: envelope(sessionSchema), ...errorReplies, 428: errorEnvelope },
      },
    },
    async (request, reply) => {
      const { device, ...session } = await accounts().login(
        request.body.username, request.body.password, request.ip, readDeviceCookies(request.headers.cookie), request.body.pow,
      );
      reply.header('set-cookie', deviceCookie(session.info.id, device, request.protocol === 'https'));
      return ok(session, '登录成功');
    },
  );

  app.get(
    '/login/challenge',
    {
      schema: {
        tags, summary: '登录安全验证（工作量证明）：账号遭受异常登录尝试时，新设备登录会收到 428，需先求解此题并随登录提交 pow',
        response: { 200: envelope(loginChallengeReply), ...errorReplies },
      },
    },
    async () => ok(await accounts().loginChallenge()),
  );

  app.post(
    '/find_pass',
    {
      schema: {
        tags, summary: '找回密码：向邮箱发送 6 位验证码（15 分钟有效，最多尝试 5 次）',
        body: findPassBody,
        response: { 200: envelope(z.null()), ...errorReplies },
      },
    },
    async (request) => {
      await accounts().findPass(request.body.email, request.body.username || undefined, request.ip);
      return ok(null, AccountService.FIND_PASS_MSG);
    },
  );

  app.post(
    '/find_pass_verify',
    {
      schema: {
        tags, summary: '用验证码设置新密码；成功后所有登录失效',
        body: findPassVerifyBody,
        response: { 200: envelope(z.null()), ...errorReplies },
      },
    },
    async (request, reply) => {
      const { userId, device } = await accounts().findPassVerify(request.body.email, request.body.code, request.body.password);
      reply.header('set-cookie', deviceCookie(userId, device, request.protocol === 'https'));
      return ok(null, '密码已重置，请用新密码登录');
    },
  );

  app.get(
    '/rank',
    {
      schema: {
        tags, summary: '排行榜：type = coin（金币）| sign（连续签到）| article（发帖数）',
        querystring: rankQuery,
        response: {
          200: envelope(rankPage),
          ...errorReplies,
        },
      },
    },
    async (request) => ok(await accounts().rank(request.query.type, request.query.page, request.query.size)),
  );

  app.get(
    '/statistics/:id',
    {
      schema: {
        tags, summary: '用户公开资料与统计（会员主页：等级、称号、回复数、分享数、最近活跃）',
        params: idParams,
        response: {
          200: envelope(memberStatistics),
          ...errorReplies,
        },
      },
    },
    async (request) => ok(await app.ctx.services.community.statistics(request.params.id)),
  );
}
