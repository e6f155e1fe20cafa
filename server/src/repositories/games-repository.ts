import { sql, type Selectable } from 'kysely';
import type { DB } from '../db/database';
import type { GameBetTable } from '../db/tables/games';
import type { Executor } from './ledger-repository';

export type GameBetRow = Selectable<GameBetTable>;

export interface SeedRow {
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
}

/** SQL of the game engine: seeds, bets, daily counters, prize stock, boards. */
export class GamesRepository {
  constructor(private readonly db: DB) {}

  /** Creates the user's seed pair unless one exists. */
  async ensureSeed(exec: Executor, userId: number, seed: SeedRow, now: number): Promise<void> {
    await exec
      .insertInto('game_seeds')
      .values({ user_id: userId, ...seed, created_at: now })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
  }

  async seedOf(userId: number): Promise<SeedRow | undefined> {
    return this.db
      .selectFrom('game_seeds')
      .select(['server_seed', 'server_seed_hash', 'client_seed', 'nonce'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /**
   * Takes the next nonce: `nonce = nonce + 1` returning the seeds and the nonce this bet uses.
   * The UPDATE row-locks the user's seeds on PostgreSQL, so one user's bets run one at a time.
   */
  async takeNonce(trx: Executor, userId: number): Promise<SeedRow | undefined> {
    const row = await trx
      .updateTable('game_seeds')
      .set((eb) => ({ nonce: eb('nonce', '+', 1) }))
      .where('user_id', '=', userId)
      .returning(['server_seed', 'server_seed_hash', 'client_seed', 'nonce'])
      .executeTakeFirst();
    return row ? { ...row, nonce: Number(row.nonce) - 1 } : undefined;
  }

  /** Locks and reads the current seeds (no change). */
  async lockSeed(trx: Executor, userId: number): Promise<(SeedRow & { created_at: number }) | undefined> {
    const row = await trx
      .updateTable('game_seeds')
      .set((eb) => ({ nonce: eb.ref('nonce') }))
      .where('user_id', '=', userId)
      .returning(['server_seed', 'server_seed_hash', 'client_seed', 'nonce', 'created_at'])
      .executeTakeFirst();
    return row ? { ...row, nonce: Number(row.nonce), created_at: Number(row.created_at) } : undefined;
  }

  async replaceSeed(trx: Executor, userId: number, next: SeedRow, old: SeedRow & { created_at: number }, now: number): Promise<void> {
    await trx
      .insertInto('game_seed_history')
      .values({ user_id: userId, ...old, revealed_at: now })
      .execute();
    await trx
      .updateTable('game_seeds')
      .set({ ...next, created_at: now })
      .where('user_id', '=', userId)
      .execute();
  }

  /** The revealed server seed of a rotated hash, if any. */
  async revealed(hash: string): Promise<{ server_seed: string; user_id: number } | undefined> {
    return this.db.selectFrom('game_seed_history').select(['server_seed', 'user_id']).where('server_seed_hash', '=', hash).executeTakeFirst();
  }

  async revealedMany(hashes: string[]): Promise<Map<string, string>> {
    if (!hashes.length) return new Map();
    const rows = await this.db.selectFrom('game_seed_history').select(['server_seed', 'server_seed_hash']).where('server_seed_hash', 'in', hashes).execute();
    return new Map(rows.map((r) => [r.server_seed_hash, r.server_seed]));
  }

  async seedHistory(userId: number, limit: number) {
    return this.db
      .selectFrom('game_seed_history')
      .select(['server_seed', 'server_seed_hash', 'client_seed', 'nonce', 'revealed_at'])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  /** Today's counters of the user, one row per game. */
  async daily(trx: Executor, userId: number, day: number) {
    return trx.selectFrom('game_daily').select(['game', 'bets', 'staked', 'paid']).where('user_id', '=', userId).where('day', '=', day).execute();
  }

  async bumpDaily(trx: Executor, userId: number, day: number, game: string, stake: number, payout: number): Promise<void> {
    await trx
      .insertInto('game_daily')
      .values({ user_id: userId, day, game, bets: 1, staked: stake, paid: payout })
      .onConflict((oc) =>
        oc.columns(['user_id', 'day', 'game']).doUpdateSet({
          bets: sql`game_daily.bets + 1`,
          staked: sql`game_daily.staked + ${stake}`,
          paid: sql`game_daily.paid + ${payout}`,
        }),
      )
      .execute();
  }

  /** Claims one unit of a prize's daily stock; false when none is left. */
  async claimStock(trx: Executor, game: string, prize: string, day: number, limit: number): Promise<boolean> {
    await trx
      .insertInto('game_prize_stock')
      .values({ game, prize, day, given: 0 })
      .onConflict((oc) => oc.columns(['game', 'prize', 'day']).doNothing())
      .execute();
    const row = await trx
      .updateTable('game_prize_stock')
      .set((eb) => ({ given: eb('given', '+', 1) }))
      .where('game', '=', game)
      .where('prize', '=', prize)
      .where('day', '=', day)
      .where('given', '<', limit)
      .returning('given')
      .executeTakeFirst();
    return row !== undefined;
  }

  async stockGiven(game: string, day: number): Promise<Map<string, number>> {
    const rows = await this.db.selectFrom('game_prize_stock').select(['prize', 'given']).where('game', '=', game).where('day', '=', day).execute();
    return new Map(rows.map((r) => [r.prize, Number(r.given)]));
  }

  async insertBet(trx: Executor, bet: Omit<GameBetRow, 'id'>): Promise<number> {
    const row = await trx.insertInto('game_bets').values(bet).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  async betById(id: number): Promise<GameBetRow | undefined> {
    return this.db.selectFrom('game_bets').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async betsOfUser(userId: number, game: string | undefined, offset: number, limit: number): Promise<{ rows: GameBetRow[]; total: number }> {
    let q = this.db.selectFrom('game_bets').where('user_id', '=', userId);
    if (game) q = q.where('game', '=', game);
    const [rows, total] = await Promise.all([
      q.selectAll().orderBy('id', 'desc').offset(offset).limit(limit).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  }

  async countsOfDay(day: number): Promise<Map<string, number>> {
    const rows = await this.db
      .selectFrom('game_bets')
      .select(['game', (eb) => eb.fn.countAll<number>().as('n')])
      .where('day', '=', day)
      .groupBy('game')
      .execute();
    return new Map(rows.map((r) => [r.game, Number(r.n)]));
  }

  /** The day's biggest wins (payout above stake). */
  async winners(day: number, limit: number) {
    return this.db
      .selectFrom('game_bets as b')
      .innerJoin('users as u', 'u.id', 'b.user_id')
      .select(['b.id', 'b.game', 'b.stake', 'b.payout', 'b.created_at', 'u.username'])
      .where('b.day', '=', day)
      .where(sql<boolean>`b.payout > b.stake`)
      .orderBy(sql`b.payout - b.stake`, 'desc')
      .orderBy('b.id', 'desc')
      .limit(limit)
      .execute();
  }

  /** Profit per user since a day (inclusive), best first, only users in profit. */
  async leaderboard(fromDay: number, limit: number) {
    const rows = await this.db
      .selectFrom('game_bets as b')
      .innerJoin('users as u', 'u.id', 'b.user_id')
      .select(['u.id as user_id', 'u.username', sql<number>`sum(b.payout - b.stake)`.as('profit'), sql<number>`count(*)`.as('bets')])
      .where('b.day', '>=', fromDay)
      .groupBy(['u.id', 'u.username'])
      .having(sql<boolean>`sum(b.payout - b.stake) > 0`)
      .orderBy(sql`sum(b.payout - b.stake)`, 'desc')
      .orderBy('u.id')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ ...r, profit: Number(r.profit), bets: Number(r.bets) }));
  }
}
