import type { Kysely } from 'kysely';
import { big, isPostgres, withId } from './helpers';

/**
 * 私信 and the live channel (issue 33, docs/adr/0033c-messages-live.md):
 *
 * - `pm_conversations`: one row per pair of members (`user_low` < `user_high`, unique), with the
 *   time and an excerpt of its last message for the conversation list.
 * - `pm_messages`: the messages; `read_at` = 0 while the recipient has not opened the conversation.
 * - `live_events`: the cross-process bus of the live channel (GET /auth/v1/events). A change inserts
 *   its event in its own transaction; every API process with open channels reads the rows after
 *   its cursor (plus the ids it saw missing, see live/live-hub.ts) and writes them to the member's
 *   open tabs. Rows older than a few minutes are pruned. bigint ids on PostgreSQL: every coin move
 *   writes one.
 * - `live_tickets`: one-use, 60-second tickets for EventSource (which cannot send a header), stored
 *   hashed, tied to the session that asked for them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('pm_conversations'))
    .addColumn('user_low', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('user_high', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('last_at', big, (c) => c.notNull())
    .addColumn('last_excerpt', 'varchar(120)', (c) => c.notNull().defaultTo(''))
    .addColumn('last_sender', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', big, (c) => c.notNull())
    .addUniqueConstraint('pm_conversations_pair', ['user_low', 'user_high'])
    .execute();
  await db.schema.createIndex('pm_conversations_low_idx').on('pm_conversations').columns(['user_low', 'last_at']).execute();
  await db.schema.createIndex('pm_conversations_high_idx').on('pm_conversations').columns(['user_high', 'last_at']).execute();

  await withId(db, db.schema.createTable('pm_messages'))
    .addColumn('conversation_id', 'integer', (c) => c.notNull().references('pm_conversations.id').onDelete('cascade'))
    .addColumn('sender_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('recipient_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('read_at', big, (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('pm_messages_conv_idx').on('pm_messages').columns(['conversation_id', 'id']).execute();
  await db.schema.createIndex('pm_messages_unread_idx').on('pm_messages').columns(['recipient_id', 'read_at']).execute();
  await db.schema.createIndex('pm_messages_sender_time_idx').on('pm_messages').columns(['sender_id', 'created_at']).execute();

  const events = db.schema.createTable('live_events');
  await (isPostgres(db)
    ? events.addColumn('id', 'bigserial', (c) => c.primaryKey())
    : events.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()))
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('live_events_time_idx').on('live_events').columns(['created_at']).execute();

  await db.schema
    .createTable('live_tickets')
    .addColumn('ticket_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('expires_at', big, (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('live_tickets_expiry_idx').on('live_tickets').columns(['expires_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('live_tickets').execute();
  await db.schema.dropTable('live_events').execute();
  await db.schema.dropTable('pm_messages').execute();
  await db.schema.dropTable('pm_conversations').execute();
}
