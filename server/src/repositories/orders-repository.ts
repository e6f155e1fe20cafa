import type { Selectable } from 'kysely';
import type { DB } from '../db/database';
import type { OrderTable } from '../db/tables/accounts';
import type { Executor } from './ledger-repository';

export type OrderRow = Selectable<OrderTable>;

export class OrdersRepository {
  constructor(private readonly db: DB) {}

  /** Inserts an order; with once_key set, returns undefined when that key was already taken. */
  async insert(
    exec: Executor,
    o: { user_id: number; order_no: string; type: string; title: string; cost: number; detail: string; once_key: string | null; created_at: number },
  ): Promise<OrderRow | undefined> {
    return exec
      .insertInto('orders')
      .values({ ...o, status: 'done' })
      .onConflict((oc) => oc.column('once_key').doNothing())
      .returningAll()
      .executeTakeFirst();
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
