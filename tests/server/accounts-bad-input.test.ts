import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, register, type Member } from '../support/accounts';
import { ADMIN_PASSWORD, createTestApp, TEST_DB_KIND, type TestApp } from '../support/server';

let t: TestApp;
let member: Member;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  member = await register(t, 'fuzzed');
  admin = await adminToken(t, ADMIN_PASSWORD);
});
afterAll(async () => {
  await t.close();
});

type Who = 'anon' | 'user' | 'admin';
interface Endpoint {
  method: 'POST' | 'PUT';
  url: string;
  who: Who;
  valid: Record<string, unknown>;
}

const ENDPOINTS: Endpoint[] = [
  { method: 'POST', url: '/v1/user', who: 'anon', valid: { username: 'someone', password: 'password-123', email: 'someone@example.com', invite_code: '' } },
  { method: 'POST', url: '/v1/user/login', who: 'anon', valid: { username: 'fuzzed', password: 'password-123' } },
  { method: 'POST', url: '/v1/user/find_pass', who: 'anon', valid: { email: 'fuzzed@example.com', username: 'fuzzed' } },
  { method: 'POST', url: '/v1/user/find_pass_verify', who: 'anon', valid: { email: 'fuzzed@example.com', code: '123456', password: 'password-456' } },
  { method: 'PUT', url: '/auth/v1/user/info', who: 'user', valid: { email: 'f2@example.com', password: 'password-789', old_password: 'password-123', avatar: '3' } },
  { method: 'PUT', url: '/auth/v1/user/status', who: 'user', valid: { payload: 'read_all' } },
  { method: 'POST', url: '/auth/v1/user/exchange', who: 'user', valid: { type: 'vip', payload: 1 } },
  { method: 'POST', url: '/auth/v1/sign/day', who: 'user', valid: { content: '心情', time_id: '1' } },
  { method: 'PUT', url: '/auth/v1/message/read', who: 'user', valid: { ids: [1] } },
  { method: 'POST', url: '/admin/v1/user', who: 'admin', valid: { username: 'made', password: 'password-123', email: 'made@example.com', role: 'user', coin: 1, reason: '原因' } },
  { method: 'PUT', url: '/admin/v1/user/2', who: 'admin', valid: { email: 'x@example.com', role: 'user', banned: false, coin_delta: 1, reason: '原因', avatar: '1', password: 'password-123' } },
];

const WRONG_TYPES: unknown[] = [123, -1, 1.5, true, null, [], ['a'], {}, { a: 1 }];
const HUGE = ['a'.repeat(100_000), '测'.repeat(60_000)];
const ODD = ['\u0000', 'a\u0000b', '\ud800', '\udfff\ud800', '\u202e反向', '\u200b\u200b\u200b', 'é', '𠜎𠜱𠝹', '👨‍👩‍👧‍👦', '<script>alert(1)</script>', "' OR 1=1 --", '   '];

function headers(who: Who): Record<string, string> {
  if (who === 'user') return { authorization: `Bearer ${member.token}` };
  if (who === 'admin') return { authorization: `Bearer ${admin}` };
  return {};
}

let ipSeq = 0;
async function send(e: Endpoint, payload: unknown, raw = false) {
  ipSeq += 1;
  return t.app.inject({
    method: e.method,
    url: e.url,
    headers: { ...headers(e.who), 'content-type': 'application/json' },
    payload: raw ? (payload as string) : JSON.stringify(payload),
    remoteAddress: `10.${100 + (ipSeq >> 16)}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`,
  });
}

function expectEnvelope(res: { statusCode: number; json(): unknown; body: string }, strict4xx: boolean, label: string) {
  expect(res.statusCode, label).toBeLessThan(500);
  const body = res.json() as { code: number; msg: string; data: unknown };
  expect(body.code, label).toBe(res.statusCode);
  expect(typeof body.msg).toBe('string');
  if (strict4xx) {
    expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
    expect(body.data).toBeNull();
    expect(body.msg, label).toMatch(/[\u4e00-\u9fa5]/);
  }
  expect(res.body).not.toMatch(/SQLITE|syntax error|at .*\.ts:\d+/);
}

