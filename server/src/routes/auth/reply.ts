import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  blockBody, blockPage, blockResult, myReplyPage, removeBlockBody, replyCreateBody, replyCreated, replyEditBody, replyIdParams, replyView,
} from '../../../../contract/forum-replies';
import { envelope, errorEnvelope, errorReplies, ok, pageQuery } from '../../lib/envelope';
import { perUserBurst } from './article';

const user = (request: FastifyRequest) => ({ id: request.user!.id, role: request.user!.role });
/** 444 = banned words (ADR 0003) */
const replyErrors = { ...errorReplies, 444: errorEnvelope };

/** /auth/v1/article — reply, edit and delete my reply, my replies (issue 17, ADR 0015). */
export async function authReplyRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['reply'];
  const security = [{ bearer: [] }];
  const svc = () => app.ctx.services.replies;

  app.post(
    '/:id/reply',
    {
      schema: {
        tags, security,
        summary: '回复文章（Markdown 1–5000 字；quote_id 引用同一文章的某楼；@用户名 会通知该用户）',
        params: replyIdParams, body: replyCreateBody,
        response: { 200: envelope(replyCreated), ...replyErrors },
      },
      config: perUserBurst(base, 30),
    },
    async (request) => {
      const res = await svc().create(user(request), request.params.id, request.body);
      return ok(res, res.reward > 0 ? `回复成功，获得 ${res.reward} 金币` : '回复成功');
    },
  );

  app.put(
    '/reply/:id',
    {
      schema: {
        tags, security, summary: '编辑自己的回复（发布后的可编辑时间由站点配置决定；管理员不限）',
        params: replyIdParams, body: replyEditBody,
        response: { 200: envelope(replyView), ...replyErrors },
      },
      config: perUserBurst(base, 30),
    },
    async (request) => ok(await svc().edit(user(request), request.params.id, request.body.content), '修改成功'),
  );

  app.delete(
    '/reply/:id',
    {
      schema: {
        tags, security, summary: '删除自己的回复（楼层号保留，显示“该回复已删除”；管理员可删除任何回复）',
        params: replyIdParams, response: { 200: envelope(z.null()), ...errorReplies },
      },
    },
    async (request) => {
      await svc().remove(user(request), request.params.id, { id: request.user!.id, ip: request.ip });
      return ok(null, '已删除');
    },
  );

  app.get(
    '/reply/my',
    {
      schema: { tags, security, summary: '我的回复（最新在前）', querystring: pageQuery, response: { 200: envelope(myReplyPage), ...errorReplies } },
    },
    async (request) => ok(await svc().mine(user(request), request.query.page, request.query.size)),
  );
}

/** /auth/v1/user — blocks (拉黑): block, the spec's block removal {block}, my block list. */
export async function authBlockRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['block'];
  const security = [{ bearer: [] }];
  const svc = () => app.ctx.services.replies;

  app.post(
    '/block',
    {
      schema: {
        tags, security, summary: '拉黑一位会员：其文章、回复与提及对我隐藏，也不能再给我发消息',
        body: blockBody,
        response: { 200: envelope(blockResult), ...errorReplies },
      },
    },
    async (request) => {
      const res = await svc().block(user(request), request.body.user_id);
      return ok(res, res.first ? '已拉黑' : '该用户已在黑名单中');
    },
  );

  app.post(
    '/remove_block',
    {
      schema: {
        tags, security, summary: '移出黑名单（规格 §7 的 block 参数：被拉黑会员的 id）',
        body: removeBlockBody, response: { 200: envelope(z.null()), ...errorReplies },
      },
    },
    async (request) => {
      await svc().unblock(user(request), request.body.block);
      return ok(null, '已移出黑名单');
    },
  );

  app.get(
    '/block',
    {
      schema: { tags, security, summary: '我的黑名单（最近拉黑的在前）', querystring: pageQuery, response: { 200: envelope(blockPage), ...errorReplies } },
    },
    async (request) => ok(await svc().blocks(user(request), request.query.page, request.query.size)),
  );
}
