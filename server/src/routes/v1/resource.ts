import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorEnvelope, errorReplies, ok, pageQuery } from '../../lib/envelope';
import { DISK_TYPE_NAMES, DISK_TYPES } from '../../search/link-parser';
import { viewerOf } from '../../services/resource-view';
import {
  diskTypeName, hotKeywordsReply, hotPage, hotQuery, onlyFreeQuery, relatedQuery, resourceCategory, resourceDetail, resourceItem, resourceListSort,
  resourcePage, resourceSearchBaseQuery, resourceSearchReply,
} from '../../../../contract/resources';
import { searchExtraQuery, suggestQuery, suggestReply } from '../../../../contract/search';
import { verifiedQuery } from '../../../../contract/pansou';
import { resourceImageQuery } from '../../../../contract/sources';

export { resourceDetail, resourceItem } from '../../../../contract/resources';

/** skey: a disk type, or '' / 'all' for every type. */
export const skeyQuery = z
  .union([z.enum(DISK_TYPES), z.literal('all'), z.literal('')])
  .optional()
  .transform((v) => (v && v !== 'all' ? v : undefined));

export const withBanned = { ...errorReplies, 444: errorEnvelope };

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

function visitorKey(request: FastifyRequest): string {
  return request.user ? `u:${request.user.id}` : `ip:${request.ip}`;
}

/** The anonymous search reply cache's name in the cache stats (GET /admin/v1/cache/stats). */
export const SEARCH_REPLY_CACHE = 'search_reply';
/** The anonymous resource detail reply cache's name in the cache stats (GET /admin/v1/cache/stats). */
export const RESOURCE_DETAIL_REPLY_CACHE = 'resource_detail_reply';

