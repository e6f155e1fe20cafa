import type { Selectable } from 'kysely';
import type { DB } from '../db/database';
import type { NetdiskCategoryTable } from '../db/tables/resources';
import type { Executor } from './ledger-repository';

export type NetdiskCategoryRow = Selectable<NetdiskCategoryTable>;

/** Network-disk resource categories (admin page netdiskCate); resources.category_id points here. */
export class NetdiskCategoriesRepository {
  constructor(private readonly db: DB) {}

  /** Every category with the number of resources in it. */
  async allWithCounts(): Promise<Array<NetdiskCategoryRow & { count: number }>> {
    const rows = await this.db
      .selectFrom('netdisk_categories as c')
      .leftJoin('resources as r', 'r.category_id', 'c.id')
      .select(['c.id', 'c.name', 'c.sort', 'c.created_at', (eb) => eb.fn.count<number>('r.id').as('count')])
      .groupBy(['c.id', 'c.name', 'c.sort', 'c.created_at'])
      .orderBy('c.sort')
      .orderBy('c.id')
      .execute();
    return rows.map((r) => ({ ...r, count: Number(r.count) }));
  }

  byId(id: number, exec: Executor = this.db): Promise<NetdiskCategoryRow | undefined> {
    return exec.selectFrom('netdisk_categories').selectAll().where('id', '=', id).executeTakeFirst();
  }

  byName(name: string, exec: Executor = this.db): Promise<NetdiskCategoryRow | undefined> {
    return exec.selectFrom('netdisk_categories').selectAll().where('name', '=', name).executeTakeFirst();
  }

  async insert(exec: Executor, name: string, sort: number, now: number): Promise<number> {
    const row = await exec.insertInto('netdisk_categories').values({ name, sort, created_at: now }).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  async update(exec: Executor, id: number, values: { name?: string; sort?: number }): Promise<boolean> {
    const res = await exec.updateTable('netdisk_categories').set(values).where('id', '=', id).executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  async resourceCount(id: number, exec: Executor = this.db): Promise<number> {
    const r = await exec.selectFrom('resources').select((eb) => eb.fn.countAll<number>().as('n')).where('category_id', '=', id).executeTakeFirstOrThrow();
    return Number(r.n);
  }

  async delete(exec: Executor, id: number): Promise<boolean> {
    const res = await exec.deleteFrom('netdisk_categories').where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  }
}
