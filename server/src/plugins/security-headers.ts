import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { isApiRoute } from '../lib/route-kind';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on every route when it is registered: true for the JSON API (and /docs). */
    api?: boolean;
  }
  interface FastifyReply {
    /** Puts the API or the document set of security headers on this reply. */
    securityHeaders(kind: 'api' | 'document'): FastifyReply;
  }
}

/**
 * Security headers. Documents (the SPA, its assets, /docs) get `helmet`'s list (CSP, HSTS,
 * nosniff, frame and referrer policies, …), computed ONCE at start-up and then copied onto
 * every reply; JSON API replies get the short API set below.
 *
 * Why not @fastify/helmet: it calls `helmet(options)` inside its onRequest hook, so every
 * request re-parses the CSP directives and rebuilds the middleware — measured at ~7 % of the
 * CPU of a request to /v1/health (docs/adr/0006-request-overhead.md). Our headers do not
 * depend on the request (no CSP nonces), so running helmet's middleware once against a
 * recording response gives exactly the headers it would set each time.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failed: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    failed = err;
  });
  if (failed) throw failed;
  return headers;
}

/**
 * JSON API replies (/v1, /auth/v1, /admin/v1) are never rendered as documents, so most of
 * helmet's list (COOP, CORP, origin-agent-cluster, DNS prefetch, download options, …) means
 * nothing on them, while every header costs: the 12 helmet headers alone took ~25 % off a
 * hello-world's throughput here. They get the OWASP REST Security Cheat Sheet set instead:
 * no rendering, no framing, no sniffing, no caching, HTTPS only.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'cache-control': 'no-store',
});

/**
 * Which set a reply gets is decided by the route Fastify MATCHED, never by a string test on the
 * raw URL (issue 21: `/%761/article/cates` reaches the /v1 route after the router decodes it,
 * while the raw URL does not start with /v1/). Each route is marked `config.api` once, when it
 * is registered (onRoute sees its full registered path, prefix included); requests read that
 * flag. A request that matched no route gets its set from what the not-found handler sends
 * (the SPA shell → document set, an envelope → API set); error envelopes always get the API set.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: HelmetOptions) => {
    const documentHeaders = helmetHeaders(options);
    app.decorateReply('securityHeaders', function (this: FastifyReply, kind: 'api' | 'document') {
      return this.headers(kind === 'api' ? API_SECURITY_HEADERS : documentHeaders);
    });
    app.addHook('onRoute', (routeOptions) => {
      const config = (routeOptions.config ?? {}) as { api?: boolean };
      if (config.api === undefined) routeOptions.config = { ...config, api: isApiRoute(routeOptions.url ?? '') } as typeof routeOptions.config;
    });
    app.addHook('onRequest', (request, reply, done) => {
      if (!request.is404) reply.headers(request.routeOptions.config.api ? API_SECURITY_HEADERS : documentHeaders);
      done();
    });
  },
  { name: 'security-headers' },
);
