import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { CacheStatsEntry } from '../../../contract/admin';
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
 * - bounded: at most MAX_ENTRIES replies per route (or the route's `maxEntries`) of at most
 *   MAX_BODY characters, least recently used out first (lib/stamped-cache.ts). A hit carries
 *   `x-cache: hit`;
 * - `live`: one top-level number of the reply that changes on every read without making the
 *   reply stale (an article's views): the stored bytes are split around it and each hit sends
 *   the value `live.value()` gives at that moment (after onHit), so the counter stays exact.
 */
export interface ReplyCacheConfig<M = unknown> {
  ttlMs: number;
  /** Changes whenever what the route returns may have changed. */
  stamp: () => string | number;
  /** Derives what onHit needs from the reply object (runs when the reply is stored). */
  meta?: (payload: unknown) => M;
  onHit?: (request: FastifyRequest, meta: M) => Promise<void> | void;
  /** replies kept for this route (default MAX_ENTRIES) */
  maxEntries?: number;
  /** a top-level number field sent fresh on every hit (see above) */
  live?: { field: string; value: (meta: M) => number };
  /** names the route's cache in `app.replyCacheStats()` (hit ratio, entries, bytes; issue 34) */
  name?: string;
}

/** What one named route cache holds and how often it answered: one entry of GET /admin/v1/cache/stats (contract/admin.ts). */
export type ReplyCacheStats = CacheStatsEntry;

export const MAX_ENTRIES = 5000;
export const MAX_BODY = 256 * 1024;

interface Entry {
  /** the reply as UTF-8 bytes: a hit writes them as they are (no string → UTF-8 copy per hit) */
  body: Buffer;
  meta: unknown;
  /** with `live`: the bytes before and after the live number */
  before?: Buffer;
  after?: Buffer;
}

/** Splits a JSON reply around the number of its key `field` (the first `"field":` is the top-level key: quotes inside strings are escaped). */
export function splitAtNumber(json: string, field: string): { before: string; after: string } | null {
  const marker = `"${field}":`;
  const at = json.indexOf(marker);
  if (at < 0) return null;
  const start = at + marker.length;
  let end = start;
  while (end < json.length && ((json.charCodeAt(end) >= 48 && json.charCodeAt(end) <= 57) || json[end] === '-')) end++;
  if (end === start) return null;
  return { before: json.slice(0, start), after: json.slice(end) };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    replyCache?: ReplyCacheConfig<never>;
  }
  interface FastifyInstance {
    /** Hit/miss counts and size of every named route cache created so far in this process. */
    replyCacheStats(): ReplyCacheStats[];
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
    const named = new Map<string, StampedCache<Entry>>();
    const cacheOf = (cfg: ReplyCacheConfig) => {
      let c = caches.get(cfg);
      if (!c) {
        caches.set(cfg, (c = new StampedCache<Entry>(cfg.ttlMs, cfg.maxEntries ?? MAX_ENTRIES)));
        if (cfg.name) named.set(cfg.name, c);
      }
      return c;
    };
    app.decorate('replyCacheStats', (): ReplyCacheStats[] =>
      [...named].map(([name, c]) => ({
        name, ...c.stats, entries: c.size, capacity: c.capacity, bytes: c.weigh((e) => e.body.length),
      })),
    );
    const config = (request: FastifyRequest) =>
      (request.routeOptions.config as { replyCache?: ReplyCacheConfig } | undefined)?.replyCache;

    app.decorateRequest('replyCacheKey', null);
    app.decorateRequest('replyCacheStamp', null);
    app.decorateRequest('replyCacheMeta', null);

    // A route-level onRequest hook of the cached routes only, appended after the rate limiter's
    // own route hook (@fastify/rate-limit adds it in its onRoute, registered before this plugin):
    // a hit is counted against the client's per-IP budget like any request (issue 27) and is
    // refused with 429 once the budget is spent. App-level hooks (session, cache generations) run
    // before route-level ones, so request.user is known here.
    const hitHook = (request: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => {
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
        reply.send(cfg.live && hit.before && hit.after
          ? Buffer.concat([hit.before, Buffer.from(String(cfg.live.value(hit.meta as never))), hit.after])
          : hit.body);
      };
      if (!cfg.onHit) return send();
      let pending: Promise<void> | void;
      try {
        pending = cfg.onHit(request, hit.meta as never);
      } catch (err) {
        return done(err as Error);
      }
      if (pending) pending.then(send, done);
      else send();
    };
    app.addHook('onRoute', (route) => {
      if (!(route.config as { replyCache?: unknown } | undefined)?.replyCache) return;
      const own = route.onRequest;
      route.onRequest = [...(Array.isArray(own) ? own : own ? [own] : []), hitHook] as typeof route.onRequest;
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
        const body = Buffer.from(payload);
        if (!cfg.live) {
          cacheOf(cfg).set(key, request.replyCacheStamp, opts.now(), { body, meta: request.replyCacheMeta });
        } else {
          const parts = splitAtNumber(payload, cfg.live.field);
          if (parts) {
            // views of the one copy: no bytes are copied again
            const start = Buffer.byteLength(parts.before);
            const end = body.length - Buffer.byteLength(parts.after);
            cacheOf(cfg).set(key, request.replyCacheStamp, opts.now(), {
              body, meta: request.replyCacheMeta, before: body.subarray(0, start), after: body.subarray(end),
            });
          }
        }
        // the bytes just made go out as they are (no second string → UTF-8 encoding)
        return done(null, body);
      }
      done(null, payload);
    });
  },
  { name: 'reply-cache' },
);
