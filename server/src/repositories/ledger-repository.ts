import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../db/database';
import type { Database } from '../db/schema';
import { prepare } from '../db/prepared';
import type { LedgerTable } from '../db/tables/accounts';

export type LedgerRow = Selectable<LedgerTable>;
/** A database handle or an open transaction: repository methods work inside either. */
export type Executor = Kysely<Database>;

// Every coin movement runs these; compiled once (see db/prepared.ts).
const addCoins = prepare(3, (db, userId: number, amount: number, now: number) =>
  db
    .updateTable('users')
    .set((eb) => ({ coin: eb('coin', '+', amount), updated_at: now }))
    .where('id', '=', userId)
    .returning('coin'),
);
const spendCoins = prepare(3, (db, userId: number, amount: number, now: number) =>
  db
    .updateTable('users')
    .set((eb) => ({ coin: eb('coin', '-', amount), updated_at: now }))
    .where('id', '=', userId)
    .where('coin', '>=', amount)
    .returning('coin'),
);
const insertLedgerRow = prepare(
  7,
  (db, user_id: number, delta: number, balance_after: number, kind: string, ref: string, note: string, created_at: number) =>
    db.insertInto('ledger').values({ user_id, delta, balance_after, kind, ref, note, created_at }).returning('id'),
);

/** coin_turnover_count, part of every user info reply. */
const entriesOf = prepare(1, (db, userId: number) =>
  db.selectFrom('ledger').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId),
);

/** SQL of balances and the ledger. Only LedgerService calls the balance-changing methods. */
export class LedgerRepository {
  constructor(private readonly db: DB) {}

  /** coin = coin + amount; returns the new balance, or undefined when the user does not exist. */
  async addToBalance(trx: Executor, userId: number, amount: number, now: number): Promise<number | undefined> {
    const row = await addCoins.first(trx, userId, amount, now);
    return row?.coin;
  }

  /**
   * The guarded spend: `coin = coin - amount WHERE id = ? AND coin >= amount`. Returns the new
   * balance, or undefined when the row was not touched (not enough coins or no such user).
   */
  async subtractFromBalance(trx: Executor, userId: number, amount: number, now: number): Promise<number | undefined> {
    const row = await spendCoins.first(trx, userId, amount, now);
    return row?.coin;
  }

  async insertEntry(
    trx: Executor,
    entry: { user_id: number; delta: number; balance_after: number; kind: string; ref: string; note: string; created_at: number },
  ): Promise<number> {
    const e = entry;
    const row = await insertLedgerRow.first(trx, e.user_id, e.delta, e.balance_after, e.kind, e.ref, e.note, e.created_at);
    if (!row) throw new Error('ledger insert returned no id');
    return row.id;
  }

  async balance(userId: number): Promise<number | undefined> {
    const row = await this.db.selectFrom('users').select('coin').where('id', '=', userId).executeTakeFirst();
    return row?.coin;
  }

  async countForUser(userId: number): Promise<number> {
    const row = await entriesOf.first(this.db, userId);
    return Number(row?.n ?? 0);
  }

  async sumForUser(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('ledger')
      .select((eb) => eb.fn.sum<number>('delta').as('s'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.s ?? 0);
  }

  pageForUser(userId: number, offset: number, limit: number): Promise<LedgerRow[]> {
    return this.db
      .selectFrom('ledger')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
  }

  /** Users whose balance differs from the sum of their ledger deltas (should always be empty). */
  async drift(): Promise<{ user_id: number; coin: number; ledger_sum: number }[]> {
    const rows = await this.db
      .selectFrom('users')
      .leftJoin(
        (eb) =>
          eb
            .selectFrom('ledger')
            .select(['user_id', (e) => e.fn.sum<number>('delta').as('s')])
            .groupBy('user_id')
            .as('l'),
        (join) => join.onRef('l.user_id', '=', 'users.id'),
      )
      .select(['users.id as user_id', 'users.coin', 'l.s'])
      .execute();
    return rows
      .map((r) => ({ user_id: r.user_id, coin: Number(r.coin), ledger_sum: Number(r.s ?? 0) }))
      .filter((r) => r.coin !== r.ledger_sum);
  }
}
