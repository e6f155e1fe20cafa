import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INT_MAX } from '../../contract/common';
import { adminToken } from '../support/accounts';
import { CJK, operations, type Operation } from '../support/security';
import { ADMIN_PASSWORD, createTestApp, TEST_DB_KIND, type TestApp } from '../support/server';

/**
 * Issue 27 item 4: every number a request may carry (path, query, body — nested too) has bounds
 * that fit a PostgreSQL integer column, so PostgreSQL never answers "value out of range" (a 500)
 * where SQLite answered 4xx. Read from the app's own OpenAPI document, so a new route is checked
 * the day it is added.
 */
type Schema = {
  type?: string | string[]; properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[]; oneOf?: Schema[]; allOf?: Schema[];
  additionalProperties?: Schema | boolean; minimum?: number; maximum?: number; exclusiveMinimum?: number | boolean; exclusiveMaximum?: number | boolean; enum?: unknown[]; const?: unknown;
};

const INT_MIN = -(2 ** 31);

/** Numeric leaves of a schema that are unbounded or reach beyond int32, with their path. */
function unbounded(s: Schema | undefined, at: string, out: string[]): void {
  if (!s || typeof s !== 'object') return;
  for (const alt of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) unbounded(alt, at, out);
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if ((types.includes('integer') || types.includes('number')) && s.enum === undefined && s.const === undefined) {
    const max = typeof s.maximum === 'number' ? s.maximum : typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum - 1 : undefined;
    const min = typeof s.minimum === 'number' ? s.minimum : typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + 1 : undefined;
    if (max === undefined || min === undefined || max > INT_MAX || min < INT_MIN) out.push(`${at} [${min ?? '−∞'}, ${max ?? '∞'}]`);
  }
  for (const [k, v] of Object.entries(s.properties ?? {})) unbounded(v, `${at}.${k}`, out);
  if (s.items) unbounded(s.items, `${at}[]`, out);
  if (s.additionalProperties && typeof s.additionalProperties === 'object') unbounded(s.additionalProperties, `${at}{}`, out);
}

let t: TestApp;
let ops: Operation[];
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  ops = await operations(t);
  admin = await adminToken(t, ADMIN_PASSWORD);
});
afterAll(async () => {
  await t.close();
});

describe(`request numbers are bounded to int32 (${TEST_DB_KIND})`, () => {
  it('every number in every path, query and body schema has a minimum and a maximum inside int32', () => {
    const found: string[] = [];
    for (const op of ops) {
      const name = `${op.method} ${op.path}`;
      for (const p of op.op.parameters ?? []) unbounded(p.schema as Schema, `${name} ${p.in}:${p.name}`, found);
      unbounded(op.op.requestBody?.content?.['application/json']?.schema as Schema, `${name} body`, found);
    }
    expect(found).toEqual([]);
    expect(ops.length).toBeGreaterThan(100);
  });

  it('an actor id beyond int32 in the audit filter is a 400, not PostgreSQL\'s "value out of range"', async () => {
    for (const actor of ['2147483648', '9007199254740993', '99999999999999999999']) {
      const res = await t.app.inject({ method: 'GET', url: `/admin/v1/audit/?actor=${actor}`, headers: { authorization: `Bearer ${admin}` } });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().msg).toMatch(CJK);
    }
    const ok = await t.app.inject({ method: 'GET', url: '/admin/v1/audit/?actor=2147483647', headers: { authorization: `Bearer ${admin}` } });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe(`a unique violation is a 409 with a Chinese message (${TEST_DB_KIND})`, () => {
  it('ten identical creates at once: one 200, nine 409, no 5xx (netdisk categories, web settings)', async () => {
    const cases = [
      { url: '/admin/v1/netdisk_cate/', payload: { name: '并发分类', sort: 1 } },
      { url: '/admin/v1/web_setting/', payload: { name: 'race_setting_27', value: 'x' } },
    ];
    for (const c of cases) {
      const replies = await Promise.all(Array.from({ length: 10 }, () =>
        t.app.inject({ method: 'POST', url: c.url, headers: { authorization: `Bearer ${admin}` }, payload: c.payload })));
      const statuses = replies.map((r) => r.statusCode).sort();
      expect(statuses, `${c.url}: ${replies.map((r) => r.body).join('\n')}`).toEqual([200, ...Array(9).fill(409)]);
      for (const r of replies.filter((x) => x.statusCode === 409)) expect(r.json().msg).toMatch(CJK);
    }
  });

  it('the error plugin maps both databases\' unique errors, and only those', async () => {
    const { isUniqueViolation } = await import('../../server/src/plugins/errors');
    // the real errors of the database of this run
    const name = `dup_${Date.now()}`;
    await t.ctx.db.insertInto('web_settings').values({ name, value: '1', updated_at: 0 }).execute();
    const err = await t.ctx.db.insertInto('web_settings').values({ name, value: '2', updated_at: 0 }).execute().then(() => null, (e: unknown) => e);
    expect(isUniqueViolation(err)).toBe(true);
    const notUnique = await t.ctx.db.insertInto('web_settings').values({ name: null as never, value: '2', updated_at: 0 }).execute().then(() => null, (e: unknown) => e);
    expect(notUnique).not.toBeNull();
    expect(isUniqueViolation(notUnique)).toBe(false);
  });
});
