import type { TestApp } from './server';

/** Helpers for the account tests: register and log in over the real API. */
export interface Member {
  id: number;
  token: string;
  username: string;
  password: string;
  email: string;
}

let seq = 0;

export async function register(t: TestApp, name?: string, extra: Record<string, unknown> = {}): Promise<Member> {
  seq += 1;
  const username = name ?? `user_${process.pid}_${seq}`;
  const password = 'password-123';
  const email = `${username.toLowerCase()}@example.com`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/user',
    payload: { username, password, email, ...extra },
    remoteAddress: `10.9.${Math.floor(seq / 250)}.${seq % 250}`,
  });
  const body = res.json();
  if (body.code !== 200) throw new Error(`register failed: ${res.statusCode} ${body.msg}`);
  return { id: body.data.info.id, token: body.data.token, username, password, email };
}

export function auth(m: { token: string }): Record<string, string> {
  return { authorization: `Bearer ${m.token}` };
}

export async function login(t: TestApp, username: string, password: string, remoteAddress = '127.0.0.1') {
  return t.app.inject({ method: 'POST', url: '/v1/user/login', payload: { username, password }, remoteAddress });
}

/** Logs the seeded admin in and returns its token. */
export async function adminToken(t: TestApp, password: string): Promise<string> {
  const res = await login(t, 'admin', password, '10.200.0.1');
  const body = res.json();
  if (body.code !== 200) throw new Error(`admin login failed: ${body.msg}`);
  return body.data.token;
}

/** Every user's balance equals the sum of their ledger deltas. */
export async function expectNoDrift(t: TestApp): Promise<void> {
  const drift = await t.ctx.services.ledger.drift();
  if (drift.length) throw new Error(`ledger drift: ${JSON.stringify(drift)}`);
}
