import type { Kysely } from 'kysely';
import { big } from './helpers';

/**
 * Favourites (收藏, issue 33, docs/adr/0033-community.md): one row per (member, kind, item);
 * the primary key makes a second favourite of the same item impossible, even when two requests
 * race. kind is 'article' or 'resource'. users.favourites_public: 1 = others may see the list
 * on the member page (default), 0 = only the member.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('favourites')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .addPrimaryKeyConstraint('favourites_pk', ['user_id', 'kind', 'target_id'])
    .execute();
  await db.schema.createIndex('favourites_target_idx').on('favourites').columns(['kind', 'target_id']).execute();
  await db.schema.createIndex('favourites_user_time_idx').on('favourites').columns(['user_id', 'kind', 'created_at']).execute();
  await db.schema.alterTable('users').addColumn('favourites_public', 'integer', (c) => c.notNull().defaultTo(1)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('favourites_public').execute();
  await db.schema.dropTable('favourites').execute();
}
