import { liveRoutes } from './routes/live';
import fs from 'node:fs';
import path from 'node:path';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from './context';
import { replySerializerCompiler } from './lib/reply-serializer';
import { authPlugin } from './plugins/auth';
import { clientErrorReply, errorsPlugin, frameworkErrorEnvelope } from './plugins/errors';
import { inputHygienePlugin } from './plugins/input-hygiene';
import { looksLikeApi } from './lib/route-kind';
import { trustProxyOption } from './lib/trust-proxy';
import { replyCachePlugin } from './plugins/reply-cache';
import { API_SECURITY_HEADERS, securityHeadersPlugin } from './plugins/security-headers';
import { mediaRoutes } from './routes/media';
import { compressionPlugin, REVALIDATE, staticSpaPlugin } from './plugins/web-delivery';
import { SpaShell } from './web/spa-shell';
import { PAINT_SCRIPT_CSP } from './web/static-paint';
import { adminRoutes } from './routes/admin';
import { authRoutes } from './routes/auth';
import { publicRoutes } from './routes/v1';
import { pvpSweeperPlugin } from './games/pvp/sweeper-plugin';
import { dbRateLimitStore } from './cache/rate-limit-store';
import { pansouRoutes } from './routes/pansou';
import { pansouCompatPlugin } from './plugins/pansou-compat';
import { linkcheckSchedulerPlugin } from './linkcheck/wiring';
import { sourceSchedulerPlugin } from './sources/wiring';
import { seoRoutes } from './routes/seo';

// Zod messages in Chinese, so validation errors read naturally to our users.
z.config(z.locales.zhCN());

export interface BuildAppOptions {
  ctx: AppContext;
  logger?: FastifyServerOptions['logger'];
}

/**
 * Builds the whole API as one Fastify app. Plugins load external → app → routes:
 * security headers (helmet), rate-limit, swagger (external) → errors, auth, reply cache, compression (app)
 * → /v1, /auth/v1, /admin/v1 (routes) → static SPA (precompressed, cached: plugins/web-delivery.ts) and the 404 envelope.
 */
