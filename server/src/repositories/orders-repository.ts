import type { Selectable } from 'kysely';
import type { DB } from '../db/database';
import { prepare } from '../db/prepared';
import type { OrderTable } from '../db/tables/accounts';
import type { Executor } from './ledger-repository';

export type OrderRow = Selectable<OrderTable>;

/** Every purchase inserts one (once_key makes one-time orders idempotent); compiled once (see db/prepared.ts). */
const insertOrder = prepare(
  8,
  (db, user_id: number, order_no: string, type: string, title: string, cost: number, detail: string, once_key: string | null, created_at: number) =>
    db
      .insertInto('orders')
      .values({ user_id, order_no, type, title, cost, detail, once_key, created_at, status: 'done' })
      .onConflict((oc) => oc.column('once_key').doNothing())
      .returningAll(),
);

export class OrdersRepository {
  constructor(private readonly db: DB) {}

  /** Inserts an order; with once_key set, returns undefined when that key was already taken. */
  async insert(
    exec: Executor,
    o: { user_id: number; order_no: string; type: string; title: string; cost: number; detail: string; once_key: string | null; created_at: number },
  ): Promise<OrderRow | undefined> {
    return insertOrder.first(exec, o.user_id, o.order_no, o.type, o.title, o.cost, o.detail, o.once_key, o.created_at);
  }

  async update(exec: Executor, id: number, values: { detail?: string; cost?: number }): Promise<void> {
    await exec.updateTable('orders').set(values).where('id', '=', id).execute();
  }

  async byOnceKey(onceKey: string): Promise<OrderRow | undefined> {
    return this.db.selectFrom('orders').selectAll().where('once_key', '=', onceKey).executeTakeFirst();
  }

  async page(userId: number, offset: number, limit: number): Promise<{ rows: OrderRow[]; total: number }> {
    const q = this.db.selectFrom('orders').where('user_id', '=', userId);
    const [rows, count] = await Promise.all([
      q.selectAll().orderBy('id', 'desc').offset(offset).limit(limit).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }
}