describe(`bad input (${TEST_DB_KIND})`, () => {
  it('missing bodies, empty objects, arrays and non-JSON are 4xx envelopes', async () => {
    for (const e of ENDPOINTS) {
      const requiresSomething = !['/auth/v1/message/read', '/admin/v1/user/2'].includes(e.url);
      for (const [payload, raw] of [[undefined, false], ['', true], ['{bad', true], ['[1,2]', true], ['"text"', true], ['null', true]] as const) {
        const res = await t.app.inject({
          method: e.method, url: e.url, headers: { ...headers(e.who), ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
          payload: raw ? payload : undefined,
        });
        expectEnvelope(res, true, `${e.method} ${e.url} ${String(payload)}`);
      }
      if (requiresSomething) expectEnvelope(await send(e, {}), true, `${e.url} {}`);
    }
  });

  it('each field with a wrong type, a huge string or a missing value → 4xx with a clear msg', async () => {
    for (const e of ENDPOINTS) {
      for (const field of Object.keys(e.valid)) {
        for (const bad of [...WRONG_TYPES, ...HUGE]) {
          if (typeof bad === 'boolean' && field === 'banned') continue;
          if (typeof bad === 'number' && Number.isInteger(bad) && (typeof e.valid[field] === 'number' || field === 'time_id')) {
            // an integer may be a valid value here: it must still never be a 500
            expectEnvelope(await send(e, { ...e.valid, [field]: bad }), false, `${e.url}.${field}=${bad}`);
            continue;
          }
          if (field === 'payload' && e.url.endsWith('/exchange') && bad === 1.5) {
            expectEnvelope(await send(e, { ...e.valid, [field]: bad }), true, `${e.url}.${field}=1.5`);
            continue;
          }
          if (field === 'payload' && e.url.endsWith('/status') && bad !== null && typeof bad === 'object' && !Array.isArray(bad)) {
            expectEnvelope(await send(e, { ...e.valid, [field]: bad }), true, `${e.url}.${field}`);
            continue;
          }
          const res = await send(e, { ...e.valid, [field]: bad });
          expectEnvelope(res, true, `${e.method} ${e.url} ${field}=${JSON.stringify(bad).slice(0, 30)}`);
        }
      }
    }
  });

  it('odd Unicode in every string field never causes a 500', async () => {
    for (const e of ENDPOINTS) {
      for (const field of Object.keys(e.valid)) {
        if (typeof e.valid[field] !== 'string') continue;
        for (const odd of ODD) {
          const res = await send(e, { ...e.valid, [field]: odd });
          expectEnvelope(res, odd.includes('\u0000'), `${e.method} ${e.url} ${field}=${JSON.stringify(odd)}`);
        }
      }
    }
  });

  it('query and path parameters of the wrong shape → 400', async () => {
    const cases: [string, Who][] = [
      ['/v1/user/rank?type=money', 'anon'],
      ['/v1/user/rank?page=0', 'anon'],
      ['/v1/user/rank?page=abc', 'anon'],
      ['/v1/user/rank?size=1000', 'anon'],
      ['/v1/user/statistics/abc', 'anon'],
      ['/v1/user/statistics/-1', 'anon'],
      ['/v1/user/statistics/99999999999999', 'anon'],
      ['/v1/sign?page=-5', 'anon'],
      ['/v1/sign?size=%00', 'anon'],
      ['/auth/v1/message?unread=2', 'user'],
      ['/auth/v1/order?page=1.5', 'user'],
      ['/auth/v1/user/coin?size=-1', 'user'],
      ['/admin/v1/user?role=god', 'admin'],
      ['/admin/v1/user?banned=yes', 'admin'],
      ['/admin/v1/user/infos/0', 'admin'],
      [`/admin/v1/user?keyword=${encodeURIComponent('a\u0000b')}`, 'admin'],
    ];
    // a member of its own: the fuzz above may legitimately change the shared member's password
    // (which ends that member's sessions)
    const shapes = await register(t, 'shapes');
    for (const [url, who] of cases) {
      const res = await t.app.inject({ method: 'GET', url, headers: who === 'user' ? { authorization: `Bearer ${shapes.token}` } : headers(who) });
      expectEnvelope(res, true, url);
      expect(res.statusCode, url).toBe(400);
    }
    const okOdd = await t.app.inject({ method: 'GET', url: `/admin/v1/user?keyword=${encodeURIComponent("%_\\' 𠜎")}`, headers: headers('admin') });
    expect(okOdd.json()).toMatchObject({ code: 200, data: { total: 0 } });
  });

  it('a body over 1 MB is refused with an envelope', async () => {
    const res = await send(ENDPOINTS[0], { username: 'x'.repeat(2 * 1024 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 413, msg: '请求体过大', data: null });
  });

  it('property: any JSON body to any account endpoint answers an envelope below 500', async () => {
    for (const e of ENDPOINTS) {
      await fc.assert(
        fc.asyncProperty(fc.oneof(fc.jsonValue(), fc.dictionary(fc.constantFrom(...Object.keys(e.valid)), fc.jsonValue())), async (body) => {
          const res = await send(e, body);
          expectEnvelope(res, false, `${e.url} ${JSON.stringify(body).slice(0, 80)}`);
        }),
        { numRuns: 25 },
      );
    }
  });
});
