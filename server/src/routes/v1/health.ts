import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { healthReply } from '../../../../contract/common';
import { envelope, errorReplies, ok } from '../../lib/envelope';

export async function healthRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: '健康检查：服务与数据库是否可用',
        response: {
          200: envelope(healthReply),
          ...errorReplies,
        },
      },
      config: { rateLimit: false },
    },
    async () => {
      await sql`select 1`.execute(app.ctx.db);
      return ok({ status: 'ok' as const, db: app.ctx.dbHandle.kind, time: app.ctx.clock.now() });
    },
  );
}
