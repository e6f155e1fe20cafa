import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardQuery, dashboardSummary } from '../../../../contract/admin';
import { envelope, errorReplies, ok } from '../../lib/envelope';

/** /admin/v1/dashboard — totals and per-day series of the last N days (Beijing days, today included). */
export async function adminDashboardRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/',
    {
      schema: {
        tags: ['admin: dashboard'], security: [{ bearer: [] }], summary: '仪表盘：days=1–90（默认 7）',
        querystring: dashboardQuery,
        response: {
          200: envelope(dashboardSummary),
          ...errorReplies,
        },
      },
    },
    async (request) => ok(await app.ctx.services.dashboard.summary(request.query.days)),
  );
}
