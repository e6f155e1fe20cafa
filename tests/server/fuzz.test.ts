import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminToken, expectNoDrift, register } from '../support/accounts';
import { CJK, openApi, operations, type OpenApiDocument, type Operation } from '../support/security';
import { ADMIN_PASSWORD, createTestApp, TEST_DB_KIND, type TestApp } from '../support/server';

/**
 * Schema-driven fuzzing of the whole API (issue 20). For every operation of the OpenAPI
 * document, fast-check generates requests from its own schemas — valid values, boundary values,
 * invalid values for every field, odd Unicode (lone surrogates, NUL, RTL marks, emoji), huge and
 * deeply nested bodies, wrong content types, empty bodies — sent as anonymous, member and admin.
 * Every reply: never a 5xx; always the envelope { code, msg, data } with code = HTTP status on
 * errors; a Chinese msg on every 4xx; a 2xx matches the schema the operation declares; and a
 * refused request moves no coin (sum of balances and ledger rows unchanged).
 *
 * Seeded and bounded (default 500 runs, under a minute on each database here):
 *   FUZZ_RUNS=20000 FUZZ_SEED=7 npx vitest run --project server tests/server/fuzz.test.ts
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 500);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Schema = {
  type?: string | string[]; properties?: Record<string, Schema>; required?: string[]; items?: Schema; enum?: Json[]; const?: Json;
  anyOf?: Schema[]; oneOf?: Schema[]; allOf?: Schema[]; minLength?: number; maxLength?: number; minimum?: number; maximum?: number;
  exclusiveMinimum?: number | boolean; exclusiveMaximum?: number | boolean; minItems?: number; maxItems?: number; pattern?: string;
  format?: string; nullable?: boolean; default?: Json; $ref?: string;
};

const ODD_TEXT = [
  'ab\ud800cd', '\udc00x', 'nul\u0000byte', '\u202eevil', '😀👍🏽', 'Ａ全角', '\ufeffbom', 'e\u0301', ' ', '', '\n\t', '<script>alert(1)</script>',
  "' OR 1=1 --", '${7*7}', '%00', '../../etc/passwd', '中'.repeat(300), 'x'.repeat(5000), '\uffff', '0', '-1', 'null', 'true',
];

/** Values a field's schema allows, including its boundaries. */
function validOf(s: Schema, doc: OpenApiDocument, depth = 0): fc.Arbitrary<Json> {
  if (s.$ref) return validOf(resolve(s.$ref, doc), doc, depth);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alts = s.anyOf ?? s.oneOf;
  if (alts?.length) return fc.oneof(...alts.map((a) => validOf(a, doc, depth + 1)));
  if (s.allOf?.length) return validOf(s.allOf[0], doc, depth + 1);
  const type = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
  switch (type) {
    case 'string': {
      const min = s.minLength ?? 0;
      const max = Math.min(s.maxLength ?? 40, 200);
      if (s.format === 'email') return fc.constantFrom('a@example.com', 'fuzz.user@example.com', `${'a'.repeat(Math.max(1, max - 12))}@example.com`);
      if (s.pattern) return fc.stringMatching(new RegExp(s.pattern)).filter((x) => x.length >= min && x.length <= (s.maxLength ?? Infinity));
      return fc.oneof(fc.string({ minLength: min, maxLength: max, unit: 'grapheme' }), fc.constant('中'.repeat(Math.max(min, 1))), fc.constant('a'.repeat(Math.max(min, Math.min(max, 200)))));
    }
    case 'integer':
    case 'number': {
      const lo = typeof s.minimum === 'number' ? s.minimum : typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + 1 : -1000;
      const hi = typeof s.maximum === 'number' ? s.maximum : typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum - 1 : 100000;
      return fc.oneof(fc.integer({ min: Math.max(lo, -(2 ** 31)), max: Math.min(hi, 2 ** 31) }), fc.constantFrom(lo, hi, 1));
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      if (depth > 4) return fc.constant([]);
      return fc.array(validOf(s.items ?? {}, doc, depth + 1), { minLength: s.minItems ?? 0, maxLength: Math.min(s.maxItems ?? 5, 5) });
    case 'object': {
      if (depth > 4) return fc.constant({});
      const props = Object.entries(s.properties ?? {});
      const required = new Set(s.required ?? []);
      const rec: Record<string, fc.Arbitrary<Json>> = {};
      for (const [k, v] of props) rec[k] = validOf(v, doc, depth + 1);
      return fc.record(rec, { requiredKeys: props.map(([k]) => k).filter((k) => required.has(k)) }) as fc.Arbitrary<Json>;
    }
    default:
      return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.boolean());
  }
}

