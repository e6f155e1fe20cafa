import type { TestApp } from '../support/server';

export interface TestUser {
  id: number;
  token: string;
  auth: { authorization: string };
}

let seq = 0;

/** A member (or admin) created through the users repository, with a session token and coins. */
export async function makeUser(t: TestApp, opts: { role?: string; coins?: number; name?: string } = {}): Promise<TestUser> {
  seq += 1;
  const name = opts.name ?? `forum_u${seq}_${Math.random().toString(36).slice(2, 7)}`;
  const now = t.clock.now();
  const id = await t.ctx.repos.users.insert({
    username: name,
    email: `${name}@example.com`,
    password_hash: '!',
    role: opts.role ?? 'user',
    coin: 0,
    vip_expired: 0,
    continue_sign_days: 0,
    last_login_ip: '',
    last_login_belong: '',
    avatar: '',
    banned: 0,
    created_at: now,
    updated_at: now,
  });
  if (opts.coins) {
    await t.ctx.services.ledger.credit(t.ctx.db, { userId: id, amount: opts.coins, kind: 'test_grant', ref: 'test' });
  }
  const token = await t.ctx.services.sessions.create(id);
  return { id, token, auth: { authorization: `Bearer ${token}` } };
}

/** Creates a category through the admin API and returns its id. */
export async function makeCategory(t: TestApp, admin: TestUser, name: string): Promise<number> {
  const res = await t.app.inject({ method: 'POST', url: '/admin/v1/bbs_cate', headers: admin.auth, payload: { name, sort: 999 } });
  if (res.statusCode !== 200) throw new Error(`category: ${res.body}`);
  return res.json().data.id;
}

/** Publishes through the API, moving the clock on so the publishing limit never trips. */
export async function publish(
  t: TestApp,
  user: TestUser,
  body: { title: string; cate_id: number; content?: string; source_link?: string },
): Promise<{ id: number; [k: string]: unknown }> {
  t.clock.advance(3 * 60_000);
  const res = await t.app.inject({
    method: 'POST',
    url: '/auth/v1/article',
    headers: user.auth,
    payload: { content: '正文内容', ...body },
  });
  if (res.statusCode !== 200) throw new Error(`publish: ${res.body}`);
  return res.json().data;
}
