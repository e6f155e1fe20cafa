import type { Kysely } from 'kysely';
import { big, withId } from './helpers';

/**
 * Avatars and pictures in posts (issue 33, docs/adr/0033b-media.md):
 *
 * - `media_uploads`: one row per accepted upload — who (`user_id`), what for (`purpose`: avatar or
 *   post), the content-addressed object it produced (`media_key`, e.g.
 *   `3f…9a-1200x800.webp`; the bytes live in the media storage, not here), its size and
 *   dimensions. The per-member daily quota counts rows by (user_id, created_at). Two members who
 *   upload the same picture share one object and have one row each.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('media_uploads'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'varchar(8)', (c) => c.notNull())
    .addColumn('media_key', 'varchar(80)', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('media_uploads_user_time_idx').on('media_uploads').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('media_uploads_key_idx').on('media_uploads').columns(['media_key']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('media_uploads').execute();
}
