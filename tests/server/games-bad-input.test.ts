import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, expectNoDrift, register, type Member } from '../support/accounts';
import { createTestApp, TEST_DB_KIND, type TestApp } from '../support/server';

/** Bad input on every game route → a 4xx envelope with a Chinese msg, never a 500, no coin moved. */
let t: TestApp;
let m: Member;

beforeAll(async () => {
  t = await createTestApp();
  m = await register(t);
});
afterAll(async () => {
  await t.close();
});

const CJK = /[\u4e00-\u9fff]/;

async function expectRefused(method: 'GET' | 'POST', url: string, payload?: unknown, raw?: string) {
  const res = await t.app.inject({
    method, url, headers: { ...auth(m), ...(raw !== undefined ? { 'content-type': 'application/json' } : {}) },
    payload: raw !== undefined ? raw : (payload as object),
  });
  expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload ?? raw)} → ${res.body}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode).toBeLessThan(500);
  const body = res.json();
  expect(body.code).toBe(res.statusCode);
  expect(body.data).toBeNull();
  expect(body.msg).toMatch(CJK);
}

describe(`game routes refuse bad input (${TEST_DB_KIND})`, () => {
  it('guess: wrong types, negative, fractional, huge stakes, unknown choices', async () => {
    const before = await t.ctx.services.ledger.balance(m.id);
    const bodies: unknown[] = [
      {}, { choice: 'big' }, { stake: 1 }, { choice: 'big', stake: '1' }, { choice: 'big', stake: -1 }, { choice: 'big', stake: 0 },
      { choice: 'big', stake: 1.5 }, { choice: 'big', stake: 1e12 }, { choice: 'big', stake: 1e308 }, { choice: 'big', stake: null },
      { choice: 'huge', stake: 1 }, { choice: 'triple_7', stake: 1 }, { choice: 'BIG', stake: 1 }, { choice: 1, stake: 1 },
      { choice: ['big'], stake: 1 }, { choice: 'x'.repeat(5000), stake: 1 }, { choice: 'big', stake: { n: 1 } }, [1, 2], 'big',
    ];
    for (const b of bodies) await expectRefused('POST', '/auth/v1/game/guess', b);
    await expectRefused('POST', '/auth/v1/game/guess', undefined, '{"choice":"big","stake":');
    await expectRefused('POST', '/auth/v1/game/guess', undefined, '{"choice":"big","stake":1e999}');
    expect(await t.ctx.services.ledger.balance(m.id)).toBe(before);
    expect(await t.ctx.db.selectFrom('game_bets').select('id').where('user_id', '=', m.id).execute()).toEqual([]);
  });

  it('egg: bad egg numbers and types', async () => {
    const before = await t.ctx.services.ledger.balance(m.id);
    for (const b of [{ egg: -1 }, { egg: 9 }, { egg: 1.5 }, { egg: '1' }, { egg: 1e20 }, { egg: null }, { egg: [1] }, [0], 'egg']) {
      await expectRefused('POST', '/auth/v1/game/egg', b);
    }
    expect(await t.ctx.services.ledger.balance(m.id)).toBe(before);
  });

  it('seeds, bets, verify, board: bad values', async () => {
    for (const b of [{ client_seed: '' }, { client_seed: 'has space' }, { client_seed: 'x'.repeat(65) }, { client_seed: 12 }, { client_seed: '种子' }]) {
      await expectRefused('POST', '/auth/v1/game/seed/rotate', b);
    }
    for (const q of ['game=chess', 'page=0', 'page=-1', 'size=1000', 'size=1.5', 'page=abc']) await expectRefused('GET', `/auth/v1/game/bets?${q}`);
    for (const q of ['period=year', 'period=']) await expectRefused('GET', `/v1/game/board?${q}`);
    const good = { game: 'guess', server_seed: 'a'.repeat(64), client_seed: 'abc', nonce: 0 };
    const verifyBodies: unknown[] = [
      {}, { ...good, game: 'stone' }, { ...good, server_seed: 'A'.repeat(64) }, { ...good, server_seed: 'a'.repeat(63) }, { ...good, client_seed: '' },
      { ...good, nonce: -1 }, { ...good, nonce: 1.5 }, { ...good, nonce: '0' }, { ...good, nonce: 1e12 }, { ...good, bet_id: 0 }, { ...good, bet_id: 999999 },
      { ...good, choice: 'nope' }, { ...good, bet_id: 'x' },
    ];
    for (const b of verifyBodies) await expectRefused('POST', '/v1/game/verify', b);
    // verification without a bet replays a choice
    const ok = await t.app.inject({ method: 'POST', url: '/v1/game/verify', payload: { ...good, choice: 'big' } });
    expect(ok.json().data).toMatchObject({ outcome: { dice: [expect.any(Number), expect.any(Number), expect.any(Number)] }, hash_matches: null });
  });

  it('anonymous players are asked to log in', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/auth/v1/game/guess', payload: { choice: 'big', stake: 1 } });
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toMatch(CJK);
    await expectNoDrift(t);
  });
});
