import { CompiledQuery, type Selectable } from 'kysely';
import type { DB } from '../db/database';
import type { BbsCategoryTable } from '../db/tables/forum';

export type BbsCategoryRow = Selectable<BbsCategoryTable>;

export class BbsCategoriesRepository {
  constructor(private readonly db: DB) {}

  all(): Promise<BbsCategoryRow[]> {
    return this.db.selectFrom('bbs_categories').selectAll().orderBy('sort').orderBy('id').execute();
  }

  async byId(id: number): Promise<BbsCategoryRow | undefined> {
    const res = await this.db.executeQuery<BbsCategoryRow>(
      CompiledQuery.raw(`SELECT * FROM bbs_categories WHERE id = ${Number(id) | 0}`, []),
    );
    return res.rows[0];
  }

  byName(name: string): Promise<BbsCategoryRow | undefined> {
    return this.db.selectFrom('bbs_categories').selectAll().where('name', '=', name).executeTakeFirst();
  }

  /** Inserts unless a category of that name exists; true when inserted. */
  async insertIfMissing(name: string, sort: number, now: number): Promise<boolean> {
    const res = await this.db
      .insertInto('bbs_categories')
      .values({ name, sort, article_count: 0, created_at: now, updated_at: now })
      .onConflict((oc) => oc.column('name').doNothing())
      .executeTakeFirst();
    return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  async insert(name: string, sort: number, now: number): Promise<number> {
    const row = await this.db
      .insertInto('bbs_categories')
      .values({ name, sort, article_count: 0, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(id: number, values: { name?: string; sort?: number }, now: number): Promise<boolean> {
    const res = await this.db
      .updateTable('bbs_categories')
      .set({ ...values, updated_at: now })
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  /** Deletes an empty category; false when it does not exist or still holds articles. */
  async deleteIfEmpty(id: number): Promise<boolean> {
    const res = await this.db
      .deleteFrom('bbs_categories')
      .where('id', '=', id)
      .where('article_count', '=', 0)
      .executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  }

  /** Number of articles over all categories (the maintained counters, no table scan). */
  async totalArticles(): Promise<number> {
    // plain SQL text: this runs on every forum list request
    const res = await this.db.executeQuery<{ n: number }>(
      CompiledQuery.raw('SELECT COALESCE(SUM(article_count), 0) AS n FROM bbs_categories', []),
    );
    return Number(res.rows[0]?.n ?? 0);
  }
}
