import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorReplies, ok } from '../../lib/envelope';
import {
  adminArticleUpdateBody, articleDetail, articleFixedBody, articleFixedResult, bbsCateCreateBody, bbsCateUpdateBody, bbsCategoryView, idParams,
} from '../../../../contract/articles';

const admin = (request: FastifyRequest) => {
  const u = request.user!;
  return { id: u.id, role: u.role };
};

/** /admin/v1/article — administrators: delete, update any article, pin / unpin. */
export async function adminArticleRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: article'];
  const security = [{ bearer: [] }];
  const svc = () => app.ctx.services.articles;

  app.put(
    '/status',
    {
      schema: {
        tags, security, summary: '置顶 / 取消置顶：{ id, fixed }',
        body: articleFixedBody,
        response: { 200: envelope(articleFixedResult), ...errorReplies },
      },
    },
    async (request) => {
      const res = await svc().setFixed(request.body.id, request.body.fixed);
      return ok(res, res.fixed ? '已置顶' : '已取消置顶');
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags, security, summary: '修改任意文章（省略的字段保持不变）', params: idParams,
        body: adminArticleUpdateBody,
        response: { 200: envelope(articleDetail), ...errorReplies },
      },
    },
    async (request) => ok(await svc().adminUpdate(admin(request), request.params.id, request.body), '已保存'),
  );

  app.delete(
    '/:id',
    { schema: { tags, security, summary: '删除任意文章', params: idParams, response: { 200: envelope(z.null()), ...errorReplies } } },
    async (request) => {
      await svc().adminDelete(request.params.id);
      return ok(null, '已删除');
    },
  );
}


/** /admin/v1/bbs_cate — forum categories (the admin's bbsCate page). */
export async function adminBbsCateRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: bbs_cate'];
  const security = [{ bearer: [] }];
  const svc = () => app.ctx.services.bbsCategories;

  app.get(
    '/',
    { schema: { tags, security, summary: '全部论坛分类', response: { 200: envelope(z.array(bbsCategoryView)), ...errorReplies } } },
    async () => ok(await svc().list()),
  );
  app.post(
    '/',
    {
      schema: {
        tags, security, summary: '新增论坛分类',
        body: bbsCateCreateBody,
        response: { 200: envelope(bbsCategoryView), ...errorReplies, 409: errorReplies[400] },
      },
    },
    async (request) => ok(await svc().create(request.body.name, request.body.sort), '已新增'),
  );
  app.put(
    '/:id',
    {
      schema: {
        tags, security, summary: '修改论坛分类', params: idParams,
        body: bbsCateUpdateBody,
        response: { 200: envelope(bbsCategoryView), ...errorReplies, 409: errorReplies[400] },
      },
    },
    async (request) => ok(await svc().update(request.params.id, request.body), '已保存'),
  );
  app.delete(
    '/:id',
    { schema: { tags, security, summary: '删除空的论坛分类', params: idParams, response: { 200: envelope(z.null()), ...errorReplies } } },
    async (request) => {
      await svc().remove(request.params.id);
      return ok(null, '已删除');
    },
  );
}
