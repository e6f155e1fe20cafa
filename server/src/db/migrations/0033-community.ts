import type { Kysely } from 'kysely';
import { big, withId } from './helpers';

/**
 * Community layer (issue 33, docs/adr/0033-community.md): titles and badges (称号/徽章) that an
 * admin grants to a member, shown next to their name. Levels (等级) are computed from activity
 * with the `level_formula` site config and are not stored.
 *
 * - user_titles: one row per (member, title); kind 'title' (称号, e.g. 版主) or 'badge'
 *   (徽章, e.g. 资源达人). granted_by is the admin; the grant and the removal are audited.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('user_titles'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'varchar(16)', (c) => c.notNull())
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('granted_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .addUniqueConstraint('user_titles_user_title_uq', ['user_id', 'title'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_titles').execute();
}