/** Values of the wrong type, out of range or odd, for one field. */
function invalidOf(s: Schema): fc.Arbitrary<Json> {
  const odd: fc.Arbitrary<Json>[] = [
    fc.constantFrom(...ODD_TEXT), fc.constantFrom(null, true, false, 0, -1, 1.5, 2 ** 53, -(2 ** 63), 1e308), fc.constant([]), fc.constant({}),
    fc.constant({ $gt: '' }), fc.constant(['a', 'b']), fc.string({ unit: 'binary', maxLength: 30 }),
  ];
  if (typeof s.maxLength === 'number') odd.push(fc.constant('x'.repeat(s.maxLength + 1)));
  if (typeof s.minLength === 'number' && s.minLength > 0) odd.push(fc.constant('x'.repeat(s.minLength - 1)));
  if (typeof s.maximum === 'number') odd.push(fc.constant(s.maximum + 1));
  if (typeof s.minimum === 'number') odd.push(fc.constant(s.minimum - 1));
  return fc.oneof(...odd);
}

function resolve(ref: string, doc: OpenApiDocument): Schema {
  const name = ref.split('/').pop()!;
  return (doc.components?.schemas?.[name] ?? {}) as Schema;
}

/** A body nested `n` levels deep, written as text (JSON.stringify itself would run out of stack). */
function deep(n: number): string {
  return `${'{"a":['.repeat(n)}"bottom"${']}'.repeat(n)}`;
}

