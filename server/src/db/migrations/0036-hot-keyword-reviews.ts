import type { Kysely } from 'kysely';
import { big } from './helpers';

/**
 * Reviewed hot keywords (issue 28, docs/adr/0028-search-understanding.md): one row per counted
 * keyword in its folded form (the form `search_keywords_daily` counts), approved or rejected by
 * an admin. With site config `hot_keywords_need_approval` on (the default) only approved (or
 * pinned) keywords show in the public 热搜; a rejected one never shows. No row = not reviewed.
 * reviewer_id is the admin (NULL for the demo seed, or once that account is deleted).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('hot_keyword_reviews')
    .addColumn('keyword', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('reviewer_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reviewed_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('hot_keyword_reviews_status_idx').on('hot_keyword_reviews').columns(['status', 'reviewed_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('hot_keyword_reviews').execute();
}
