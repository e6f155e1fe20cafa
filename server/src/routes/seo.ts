import { pipeline, Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BaiduUrlPush } from '../providers/url-push/baidu';
import { IndexNowUrlPush } from '../providers/url-push/indexnow';
import type { UrlPushProvider } from '../providers/url-push/types';
import { SeoRepository } from '../repositories/seo-repository';
import { SeoPushService } from '../services/seo-push-service';
import { SeoService, type PageAnswer, type SitemapKind } from '../services/seo-service';

/**
 * The server pages for search engines (issue 32, ADR 0032), beside the JSON API and the SPA:
 * /r/{id}, /t/{id}[/{page}], /k/{keyword}, /robots.txt, /sitemap.xml, /sitemaps/{file}.xml and,
 * when INDEXNOW_KEY is set, /{key}.txt. HTML and XML, not the envelope; the document set of
 * security headers (these routes are not `api`); no rate limit (crawlers read many pages).
 *
 * Caching: pages `public, max-age=300` (the validity text is relative, "N 小时前"; a resource
 * an admin hides stops being served by shared caches within 5 minutes), 404/410 60 s, robots and
 * sitemaps one hour. In the process, rendered /r and /t pages are kept (SeoService.pages): every
 * request still reads the rows through the services, and a stored page is sent only when what it
 * shows is what was just read (seo/page-cache.ts).
 */
export const PAGE_CACHE = 'public, max-age=300';
export const MISSING_CACHE = 'public, max-age=60';
export const CRAWL_CACHE = 'public, max-age=3600';

const ID = /^[1-9]\d{0,9}$/;
/** Accept-Encoding names gzip (and not with q=0) */
const GZIP_OK = /(?:^|[\s,])gzip\b(?!\s*;\s*q\s*=\s*0(?:\.0*)?(?:[\s,]|$))/i;
const HOST = /^[a-z0-9.-]+(?::\d{1,5})?$/i;

declare module 'fastify' {
  interface FastifyInstance {
    seo: { pages: SeoService; push: SeoPushService };
  }
}

