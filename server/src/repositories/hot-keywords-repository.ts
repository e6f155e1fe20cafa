import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/database';
import type { Database } from '../db/schema';

/** Search counts per keyword and day, and the admin-pinned hot keywords. */
export class HotKeywordsRepository {
  constructor(private readonly db: DB) {}

  /** Adds counts (keyword → n) for a day in one transaction. */
  async addCounts(day: number, counts: Map<string, number>): Promise<void> {
    if (!counts.size) return;
    await this.db.transaction().execute(async (trx) => {
      for (const [keyword, n] of counts) {
        await trx
          .insertInto('search_keywords_daily')
          .values({ keyword, day, count: n })
          .onConflict((oc) => oc.columns(['keyword', 'day']).doUpdateSet({ count: sql`search_keywords_daily.count + ${n}` }))
          .execute();
      }
    });
  }

  /** Records that these visitors (hashes) searched these keywords on a day (first time only). */
  async addVisitors(day: number, visitors: Map<string, Set<string>>): Promise<void> {
    if (!visitors.size) return;
    const rows = [...visitors].flatMap(([keyword, set]) => [...set].map((visitor) => ({ day, keyword, visitor })));
    for (let i = 0; i < rows.length; i += 500) {
      await this.db
        .insertInto('search_keyword_visitors')
        .values(rows.slice(i, i + 500))
        .onConflict((oc) => oc.columns(['day', 'keyword', 'visitor']).doNothing())
        .execute();
    }
  }

  /** Forgets visitor rows before `day` (they only ever answer the last 7 days). */
  async pruneVisitors(beforeDay: number): Promise<void> {
    await this.db.deleteFrom('search_keyword_visitors').where('day', '<', beforeDay).execute();
  }

  /**
   * Most searched keywords over the days [fromDay, toDay] that at least `minVisitors` distinct
   * visitors searched in that time (issue 28: one visitor's queries never fill 热搜).
   */
  async top(fromDay: number, toDay: number, limit: number, minVisitors = 1): Promise<Array<{ keyword: string; count: number }>> {
    const rows = await this.db
      .selectFrom('search_keywords_daily')
      .select(['keyword', (eb) => eb.fn.sum<number>('count').as('count')])
      .where('day', '>=', fromDay)
      .where('day', '<=', toDay)
      .where('keyword', 'in', (eb) =>
        eb
          .selectFrom('search_keyword_visitors')
          .select('keyword')
          .where('day', '>=', fromDay)
          .where('day', '<=', toDay)
          .groupBy('keyword')
          .having((h) => h.fn.count('visitor').distinct(), '>=', minVisitors),
      )
      .groupBy('keyword')
      .orderBy('count', 'desc')
      .orderBy('keyword')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ keyword: r.keyword, count: Number(r.count) }));
  }

  pinned(): Promise<Array<{ id: number; keyword: string; sort: number }>> {
    return this.db.selectFrom('hot_keywords').select(['id', 'keyword', 'sort']).orderBy('sort').orderBy('id').execute();
  }

  async pin(keyword: string, sort: number, now: number): Promise<number | undefined> {
    const row = await this.db
      .insertInto('hot_keywords')
      .values({ keyword, sort, created_at: now })
      .onConflict((oc) => oc.column('keyword').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  }

  async unpin(id: number): Promise<boolean> {
    const res = await this.db.deleteFrom('hot_keywords').where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  }

  // --- admin hotkey page (issue 7): writes inside the caller's transaction

  pinnedById(id: number, exec: Kysely<Database> = this.db): Promise<{ id: number; keyword: string; sort: number } | undefined> {
    return exec.selectFrom('hot_keywords').select(['id', 'keyword', 'sort']).where('id', '=', id).executeTakeFirst();
  }

  async insertPinned(exec: Kysely<Database>, keyword: string, sort: number, now: number): Promise<number | undefined> {
    const row = await exec
      .insertInto('hot_keywords')
      .values({ keyword, sort, created_at: now })
      .onConflict((oc) => oc.column('keyword').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  }

  async updatePinned(exec: Kysely<Database>, id: number, values: { keyword?: string; sort?: number }): Promise<boolean> {
    const res = await exec.updateTable('hot_keywords').set(values).where('id', '=', id).executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  async deletePinned(exec: Kysely<Database>, id: number): Promise<boolean> {
    const res = await exec.deleteFrom('hot_keywords').where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  }
}
