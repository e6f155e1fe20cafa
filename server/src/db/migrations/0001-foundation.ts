import { sql, type Kysely } from 'kysely';
import { big, withId } from './helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('app_meta')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('web_settings'))
    .addColumn('name', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('users'))
    .addColumn('username', 'varchar(64)', (c) => c.notNull())
    .addColumn('username_lower', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('email_lower', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'varchar(16)', (c) => c.notNull().defaultTo('user'))
    .addColumn('coin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('vip_expired', big, (c) => c.notNull().defaultTo(0))
    .addColumn('continue_sign_days', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_login_ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('last_login_belong', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('avatar', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('banned', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .addCheckConstraint('users_coin_non_negative', sql`coin >= 0`)
    .execute();

  await withId(db, db.schema.createTable('sessions'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('last_seen_at', big, (c) => c.notNull())
    .addColumn('expires_at', big, (c) => c.notNull())
    .addColumn('revoked', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();
}

