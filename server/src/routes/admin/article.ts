import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorReplies, ok } from '../../lib/envelope';
import { articleContent, articleDetail, articleTitle, bbsCategoryView, dbId, idParams, lineText, sourceLink } from '../v1/article';

/** 0/1 or true/false (the client sends either). */
const flag = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((v) => v === true || v === 1);

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
        body: z.object({ id: dbId, fixed: flag }),
        response: { 200: envelope(z.object({ id: z.number().int(), fixed: z.number().int() })), ...errorReplies },
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
        body: z.object({
          title: articleTitle.optional(),
          cate_id: dbId.optional(),
          content: articleContent.optional(),
          source_link: sourceLink.optional(),
          fixed: flag.optional(),
        }),
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

const cateName = lineText(32);

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
        body: z.object({ name: cateName, sort: z.number().int().min(-100000).max(100000).default(0) }),
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
        body: z.object({ name: cateName.optional(), sort: z.number().int().min(-100000).max(100000).optional() }),
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
