import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorReplies, ok } from '../../lib/envelope';
import { webSettingCreateBody, webSettingUpdateBody, webSettingView } from '../../../../contract/web-settings';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export async function adminWebSettingRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: web_setting'];
  const security = [{ bearer: [] }];

  app.get(
    '/all',
    { schema: { tags, security, summary: '全部站点设置', response: { 200: envelope(z.array(webSettingView)), ...errorReplies } } },
    async () => ok(await app.ctx.services.webSettings.all()),
  );
  app.post(
    '/',
    {
      schema: {
        tags, security, summary: '新增站点设置',
        body: webSettingCreateBody,
        response: { 200: envelope(webSettingView), ...errorReplies, 409: errorReplies[400] },
      },
    },
    async (request) => ok(await app.ctx.services.webSettings.create(request.body.name, request.body.value), '已新增'),
  );
  app.put(
    '/:id',
    {
      schema: {
        tags, security, summary: '修改站点设置的值',
        params: idParams,
        body: webSettingUpdateBody,
        response: { 200: envelope(webSettingView), ...errorReplies },
      },
    },
    async (request) => ok(await app.ctx.services.webSettings.update(request.params.id, request.body.value), '已保存'),
  );
  app.delete(
    '/:id',
    {
      schema: { tags, security, summary: '删除站点设置', params: idParams, response: { 200: envelope(z.null()), ...errorReplies } },
    },
    async (request) => {
      await app.ctx.services.webSettings.remove(request.params.id);
      return ok(null, '已删除');
    },
  );
}
