import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, errorReplies, ok, pageQuery } from '../../lib/envelope';
import { orderPage } from '../account-schemas';

/** /auth/v1/order — my orders (VIP, invite codes, CD keys), newest first. */
export async function authOrderRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/',
    {
      schema: {
        tags: ['order'], security: [{ bearer: [] }], summary: '我的订单（最新在前）',
        querystring: pageQuery,
        response: { 200: envelope(orderPage), ...errorReplies },
      },
    },
    async (request) => ok(await app.ctx.services.exchange.listOrders(request.user!.id, request.query.page, request.query.size)),
  );
}
