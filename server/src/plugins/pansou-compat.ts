import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** PanSou's CORSMiddleware headers (api/middleware.go). */
const ALLOW_METHODS = 'GET, POST, OPTIONS';
const ALLOW_HEADERS = 'Origin, Content-Type, Content-Length, Accept-Encoding, X-CSRF-Token, Authorization';

function isPanSouPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * The PanSou API's cross-cutting behaviour on every /api request (issue 35), matched routes or
 * not (so a 404 or a 429 gets it too):
 * - CORS as PanSou sends it — `Access-Control-Allow-Origin: *` by default (the public search
 *   API), or only the origins of PANSOU_CORS_ORIGINS (echoed, with `Vary: Origin`); a preflight
 *   (`OPTIONS`) is answered 204 before any other work. No credentials mode: PanSou's clients send
 *   a bearer token, never cookies.
 * - Error bodies carry PanSou's `message` (search/check) and `error` (auth) next to our `msg`.
 */
export const pansouCompatPlugin = fp(async (app: FastifyInstance, opts: { origins: string[] }) => {
  const any = opts.origins.includes('*');
  const allowed = new Set(opts.origins.map((o) => o.toLowerCase()));

  const cors = (request: FastifyRequest, reply: FastifyReply) => {
    if (any) {
      reply.header('access-control-allow-origin', '*');
    } else {
      reply.header('vary', 'Origin');
      const origin = request.headers.origin;
      if (origin && allowed.has(origin.toLowerCase())) reply.header('access-control-allow-origin', origin);
    }
    reply.header('access-control-allow-methods', ALLOW_METHODS);
    reply.header('access-control-allow-headers', ALLOW_HEADERS);
  };

  app.addHook('onRequest', async (request, reply) => {
    if (!isPanSouPath(request.url)) return;
    cors(request, reply);
    if (request.method === 'OPTIONS') {
      reply.header('access-control-max-age', '600');
      return reply.securityHeaders('api').code(204).send();
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!isPanSouPath(request.url) || reply.statusCode < 400 || typeof payload !== 'string') return payload;
    try {
      const body = JSON.parse(payload) as { msg?: unknown; message?: unknown; error?: unknown };
      if (typeof body.msg === 'string' && (body.message === undefined || body.error === undefined)) {
        return JSON.stringify({ ...body, message: body.message ?? body.msg, error: body.error ?? body.msg });
      }
    } catch {
      // not JSON: leave it
    }
    return payload;
  });
});
