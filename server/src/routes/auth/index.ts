import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/auth';
import { authMessageRoutes } from './message';
import { authOrderRoutes } from './order';
import { authSignRoutes } from './sign';
import { authUserRoutes } from './user';
import { authResourceRoutes } from './resource';
import { authArticleRoutes } from './article';
import { authGameRoutes } from './game';
import { authPvpRoutes } from './game-pvp';
import { authBlockRoutes, authReplyRoutes } from './reply';
import { authFavouriteRoutes } from './favourite';
import { authMediaRoutes } from './media';
import { authLiveTicketRoutes, authPmRoutes, authReportRoutes } from './pm';

/**
 * /auth/v1 — routes that need a signed-in user (spec §6). The hook is the only auth check;
 * handlers trust request.user.
 */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', requireUser);
  await app.register(authUserRoutes, { prefix: '/user' });
  await app.register(authSignRoutes, { prefix: '/sign' });
  await app.register(authMessageRoutes, { prefix: '/message' });
  await app.register(authOrderRoutes, { prefix: '/order' });
  await app.register(authResourceRoutes, { prefix: '/resource' });
  await app.register(authArticleRoutes, { prefix: '/article' });
  await app.register(authGameRoutes, { prefix: '/game' });
  await app.register(authPvpRoutes, { prefix: '/game' });
  await app.register(authReplyRoutes, { prefix: '/article' });
  await app.register(authBlockRoutes, { prefix: '/user' });
  await app.register(authFavouriteRoutes, { prefix: '/favourite' });
  await app.register(authMediaRoutes, { prefix: '/media' });
  await app.register(authPmRoutes, { prefix: '/pm' });
  await app.register(authReportRoutes, { prefix: '/report' });
  await app.register(authLiveTicketRoutes, { prefix: '/events' });
}
