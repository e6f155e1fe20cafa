import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, errorReplies, ok, pageQuery } from '../../lib/envelope';
import { signPage } from '../account-schemas';

/** /v1/sign — the public list of sign-in records, newest first. */
export async function signRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/',
    {
      schema: {
        tags: ['sign'], summary: '签到记录（最新在前）',
        querystring: pageQuery,
        response: { 200: envelope(signPage), ...errorReplies },
      },
    },
    async (request) => ok(await app.ctx.services.sign.list(request.query.page, request.query.size)),
  );
}
