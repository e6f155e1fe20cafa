import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../../plugins/auth';
import { adminUserRoutes } from './user';
import { adminArticleRoutes, adminBbsCateRoutes } from './article';
import { adminWebSettingRoutes } from './web-setting';

/** /admin/v1 — administrators only (role 'admin'); the hook is the only check. */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', requireAdmin);
  await app.register(adminUserRoutes, { prefix: '/user' });
  await app.register(adminWebSettingRoutes, { prefix: '/web_setting' });
  await app.register(adminArticleRoutes, { prefix: '/article' });
  await app.register(adminBbsCateRoutes, { prefix: '/bbs_cate' });
}
