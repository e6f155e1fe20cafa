import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorReplies, ok } from '../../lib/envelope';

const day = z.object({
  date: z.string(), new_users: z.number().int(), searches: z.number().int(), sign_ins: z.number().int(), coins_issued: z.number().int(),
  coins_spent: z.number().int(), new_articles: z.number().int(), new_shares: z.number().int(),
});

/** /admin/v1/dashboard — totals and per-day series of the last N days (Beijing days, today included). */
export async function adminDashboardRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/',
    {
      schema: {
        tags: ['admin: dashboard'], security: [{ bearer: [] }], summary: '仪表盘：days=1–90（默认 7）',
        querystring: z.object({ days: z.coerce.number().int().min(1).max(90).default(7) }),
        response: {
          200: envelope(
            z.object({
              days: z.number().int(),
              totals: z.object({
                users: z.number().int(), articles: z.number().int(), resources: z.number().int(), searchable_resources: z.number().int(),
                coins_in_circulation: z.number().int(), new_users: z.number().int(), searches: z.number().int(), sign_ins: z.number().int(),
                coins_issued: z.number().int(), coins_spent: z.number().int(), new_articles: z.number().int(), new_shares: z.number().int(),
              }),
              review_queue: z.number().int(),
              series: z.array(day),
            }),
          ),
          ...errorReplies,
        },
      },
    },
    async (request) => ok(await app.ctx.services.dashboard.summary(request.query.days)),
  );
}
