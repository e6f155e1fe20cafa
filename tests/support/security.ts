import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestApp } from './server';

/** Helpers for the security suite (issue 21): raw HTTP, the route list, odd spellings of paths. */

export interface RawReply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** Starts the app on a free port and returns its base (host:port). */
export async function listen(t: TestApp): Promise<{ host: string; port: number }> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return { host: '127.0.0.1', port };
}

/**
 * One request over a real socket with the path sent byte for byte (fetch and inject both
 * normalise the URL: resolve dot segments, re-encode; a raw request does not).
 */
export function rawRequest(
  port: number,
  method: string,
  path: string,
  opts: { headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method, path, headers: { connection: 'close', ...opts.headers }, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (opts.body !== undefined) req.write(opts.body);
    req.end();
  });
}

export interface Operation {
  method: string;
  /** OpenAPI path, e.g. /v1/article/{id} */
  path: string;
  /** the path with every parameter filled with 1 */
  url: string;
  op: OpenApiOperation;
}

export interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema?: unknown }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, unknown> };
}

export async function openApi(t: TestApp): Promise<OpenApiDocument> {
  return (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as OpenApiDocument;
}

/** Every operation of the OpenAPI document (the app's own route list). */
export async function operations(t: TestApp): Promise<Operation[]> {
  const doc = await openApi(t);
  const out: Operation[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      out.push({ method: method.toUpperCase(), path, url: path.replace(/\{[^}]+\}/g, '1'), op });
    }
  }
  return out;
}

const hex = (ch: string, upper: boolean) => {
  const h = ch.charCodeAt(0).toString(16);
  return `%${upper ? h.toUpperCase() : h}`;
};

/**
 * Other spellings of one path that a lenient reader might take for the same thing:
 * percent-encoded letters (lower- and upper-case hex), doubled slashes, dot segments (plain and
 * encoded) and mixed case. The router reaches the same route for some of them and no route for
 * others; either way no decision may differ from the plain path's.
 */
export function pathVariants(url: string): { kind: string; url: string }[] {
  const segs = url.split('/').slice(1);
  const encodeFirst = (upper: boolean) =>
    '/' + segs.map((s) => (/^[a-z]/i.test(s) ? hex(s[0], upper) + s.slice(1) : s)).join('/');
  const encodeAll = '/' + segs.map((s) => [...s].map((c) => (/[a-z0-9_]/i.test(c) ? hex(c, false) : c)).join('')).join('/');
  const rest = segs.slice(1).join('/');
  return [
    { kind: 'percent-encoded first letters', url: encodeFirst(false) },
    { kind: 'percent-encoded (upper-case hex)', url: encodeFirst(true) },
    { kind: 'percent-encoded every character', url: encodeAll },
    { kind: 'double slash in front', url: `/${url}` },
    { kind: 'double slash inside', url: `/${segs[0]}//${rest}` },
    { kind: 'dot segment', url: `/${segs[0]}/./${rest}` },
    { kind: 'dot-dot segment', url: `/${segs[0]}/zz/../${rest}` },
    { kind: 'encoded dot segment', url: `/${segs[0]}/%2e/${rest}` },
    { kind: 'encoded dot-dot segment', url: `/${segs[0]}/zz/%2E%2E/${rest}` },
    { kind: 'mixed case', url: '/' + segs.map((s, i) => (i % 2 === 0 ? s.toUpperCase() : s)).join('/') },
  ];
}

export const API_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cache-control': 'no-store',
} as const;

/** Throws unless the reply carries the API security headers. */
export function expectApiHeaders(r: { headers: http.IncomingHttpHeaders }, what: string): void {
  for (const [k, v] of Object.entries(API_HEADERS)) {
    if (r.headers[k] !== v) throw new Error(`${what}: header ${k} is ${String(r.headers[k])}, expected ${v}`);
  }
}

/** Parses an envelope { code, msg, data } or throws with the reply text. */
export function envelopeOf(r: RawReply, what: string): { code: number; msg: string; data: unknown } {
  let body: unknown;
  try {
    body = JSON.parse(r.body);
  } catch {
    throw new Error(`${what}: not JSON (${r.status}): ${r.body.slice(0, 200)}`);
  }
  const e = body as { code?: unknown; msg?: unknown; data?: unknown };
  if (typeof e.code !== 'number' || typeof e.msg !== 'string' || !('data' in e)) {
    throw new Error(`${what}: not an envelope: ${r.body.slice(0, 200)}`);
  }
  return e as { code: number; msg: string; data: unknown };
}

export const CJK = /[\u4e00-\u9fff]/;
