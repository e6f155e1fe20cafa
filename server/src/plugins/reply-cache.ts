import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { StampedCache } from '../lib/stamped-cache';

/**
 * A short-lived cache of whole JSON replies for anonymous GETs (micro-caching), opted into per
 * route with `config: { replyCache: { … } }`. Used by the resource search: most searches are
 * anonymous visitors typing the same popular titles, and a hit then costs what a no-op route
 * costs instead of a query, a ranking and a serialization (ADR 0006); and by the forum's list
 * pages, which every anonymous visitor reads alike (ADR 0007).
 *
 * Rules that keep it correct:
 * - only anonymous requests (no valid session): per-viewer data (unlocked paid links, VIP)
 *   never enters or leaves the cache;
 * - only 200 replies are stored, keyed by the full URL and stamped with the route's `stamp()`
 *   (a value that changes whenever the underlying data changes in this process, e.g. the
 *   search index generation), and dropped after `ttlMs` (writes made by other processes);
 * - `onHit` runs on every hit, before the stored reply is sent, for what must still happen
 *   per request (the banned-word check, hot-keyword counting); it may throw to refuse;
 * - bounded: at most MAX_ENTRIES replies per route of at most MAX_BODY characters, least
 *   recently used out first (lib/stamped-cache.ts). A hit carries `x-cache: hit`.
 */
export interface ReplyCacheConfig<M = unknown> {
  ttlMs: number;
  /** Changes whenever what the route returns may have changed. */
  stamp: () => string | number;
  /** Derives what onHit needs from the reply object (runs when the reply is stored). */
  meta?: (payload: unknown) => M;
  onHit?: (request: FastifyRequest, meta: M) => Promise<void>;
}

export const MAX_ENTRIES = 5000;
export const MAX_BODY = 256 * 1024;

interface Entry {
  /** the reply as UTF-8 bytes: a hit writes them as they are (no string → UTF-8 copy per hit) */
  body: Buffer;
  meta: unknown;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    replyCache?: ReplyCacheConfig<never>;
  }
  interface FastifyRequest {
    replyCacheKey: string | null;
    replyCacheStamp: string | number | null;
    replyCacheMeta: unknown;
  }
}

export const replyCachePlugin = fp(
  async (app: FastifyInstance, opts: { now: () => number }) => {
    // One cache per route (each has its own TTL), created on the route's first request.
    const caches = new WeakMap<ReplyCacheConfig, StampedCache<Entry>>();
    const cacheOf = (cfg: ReplyCacheConfig) => {
      let c = caches.get(cfg);
      if (!c) caches.set(cfg, (c = new StampedCache<Entry>(cfg.ttlMs, MAX_ENTRIES)));
      return c;
    };
    const config = (request: FastifyRequest) =>
      (request.routeOptions.config as { replyCache?: ReplyCacheConfig } | undefined)?.replyCache;

    app.decorateRequest('replyCacheKey', null);
    app.decorateRequest('replyCacheStamp', null);
    app.decorateRequest('replyCacheMeta', null);

    // After the session hook (registered earlier), so request.user is known.
    // Hooks in callback style: they run on every request, and most requests are not cached.
    app.addHook('onRequest', (request, reply, done) => {
      const cfg = config(request);
      if (!cfg || request.method !== 'GET' || request.user) return done();
      const stamp = cfg.stamp();
      const hit = cacheOf(cfg).get(request.url, stamp, opts.now());
      if (!hit) {
        request.replyCacheKey = request.url;
        request.replyCacheStamp = stamp;
        return done();
      }
      const send = () => {
        reply.header('content-type', 'application/json; charset=utf-8').header('x-cache', 'hit');
        reply.send(hit.body);
      };
      if (!cfg.onHit) return send();
      cfg.onHit(request, hit.meta as never).then(send, done);
    });

    app.addHook('preSerialization', (request, reply, payload, done) => {
      const cfg = config(request);
      if (request.replyCacheKey && cfg?.meta && reply.statusCode === 200) request.replyCacheMeta = cfg.meta(payload);
      done(null, payload);
    });

    app.addHook('onSend', (request, reply, payload, done) => {
      const key = request.replyCacheKey;
      const cfg = config(request);
      if (key && cfg && request.replyCacheStamp !== null && reply.statusCode === 200 && typeof payload === 'string' && payload.length <= MAX_BODY) {
        cacheOf(cfg).set(key, request.replyCacheStamp, opts.now(), { body: Buffer.from(payload), meta: request.replyCacheMeta });
      }
      done(null, payload);
    });
  },
  { name: 'reply-cache' },
);
