import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';

export const ADMIN_ROLE = 'admin';

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const m = /^Bearer\s+(.+)$/i.exec(header.trim());
  return m ? m[1].trim() : undefined;
}

/**
 * Resolves the bearer token on every API request (one place, never re-checked in handlers).
 * A token that is present but bad, expired or revoked gets `x-login: false` (spec §8) and the
 * request continues anonymous; route groups decide whether that is enough.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.decorateRequest('tokenHash', null);
  // Callback style: an anonymous request (no Authorization header) costs no promise.
  app.addHook('onRequest', (request, reply, done) => {
    // Only API routes (the flag set at registration, ADR 0008) look a session up: the SPA files, the
    // document pages and unmatched paths never need the user, and a bogus token sent to them
    // must not cost a session lookup each (issue 27).
    if (request.routeOptions.config.api !== true) return done();
    const token = bearer(request);
    if (token === undefined) return done();
    app.ctx.services.sessions.check(token).then((result) => {
      if (result.state === 'valid') {
        request.user = result.user;
        request.tokenHash = result.tokenHash;
      } else if (result.state === 'invalid') {
        reply.header('x-login', 'false');
      }
      done();
    }, done);
  });
});

/** onRequest hook for /auth/v1: a signed-in user is required. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.user) throw new AppError(403, '请登录');
}

/** onRequest hook for /admin/v1: an admin is required. */
export async function requireAdmin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.user) throw new AppError(403, '请登录');
  if (request.user.role !== ADMIN_ROLE) throw new AppError(403, '无权访问：需要管理员权限');
}
