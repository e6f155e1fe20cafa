import type { Kysely } from 'kysely';
import { big, withId } from './helpers';

/**
 * 举报 of posts, replies and private conversations (issue 33, docs/adr/0033c-messages-live.md).
 * One open report per (reporter, kind, target): a second one from the same member is refused by the
 * unique key even when two requests race. `excerpt` keeps what was reported (a deleted post is gone
 * from `articles`). status: 0 待处理, 1 已驳回, 2 已处理; `action` = what the admin did.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('content_reports'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('target_user_id', 'integer', (c) => c.notNull())
    .addColumn('article_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reporter_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'varchar(16)', (c) => c.notNull())
    .addColumn('detail', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('excerpt', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('action', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('handled_by', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('handled_at', big, (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', big, (c) => c.notNull())
    .addUniqueConstraint('content_reports_once', ['reporter_id', 'kind', 'target_id'])
    .execute();
  await db.schema.createIndex('content_reports_queue_idx').on('content_reports').columns(['status', 'id']).execute();
  await db.schema.createIndex('content_reports_target_idx').on('content_reports').columns(['kind', 'target_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_reports').execute();
}
