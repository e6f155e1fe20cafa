import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mediaParams } from '../../../contract/media';

/** A year: every stored name is content-addressed, so its bytes never change. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET /media/:name — stored pictures (issue 33, ADR 0033b), read from the media storage (a local
 * folder or the S3-compatible store), so every API process serves every picture. Not part of the
 * JSON API: no envelope, a 404 is an empty body. The reply can never be run as a page
 * (`default-src 'none'`, nosniff, image/webp).
 */
export async function mediaRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/media/:name',
    { schema: { hide: true, params: mediaParams }, config: { api: false } },
    async (request, reply) => {
      const { name } = request.params;
      reply.header('x-content-type-options', 'nosniff').header('content-security-policy', "default-src 'none'; sandbox");
      if (request.headers['if-none-match'] === `"${name}"`) return reply.code(304).header('etag', `"${name}"`).header('cache-control', IMMUTABLE).send();
      const bytes = await app.ctx.services.media.read(name);
      if (!bytes) return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('图片不存在');
      return reply.header('cache-control', IMMUTABLE).header('etag', `"${name}"`).type('image/webp').send(bytes);
    },
  );
}
