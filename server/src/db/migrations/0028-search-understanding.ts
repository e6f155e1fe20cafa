import type { Kysely } from 'kysely';
import { gramColumns, normalizeText, shortGrams } from '../../search/tokenizer';
import { isPostgres, sql } from './helpers';

/**
 * Search that finds what people mean (issue 28, docs/adr/0028-search-understanding.md).
 *
 * - resources.title_norm now also folds traditional Chinese to simplified (normalizeText uses
 *   OpenCC): titles whose normal form changed are rewritten, with their index entry (FTS5 grams
 *   on SQLite, resource_search on PostgreSQL) when they are searchable. Titles without a
 *   traditional character are untouched (the common case: reading them is the whole cost).
 * - search_keyword_visitors: which visitors (a hash, never the IP or user id) searched a keyword
 *   on a day — a keyword joins 热搜 only after several distinct visitors searched it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  let after = 0;
  for (;;) {
    const { rows } = await sql<{ id: number; title: string; title_norm: string; status: string; validity: string }>`
      SELECT id, title, title_norm, status, validity FROM resources WHERE id > ${after} ORDER BY id LIMIT 5000`.execute(db);
    if (!rows.length) break;
    after = Number(rows[rows.length - 1].id);
    for (const r of rows) {
      const norm = normalizeText(r.title);
      if (norm === r.title_norm) continue;
      const id = Number(r.id);
      await sql`UPDATE resources SET title_norm = ${norm} WHERE id = ${id}`.execute(db);
      if (r.status !== 'approved' || r.validity === 'invalid') continue;
      if (pg) {
        await sql`UPDATE resource_search SET title_norm = ${norm}, grams = ${shortGrams(norm)}::text[] WHERE resource_id = ${id}`.execute(db);
      } else {
        const g = gramColumns(norm);
        await sql`DELETE FROM resource_fts WHERE rowid = ${id}`.execute(db);
        await sql`INSERT INTO resource_fts (rowid, u, b, t, f) VALUES (${id}, ${g.u}, ${g.b}, ${g.t}, '')`.execute(db);
      }
    }
  }

  await db.schema
    .createTable('search_keyword_visitors')
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('keyword', 'varchar(100)', (c) => c.notNull())
    .addColumn('visitor', 'varchar(16)', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_keyword_visitors_pk', ['day', 'keyword', 'visitor'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('search_keyword_visitors').execute();
}
