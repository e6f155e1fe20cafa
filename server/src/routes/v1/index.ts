import type { FastifyInstance } from 'fastify';
import { articleRoutes } from './article';
import { healthRoutes } from './health';
import { signRoutes } from './sign';
import { userRoutes } from './user';
import { resourceRoutes } from './resource';
import { webSettingRoutes } from './web-setting';
import { gameRoutes } from './game';
import { publicPvpRoutes } from './game-pvp';
import { replyRoutes } from './reply';
import { taokeRoutes } from './taoke';
import { movieRoutes } from './movie';
import { communityRoutes } from './community';
import { mentionRoutes } from './media';

/** /v1 — public routes (spec §6). Each module registers its own paths. */
export async function publicRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(userRoutes, { prefix: '/user' });
  await app.register(signRoutes, { prefix: '/sign' });
  await app.register(resourceRoutes, { prefix: '/resource' });
  await app.register(webSettingRoutes, { prefix: '/web_setting' });
  await app.register(articleRoutes, { prefix: '/article' });
  await app.register(gameRoutes, { prefix: '/game' });
  await app.register(publicPvpRoutes, { prefix: '/game' });
  await app.register(replyRoutes, { prefix: '/article' });
  await app.register(taokeRoutes, { prefix: '/taoke' });
  await app.register(movieRoutes, { prefix: '/movie' });
  await app.register(communityRoutes, { prefix: '/user' });
  await app.register(mentionRoutes, { prefix: '/user' });
}
