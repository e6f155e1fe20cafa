import type { Kysely } from 'kysely';
import { big, isPostgres, sql, withId } from './helpers';

/** Forum: categories (bbsCate), articles and likes. Times are ms-epoch integers, flags 0/1. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('bbs_categories'))
    .addColumn('name', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('article_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('articles'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('cate_id', 'integer', (c) => c.notNull().references('bbs_categories.id'))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('source_link', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('source_disk', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('fixed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('likes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tips', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tip_coins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .addCheckConstraint('articles_counts_non_negative', sql`views >= 0 and likes >= 0 and tips >= 0 and tip_coins >= 0`)
    .execute();
  // bbs_categories.article_count follows every insert, delete (also cascades from users) and move,
  // so list totals never need COUNT(*) over the whole table.
  if (isPostgres(db)) {
    await sql`CREATE FUNCTION articles_count_trg() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('DELETE', 'UPDATE') THEN
          UPDATE bbs_categories SET article_count = article_count - 1 WHERE id = OLD.cate_id;
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          UPDATE bbs_categories SET article_count = article_count + 1 WHERE id = NEW.cate_id;
        END IF;
        RETURN NULL;
      END $$`.execute(db);
    await sql`CREATE TRIGGER articles_count_ins AFTER INSERT OR DELETE ON articles
      FOR EACH ROW EXECUTE FUNCTION articles_count_trg()`.execute(db);
    await sql`CREATE TRIGGER articles_count_upd AFTER UPDATE OF cate_id ON articles
      FOR EACH ROW WHEN (OLD.cate_id IS DISTINCT FROM NEW.cate_id) EXECUTE FUNCTION articles_count_trg()`.execute(db);
  } else {
    await sql`CREATE TRIGGER articles_count_ins AFTER INSERT ON articles BEGIN
      UPDATE bbs_categories SET article_count = article_count + 1 WHERE id = NEW.cate_id; END`.execute(db);
    await sql`CREATE TRIGGER articles_count_del AFTER DELETE ON articles BEGIN
      UPDATE bbs_categories SET article_count = article_count - 1 WHERE id = OLD.cate_id; END`.execute(db);
    await sql`CREATE TRIGGER articles_count_upd AFTER UPDATE OF cate_id ON articles
      WHEN OLD.cate_id <> NEW.cate_id BEGIN
      UPDATE bbs_categories SET article_count = article_count - 1 WHERE id = OLD.cate_id;
      UPDATE bbs_categories SET article_count = article_count + 1 WHERE id = NEW.cate_id; END`.execute(db);
  }

  // list: pinned first, newest first; per category; per author; ranking by views / likes
  await db.schema.createIndex('articles_fixed_id_idx').on('articles').columns(['fixed', 'id']).execute();
  await db.schema.createIndex('articles_cate_fixed_id_idx').on('articles').columns(['cate_id', 'fixed', 'id']).execute();
  await db.schema.createIndex('articles_user_id_idx').on('articles').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('articles_views_idx').on('articles').columns(['views', 'id']).execute();
  await db.schema.createIndex('articles_likes_idx').on('articles').columns(['likes', 'id']).execute();

  await db.schema
    .createTable('article_likes')
    .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', big, (c) => c.notNull())
    .addPrimaryKeyConstraint('article_likes_pk', ['article_id', 'user_id'])
    .execute();
  // rate limit on liking counts a user's recent likes
  await db.schema.createIndex('article_likes_user_time_idx').on('article_likes').columns(['user_id', 'created_at']).execute();
}
