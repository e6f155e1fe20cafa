import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/auth';

/**
 * /auth/v1 — routes that need a signed-in user (spec §6). The hook is the only auth check;
 * handlers trust request.user.
 */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', requireUser);
}
