import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorEnvelope, errorReplies, ok } from '../../lib/envelope';
import { idParams, text } from '../account-schemas';
import { auditActor } from './audit-hook';

const view = z.object({ id: z.number().int(), name: z.string(), sort: z.number().int(), count: z.number().int() });
const name = text(1, 32, '分类名称').transform((s) => s.trim()).refine((s) => s.length > 0, '请填写分类名称');
const sort = z.number().int().min(-100000).max(100000);

/** /admin/v1/netdisk_cate — resource categories (resources.category_id). */
export async function adminNetdiskCateRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: netdisk_cate'];
  const security = [{ bearer: [] }];
  const svc = () => app.ctx.services.netdiskCategories;

  app.get('/', { schema: { tags, security, summary: '全部网盘资源分类（count 为资源数）', response: { 200: envelope(z.array(view)), ...errorReplies } } }, async () => ok(await svc().list()));
  app.post(
    '/',
    { schema: { tags, security, summary: '新增网盘资源分类', body: z.object({ name, sort: sort.default(0) }), response: { 200: envelope(view), ...errorReplies, 409: errorEnvelope } } },
    async (request) => ok(await svc().create(auditActor(request), request.body.name, request.body.sort), '已新增'),
  );
  app.put(
    '/:id',
    { schema: { tags, security, summary: '修改网盘资源分类', params: idParams, body: z.object({ name: name.optional(), sort: sort.optional() }), response: { 200: envelope(view), ...errorReplies, 409: errorEnvelope } } },
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
