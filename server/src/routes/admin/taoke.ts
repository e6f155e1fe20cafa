import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { movieCurated, movieCuratedCreate, movieCuratedUpdate } from '../../../../contract/movie';
import { taokeAdminCreate, taokeAdminGoods, taokeAdminList, taokeAdminQuery, taokeAdminUpdate } from '../../../../contract/taoke';
import { envelope, errorReplies, ok } from '../../lib/envelope';
import { idParams } from '../account-schemas';
import { auditActor } from './audit-hook';

/** /admin/v1/taoke — the built-in 淘客 goods (admin page taoke). */
export async function adminTaokeRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: taoke'];
  const security = [{ bearer: [] }];
  const svc = () => app.ctx.services.taoke;

  app.get(
    '/',
    { schema: { tags, security, summary: '站内淘客商品（分页，可按标题、分类、店铺类型筛选）', querystring: taokeAdminQuery, response: { 200: envelope(taokeAdminList), ...errorReplies } } },
    async (request) => {
      const { page, size, ...filter } = request.query;
      return ok(await svc().adminList(filter, page, size));
    },
  );
  app.post(
    '/',
    { schema: { tags, security, summary: '新增淘客商品', body: taokeAdminCreate, response: { 200: envelope(taokeAdminGoods), ...errorReplies } } },
    async (request) => ok(await svc().create(auditActor(request), request.body), '已新增'),
  );
  app.put(
    '/:id',
    { schema: { tags, security, summary: '修改淘客商品', params: idParams, body: taokeAdminUpdate, response: { 200: envelope(taokeAdminGoods), ...errorReplies } } },
    async (request) => ok(await svc().update(auditActor(request), request.params.id, request.body), '已保存'),
  );
  app.delete(
    '/:id',
    { schema: { tags, security, summary: '删除淘客商品', params: idParams, response: { 200: envelope(z.null()), ...errorReplies } } },
    async (request) => {
      await svc().remove(auditActor(request), request.params.id);
      return ok(null, '已删除');
    },
  );
}

/** /admin/v1/movie — admin-curated entries of the built-in 影视 lists. */
export async function adminMovieRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: movie'];
  const security = [{ bearer: [] }];
  const svc = () => app.ctx.services.movie;

  app.get('/', { schema: { tags, security, summary: '全部精选影视条目', response: { 200: envelope(z.array(movieCurated)), ...errorReplies } } }, async () => ok(await svc().curated()));
  app.post(
    '/',
    { schema: { tags, security, summary: '新增精选影视条目', body: movieCuratedCreate, response: { 200: envelope(movieCurated), ...errorReplies } } },
    async (request) => ok(await svc().createCurated(auditActor(request), request.body), '已新增'),
  );
  app.put(
    '/:id',
    { schema: { tags, security, summary: '修改精选影视条目', params: idParams, body: movieCuratedUpdate, response: { 200: envelope(movieCurated), ...errorReplies } } },
    async (request) => ok(await svc().updateCurated(auditActor(request), request.params.id, request.body), '已保存'),
  );
  app.delete(
    '/:id',
    { schema: { tags, security, summary: '删除精选影视条目', params: idParams, response: { 200: envelope(z.null()), ...errorReplies } } },
    async (request) => {
      await svc().removeCurated(auditActor(request), request.params.id);
      return ok(null, '已删除');
    },
  );
}
