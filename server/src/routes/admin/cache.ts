import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cacheStats } from '../../../../contract/admin';
import { envelope, errorReplies, ok } from '../../lib/envelope';

/**
 * /admin/v1/cache — what this process's detail caches hold and how often they answered (issue 34,
 * ADR 0019 addendum): counts and sizes only, no cached content. The benches read it over HTTP
 * from the server process they load (an admin session), before and after a run.
 */
export async function adminCacheRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/stats',
    {
      schema: {
        tags: ['admin: cache'], security: [{ bearer: [] }], summary: '本进程详情缓存的命中/未命中次数、条目数与字节数（基准测试用）',
        response: { 200: envelope(cacheStats), ...errorReplies },
      },
    },
    async () => {
      const mem = process.memoryUsage();
      return ok({
        pid: process.pid,
        caches: [...app.replyCacheStats(), app.ctx.services.resources.detailCacheStats(), ...app.ctx.services.search.cacheStats()],
        memory: { rss: mem.rss, heap_total: mem.heapTotal, heap_used: mem.heapUsed, external: mem.external, array_buffers: mem.arrayBuffers },
      });
    },
  );
}