interface FuzzRequest {
  role: 'anonymous' | 'member' | 'admin';
  kind: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

function requestArb(op: Operation, doc: OpenApiDocument): fc.Arbitrary<FuzzRequest> {
  const params = op.op.parameters ?? [];
  const bodySchema = op.op.requestBody?.content?.['application/json']?.schema as Schema | undefined;
  const paramArb = (invalid: boolean) =>
    fc.record(
      Object.fromEntries(
        params.map((p) => {
          const sch = (p.schema ?? {}) as Schema;
          return [`${p.in}:${p.name}`, invalid ? fc.oneof(validOf(sch, doc), invalidOf(sch)) : validOf(sch, doc)];
        }),
      ),
      { requiredKeys: params.filter((p) => p.required || p.in === 'path').map((p) => `${p.in}:${p.name}`) },
    );
  const mutateBody = (body: Json): fc.Arbitrary<Json> => {
    if (!bodySchema || typeof body !== 'object' || body === null || Array.isArray(body)) return fc.constant(body);
    const keys = Object.keys(bodySchema.properties ?? {});
    if (!keys.length) return fc.constant(body);
    return fc.constantFrom(...keys).chain((k) =>
      fc.oneof(
        invalidOf((bodySchema.properties ?? {})[k] ?? {}).map((v) => ({ ...body, [k]: v })),
        fc.constant(Object.fromEntries(Object.entries(body).filter(([x]) => x !== k)) as Json),
        fc.constantFrom(...ODD_TEXT).map((v) => ({ ...body, [k]: v, ['extra\ud800']: v })),
      ),
    );
  };
  const body = bodySchema ? validOf(bodySchema, doc) : fc.constant(null);
  const kinds = fc.constantFrom('valid', 'invalid-field', 'invalid-param', 'huge', 'deep', 'wrong-type', 'empty', 'not-json');
  return fc
    .record({ role: fc.constantFrom('anonymous' as const, 'member' as const, 'admin' as const), kind: kinds, p: paramArb(false), bad: paramArb(true), body })
    .chain((r) => (r.kind === 'invalid-field' ? mutateBody(r.body).map((b) => ({ ...r, body: b })) : fc.constant(r)))
    .map(({ role, kind, p, bad, body: b }) => {
      const values = kind === 'invalid-param' ? bad : p;
      let url = op.path;
      const query: string[] = [];
      for (const prm of params) {
        const v = values[`${prm.in}:${prm.name}`];
        if (v === undefined) continue;
        const text = (x: Json) => encodeURIComponent(typeof x === 'string' ? x.replace(/[\ud800-\udfff]/g, '\ufffd') : JSON.stringify(x));
        if (prm.in === 'path') url = url.replace(`{${prm.name}}`, text(v) || '1');
        else if (prm.in === 'query') for (const x of Array.isArray(v) ? v : [v]) query.push(`${encodeURIComponent(prm.name)}=${text(x)}`);
      }
      url = url.replace(/\{[^}]+\}/g, '1') + (query.length ? `?${query.join('&')}` : '');
      const headers: Record<string, string> = {};
      let payload: string | undefined;
      const hasBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(op.method);
      if (hasBody || kind !== 'valid') {
        headers['content-type'] = 'application/json';
        // huge and deep bodies are built when sent (see materialise), so a failure report stays short
        if (kind === 'huge') payload = `<huge>${JSON.stringify(typeof b === 'object' && b && !Array.isArray(b) ? b : {})}`;
        else if (kind === 'deep') payload = '<deep>';
        else if (kind === 'empty') payload = '';
        else if (kind === 'not-json') payload = '{"a": [1, 2,, }';
        else if (kind === 'wrong-type') {
          headers['content-type'] = 'text/plain';
          payload = 'hello';
        } else if (b !== null || hasBody) payload = JSON.stringify(b ?? {});
        if (payload === undefined) delete headers['content-type'];
      }
      return { role, kind, method: op.method, url, headers, payload };
    });
}

let t: TestApp;
let doc: OpenApiDocument;
let ops: Operation[];
const tokens: Record<'member' | 'admin', { id: number; token: string }> = { member: { id: 0, token: '' }, admin: { id: 0, token: '' } };
const replySchemas = new Map<string, z.ZodType | null>();

beforeAll(async () => {
  t = await createTestApp();
  doc = await openApi(t);
  ops = await operations(t);
  const m = await register(t, 'fuzz_member');
  tokens.member = { id: m.id, token: m.token };
  const admin = await adminToken(t, ADMIN_PASSWORD);
  tokens.admin = { id: (await t.ctx.services.sessions.check(admin) as { user: { id: number } }).user.id, token: admin };
});
afterAll(async () => {
  await t.close();
});

function materialise(payload: string | undefined): string | undefined {
  if (payload === '<deep>') return deep(20_000);
  if (payload?.startsWith('<huge>')) {
    const body = JSON.parse(payload.slice(6)) as Record<string, Json>;
    return JSON.stringify({ ...body, filler: 'x'.repeat(1_100_000) });
  }
  return payload;
}

/** OpenAPI 3.0's `nullable: true` as JSON Schema's type union, which z.fromJSONSchema reads. */
function toJsonSchema(s: unknown): unknown {
  if (Array.isArray(s)) return s.map(toJsonSchema);
  if (!s || typeof s !== 'object') return s;
  const o = Object.fromEntries(Object.entries(s as Record<string, unknown>).map(([k, v]) => [k, k === 'enum' || k === 'const' ? v : toJsonSchema(v)]));
  if (o.nullable === true) {
    delete o.nullable;
    if (Array.isArray(o.enum) && o.enum.length === 1 && o.enum[0] === null) return { type: 'null' };
    // a nullable enum ('free' | … | null): JSON Schema's enum must list null too
    if (Array.isArray(o.enum) && !o.enum.includes(null)) o.enum = [...o.enum, null];
    if (typeof o.type === 'string') o.type = [o.type, 'null'];
    else return { anyOf: [o, { type: 'null' }] };
  }
  return o;
}

