import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { healthReply } from '../../../../contract/common';
import { envelope, errorReplies, ok } from '../../lib/envelope';

/** How long a successful database check answers /v1/health without asking again. */
export const HEALTH_WINDOW_MS = 1000;

export async function healthRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  // The database answered within the last HEALTH_WINDOW_MS: answer from memory. Checks that
  // arrive together share one query. A failed check is never remembered (the next call asks
  // again), so a database that goes away shows within the window (issue 27: health is not
  // rate-limited, so it must not cost a query per call).
  let okUntil = 0;
  let inflight: Promise<void> | null = null;
  const probe = (): Promise<void> => {
    if (Date.now() < okUntil) return Promise.resolve();
    inflight ??= sql`select 1`.execute(app.ctx.db).then(
      () => {
        okUntil = Date.now() + HEALTH_WINDOW_MS;
        inflight = null;
      },
      (err: unknown) => {
        inflight = null;
        throw err;
      },
    );
    return inflight;
  };
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
      await probe();
      return ok({ status: 'ok' as const, db: app.ctx.dbHandle.kind, time: app.ctx.clock.now() });
    },
  );
}
