import { sql, type Kysely } from 'kysely';
import { big, withId } from './helpers';

/** Accounts, coins (ledger), sign-in, rewards, messages, orders, CD keys, invite codes, mail. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('deleted_at', big, (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.createIndex('users_coin_idx').on('users').columns(['coin', 'id']).execute();
  await db.schema.createIndex('users_sign_idx').on('users').columns(['continue_sign_days', 'id']).execute();

  await withId(db, db.schema.createTable('ledger'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('delta', 'integer', (c) => c.notNull())
    .addColumn('balance_after', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('ref', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('note', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', big, (c) => c.notNull())
    .addCheckConstraint('ledger_delta_non_zero', sql`delta <> 0`)
    .addCheckConstraint('ledger_balance_non_negative', sql`balance_after >= 0`)
    .execute();
  await db.schema.createIndex('ledger_user_idx').on('ledger').columns(['user_id', 'id']).execute();

  await withId(db, db.schema.createTable('sign_records'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('content', 'varchar(200)', (c) => c.notNull())
    .addColumn('time_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('reward', 'integer', (c) => c.notNull())
    .addColumn('streak', 'integer', (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .addUniqueConstraint('sign_records_user_day_uq', ['user_id', 'day'])
    .execute();

  await withId(db, db.schema.createTable('login_rewards'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .addUniqueConstraint('login_rewards_user_day_uq', ['user_id', 'day'])
    .execute();

  await withId(db, db.schema.createTable('messages'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('kind', 'varchar(32)', (c) => c.notNull().defaultTo('system'))
    .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('messages_user_idx').on('messages').columns(['user_id', 'is_read', 'id']).execute();

  await withId(db, db.schema.createTable('orders'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('order_no', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('type', 'varchar(32)', (c) => c.notNull())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('cost', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('detail', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('done'))
    .addColumn('once_key', 'varchar(64)', (c) => c.unique())
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_user_idx').on('orders').columns(['user_id', 'id']).execute();

  await withId(db, db.schema.createTable('cd_keys'))
    .addColumn('code', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('used_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('used_at', big)
    .addColumn('note', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('invite_codes'))
    .addColumn('code', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('owner_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('used_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('used_at', big)
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('login_attempts'))
    .addColumn('key', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_attempts_key_idx').on('login_attempts').columns(['key', 'created_at']).execute();

  await withId(db, db.schema.createTable('password_resets'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', big, (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('password_resets_user_idx').on('password_resets').columns(['user_id', 'id']).execute();

  await withId(db, db.schema.createTable('outbox'))
    .addColumn('to_addr', 'varchar(254)', (c) => c.notNull())
    .addColumn('subject', 'varchar(200)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('sent_at', big)
    .addColumn('error', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}
