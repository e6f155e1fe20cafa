import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app';
import { createContext } from '../../server/src/context';
import { openDatabase } from '../../server/src/db/database';
import { expectNoDrift, type Member } from '../support/accounts';
import { createTestApp, listenTestApp, TEST_DB_KIND, type TestApp } from '../support/server';
import { expectPvpMoneyWhole, richMember, setConfig } from './pvp-helpers';

/** Reply data as the tests read it (shapes are checked by the assertions themselves). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/**
 * Races and expiry of 石头剪刀布 / 吹牛 (issue 12), fired over a real listening HTTP server so the
 * requests truly overlap (on PostgreSQL each on its own pooled connection). After every race:
 * no ledger drift, escrow = sum of open stakes, each game's ledger rows sum to −stake / −fee / 0.
 */
let t: TestApp;
let base: string;

beforeAll(async () => {
  ({ t, base } = await listenTestApp());
});
afterAll(async () => {
  await t.close();
});

type R = { status: number; body: { code: number; msg: string; data: Json } };
async function http(method: string, path: string, who?: { token: string }, body?: unknown): Promise<R> {
  const res = await fetch(base + path, {
    method,
    headers: { ...(who ? { authorization: `Bearer ${who.token}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: await res.json() };
}
const oks = (rs: R[]) => rs.filter((r) => r.status === 200);
const balance = (m: Member) => t.ctx.services.ledger.balance(m.id);

describe(`pvp races (${TEST_DB_KIND})`, () => {
  it('20 members accepting one stone game at once → exactly one plays', async () => {
    const creator = await richMember(t, 1000);
    const rivals = await Promise.all(Array.from({ length: 20 }, () => richMember(t, 500)));
    const g = (await http('POST', '/auth/v1/game/stone', creator, { move: 'rock', stake: 100 })).body.data;
    const rs = await Promise.all(rivals.map((m, i) => http('POST', `/auth/v1/game/stone/${g.id}/accept`, m, { move: (['rock', 'paper', 'scissors'] as const)[i % 3] })));
    expect(oks(rs)).toHaveLength(1);
    for (const r of rs) expect([200, 409]).toContain(r.status);
    const winner = rivals[rs.findIndex((r) => r.status === 200)];
    const row = await t.ctx.db.selectFrom('pvp_games').selectAll().where('id', '=', g.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('settled');
    expect(row.responder_id).toBe(winner.id);
    for (const m of rivals) if (m !== winner) expect(await balance(m)).toBe(510);
    const debits = await t.ctx.db.selectFrom('ledger').select('user_id').where('ref', '=', `stone:${g.id}`).where('kind', '=', 'stone_stake').execute();
    expect(debits.map((d) => d.user_id).sort()).toEqual([creator.id, winner.id].sort());
    await expectPvpMoneyWhole(t);
  });

  it('20 members answering one brag at once → exactly one answer', async () => {
    const creator = await richMember(t, 1000);
    const rivals = await Promise.all(Array.from({ length: 20 }, () => richMember(t, 500)));
    const g = (await http('POST', '/auth/v1/game/brag', creator, { claim: '我一口气跑了十公里', answers: ['信', '不信'], truth: 1, stake: 80, hours: 3 })).body.data;
    const rs = await Promise.all(rivals.map((m, i) => http('POST', `/auth/v1/game/brag/${g.id}/answer`, m, { choice: i % 2 })));
    expect(oks(rs)).toHaveLength(1);
    for (const r of rs) expect([200, 409]).toContain(r.status);
    await expectPvpMoneyWhole(t);
  });

  it('accept vs cancel racing (10 rounds): one wins each time, coins whole', async () => {
    const creator = await richMember(t, 5000);
    const rival = await richMember(t, 5000);
    let accepted = 0;
    let cancelled = 0;
    for (let i = 0; i < 10; i++) {
      const g = (await http('POST', '/auth/v1/game/stone', creator, { move: 'paper', stake: 50 })).body.data;
      const [acc, can] = await Promise.all([
        http('POST', `/auth/v1/game/stone/${g.id}/accept`, rival, { move: 'rock' }),
        http('POST', `/auth/v1/game/stone/${g.id}/cancel`, creator),
      ]);
      expect([acc.status, can.status].filter((s) => s === 200), `round ${i}`).toHaveLength(1);
      expect([acc.status, can.status].filter((s) => s === 409)).toHaveLength(1);
      const row = await t.ctx.db.selectFrom('pvp_games').select('status').where('id', '=', g.id).executeTakeFirstOrThrow();
      expect(row.status).toBe(acc.status === 200 ? 'settled' : 'cancelled');
      if (acc.status === 200) accepted++;
      else cancelled++;
      await expectPvpMoneyWhole(t);
    }
    expect(accepted + cancelled).toBe(10);
    // paper beats rock: the creator won every accepted round (stake 50, fee 5)
    expect(await balance(creator)).toBe(5010 + accepted * 45);
    expect(await balance(rival)).toBe(5010 - accepted * 50);
  });

  it('crossed accepts (A takes B’s game while B takes A’s, 8 pairs at once) never deadlock or 500', async () => {
    const members = await Promise.all(Array.from({ length: 16 }, () => richMember(t, 1000)));
    const games = await Promise.all(members.map(async (m) => (await http('POST', '/auth/v1/game/stone', m, { move: 'scissors', stake: 60 })).body.data.id as number));
    const rs = await Promise.all(members.map((m, i) => http('POST', `/auth/v1/game/stone/${games[i % 2 ? i - 1 : i + 1]}/accept`, m, { move: 'paper' })));
    for (const r of rs) expect(r.status, r.body.msg).toBe(200);
    await expectPvpMoneyWhole(t);
  });

  it('one member opening 10 games at once never passes the open-game limit', async () => {
    await setConfig(t, { game_stone_max_open: '3' });
    const m = await richMember(t, 5000);
    const rs = await Promise.all(Array.from({ length: 10 }, () => http('POST', '/auth/v1/game/stone', m, { move: 'rock', stake: 10 })));
    expect(oks(rs)).toHaveLength(3);
    for (const r of rs) expect([200, 400]).toContain(r.status);
    expect(await balance(m)).toBe(5010 - 30);
    await setConfig(t, { game_stone_max_open: '5' });
    await expectPvpMoneyWhole(t);
  });

  it('one member answering 6 brags at once never passes the daily answer limit', async () => {
    await setConfig(t, { game_brag_daily_answers: '2' });
    const creators = await Promise.all(Array.from({ length: 6 }, () => richMember(t, 500)));
    const m = await richMember(t, 5000);
    const ids = await Promise.all(creators.map(async (c) => (await http('POST', '/auth/v1/game/brag', c, { claim: '并发应答', answers: ['信', '不信'], truth: 0, stake: 10, hours: 1 })).body.data.id as number));
    const rs = await Promise.all(ids.map((id) => http('POST', `/auth/v1/game/brag/${id}/answer`, m, { choice: 0 })));
    expect(oks(rs)).toHaveLength(2);
    for (const r of rs) expect([200, 429]).toContain(r.status);
    await setConfig(t, { game_brag_daily_answers: '10' });
    await expectPvpMoneyWhole(t);
  });
});

describe(`pvp expiry (${TEST_DB_KIND})`, () => {
  it('a game past its time is refunded exactly once: concurrent sweeps, a late accept and a late cancel', async () => {
    const a = await richMember(t, 1000);
    const b = await richMember(t, 1000);
    const g = (await http('POST', '/auth/v1/game/stone', a, { move: 'rock', stake: 100 })).body.data;
    const brag = (await http('POST', '/auth/v1/game/brag', a, { claim: '过期测试', answers: ['信', '不信'], truth: 0, stake: 40, hours: 1 })).body.data;
    expect(await balance(a)).toBe(1010 - 140);
    t.clock.advance(24 * 3_600_000 + 1); // stone default 1440 minutes
    const late = await http('POST', `/auth/v1/game/stone/${g.id}/accept`, b, { move: 'paper' });
    expect(late.status).toBe(409);
    expect(late.body.msg).toBe('这一局已过期，押注已退还给发起人');
    // (other tests' games expire here too; what counts is one refund per game below)
    await Promise.all([
      t.ctx.services.pvp.sweep(), t.ctx.services.pvp.sweep(), t.ctx.services.pvp.sweep(),
      t.ctx.services.pvp.expireOne(g.id), t.ctx.services.pvp.expireOne(brag.id),
      http('POST', `/auth/v1/game/stone/${g.id}/cancel`, a).then((r) => {
        expect(r.status).toBe(409); // past its time: the creator's cancel expires it (refund once) instead
        return 0;
      }),
    ]);
    const refunds = await t.ctx.db.selectFrom('ledger').select(['ref', 'delta']).where('ref', 'in', [`stone:${g.id}`, `brag:${brag.id}`]).where('kind', 'in', ['stone_refund', 'brag_refund']).execute();
    expect(refunds).toHaveLength(2);
    expect(await balance(a)).toBe(1010);
    expect(await balance(b)).toBe(1010);
    const rows = await t.ctx.db.selectFrom('pvp_games').select(['id', 'status']).where('id', 'in', [g.id, brag.id]).execute();
    expect(rows.every((r) => r.status === 'expired')).toBe(true);
    const msgs = await t.ctx.db.selectFrom('messages').select('title').where('user_id', '=', a.id).execute();
    expect(msgs.filter((m) => m.title === '石头剪刀布已过期')).toHaveLength(1);
    expect(msgs.filter((m) => m.title === '吹牛已过期')).toHaveLength(1);
    expect(await t.ctx.services.pvp.sweep()).toBe(0);
    await expectPvpMoneyWhole(t);
  });
});

describe(`pvp expiry across a restart (${TEST_DB_KIND})`, () => {
  it('escrow of a stopped server is refunded once by the sweep at the next start, never again at later starts', async () => {
    const r = await createTestApp();
    try {
      const a = await richMember(r, 1000);
      const res = await r.app.inject({ method: 'POST', url: '/auth/v1/game/stone', headers: { authorization: `Bearer ${a.token}` }, payload: { move: 'paper', stake: 200 } });
      const id = res.json().data.id as number;
      expect(await r.ctx.services.ledger.balance(a.id)).toBe(810);
      // stop the server (timer and database), let the time pass while it is down
      await r.app.close();
      await r.ctx.dbHandle.close();
      r.clock.advance(3 * 24 * 3_600_000);
      for (let start = 0; start < 2; start++) {
        const handle = await openDatabase(r.config.db);
        const ctx = createContext(r.config, handle, r.clock);
        const app = await buildApp({ ctx });
        await app.ready(); // the start-up sweep runs here
        const row = await ctx.db.selectFrom('pvp_games').select('status').where('id', '=', id).executeTakeFirstOrThrow();
        expect(row.status).toBe('expired');
        expect(await ctx.services.ledger.balance(a.id)).toBe(1010);
        const refunds = await ctx.db.selectFrom('ledger').select('id').where('ref', '=', `stone:${id}`).where('kind', '=', 'stone_refund').execute();
        expect(refunds).toHaveLength(1);
        expect(await ctx.services.pvp.escrow()).toBe(0);
        const drift = await ctx.services.ledger.drift();
        expect(drift).toEqual([]);
        await app.close();
        await handle.close();
      }
    } finally {
      // the first handle and app are closed already; close() then only removes the database
      await r.close().catch(() => undefined);
    }
  });
});

it('no drift at the end', async () => {
  await expectNoDrift(t);
});
