import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorReplies, ok } from '../../lib/envelope';
import { idParams, messageList, messageListQuery, messageReadBody, readResult } from '../account-schemas';

/** /auth/v1/message — my system messages. */
export async function authMessageRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['message'];
  const security = [{ bearer: [] }];
  const { services } = app.ctx;

  app.get(
    '/',
    {
      schema: {
        tags, security, summary: '我的消息（最新在前）；unread=1 只看未读',
        querystring: messageListQuery,
        response: { 200: envelope(messageList), ...errorReplies },
      },
    },
    async (request) => ok(await services.messages.list(request.user!.id, request.query.page, request.query.size, request.query.unread === '1')),
  );

  app.put(
    '/read',
    {
      schema: {
        tags, security, summary: '标记已读：ids 省略时全部已读',
        body: messageReadBody,
        response: { 200: envelope(readResult), ...errorReplies },
      },
    },
    async (request) => ok(await services.messages.markRead(request.user!.id, request.body.ids ?? 'all'), '已标记为已读'),
  );

  app.delete(
    '/:id',
    { schema: { tags, security, summary: '删除一条我的消息', params: idParams, response: { 200: envelope(z.null()), ...errorReplies } } },
    async (request) => {
      await services.messages.remove(request.user!.id, request.params.id);
      return ok(null, '已删除');
    },
  );
}
