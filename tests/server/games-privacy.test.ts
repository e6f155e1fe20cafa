import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, register, type Member } from '../support/accounts';
import { ADMIN_PASSWORD, createTestApp, TEST_DB_KIND, type TestApp } from '../support/server';

/**
 * Issue 27 item 7: a bet is private to its owner (and the admins). POST /v1/game/verify stays a
 * public calculator (seeds → outcome), but comparing with a stored bet (bet_id) answers only the
 * owner or an admin; for anyone else the bet does not exist — the same 404 as an id never used,
 * so walking sequential ids reveals neither stakes, choices, seeds nor which ids exist.
 */
let t: TestApp;
let admin: string;
let owner: Member;
let other: Member;
const betIds: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t, ADMIN_PASSWORD);
  owner = await register(t, 'bet_owner');
  other = await register(t, 'bet_walker');
  await t.ctx.services.ledger.credit(t.ctx.db, { userId: owner.id, amount: 1000, kind: 'admin_adjust', ref: 'test' });
  for (let i = 0; i < 6; i++) {
    const res = await t.app.inject({ method: 'POST', url: '/auth/v1/game/guess', headers: { authorization: `Bearer ${owner.token}` }, payload: { choice: 'big', stake: 7 } });
    expect(res.statusCode, res.body).toBe(200);
    betIds.push(res.json().data.bet.id);
  }
});
afterAll(async () => {
  await t.close();
});

const body = (bet_id: number) => ({ game: 'guess', server_seed: 'a'.repeat(64), client_seed: 'walker', nonce: 0, bet_id });
const verify = (bet_id: number, token?: string) =>
  t.app.inject({ method: 'POST', url: '/v1/game/verify', headers: token ? { authorization: `Bearer ${token}` } : {}, payload: body(bet_id) });

describe(`bet privacy in /v1/game/verify (${TEST_DB_KIND})`, () => {
  it('anonymous callers and other members walking ids 1…40 learn nothing: every answer is the 404 of a missing bet', async () => {
    const missing = await verify(2_000_000_000);
    expect(missing.statusCode).toBe(404);
    for (const token of [undefined, other.token]) {
      for (let id = 1; id <= 40; id++) {
        const res = await verify(id, token);
        expect(res.statusCode, `${token ? 'member' : 'anonymous'} bet ${id}: ${res.body}`).toBe(404);
        expect(res.body).toBe(missing.body);
        expect(res.body).not.toMatch(/stake|client_seed|"choice"/);
      }
    }
  });

  it('the owner and an admin compare with the stored bet', async () => {
    for (const token of [owner.token, admin]) {
      const res = await verify(betIds[0], token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.bet).toMatchObject({ id: betIds[0], stake: 7, choice: 'big' });
    }
  });

  it('without a bet_id the calculator stays public', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/game/verify', payload: { game: 'guess', server_seed: 'a'.repeat(64), client_seed: 'x', nonce: 3, choice: 'big' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.bet).toBeNull();
  });
});
