/**
 * One contract, route side (issue 20, docs/adr/0016-one-contract.md): every route's success reply
 * schema is a schema exported from contract/ (the same object the client's `z.infer` types come
 * from), so a reply the client reads cannot be declared twice.
 *
 * The real app is built; the reply serializer compiler (lib/reply-serializer.ts, which turns each
 * route's zod reply schema into fast-json-stringify) is wrapped to record every (route, status,
 * schema) it compiles, and still compiles them — the replies below go through it.
 * Allowed `data` of a 200 envelope: a contract schema, an array / nullable of one, `null` (no
 * data), or text (the CSV export).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../support/server';

type Compiled = { url: string; method: string; httpStatus: string; schema: unknown };
const compiled = vi.hoisted(() => [] as Array<{ url: string; method: string; httpStatus: string; schema: unknown }>);

vi.mock('../../server/src/lib/reply-serializer', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../server/src/lib/reply-serializer')>();
  return {
    ...real,
    replySerializerCompiler: ((route: Compiled) => {
      compiled.push({ url: route.url, method: route.method, httpStatus: String(route.httpStatus), schema: route.schema });
      return real.replySerializerCompiler(route as never);
    }) as typeof real.replySerializerCompiler,
  };
});

const contractFiles = import.meta.glob('../../contract/*.ts', { eager: true }) as Record<string, Record<string, unknown>>;

/** Every zod schema the contract exports, by identity, with where it comes from. */
const contractSchemas = new Map<unknown, string>();
for (const [file, mod] of Object.entries(contractFiles)) {
  for (const [name, value] of Object.entries(mod)) {
    if (value instanceof z.ZodType && !contractSchemas.has(value)) contractSchemas.set(value, `${file.replace('../../', '')}:${name}`);
  }
}

function fromContract(data: unknown): boolean {
  if (contractSchemas.has(data)) return true;
  if (data instanceof z.ZodNull || data instanceof z.ZodString) return true;
  if (data instanceof z.ZodArray) return contractSchemas.has(data.element);
  if (data instanceof z.ZodNullable) return contractSchemas.has(data.unwrap());
  return false;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Some serializers are compiled on first use: answer one request per route so all are recorded.
});
afterAll(async () => t?.close());

describe('every route replies with a contract schema (issue 20)', () => {
  it('records the reply schemas of the whole API', () => {
    const ok = compiled.filter((c) => c.httpStatus === '200');
    expect(contractSchemas.size).toBeGreaterThan(100);
    // 150+ operations in the OpenAPI document (see fuzz.test.ts); every one has a 200 schema.
    expect(ok.length).toBeGreaterThan(140);
  });

  it('the data of each 200 envelope comes from contract/', () => {
    const offenders: string[] = [];
    for (const c of compiled.filter((x) => x.httpStatus === '200')) {
      const schema = c.schema as z.ZodType;
      const data = schema instanceof z.ZodObject && 'data' in schema.shape ? schema.shape.data : schema;
      if (!fromContract(data)) offenders.push(`${c.method} ${c.url}`);
    }
    expect(offenders, 'reply schemas declared in the route instead of contract/').toEqual([]);
  });

  it('the reply a client reads is the contract-typed one, serialized from the same schema', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/article/cates' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: Array<Record<string, unknown>> };
    const { bbsCategoryView } = contractFiles['../../contract/articles.ts'] as { bbsCategoryView: z.ZodObject };
    expect(body.data.length).toBeGreaterThan(0);
    for (const item of body.data) {
      expect(Object.keys(item).sort()).toEqual(Object.keys(bbsCategoryView.shape).sort());
      expect(bbsCategoryView.safeParse(item).success).toBe(true);
    }
  });
});
