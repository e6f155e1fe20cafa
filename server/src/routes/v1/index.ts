import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health';
import { webSettingRoutes } from './web-setting';

/** /v1 — public routes (spec §6). Each module registers its own paths. */
export async function publicRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(webSettingRoutes, { prefix: '/web_setting' });
}
