import { sql } from 'kysely';
import type { DB } from '../db/database';

/** Day number in Asia/Shanghai of a ms-epoch column (integer division on both dialects). */
const CST_MS = 8 * 3600 * 1000;

export interface DaySeries {
  day: number;
  n: number;
}

/** Aggregates for the admin dashboard (issue 7); read-only counts over several capabilities' tables. */
export class DashboardRepository {
  constructor(private readonly db: DB) {}

  private async perDay(table: 'users' | 'articles', fromMs: number): Promise<DaySeries[]> {
    const day = sql<number>`(created_at + ${sql.lit(CST_MS)}) / 86400000`;
    const rows = await this.db
      .selectFrom(table)
      .select([day.as('day'), (eb) => eb.fn.countAll<number>().as('n')])
      .where('created_at', '>=', fromMs)
      .groupBy(day)
      .execute();
    return rows.map((r) => ({ day: Number(r.day), n: Number(r.n) }));
  }

  newUsers(fromMs: number): Promise<DaySeries[]> {
    return this.perDay('users', fromMs);
  }

  newArticles(fromMs: number): Promise<DaySeries[]> {
    return this.perDay('articles', fromMs);
  }

  async newShares(fromMs: number): Promise<DaySeries[]> {
    const day = sql<number>`(created_at + ${sql.lit(CST_MS)}) / 86400000`;
    const rows = await this.db
      .selectFrom('resources')
      .select([day.as('day'), (eb) => eb.fn.countAll<number>().as('n')])
      .where('source', '=', 'share')
      .where('created_at', '>=', fromMs)
      .groupBy(day)
      .execute();
    return rows.map((r) => ({ day: Number(r.day), n: Number(r.n) }));
  }

  async signIns(fromDay: number): Promise<DaySeries[]> {
    const rows = await this.db
      .selectFrom('sign_records')
      .select(['day', (eb) => eb.fn.countAll<number>().as('n')])
      .where('day', '>=', fromDay)
      .groupBy('day')
      .execute();
    return rows.map((r) => ({ day: Number(r.day), n: Number(r.n) }));
  }

  /** Counted searches per day (the hot-keyword statistics: one per visitor and keyword per 30 s). */
  async searches(fromDay: number): Promise<DaySeries[]> {
    const rows = await this.db
      .selectFrom('search_keywords_daily')
      .select(['day', (eb) => eb.fn.sum<number>('count').as('n')])
      .where('day', '>=', fromDay)
      .groupBy('day')
      .execute();
    return rows.map((r) => ({ day: Number(r.day), n: Number(r.n) }));
  }

  /** Coins issued (sum of positive deltas) and spent (sum of negative deltas, as a positive number) per day. */
  async coins(fromMs: number): Promise<Array<{ day: number; issued: number; spent: number }>> {
    const day = sql<number>`(created_at + ${sql.lit(CST_MS)}) / 86400000`;
    const rows = await this.db
      .selectFrom('ledger')
      .select([
        day.as('day'),
        sql<number>`COALESCE(SUM(CASE WHEN delta > 0 THEN delta ELSE 0 END), 0)`.as('issued'),
        sql<number>`COALESCE(SUM(CASE WHEN delta < 0 THEN -delta ELSE 0 END), 0)`.as('spent'),
      ])
      .where('created_at', '>=', fromMs)
      .groupBy(day)
      .execute();
    return rows.map((r) => ({ day: Number(r.day), issued: Number(r.issued), spent: Number(r.spent) }));
  }

  async totals(): Promise<{ users: number; articles: number; resources: number; searchable: number; pending: number; coins: number }> {
    const count = async (q: Promise<{ n: number | string | bigint } | undefined>) => Number((await q)?.n ?? 0);
    const [users, articles, resources, searchable, pending, coins] = await Promise.all([
      count(this.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).where('deleted_at', '=', 0).executeTakeFirst()),
      count(this.db.selectFrom('articles').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()),
      count(this.db.selectFrom('resources').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()),
      count(this.db.selectFrom('resources').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'approved').where('validity', '!=', 'invalid').executeTakeFirst()),
      count(this.db.selectFrom('resources').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'pending').executeTakeFirst()),
      count(this.db.selectFrom('users').select(sql<number>`COALESCE(SUM(coin), 0)`.as('n')).executeTakeFirst()),
    ]);
    return { users, articles, resources, searchable, pending, coins };
  }
}
