import type { Kysely } from 'kysely';
import { isPostgres, sql } from './helpers';

/**
 * 收藏 are private unless the member makes them public (issue 33, docs/adr/0041-public-favourites.md).
 * 0033-favourites made users.favourites_public default to 1 (public); a member who never looked at
 * the setting had their list on their member page. This flips the default to 0 and sets every
 * member to private: nobody chose "public" knowingly before the setting was on the profile form,
 * so nobody's list stays visible without their word. A member turns it on again on 修改资料.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`ALTER TABLE users ALTER COLUMN favourites_public SET DEFAULT 0`.execute(db);
    await sql`UPDATE users SET favourites_public = 0`.execute(db);
    return;
  }
  // SQLite cannot change a column's default: the column is dropped and added again (unindexed, no view uses it)
  await db.schema.alterTable('users').dropColumn('favourites_public').execute();
  await db.schema.alterTable('users').addColumn('favourites_public', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`ALTER TABLE users ALTER COLUMN favourites_public SET DEFAULT 1`.execute(db);
    return;
  }
  await db.schema.alterTable('users').dropColumn('favourites_public').execute();
  await db.schema.alterTable('users').addColumn('favourites_public', 'integer', (c) => c.notNull().defaultTo(1)).execute();
}