/** The declared 2xx reply schema of an operation as a zod validator (null when it cannot be read). */
function replySchema(op: Operation): z.ZodType | null {
  const key = `${op.method} ${op.path}`;
  if (!replySchemas.has(key)) {
    const json = op.op.responses?.['200']?.content?.['application/json']?.schema;
    let schema: z.ZodType | null = null;
    try {
      if (json) schema = z.fromJSONSchema(toJsonSchema(json) as Parameters<typeof z.fromJSONSchema>[0]);
    } catch {
      schema = null;
    }
    replySchemas.set(key, schema);
  }
  return replySchemas.get(key)!;
}

async function moneyState(): Promise<string> {
  const coins = await t.ctx.db.selectFrom('users').select((eb) => eb.fn.sum<number>('coin').as('s')).executeTakeFirstOrThrow();
  const ledger = await t.ctx.db.selectFrom('ledger').select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('delta').as('s')]).executeTakeFirstOrThrow();
  return `${Number(coins.s)}/${Number(ledger.n)}/${Number(ledger.s)}`;
}


/** Issue 27: the integers at and past the edges of int32 and of exact doubles, as JSON/URL text. */
const BOUNDARY_INTS = ['0', '-1', '2147483647', '2147483648', '9007199254740993'];

function isNumeric(s: Schema | undefined, doc: OpenApiDocument): boolean {
  if (!s) return false;
  if (s.$ref) return isNumeric(resolve(s.$ref, doc), doc);
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (types.includes('integer') || types.includes('number')) return true;
  return [...(s.anyOf ?? []), ...(s.oneOf ?? [])].some((a) => isNumeric(a, doc));
}

/** The role that passes an operation's gate (so the value reaches the route's own code). */
function roleOf(path: string): 'anonymous' | 'member' | 'admin' {
  return path.startsWith('/admin/') ? 'admin' : path.startsWith('/auth/') ? 'member' : 'anonymous';
}

/** One valid request of the operation (fixed seed): its URL with the path filled and its body. */
function sampleValid(op: Operation, doc: OpenApiDocument, seed: number): { url: string; query: Record<string, string>; body: Record<string, Json> | null } {
  const params = op.op.parameters ?? [];
  let url = op.path;
  const query: Record<string, string> = {};
  for (const p of params) {
    const [v] = fc.sample(validOf((p.schema ?? {}) as Schema, doc), { seed, numRuns: 1 });
    const text = typeof v === 'string' ? v.replace(/[\ud800-\udfff]/g, '\ufffd') : JSON.stringify(v);
    if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(text) || '1');
    else if (p.in === 'query' && (p.required || v !== undefined)) query[p.name] = text;
  }
  const bodySchema = op.op.requestBody?.content?.['application/json']?.schema as Schema | undefined;
  const [b] = bodySchema ? fc.sample(validOf(bodySchema, doc), { seed, numRuns: 1 }) : [null];
  return { url: url.replace(/\{[^}]+\}/g, '1'), query, body: b && typeof b === 'object' && !Array.isArray(b) ? b as Record<string, Json> : null };
}

function withQuery(url: string, query: Record<string, string>): string {
  const q = Object.entries(query).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
  return q ? `${url}?${q}` : url;
}