export const seoRoutes = fp(async (base: FastifyInstance) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const cfg = ctx.config.seo;
  const repo = new SeoRepository(ctx.db, ctx.dbHandle.sqlite);
  const pages = new SeoService(repo, {
    resources: ctx.services.resources,
    resourceRows: ctx.repos.resources,
    search: ctx.services.search,
    hot: ctx.services.hotKeywords,
    articles: ctx.services.articles,
    replies: ctx.services.replies,
    webSettings: ctx.services.webSettings,
  }, ctx.clock, cfg.pageCacheMb * 1024 * 1024);
  const providers: UrlPushProvider[] = [];
  if (cfg.siteUrl && cfg.baidu) providers.push(new BaiduUrlPush(cfg.baidu));
  if (cfg.siteUrl && cfg.indexNow) providers.push(new IndexNowUrlPush({ ...cfg.indexNow, siteUrl: cfg.siteUrl }));
  const push = new SeoPushService(repo, providers, cfg.siteUrl ?? '', ctx.clock, (msg, err) => app.log[err ? 'warn' : 'info']({ err }, msg));
  app.decorate('seo', { pages, push });
  if (process.env.SEO_PUSH !== 'off') push.start(cfg.pushIntervalMs);
  app.addHook('onClose', async () => push.stop());

  /** The absolute site root: SITE_URL, else this request's scheme and Host (when it looks like one). */
  const siteOf = (request: FastifyRequest): string => {
    if (cfg.siteUrl) return cfg.siteUrl;
    const host = HOST.test(request.host) ? request.host : 'localhost';
    return `${request.protocol}://${host}`;
  };

  // other processes' writes (banned words, settings, the index) are learnt as for API requests
  const sync = (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
    ctx.invalidation.sync().then(() => done(), (err: Error) => {
      request.log.warn({ err }, 'cache generations unreadable');
      done();
    });
  };
  const common = { onRequest: sync, config: { rateLimit: false as const } };

  const send = async (reply: FastifyReply, answer: PageAnswer) => {
    if (answer.status === 301) return reply.header('cache-control', CRAWL_CACHE).redirect(answer.location, 301);
    reply.type('text/html; charset=utf-8');
    if (answer.status !== 200) return reply.status(answer.status).header('cache-control', MISSING_CACHE).header('x-robots-tag', 'noindex').send(answer.html);
    reply.header('cache-control', PAGE_CACHE);
    if (answer.cached) reply.header('x-cache', 'hit');
    if (answer.noindex || !(await pages.indexingAllowed())) reply.header('x-robots-tag', 'noindex');
    return reply.send(answer.html);
  };

  app.get('/r/:id', { ...common, schema: { hide: true, params: z.object({ id: z.string() }) } }, async (request, reply) => {
    const { id } = request.params;
    const site = siteOf(request);
    if (!ID.test(id)) return send(reply, pages.missing(404, '资源不存在或尚未通过审核', site, '/r/'));
    return send(reply, await pages.resourcePage(Number(id), site));
  });

  const thread = async (request: FastifyRequest, reply: FastifyReply, id: string, page: string | undefined) => {
    const site = siteOf(request);
    if (!ID.test(id) || (page !== undefined && !ID.test(page))) return send(reply, pages.missing(404, '文章不存在或已被删除', site, '/t/'));
    if (page === '1') return send(reply, { status: 301, location: `/t/${id}` });
    return send(reply, await pages.threadPage(Number(id), page === undefined ? 1 : Number(page), site));
  };
  app.get('/t/:id', { ...common, schema: { hide: true, params: z.object({ id: z.string() }) } }, async (request, reply) =>
    thread(request, reply, request.params.id, undefined));
  app.get('/t/:id/:page', { ...common, schema: { hide: true, params: z.object({ id: z.string(), page: z.string() }) } }, async (request, reply) =>
    thread(request, reply, request.params.id, request.params.page));

  app.get('/k/:keyword', { ...common, schema: { hide: true, params: z.object({ keyword: z.string() }) } }, async (request, reply) =>
    send(reply, await pages.keywordPage(request.params.keyword, siteOf(request))));

  app.get('/robots.txt', { ...common, schema: { hide: true } }, async (request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CRAWL_CACHE).send(await pages.robots(siteOf(request))));

  app.get('/sitemap.xml', { ...common, schema: { hide: true } }, async (request, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', CRAWL_CACHE).send(await pages.sitemapIndex(siteOf(request))));

  app.get('/sitemaps/:file', { ...common, schema: { hide: true, params: z.object({ file: z.string() }) } }, async (request, reply) => {
    const m = /^(?:(resources|threads)-([1-9]\d{0,6})|(keywords))\.xml$/.exec(request.params.file);
    const kind = (m?.[1] ?? m?.[3]) as SitemapKind | undefined;
    const n = Number(m?.[2] ?? 1);
    if (!kind || !(await pages.sitemapFileExists(kind, n))) {
      return reply.status(404).type('text/plain; charset=utf-8').header('cache-control', MISSING_CACHE).send('没有这个站点地图文件\n');
    }
    const stream = Readable.from(pages.sitemapFile(kind, n, siteOf(request))!);
    reply.type('application/xml; charset=utf-8').header('cache-control', CRAWL_CACHE).header('vary', 'accept-encoding');
    if (!GZIP_OK.test(String(request.headers['accept-encoding'] ?? ''))) return reply.send(stream);
    // gzip here, one zlib stream straight from the rows (the compression plugin's stream wrappers
    // kept ~5 MB per streamed file alive: ~150 MB over the 21 files of 1M resources, ADR 0032)
    const gzip = createGzip({ level: 6 });
    pipeline(stream, gzip, () => undefined);
    return reply.header('content-encoding', 'gzip').send(gzip);
  });

  // IndexNow's key file: proves to the engines that the key belongs to this site
  if (cfg.indexNow) {
    const key = cfg.indexNow.key;
    app.get(`/${key}.txt`, { ...common, schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').header('cache-control', CRAWL_CACHE).send(key));
  }
}, { name: 'seo-routes' });
