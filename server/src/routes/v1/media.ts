import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mentionQuery, mentionReply } from '../../../../contract/media';
import { envelope, errorReplies, ok } from '../../lib/envelope';

/** /v1/user/mention — @-mention autocomplete (issue 33, ADR 0033b): public, rate-limited per IP. */
export async function mentionRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/mention',
    {
      schema: {
        tags: ['user'],
        summary: '@提醒的用户名联想：用户名以 prefix 开头的会员（最多 8 个，短的在前；不含已注销和封禁的账号）',
        querystring: mentionQuery,
        response: { 200: envelope(mentionReply), ...errorReplies },
      },
      config: {
        rateLimit: {
          max: Math.max(60, Math.floor(base.ctx.config.rateLimitPerMinute / 10)),
          timeWindow: 60_000,
          hook: 'preHandler' as const,
          keyGenerator: (request) => `mention:${request.ip}`,
        },
      },
    },
    async (request) => ok(await app.ctx.services.media.mentionNames(request.query.prefix)),
  );
}