export async function buildApp({ ctx, logger = false }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: 1024 * 1024,
    // While closing, a request that still reaches this process (a kept-alive connection, or one the
    // cluster primary handed over as the worker began to stop) is answered, not refused with 503:
    // close() waits for it before the database closes, and the reply says Connection: close.
    return503OnClosing: false,
    // Errors raised before any route runs answer in our envelope with the API headers (issue 21).
    frameworkErrors: (error, _request, rawReply) => {
      const reply = rawReply as FastifyReply;
      const { status, body } = frameworkErrorEnvelope(error);
      // (this reply is built outside the app's plugins, so it has none of their decorators)
      reply.headers(API_SECURITY_HEADERS).status(status).send(body);
    },
    clientErrorHandler: (err, socket) => {
      if ((err as NodeJS.ErrnoException).code === 'ECONNRESET' || socket.destroyed) return;
      if (socket.writable) socket.write(clientErrorReply(err as NodeJS.ErrnoException));
      socket.destroy(err);
    },
    // a hop count or the proxies' addresses, never "everyone": the left-most X-Forwarded-For entry
    // is whatever the client wrote (issue 27; docs/operations.md)
    trustProxy: trustProxyOption(ctx.config.trustProxy),
    // Two log lines per request cost more than most of our routes; LOG_REQUESTS=1 turns them on.
    // Errors (5xx) and slow requests are always logged.
    logController: new LogController({ disableRequestLogging: process.env.LOG_REQUESTS !== '1' }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(replySerializerCompiler);
  app.decorate('ctx', ctx);
  // Cross-process cache invalidation (issue 18, cache/invalidation.ts): before an API request
  // runs, this process learns what the others wrote; before a reply leaves, the others are told
  // what this request wrote. Registered before the reply cache, whose hit must be current.
  await ctx.invalidation.prime();
  ctx.invalidation.start();
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.routeOptions.config.api !== true) return done();
    ctx.invalidation.sync().then(
      () => done(),
      (err: Error) => {
        // the database is away: the request goes on and fails (503) where it needs it
        request.log.warn({ err }, 'cache generations unreadable');
        done();
      },
    );
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!ctx.invalidation.pending()) return done(null, payload);
    ctx.invalidation.flush().then(
      () => done(null, payload),
      (err: Error) => {
        // kept pending: the 1 s background flush retries
        request.log.warn({ err }, 'cache generations not written');
        done(null, payload);
      },
    );
  });
  app.addHook('onClose', async () => {
    await ctx.invalidation.stop();
    await ctx.services.live.stop();
    ctx.services.engineSync?.stop();
  });
  ctx.services.live.start();
  // an external search engine (issue 36): the outbox is pushed in the background
  ctx.services.engineSync?.start();
  // batched article view counts are written before the database goes away
  app.addHook('onClose', async () => {
    await ctx.services.articles.flushViews().catch(() => undefined);
    await ctx.services.resources.flushViews().catch(() => undefined);
  });
  app.addHook('onResponse', (request, reply, done) => {
    if (reply.elapsedTime > 1000) {
      request.log.warn({ url: request.url, method: request.method, ms: Math.round(reply.elapsedTime) }, 'slow request');
    }
    done();
  });

  // --- external plugins
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // and the static first paint's one inline script, by its hash (web/static-paint.ts)
        scriptSrc: ["'self'", PAINT_SCRIPT_CSP],
        // antd writes its CSS-in-JS into <style> tags.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyRateLimit, {
    global: true,
    max: ctx.config.rateLimitPerMinute,
    // shared by every API process (issue 18); RATE_LIMIT_STORE=memory keeps it per process
    store: ctx.config.rateLimitStore === 'db' ? dbRateLimitStore(ctx.db) : undefined,
    // the database away must not turn every request into an error: it is skipped then
    skipOnError: true,
    timeWindow: 60_000,
    // Decided on the route the router MATCHED (its config, set at registration), never on the raw
    // URL: the router decodes `%76`, the raw URL does not (issue 21). Requests that match no
    // route are limited too, so scanning odd spellings of paths costs the same as real calls.
    allowList: (req) => !req.is404 && req.routeOptions.config.api !== true,
    // The limit headers go out only with a 429 (plus Retry-After): on every other reply they
    // were three more headers per request that our client never reads (ADR 0006).
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    addHeaders: { 'x-ratelimit-limit': true, 'x-ratelimit-remaining': true, 'x-ratelimit-reset': true, 'retry-after': true },
    errorResponseBuilder: (_req, context) => ({
      statusCode: 429,
      code: 429,
      msg: `请求过于频繁，请 ${Math.ceil(context.ttl / 1000)} 秒后再试`,
      data: null,
    }),
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'ujuso API', description: 'ujuso 网盘资源社区接口。所有回复都是 { code, msg, data }。', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs', staticCSP: true });

  // --- app plugins
  await app.register(errorsPlugin);
  // PanSou API (issue 35): CORS and PanSou's error fields on every /api reply, 404 and 429 included
  await app.register(pansouCompatPlugin, { origins: ctx.config.linkcheck.pansouCorsOrigins });
  await app.register(inputHygienePlugin);
  await app.register(authPlugin);
  await app.register(replyCachePlugin, { now: () => ctx.clock.now() });
  // after the reply cache: its onSend must see the JSON text, not the compressed stream
  await app.register(compressionPlugin);
  // expiry refunds of 石头剪刀布 / 吹牛 (issue 12): at start and on a timer
  await app.register(pvpSweeperPlugin);
  // the background link checker (issue 19): runs only with CHECKER=on
  await app.register(linkcheckSchedulerPlugin);
  // 资源来源 (issue 29): the crawl scheduler, leased per source in the database
  await app.register(sourceSchedulerPlugin);

  // --- routes
  await app.register(publicRoutes, { prefix: '/v1' });
  await app.register(authRoutes, { prefix: '/auth/v1' });
  // the live channel's stream: a ticket, not the bearer header (routes/live.ts)
  await app.register(liveRoutes, { prefix: '/auth/v1/events' });
  await app.register(adminRoutes, { prefix: '/admin/v1' });
  // PanSou-compatible API over our index (issue 19)
  await app.register(pansouRoutes, { prefix: '/api' });
  // server-rendered pages for search engines, robots.txt and sitemaps (issue 32)
  await app.register(seoRoutes);
  // stored avatars and pictures (issue 33, ADR 0033b)
  await app.register(mediaRoutes);

  // --- the built SPA (when present) and the 404 envelope
  const staticRoot = path.resolve(ctx.config.staticDir);
  const hasSpa = fs.existsSync(path.join(staticRoot, 'index.html'));
  const shell = hasSpa ? new SpaShell(staticRoot, ctx.services.webSettings) : null;
  /** The app's page (index.html with the public settings inlined; web/spa-shell.ts). */
  const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
    const { html, etag } = await shell!.render();
    reply.securityHeaders('document').header('cache-control', REVALIDATE).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(html);
  };
  if (hasSpa) {
    await app.register(staticSpaPlugin, { root: staticRoot });
    app.get('/', { preHandler: app.rateLimit ? app.rateLimit() : undefined }, sendShell);
  }
  app.setNotFoundHandler(
    { preHandler: app.rateLimit ? app.rateLimit() : undefined },
    (request, reply) => {
      // No route matched: the reply's security headers follow what is sent (issue 21).
      const api = looksLikeApi(request.url);
      if (hasSpa && request.method === 'GET' && !api && (request.headers.accept ?? '').includes('text/html')) {
        return sendShell(request, reply);
      }
      return reply.securityHeaders('api').status(404).send({ code: 404, msg: api ? '接口不存在' : '页面不存在', data: null });
    },
  );
  return app;
}
