import type { Kysely } from 'kysely';
import { big, isPostgres, sql, withId } from './helpers';

/**
 * Forum replies (issue 17, docs/adr/0015-forum-replies.md): replies numbered by floor, the
 * article's reply counters and reveal mode, and member blocks (拉黑).
 *
 * - articles.floor_seq: the last floor handed out (1 = the article itself, 楼主); a reply takes
 *   floor_seq + 1 in the same transaction as its insert, so floors are unique and gapless.
 * - articles.reply_count: visible replies; last_reply_at: ms of the newest reply (0 = none);
 *   activity_at: max(created_at, last_reply_at), the 最新回复 order (set from created_at by a
 *   trigger on insert, so code that inserts articles needs no change).
 * - articles.reveal_mode: 'like' (点赞可见, ADR 0004) or 'reply' (回复可见).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('articles').addColumn('floor_seq', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('articles').addColumn('reply_count', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('articles').addColumn('last_reply_at', big, (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('articles').addColumn('activity_at', big, (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('articles').addColumn('reveal_mode', 'varchar(8)', (c) => c.notNull().defaultTo('like')).execute();
  await sql`UPDATE articles SET activity_at = created_at`.execute(db);
  if (isPostgres(db)) {
    await sql`CREATE FUNCTION articles_activity_trg() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.activity_at = 0 THEN NEW.activity_at := NEW.created_at; END IF;
        RETURN NEW;
      END $$`.execute(db);
    await sql`CREATE TRIGGER articles_activity_ins BEFORE INSERT ON articles
      FOR EACH ROW EXECUTE FUNCTION articles_activity_trg()`.execute(db);
  } else {
    await sql`CREATE TRIGGER articles_activity_ins AFTER INSERT ON articles WHEN NEW.activity_at = 0 BEGIN
      UPDATE articles SET activity_at = NEW.created_at WHERE id = NEW.id; END`.execute(db);
  }
  await db.schema.createIndex('articles_activity_idx').on('articles').columns(['activity_at', 'id']).execute();

  await withId(db, db.schema.createTable('article_replies'))
    .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('floor', 'integer', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    // the quoted reply (same article); kept when that reply is deleted (it then shows 该回复已删除)
    .addColumn('quote_id', 'integer')
    // JSON [{user_id, username}] of the @mentions resolved when written
    .addColumn('mentions', 'text', (c) => c.notNull().defaultTo('[]'))
    // 0 visible, 1 deleted by its author, 2 hidden by an admin, 3 deleted by an admin
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .addUniqueConstraint('article_replies_floor_uq', ['article_id', 'floor'])
    .execute();
  await db.schema.createIndex('article_replies_user_idx').on('article_replies').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('article_replies_user_time_idx').on('article_replies').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('user_blocks')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('blocked_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', big, (c) => c.notNull())
    .addPrimaryKeyConstraint('user_blocks_pk', ['user_id', 'blocked_id'])
    .execute();
  await db.schema.createIndex('user_blocks_blocked_idx').on('user_blocks').columns(['blocked_id', 'user_id']).execute();
}
