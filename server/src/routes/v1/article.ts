import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorReplies, ok, paged, pageQuery } from '../../lib/envelope';

// ---- shared request pieces (also used by /auth/v1/article and /admin/v1/article)

const INT_MAX = 2_147_483_647;

/** A positive database id (integers beyond the column range are a 400, never a 500). */
export const dbId = z
  .union([z.number().int(), z.string().trim().regex(/^\d{1,10}$/, '必须是正整数')])
  .transform(Number)
  .pipe(z.number().int().min(1).max(INT_MAX));
export const idParams = z.object({ id: dbId });

/** NUL and other control characters (tab, newline and carriage return allowed) or lone surrogates. */
function oddText(s: string, allowNewlines: boolean): boolean {
  // eslint-disable-next-line no-control-regex
  const ctrl = allowNewlines ? /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/ : /[\u0000-\u001f\u007f]/;
  return ctrl.test(s) || /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(s);
}

const cpLen = (s: string) => Array.from(s).length;

/** Plain single-line text of 1–max characters (code points), trimmed. */
export const lineText = (max: number) =>
  z
    .string()
    .trim()
    .min(1, '不能为空')
    .refine((s) => cpLen(s) <= max, `最多 ${max} 个字符`)
    .refine((s) => !oddText(s, false), '包含不允许的控制字符');

export const articleTitle = lineText(100);
export const articleContent = z
  .string()
  .refine((s) => s.trim().length > 0, '内容不能为空')
  .refine((s) => cpLen(s) <= 50_000, '内容最多 50000 个字符')
  .refine((s) => !oddText(s, true), '内容包含不允许的控制字符');
export const sourceLink = z
  .string()
  .max(1000, '来源链接最多 1000 个字符')
  .refine((s) => !oddText(s, false), '来源链接包含不允许的控制字符');

export const articleBody = z.object({
  title: articleTitle,
  cate_id: dbId,
  content: articleContent,
  /** optional network-disk link, revealed by liking; '' or absent = none */
  source_link: sourceLink.optional(),
  /** which action reveals source_link: like (点赞可见, default) or reply (回复可见); issue 17 */
  reveal_mode: z.enum(['like', 'reply']).optional(),
});

// ---- replies

export const articleListItem = z.object({
  id: z.number().int(),
  title: z.string(),
  cate_id: z.number().int(),
  cate_name: z.string(),
  user_id: z.number().int(),
  username: z.string(),
  summary: z.string(),
  fixed: z.number().int(),
  views: z.number().int(),
  likes: z.number().int(),
  tips: z.number().int(),
  has_source_link: z.boolean(),
  source_disk: z.string(),
  source_disk_name: z.string(),
  create_time: z.string(),
  update_time: z.string(),
  reply_count: z.number().int(),
  /** '' when the article has no reply */
  last_reply_time: z.string(),
  reveal_mode: z.enum(['like', 'reply']),
});

export const articleDetail = articleListItem.extend({
  content: z.string(),
  source_link: z.string().nullable(),
  liked: z.boolean(),
  replied: z.boolean(),
  is_author: z.boolean(),
  tip_coins: z.number().int(),
  /** coins one tip (打赏) costs now: the site config article_tip_coin */
  tip_price: z.number().int(),
});

export const articlePage = paged(articleListItem);

export const bbsCategoryView = z.object({ id: z.number().int(), name: z.string(), sort: z.number().int(), count: z.number().int() });

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

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: '文章列表：置顶在前、最新在前；cate_id 过滤分类；order=views|likes 为排行，order=replied 为最新回复',
        querystring: pageQuery.extend({
          cate_id: dbId.optional(),
          order: z.enum(['latest', 'views', 'likes', 'replied']).default('latest'),
        }),
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
        querystring: pageQuery.extend({ q: z.string().max(100, '搜索词最多 100 个字符').refine((s) => !oddText(s, false), '搜索词包含不允许的控制字符') }),
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
          200: envelope(z.object({
            article: z.object({ id: z.number().int(), views: z.number().int(), likes: z.number().int(), tips: z.number().int(), tip_coins: z.number().int() }),
            author: z.object({
              id: z.number().int(), username: z.string(), articles: z.number().int(), views: z.number().int(),
              likes: z.number().int(), tips: z.number().int(), tip_coins: z.number().int(),
            }),
          })),
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
    },
    async (request) => ok(await svc().detail(request.params.id, viewerOf(request))),
  );
}
