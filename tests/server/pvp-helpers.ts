import { expect } from 'vitest';
import { PVP_LEDGER_KINDS } from '../../server/src/games/pvp/pvp-service';
import { expectNoDrift, register, type Member } from '../support/accounts';
import type { TestApp } from '../support/server';

/** A member with `coins` on top of the register reward, topped up through the ledger. */
export async function richMember(t: TestApp, coins = 1000, name?: string): Promise<Member> {
  const m = await register(t, name);
  if (coins > 0) await t.ctx.services.ledger.credit(t.ctx.db, { userId: m.id, amount: coins, kind: 'test', ref: 'topup' });
  return m;
}

/** Sets site-config values directly (as the admin config page would) and drops the settings cache. */
export async function setConfig(t: TestApp, values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    await t.ctx.db.insertInto('web_settings').values({ name, value, updated_at: 0 })
      .onConflict((oc) => oc.column('name').doUpdateSet({ value })).execute();
  }
  t.ctx.repos.webSettings.invalidate();
}

/**
 * The money of every pvp game is whole: no user's balance drifts from their ledger, and for every
 * game the ledger rows referring to it sum to −stake while open (escrow), −fee once settled and 0
 * once refunded. So the pvp ledger total = −(escrow + fees) and escrow = sum of open stakes.
 */
export async function expectPvpMoneyWhole(t: TestApp): Promise<void> {
  await expectNoDrift(t);
  const games = await t.ctx.db.selectFrom('pvp_games').select(['id', 'game', 'status', 'stake', 'fee']).execute();
  const rows = await t.ctx.db.selectFrom('ledger').select(['ref', 'delta']).where('kind', 'in', PVP_LEDGER_KINDS).execute();
  const byRef = new Map<string, number>();
  for (const r of rows) byRef.set(r.ref, (byRef.get(r.ref) ?? 0) + Number(r.delta));
  let open = 0;
  let fees = 0;
  for (const g of games) {
    const sum = byRef.get(`${g.game}:${g.id}`) ?? 0;
    const want = g.status === 'open' ? -g.stake : g.status === 'settled' ? -g.fee : 0;
    expect(sum, `game ${g.id} (${g.status})`).toBe(want || 0);
    if (g.status === 'open') open += g.stake;
    if (g.status === 'settled') fees += g.fee;
  }
  expect(await t.ctx.services.pvp.escrow()).toBe(open);
  const total = rows.reduce((s, r) => s + Number(r.delta), 0);
  expect(total).toBe(0 - (open + fees));
}