export async function resourceRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['resource'];
  const viewer = (request: FastifyRequest) => viewerOf(request.user, app.ctx.clock.now());
  const search = app.ctx.services.search;

  app.get(
    '/search',
    {
      schema: {
        tags,
        summary: '搜索网盘资源：kw 1–100 个字符；skey 网盘类型；onlyFree 默认 1（只看免费）；sort 相关度/最新/最热；range 时间范围；cat 分类',
        description:
          '每个关键词（空格分隔）都必须出现在标题中（忽略全角/半角与大小写，任何字符都按原样匹配）。' +
          '结果按相关度、新鲜度、热度与有效性排序，最多 1000 条。包含违禁词时返回 code 444。',
        querystring: resourceSearchBaseQuery.extend({ skey: skeyQuery }).merge(searchExtraQuery).merge(verifiedQuery),
        response: {
          200: envelope(resourceSearchReply),
          ...withBanned,
        },
      },
      // Anonymous searches are answered from a 15 s reply cache (plugins/reply-cache.ts); a hit
      // still checks banned words and counts the hot keyword.
      config: search.replyCacheOn
        ? {
            replyCache: {
              name: SEARCH_REPLY_CACHE,
              ttlMs: search.cacheTtlMs,
              stamp: () => search.cacheStamp(),
              meta: (payload: unknown) => ({ total: (payload as { data: { total: number } }).data.total }),
              onHit: (request: FastifyRequest, meta: { total: number }) =>
                search.replayed((request.query as { kw: string }).kw, meta.total, visitorKey(request)),
            } as never,
          }
        : {},
    },
    async (request) => {
      const q = request.query;
      const result = await search.search(
        { kw: q.kw, skey: q.skey, onlyFree: q.onlyFree, page: q.page, size: q.size, sort: q.sort, range: q.range, categoryId: q.cat, verified: q.verified },
        viewer(request),
        visitorKey(request),
      );
      const related = result.total === 0 ? await app.ctx.services.suggest.related(q.kw, 6) : [];
      // "did you mean" for zero or few full matches (issue 28)
      const dym = result.exact_total < 3 && q.page === 1 ? await app.ctx.services.suggest.didYouMean(q.kw) : null;
      return ok({ ...result, related, did_you_mean: dym });
    },
  );

  app.get(
    '/suggest',
    {
      schema: {
        tags,
        summary: '搜索建议：以输入开头的热词与热门资源标题（输入 1 个字即可）',
        querystring: suggestQuery,
        response: { 200: envelope(suggestReply), ...errorReplies },
      },
    },
    async (request) => ok({ list: await app.ctx.services.suggest.suggest(request.query.q, request.query.size) }),
  );

  app.get(
    '/latest',
    {
      schema: {
        tags,
        summary: '最新资源',
        querystring: pageQuery.extend({ skey: skeyQuery, onlyFree: onlyFreeQuery }),
        response: { 200: envelope(resourcePage), ...errorReplies },
      },
    },
    async (request) => {
      const { page, size, skey, onlyFree } = request.query;
      return ok(await app.ctx.services.resources.latest({ diskType: skey, onlyFree }, page, size, viewer(request)));
    },
  );

  app.get(
    '/list',
    {
      schema: {
        tags,
        summary: '按网盘分类浏览资源（sort：latest 最新 / views 最多浏览）',
        querystring: pageQuery.extend({
          category_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
          skey: skeyQuery,
          onlyFree: onlyFreeQuery,
          sort: resourceListSort.default('latest'),
        }),
        response: { 200: envelope(resourcePage), ...errorReplies },
      },
    },
    async (request) => {
      const { page, size, skey, onlyFree, category_id, sort } = request.query;
      return ok(await app.ctx.services.resources.list({ diskType: skey, onlyFree, categoryId: category_id }, sort, page, size, viewer(request)));
    },
  );

  app.get(
    '/hot',
    {
      schema: {
        tags,
        summary: '热门：搜索最多的关键词与浏览最多的资源（range：day 今日 / week 近 7 天）',
        querystring: hotQuery,
        response: {
          200: envelope(hotPage),
          ...errorReplies,
        },
      },
    },
    async (request) => ok(await app.ctx.services.resources.hotPage(request.query.range, request.query.size, viewer(request))),
  );

  app.get(
    '/hot_keywords',
    {
      schema: {
        tags,
        summary: '搜索框下的热词：管理员置顶词（show_hot_key 开启时）与今日热搜（show_hot_search_kw 开启时）',
        response: {
          200: envelope(hotKeywordsReply),
          ...errorReplies,
        },
      },
    },
    async () => {
      const settings = app.ctx.services.webSettings;
      const [showPinned, showSearched] = await Promise.all([settings.getBoolean('show_hot_key'), settings.getBoolean('show_hot_search_kw')]);
      const hot = app.ctx.services.hotKeywords;
      return ok({
        show_hot_key: showPinned,
        show_hot_search_kw: showSearched,
        pinned: showPinned ? (await hot.pinned()).map((p) => p.keyword) : [],
        searched: showSearched ? await hot.top('day', 10) : [],
      });
    },
  );

  app.get(
    '/categories',
    {
      schema: {
        tags,
        summary: '网盘资源分类',
        response: { 200: envelope(z.array(resourceCategory)), ...errorReplies },
      },
    },
    async () => ok(await app.ctx.services.resources.categories()),
  );

  app.get(
    '/disk_types',
    {
      schema: {
        tags,
        summary: '网盘类型（skey 的取值）及中文名',
        response: { 200: envelope(z.array(diskTypeName)), ...errorReplies },
      },
    },
    async () => ok(DISK_TYPES.map((type) => ({ type, name: DISK_TYPE_NAMES[type] }))),
  );

  app.get(
    '/:id/related',
    {
      schema: {
        tags,
        summary: '相关资源：与标题第一个词相关的其他资源',
        params: idParams,
        querystring: relatedQuery,
        response: { 200: envelope(z.array(resourceItem)), ...errorReplies },
      },
    },
    async (request) => ok(await app.ctx.services.resources.related(request.params.id, viewer(request), request.query.size)),
  );

  app.get(
    '/image',
    {
      schema: {
        tags,
        summary: '资源图片代理（只代理采集到的资源图片，最大 2 MB）；成功时回复图片本身',
        querystring: resourceImageQuery,
        response: { ...errorReplies, 502: errorEnvelope },
      },
    },
    async (request, reply) => {
      const img = await app.ctx.services.sources.image(request.query.url);
      return reply
        .header('content-type', img.contentType)
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(img.body as never);
    },
  );

  // Anonymous details from a reply cache (issue 34, ADR 0019 addendum): stamped like the shared
  // row cache (ResourceService.detailStamp: every index change, here and in other processes), the
  // views sent live. Members never read it: their reply carries unlocked_by and reported.
  const resources = app.ctx.services.resources;
  type DetailMeta = { id: number; base: number };
  const detailCache = resources.detailCacheOn
    ? {
      replyCache: {
        name: RESOURCE_DETAIL_REPLY_CACHE,
        ttlMs: resources.detailCacheTtlMs,
        maxEntries: resources.detailCacheEntries,
        stamp: () => resources.detailStamp(),
        meta: (payload: unknown): DetailMeta => {
          const { id, views } = (payload as { data: { id: number; views: number } }).data;
          return { id, base: views - resources.viewsCountedOf(id) };
        },
        onHit: (_request: FastifyRequest, meta: DetailMeta) => resources.viewedFromCache(meta.id),
        live: { field: 'views', value: (meta: DetailMeta) => meta.base + resources.viewsCountedOf(meta.id) },
      } as never,
    }
    : {};

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: '资源详情（付费链接未解锁时 url/pwd 为 null）',
        params: idParams,
        response: { 200: envelope(resourceDetail), ...errorReplies },
      },
      config: detailCache,
    },
    async (request) => {
      const detail = await app.ctx.services.resources.detail(request.params.id, request.user, viewer(request));
      // 资源来源 (issue 29): crawled resources name their sources
      if (detail.source !== 'crawl') return ok(detail);
      return ok({ ...detail, origins: await app.ctx.services.sources.originOf(detail.id) });
    },
  );
}
