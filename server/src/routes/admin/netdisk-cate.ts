import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { netdiskCateCreateBody, netdiskCateUpdateBody, netdiskCategoryView } from '../../../../contract/admin';
import { envelope, errorEnvelope, errorReplies, ok } from '../../lib/envelope';
import { idParams } from '../account-schemas';
import { auditActor } from './audit-hook';

/** /admin/v1/netdisk_cate — resource categories (resources.category_id). */
export async function adminNetdiskCateRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: netdisk_cate'];
  const security = [{ bearer: [] }];
  const svc = () => app.ctx.services.netdiskCategories;

  app.get('/', { schema: { tags, security, summary: '全部网盘资源分类（count 为资源数）', response: { 200: envelope(z.array(netdiskCategoryView)), ...errorReplies } } }, async () => ok(await svc().list()));
  app.post(
    '/',
    { schema: { tags, security, summary: '新增网盘资源分类', body: netdiskCateCreateBody, response: { 200: envelope(netdiskCategoryView), ...errorReplies, 409: errorEnvelope } } },
    async (request) => ok(await svc().create(auditActor(request), request.body.name, request.body.sort), '已新增'),
  );
  app.put(
    '/:id',
    { schema: { tags, security, summary: '修改网盘资源分类', params: idParams, body: netdiskCateUpdateBody, response: { 200: envelope(netdiskCategoryView), ...errorReplies, 409: errorEnvelope } } },
    async (request) => ok(await svc().update(auditActor(request), request.params.id, request.body), '已保存'),
  );
  app.delete(
    '/:id',
    { schema: { tags, security, summary: '删除没有资源的网盘分类', params: idParams, response: { 200: envelope(z.null()), ...errorReplies } } },
    async (request) => {
      await svc().remove(auditActor(request), request.params.id);
      return ok(null, '已删除');
    },
  );
}
