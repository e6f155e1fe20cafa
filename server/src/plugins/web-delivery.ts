import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { constants as zlibConstants } from 'node:zlib';

/**
 * How the SPA and the JSON replies travel (issue 14, docs/adr/0009-web-delivery.md).
 *
 * Compression
 * - Static files are compressed ONCE, at build time (vite.config.ts writes `.br` and `.gz`
 *   beside each text file); @fastify/static's `preCompressed` picks the best one the client
 *   accepts and adds `Vary: accept-encoding`. Brotli 11 on the fly would cost ~100 ms per
 *   100 KB of JavaScript here.
 * - JSON API replies of 1 KB or more are compressed per request by @fastify/compress
 *   (brotli at quality 4 — about gzip's speed with a smaller result — or gzip), including
 *   replies served from the reply cache (plugins/reply-cache.ts). Smaller replies go as they
 *   are: the headers would cost more than the saving.
 *
 * Caching (Cache-Control)
 * - `/assets/*` carry a content hash in their name: `public, max-age=31536000, immutable` —
 *   a new build makes new names, so nothing needs invalidating.
 * - `index.html` (served at `/` and for every other page address): `no-cache` with an ETag,
 *   so the browser always revalidates (a 304 without a body when nothing changed) and a new
 *   build is seen on the next visit.
 * - The other public files (favicon, icons, manifest — fixed names): `public, max-age=86400`
 *   with an ETag: a day between revalidations; a changed icon shows within a day.
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
export const PUBLIC_DAY = 'public, max-age=86400';

/** Compression threshold for dynamic replies, in bytes. */
export const COMPRESS_THRESHOLD = 1024;

export function cacheControlFor(root: string, file: string): string {
  const rel = path.relative(root, file).split(path.sep).join('/').replace(/\.(br|gz)$/, '');
  if (rel.startsWith('assets/')) return IMMUTABLE;
  if (rel.endsWith('.html')) return REVALIDATE;
  return PUBLIC_DAY;
}

export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyCompress, {
      global: true,
      threshold: COMPRESS_THRESHOLD,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compression' },
);

/** The built SPA, from `root`, with the caching rules above. */
export const staticSpaPlugin = fp(
  async (app: FastifyInstance, opts: { root: string }) => {
    await app.register(fastifyStatic, {
      root: opts.root,
      wildcard: false,
      // `/` is the app's page with the public settings inlined (web/spa-shell.ts, routed in app.ts)
      index: false,
      preCompressed: true,
      // our own Cache-Control below; ETag and Last-Modified stay on (conditional requests → 304)
      cacheControl: false,
      etag: true,
      lastModified: true,
      setHeaders: (reply: FastifyReply, file: string) => {
        reply.header('cache-control', cacheControlFor(opts.root, file));
      },
    });
  },
  { name: 'static-spa' },
);
