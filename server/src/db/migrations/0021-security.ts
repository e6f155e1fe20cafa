import type { Kysely } from 'kysely';
import { big, withId } from './helpers';

/**
 * Security (issue 21): the known devices of each account. A browser that logged in with the
 * right password (or proved the mailbox with a recovery code) holds a random device token in an
 * HttpOnly cookie; only its SHA-256 is stored here. A known device is not slowed down by
 * failures that strangers cause (docs/adr/0002-sessions-and-accounts.md, "Login throttles").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('login_devices'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('last_used_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_devices_user_idx').on('login_devices').columns(['user_id', 'last_used_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_devices').execute();
}