describe(`boundary integers and concurrent duplicates (${TEST_DB_KIND}; issue 27)`, () => {
  /** Sends one request as the role, renewing a session the request itself ended. */
  async function send(role: 'anonymous' | 'member' | 'admin', method: string, url: string, payload?: string, ip = '10.77.0.1') {
    const who = role === 'anonymous' ? undefined : tokens[role];
    const headers: Record<string, string> = who ? { authorization: `Bearer ${who.token}` } : {};
    if (payload !== undefined) headers['content-type'] = 'application/json';
    const res = await t.app.inject({ method: method as 'GET', url, headers, payload, remoteAddress: ip });
    return { res, who };
  }
  async function renew(who: { id: number; token: string } | undefined, res: { headers: Record<string, unknown> }) {
    if (who && res.headers['x-login'] === 'false') who.token = await t.ctx.services.sessions.create(who.id);
  }

  it('0, -1, 2^31-1, 2^31 and 2^53+1 in every numeric path, query and body field: never a 5xx', async () => {
    let sent = 0;
    const failures: string[] = [];
    for (const op of ops) {
      const role = roleOf(op.path);
      const base = sampleValid(op, doc, SEED);
      const params = (op.op.parameters ?? []).filter((p) => isNumeric(p.schema as Schema, doc));
      const bodySchema = op.op.requestBody?.content?.['application/json']?.schema as Schema | undefined;
      const bodyProps = Object.entries(bodySchema?.properties ?? {}).filter(([, v]) => isNumeric(v, doc) || (v.type === 'array' && isNumeric(v.items, doc)));
      for (const value of BOUNDARY_INTS) {
        const tries: Array<{ url: string; payload?: string }> = [];
        for (const p of params) {
          if (p.in === 'path') tries.push({ url: withQuery(op.path.replace(`{${p.name}}`, value).replace(/\{[^}]+\}/g, '1'), base.query), payload: base.body ? JSON.stringify(base.body) : undefined });
          else tries.push({ url: withQuery(base.url, { ...base.query, [p.name]: value }), payload: base.body ? JSON.stringify(base.body) : undefined });
        }
        for (const [k, v] of bodyProps) {
          // written as JSON text, so 2^53+1 arrives as the digits sent (JSON.stringify would round it)
          const json = JSON.stringify({ ...(base.body ?? {}), [k]: '\u0000B\u0000' }).replace('"\\u0000B\\u0000"', v.type === 'array' ? `[${value}]` : value);
          tries.push({ url: withQuery(base.url, base.query), payload: json });
        }
        for (const tr of tries) {
          const { res, who } = await send(role, op.method, tr.url, tr.payload, `10.78.${sent % 200}.1`);
          sent += 1;
          if (res.statusCode >= 500) failures.push(`${role} ${op.method} ${tr.url} ${tr.payload?.slice(0, 120) ?? ''} → ${res.statusCode} ${res.body.slice(0, 120)}`);
          else if (res.statusCode >= 400) expect(res.json().msg, `${op.method} ${tr.url}`).toMatch(CJK);
          await renew(who, res);
        }
      }
    }
    console.log(`boundary integers (${TEST_DB_KIND}): ${sent} requests`);
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(200);
    await expectNoDrift(t);
  }, 600_000);

  it('ten identical writes at once on every POST/PUT: never a 5xx (a unique violation is a 409)', async () => {
    let sent = 0;
    const failures: string[] = [];
    const statuses: Record<string, number> = {};
    for (const op of ops.filter((o) => o.method === 'POST' || o.method === 'PUT')) {
      const role = roleOf(op.path);
      for (const seed of [SEED, SEED + 1]) {
        const base = sampleValid(op, doc, seed);
        const url = withQuery(base.url, base.query);
        const payload = JSON.stringify(base.body ?? {});
        const replies = await Promise.all(Array.from({ length: 10 }, () => send(role, op.method, url, payload, `10.79.${sent % 200}.1`)));
        sent += 10;
        for (const { res, who } of replies) {
          statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
          if (res.statusCode >= 500) failures.push(`${role} ${op.method} ${url} ${payload.slice(0, 120)} → ${res.statusCode} ${res.body.slice(0, 120)}`);
          await renew(who, res);
        }
      }
    }
    console.log(`concurrent duplicates (${TEST_DB_KIND}): ${sent} requests; statuses ${JSON.stringify(statuses)}`);
    expect(failures).toEqual([]);
    await expectNoDrift(t);
  }, 600_000);
});

