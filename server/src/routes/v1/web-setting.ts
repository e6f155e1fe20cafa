import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { webSettingMoreQuery, webSettingView } from '../../../../contract/web-settings';
import { envelope, errorReplies, ok } from '../../lib/envelope';

export { settingName, webSettingView } from '../../../../contract/web-settings';

export async function webSettingRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/more',
    {
      schema: {
        tags: ['web_setting'],
        summary: '读取指定名称的公开站点设置（name 可重复，不带下标：?name=a&name=b；只回答规格 §3 中的公开设置，其余名称不出现在回复中）',
        querystring: webSettingMoreQuery,
        response: { 200: envelope(z.array(webSettingView)), ...errorReplies },
      },
    },
    async (request) => ok(await app.ctx.services.webSettings.getPublic(request.query.name)),
  );
}
