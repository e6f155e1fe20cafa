import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  articleDetail, articleListQuery, articlePage, articleSearchQuery, articleStatistics, bbsCategoryView, idParams,
} from '../../../../contract/articles';
import { envelope, errorReplies, ok, pageQuery } from '../../lib/envelope';

export {
  articleBody, articleContent, articleDetail, articleListItem, articlePage, articleTitle, bbsCategoryView, dbId, idParams, lineText, sourceLink,
} from '../../../../contract/articles';

/** The anonymous article detail reply cache's name in the cache stats (GET /admin/v1/cache/stats). */
export const ARTICLE_DETAIL_CACHE = 'article_detail_reply';

/** The signed-in user as the article service sees it (or null). */
export function viewerOf(request: FastifyRequest) {
  return request.user ? { id: request.user.id, role: request.user.role } : null;
}

/** /v1/article — public reads. */
export async function articleRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['article'];
  const svc = () => app.ctx.services.articles;
  // Anonymous list pages come from a short reply cache (ArticleService.listStamp, plugins/reply-cache.ts).
  const articles = app.ctx.services.articles;
  const listCache = articles.listCacheOn
    ? { replyCache: { ttlMs: articles.listCacheTtlMs, stamp: () => articles.listStamp() } as never }
    : {};
  // Anonymous details too, with the views sent live on every hit (ArticleService.detailStamp, ADR 0019).
  type DetailMeta = { id: number; views: number; counted: number };
  const detailCache = articles.detailCacheOn
    ? {
      replyCache: {
        name: ARTICLE_DETAIL_CACHE,
        ttlMs: articles.detailCacheTtlMs,
        maxEntries: articles.detailCacheEntries,
        stamp: () => articles.detailStamp(),
        meta: (payload: unknown): DetailMeta => {
          const { id, views } = (payload as { data: { id: number; views: number } }).data;
          return { id, views, counted: articles.viewsCountedOf(id) };
        },
        onHit: (_request: FastifyRequest, meta: DetailMeta) => articles.viewedFromCache(meta.id),
        live: { field: 'views', value: (meta: DetailMeta) => articles.liveViews(meta) },
      } as never,
    }
    : {};

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: '文章列表：置顶在前、最新在前；cate_id 过滤分类；order=views|likes 为排行，order=replied 为最新回复',
        querystring: articleListQuery,
        response: { 200: envelope(articlePage), ...errorReplies },
      },
      config: listCache,
    },
    async (request) => {
      const { page, size, cate_id, order } = request.query;
      return ok(await svc().list({ page, size, cateId: cate_id, order, viewerId: request.user?.id }));
    },
  );

  app.get(
    '/cates',
    { schema: { tags, summary: '论坛分类（含文章数）', response: { 200: envelope(z.array(bbsCategoryView)), ...errorReplies } } },
    async () => ok(await app.ctx.services.bbsCategories.list()),
  );

  app.get(
    '/fixed',
    { schema: { tags, summary: '置顶文章（最新在前，最多 50 篇）', response: { 200: envelope(articlePage), ...errorReplies } }, config: listCache },
    async (request) => ok(await svc().fixed(request.user?.id)),
  );

  app.get(
    '/search',
    {
      schema: {
        tags,
        summary: '搜索文章标题与正文：每个词（空格分隔）都要出现；支持 1–2 个汉字',
        querystring: articleSearchQuery,
        response: { 200: envelope(articlePage), ...errorReplies },
      },
    },
    async (request) => {
      const { q, page, size } = request.query;
      return ok(await svc().search(q, page, size));
    },
  );

  app.get(
    '/user/:id',
    {
      schema: {
        tags, summary: '某用户的文章（最新在前）', params: idParams, querystring: pageQuery,
        response: { 200: envelope(articlePage), ...errorReplies },
      },
    },
    async (request) => ok(await svc().byUser(request.params.id, request.query.page, request.query.size)),
  );

  app.get(
    '/cate/:id',
    {
      schema: {
        tags, summary: '某分类的文章（置顶在前）', params: idParams, querystring: pageQuery,
        response: { 200: envelope(articlePage), ...errorReplies },
      },
      config: listCache,
    },
    async (request) => ok(await svc().byCategory(request.params.id, request.query.page, request.query.size, request.user?.id)),
  );

  app.get(
    '/statistics/:id',
    {
      schema: {
        tags, summary: '文章的浏览、点赞、打赏数，以及作者的合计', params: idParams,
        response: {
          200: envelope(articleStatistics),
          ...errorReplies,
        },
      },
    },
    async (request) => ok(await svc().statistics(request.params.id)),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags, summary: '文章详情（浏览数 +1）。source_link 仅作者、管理员与已点赞的用户可见', params: idParams,
        response: { 200: envelope(articleDetail), ...errorReplies },
      },
      config: detailCache,
    },
    async (request) => ok(await svc().detail(request.params.id, viewerOf(request))),
  );
}