describe(`schema-driven fuzz of every operation (${TEST_DB_KIND}, ${RUNS} runs, seed ${SEED})`, () => {
  it('never a 5xx; always the envelope; Chinese 4xx messages; 2xx replies match their schema; refusals move no coin', async () => {
    const stats = { requests: 0, byStatus: {} as Record<string, number>, schemaChecked: 0, ops: new Set<string>() };
    const arb = fc.integer({ min: 0, max: ops.length - 1 }).chain((i) => requestArb(ops[i], doc).map((req) => ({ i, req })));
    await fc.assert(
      fc.asyncProperty(arb, async ({ i, req }) => {
        const op = ops[i];
        const who = req.role === 'anonymous' ? undefined : tokens[req.role];
        const headers = { ...req.headers, ...(who ? { authorization: `Bearer ${who.token}` } : {}) };
        const before = await moneyState();
        const res = await t.app.inject({ method: req.method as 'GET', url: req.url, headers, payload: materialise(req.payload), remoteAddress: `10.${stats.requests % 200}.1.1` });
        stats.requests += 1;
        stats.byStatus[res.statusCode] = (stats.byStatus[res.statusCode] ?? 0) + 1;
        stats.ops.add(`${op.method} ${op.path}`);
        const what = `${req.role} ${req.kind} ${req.method} ${req.url.slice(0, 120)} → ${res.statusCode} ${res.body.slice(0, 200)}`;
        expect(res.statusCode, what).toBeLessThan(500);
        // a session the fuzzer itself ended (logout, password change, ban): start a new one
        if (who && res.headers['x-login'] === 'false') who.token = await t.ctx.services.sessions.create(who.id);
        if (!String(res.headers['content-type'] ?? '').startsWith('application/json')) {
          // only the CD-key export answers a file
          expect(`${op.method} ${op.path}`, what).toBe('GET /admin/v1/cd_key/export');
          expect(res.statusCode, what).toBe(200);
          return;
        }
        // the PanSou-compatible API (issue 19) answers PanSou's own 2xx shapes; its errors are envelopes too
        if (op.path.startsWith('/api/') && res.statusCode < 400) {
          const schema = replySchema(op);
          expect(schema, what).not.toBeNull();
          stats.schemaChecked += 1;
          const parsed = schema!.safeParse(res.json());
          expect(parsed.success, `${what}\n${parsed.error?.message ?? ''}`).toBe(true);
          return;
        }
        const env = res.json() as { code: unknown; msg: unknown; data: unknown };
        expect(typeof env.code === 'number' && typeof env.msg === 'string' && 'data' in env, what).toBe(true);
        if (res.statusCode >= 400) {
          expect(env.code, what).toBe(res.statusCode);
          expect(env.msg, what).toMatch(CJK);
          expect(env.data, what).toBeNull();
          expect(await moneyState(), `a refused request moved coins: ${what}`).toBe(before);
        } else {
          expect(env.code, what).toBe(200);
          const schema = replySchema(op);
          if (schema) {
            stats.schemaChecked += 1;
            const parsed = schema.safeParse(env);
            expect(parsed.success, `${what}\n${parsed.error?.message ?? ''}`).toBe(true);
          }
        }
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    await expectNoDrift(t);
    console.log(`fuzz (${TEST_DB_KIND}): ${stats.requests} requests over ${stats.ops.size} of ${ops.length} operations; statuses ${JSON.stringify(stats.byStatus)}; ${stats.schemaChecked} 2xx replies checked against their schema`);
    expect(stats.requests).toBe(RUNS);
    if (RUNS >= 500) expect(stats.ops.size).toBeGreaterThan(ops.length * 0.8);
  }, 600_000);
});
