import type { Kysely } from 'kysely';
import { big } from './helpers';

/**
 * Server pages for search engines (issue 32, docs/adr/0032-seo-pages.md).
 *
 * - seo_push_cursors: how far each URL-submission provider (Baidu 普通收录, IndexNow) got, per
 *   kind; moved by compare-and-set so one process pushes each batch.
 * - resources (updated_at, id): the push job reads resources changed after its cursor (newly
 *   approved or imported) in that order, without scanning the table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('seo_push_cursors')
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('after_at', big, (c) => c.notNull())
    .addColumn('after_id', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('resources_updated_idx').on('resources').columns(['updated_at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('resources_updated_idx').execute();
  await db.schema.dropTable('seo_push_cursors').execute();
}
