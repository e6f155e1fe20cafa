import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { DB } from '../db/database';
import type { TaokeGoodsTable } from '../db/tables/promo';
import { likeEscape } from '../search/tokenizer';
import type { Executor } from './ledger-repository';

export type TaokeGoodsRow = Selectable<TaokeGoodsTable>;

export type TaokeGoodsOrder = 'default' | 'latest' | 'sales' | 'coupon' | 'price_asc' | 'price_desc';

export interface TaokeGoodsFilter {
  category?: string;
  /** matched (case-insensitively) against title and short title */
  keyword?: string;
  shopType?: string;
  /** only goods whose coupon is valid at this instant (start ≤ now, end 0 or > now) */
  validAt?: number;
}

/** PostgreSQL returns bigint columns as strings: read them back as numbers. */
function normalize(r: TaokeGoodsRow): TaokeGoodsRow {
  return { ...r, start_at: Number(r.start_at), end_at: Number(r.end_at), created_at: Number(r.created_at), updated_at: Number(r.updated_at) };
}

/** Built-in 淘客 goods (admin page taoke; the built-in provider reads them). */
export class TaokeGoodsRepository {
  constructor(private readonly db: DB) {}

  async list(filter: TaokeGoodsFilter, order: TaokeGoodsOrder, offset: number, limit: number): Promise<{ rows: TaokeGoodsRow[]; total: number }> {
    let q = this.db.selectFrom('taoke_goods');
    if (filter.category) q = q.where('category', '=', filter.category);
    if (filter.shopType) q = q.where('shop_type', '=', filter.shopType);
    if (filter.keyword) {
      const pattern = `%${likeEscape(filter.keyword.toLowerCase())}%`;
      q = q.where((eb) =>
        eb.or([
          eb(sql<string>`lower(title)`, 'like', sql<string>`${pattern} ESCAPE '\\'`),
          eb(sql<string>`lower(short_title)`, 'like', sql<string>`${pattern} ESCAPE '\\'`),
        ]),
      );
    }
    if (filter.validAt !== undefined) {
      const now = filter.validAt;
      q = q.where('start_at', '<=', now).where((eb) => eb.or([eb('end_at', '=', 0), eb('end_at', '>', now)]));
    }
    let rowsQ = q.selectAll();
    switch (order) {
      case 'latest':
        rowsQ = rowsQ.orderBy('created_at', 'desc');
        break;
      case 'sales':
        rowsQ = rowsQ.orderBy('month_sales', 'desc');
        break;
      case 'coupon':
        rowsQ = rowsQ.orderBy('coupon_amount_fen', 'desc');
        break;
      case 'price_asc':
        rowsQ = rowsQ.orderBy('final_price_fen', 'asc');
        break;
      case 'price_desc':
        rowsQ = rowsQ.orderBy('final_price_fen', 'desc');
        break;
      default:
        rowsQ = rowsQ.orderBy('sort', 'asc');
    }
    const [rows, count] = await Promise.all([
      rowsQ.orderBy('id', 'desc').offset(offset).limit(limit).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map(normalize), total: Number(count.n) };
  }

  async byId(id: number, exec: Executor = this.db): Promise<TaokeGoodsRow | undefined> {
    const row = await exec.selectFrom('taoke_goods').selectAll().where('id', '=', id).executeTakeFirst();
    return row && normalize(row);
  }

  async insert(exec: Executor, values: Insertable<TaokeGoodsTable>): Promise<number> {
    const row = await exec.insertInto('taoke_goods').values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  async update(exec: Executor, id: number, values: Updateable<TaokeGoodsTable>): Promise<boolean> {
    const res = await exec.updateTable('taoke_goods').set(values).where('id', '=', id).executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  async delete(exec: Executor, id: number): Promise<boolean> {
    const res = await exec.deleteFrom('taoke_goods').where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  }

  async count(): Promise<number> {
    const r = await this.db.selectFrom('taoke_goods').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return Number(r.n);
  }
}
