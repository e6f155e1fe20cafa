import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, parseTrustProxy } from '../../server/src/config';
import { isLocalAddress } from '../../server/src/lib/trust-proxy';
import { createTestApp, TEST_DB_KIND, type TestApp } from '../support/server';

/**
 * Issue 27 item 2: TRUST_PROXY names how many proxies (or which proxy addresses) to believe, and
 * the client's address is the one the outermost trusted proxy appended to X-Forwarded-For — never
 * the left-most entry, which the client writes itself (nginx's $proxy_add_x_forwarded_for keeps it).
 * The apps are real (real database, Fastify's address resolution); the "proxy" is the socket
 * address 127.0.0.1 that appended the real client's address to what the client sent.
 */
let t: TestApp | undefined;
const saved = process.env.TRUST_PROXY;

afterEach(async () => {
  await t?.close();
  t = undefined;
  if (saved === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = saved;
});

/** The app with TRUST_PROXY set the way an operator sets it: in the environment. */
async function appWith(trust: string, env: Record<string, string> = {}): Promise<TestApp> {
  process.env.TRUST_PROXY = trust;
  t = await createTestApp({ env: { TRUST_PROXY: trust, ...env } });
  return t;
}

const REAL = '203.0.113.7';
/** What nginx sends on: the client's own X-Forwarded-For with the real address appended. */
const spoofed = (i: number, real = REAL) => `198.51.100.${i % 250}, ${real}`;

function register(app: TestApp, i: number, xff: string) {
  const username = `proxy_${i}_${Math.random().toString(36).slice(2, 6)}`;
  return app.app.inject({
    method: 'POST', url: '/v1/user', remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': xff },
    payload: { username, password: 'password-123', email: `${username}@example.com` },
  });
}

describe('TRUST_PROXY parsing', () => {
  it('reads off, hop counts and address/CIDR lists; refuses "trust everyone" and junk', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8,::1,fd00::/8, loopback')).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', 'loopback']);
    for (const bad of ['true', 'all', '*', '10.0.0.0/33', 'proxy.example.com', '1.2.3', '11', '10.0.0.0/8/1']) {
      expect(() => parseTrustProxy(bad), bad).toThrow(ConfigError);
    }
    expect(() => parseTrustProxy('true')).toThrow(/伪造/);
  });

  it('knows loopback and private addresses (the only peers a hop count believes)', () => {
    for (const a of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', 'fd00::1']) expect(isLocalAddress(a), a).toBe(true);
    for (const a of ['203.0.113.7', '8.8.8.8', '2001:db8::1', '::ffff:8.8.8.8', 'not-an-ip']) expect(isLocalAddress(a), a).toBe(false);
  });
});

describe(`TRUST_PROXY with a spoofed left-most X-Forwarded-For (${TEST_DB_KIND})`, () => {
  it('TRUST_PROXY=1: 30 registrations from one real address with 30 invented ones pass only the limit of 10', async () => {
    const app = await appWith('1');
    const codes: number[] = [];
    for (let i = 0; i < 30; i++) codes.push((await register(app, i, spoofed(i))).statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(20);
    // the address recorded is the one the proxy saw, not one the client wrote
    const ips = await app.ctx.db.selectFrom('users').select('last_login_ip').where('username', 'like', 'proxy_%').execute();
    expect(new Set(ips.map((r) => r.last_login_ip))).toEqual(new Set([REAL]));
    // a hop count believes only a proxy on a loopback/private address: a client that reaches the
    // port directly from a public address and writes X-Forwarded-For itself is its own address
    const direct = await app.app.inject({
      method: 'POST', url: '/v1/user', remoteAddress: '192.0.2.50', headers: { 'x-forwarded-for': '6.6.6.6' },
      payload: { username: 'direct_hop', password: 'password-123', email: 'direct_hop@example.com' },
    });
    expect(direct.statusCode, direct.body).toBe(200);
    const d = await app.ctx.db.selectFrom('users').select('last_login_ip').where('username', '=', 'direct_hop').executeTakeFirstOrThrow();
    expect(d.last_login_ip).toBe('192.0.2.50');
  });

  it('TRUST_PROXY=1: the per-IP request limit counts the real address however the left-most entry changes', async () => {
    const app = await appWith('1', { RATE_LIMIT_PER_MINUTE: '20' });
    const codes: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await app.app.inject({ method: 'GET', url: '/v1/article/cates', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': spoofed(i) } });
      codes.push(res.statusCode);
    }
    expect(codes.filter((c) => c === 200)).toHaveLength(20);
    expect(codes.filter((c) => c === 429)).toHaveLength(10);
    // another real client behind the same proxy has its own budget
    const other = await app.app.inject({ method: 'GET', url: '/v1/article/cates', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': spoofed(1, '203.0.113.8') } });
    expect(other.statusCode).toBe(200);
  });

  it('TRUST_PROXY=<proxy CIDRs>: the right-most address that is not a trusted proxy is the client', async () => {
    const app = await appWith('127.0.0.1/32,10.0.0.0/8');
    // client → (spoof 6.6.6.6) → edge proxy 10.0.0.5 saw 203.0.113.9 → inner proxy 127.0.0.1
    const res = await register(app, 1, `6.6.6.6, 203.0.113.9, 10.0.0.5`);
    expect(res.statusCode, res.body).toBe(200);
    const row = await app.ctx.db.selectFrom('users').select('last_login_ip').where('id', '=', res.json().data.info.id).executeTakeFirstOrThrow();
    expect(row.last_login_ip).toBe('203.0.113.9');
    // a request that does not come from a trusted proxy: its X-Forwarded-For is not read at all
    const direct = await app.app.inject({
      method: 'POST', url: '/v1/user', remoteAddress: '192.0.2.50', headers: { 'x-forwarded-for': '6.6.6.6' },
      payload: { username: 'direct_client', password: 'password-123', email: 'direct_client@example.com' },
    });
    expect(direct.statusCode, direct.body).toBe(200);
    const d = await app.ctx.db.selectFrom('users').select('last_login_ip').where('username', '=', 'direct_client').executeTakeFirstOrThrow();
    expect(d.last_login_ip).toBe('192.0.2.50');
  });

  it('TRUST_PROXY unset: X-Forwarded-For is ignored (the socket is the client)', async () => {
    const app = await appWith('');
    const res = await register(app, 2, spoofed(2));
    expect(res.statusCode, res.body).toBe(200);
    const row = await app.ctx.db.selectFrom('users').select('last_login_ip').where('id', '=', res.json().data.info.id).executeTakeFirstOrThrow();
    expect(row.last_login_ip).toBe('127.0.0.1');
  });
});
