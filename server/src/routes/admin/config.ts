import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { configItem, configOverReturn, configSaveBody } from '../../../../contract/admin';
import { envelope, errorReplies, ok } from '../../lib/envelope';
import { auditActor } from './audit-hook';

/** /admin/v1/config — rewards table, prices and limits (stored as web_settings rows). */
export async function adminConfigRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: config'];
  const security = [{ bearer: [] }];

  app.get(
    '/',
    { schema: { tags, security, summary: '全部配置项（value 为当前值，未设置时为默认值）', response: { 200: envelope(z.array(configItem)), ...errorReplies } } },
    async () => ok(await app.ctx.services.siteConfig.all()),
  );
  app.put(
    '/',
    {
      schema: {
        tags, security, summary: '保存配置：values 为 { 名称: 值 }；整数项可传数字或数字字符串，sign_reward_table 传数组或 JSON 文本；任一无效则全部不保存',
        body: configSaveBody,
        response: { 200: envelope(z.array(configItem)), ...errorReplies, 409: envelope(configOverReturn) },
      },
    },
    async (request) => ok(await app.ctx.services.siteConfig.update(auditActor(request), request.body.values, { confirmOverReturn: request.body.confirm_over_return }), '已保存'),
  );
}
