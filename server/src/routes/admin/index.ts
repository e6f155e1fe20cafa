import { adminContentReportRoutes } from './content-report';
import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../../plugins/auth';
import { adminUserRoutes } from './user';
import { adminArticleRoutes, adminBbsCateRoutes } from './article';
import { adminWebSettingRoutes } from './web-setting';
import { installAuditHook } from './audit-hook';
import { adminAuditRoutes } from './audit';
import { adminNetdiskCateRoutes } from './netdisk-cate';
import { adminHotkeyRoutes } from './hotkey';
import { adminBankeyRoutes } from './bankey';
import { adminCdKeyRoutes } from './cd-key';
import { adminInviteCodeRoutes } from './invite-code';
import { adminShareUnionRoutes } from './share-union';
import { adminConfigRoutes } from './config';
import { adminDashboardRoutes } from './dashboard';
import { adminPvpGameRoutes } from './pvp-game';
import { adminReplyRoutes } from './reply';
import { adminMovieRoutes, adminTaokeRoutes } from './taoke';
import { adminLinkcheckRoutes } from './linkcheck';
import { adminSourceRoutes } from './source';
import { adminCommunityRoutes } from './community';

/** /admin/v1 — administrators only (role 'admin'); the hook is the only check. */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', requireAdmin);
  installAuditHook(app);
  await app.register(adminUserRoutes, { prefix: '/user' });
  await app.register(adminWebSettingRoutes, { prefix: '/web_setting' });
  await app.register(adminArticleRoutes, { prefix: '/article' });
  await app.register(adminBbsCateRoutes, { prefix: '/bbs_cate' });
  await app.register(adminAuditRoutes, { prefix: '/audit' });
  await app.register(adminNetdiskCateRoutes, { prefix: '/netdisk_cate' });
  await app.register(adminHotkeyRoutes, { prefix: '/hotkey' });
  await app.register(adminBankeyRoutes, { prefix: '/bankey' });
  await app.register(adminCdKeyRoutes, { prefix: '/cd_key' });
  await app.register(adminInviteCodeRoutes, { prefix: '/invite_code' });
  await app.register(adminShareUnionRoutes, { prefix: '/share_union' });
  await app.register(adminConfigRoutes, { prefix: '/config' });
  await app.register(adminDashboardRoutes, { prefix: '/dashboard' });
  await app.register(adminPvpGameRoutes, { prefix: '/pvp_game' });
  await app.register(adminReplyRoutes, { prefix: '/reply' });
  await app.register(adminTaokeRoutes, { prefix: '/taoke' });
  await app.register(adminMovieRoutes, { prefix: '/movie' });
  await app.register(adminLinkcheckRoutes, { prefix: '/linkcheck' });
  await app.register(adminSourceRoutes, { prefix: '/source' });
  await app.register(adminCommunityRoutes, { prefix: '/user' });
  await app.register(adminContentReportRoutes, { prefix: '/content_report' });
}
