import type { Kysely } from 'kysely';
import type { DB } from '../db/database';
import type { Database } from '../db/schema';

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

  // --- admin bankey page (issue 7): writes inside the caller's transaction

  byId(id: number, exec: Kysely<Database> = this.db): Promise<{ id: number; keyword: string; keyword_norm: string; created_at: number } | undefined> {
    return exec.selectFrom('banned_keywords').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Inserts each (keyword, norm) unless the norm exists; returns the inserted rows. */
  async insertMany(exec: Kysely<Database>, rows: Array<{ keyword: string; keyword_norm: string }>, now: number): Promise<Array<{ id: number; keyword: string }>> {
    const out: Array<{ id: number; keyword: string }> = [];
    for (const r of rows) {
      const row = await exec
        .insertInto('banned_keywords')
        .values({ ...r, created_at: now })
        .onConflict((oc) => oc.column('keyword_norm').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (row) out.push({ id: row.id, keyword: r.keyword });
    }
    return out;
  }

  async deleteWith(exec: Kysely<Database>, id: number): Promise<boolean> {
    const res = await exec.deleteFrom('banned_keywords').where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  }
}
