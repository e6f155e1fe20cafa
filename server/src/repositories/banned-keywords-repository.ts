import type { DB } from '../db/database';

/** Banned keywords (admin bankey). */
export class BannedKeywordsRepository {
  constructor(private readonly db: DB) {}

  all(): Promise<Array<{ id: number; keyword: string; keyword_norm: string; created_at: number }>> {
    return this.db.selectFrom('banned_keywords').selectAll().orderBy('id').execute();
  }

  async insert(keyword: string, keywordNorm: string, now: number): Promise<number | undefined> {
    const row = await this.db
      .insertInto('banned_keywords')
      .values({ keyword, keyword_norm: keywordNorm, created_at: now })
      .onConflict((oc) => oc.column('keyword_norm').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  }

  async delete(id: number): Promise<boolean> {
    const res = await this.db.deleteFrom('banned_keywords').where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  }
}
