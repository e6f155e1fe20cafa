import type { Kysely } from 'kysely';
import { big, isPostgres, sql, withId } from './helpers';

/** Default netdisk categories (admin page netdiskCate manages them later). */
export const DEFAULT_NETDISK_CATEGORIES = ['电影', '剧集', '动漫', '综艺', '纪录片', '课程', '软件', '电子书', '音乐', '游戏', '其他'];

/**
 * Resources (network-disk links), their search index, reports, reveals, views, keyword stats,
 * hot/banned keywords and subscriptions (issue 5). Index design: docs/adr/0003-search-index.md.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);

  await withId(db, db.schema.createTable('netdisk_categories'))
    .addColumn('name', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  const now = Date.now();
  await sql`INSERT INTO netdisk_categories (name, sort, created_at) VALUES ${sql.join(
    DEFAULT_NETDISK_CATEGORIES.map((name, i) => sql`(${name}, ${i + 1}, ${now})`),
  )}`.execute(db);

  await withId(db, db.schema.createTable('resources'))
    .addColumn('title', 'varchar(300)', (c) => c.notNull())
    .addColumn('title_norm', 'varchar(300)', (c) => c.notNull())
    .addColumn('url', 'varchar(1000)', (c) => c.notNull())
    .addColumn('url_norm', 'varchar(1000)', (c) => c.notNull().unique())
    .addColumn('pwd', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('disk_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('size', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('category_id', 'integer', (c) => c.references('netdisk_categories.id').onDelete('set null'))
    .addColumn('price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('validity', 'varchar(16)', (c) => c.notNull().defaultTo('ok'))
    .addColumn('validity_at', big, (c) => c.notNull().defaultTo(0))
    .addColumn('report_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('source', 'varchar(16)', (c) => c.notNull())
    .addColumn('sharer_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reward', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('review_note', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('reviewed_by', 'integer')
    .addColumn('reviewed_at', big)
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .addCheckConstraint('resources_price_non_negative', sql`price >= 0 and views >= 0 and report_count >= 0`)
    .execute();
  await db.schema.createIndex('resources_status_id_idx').on('resources').columns(['status', 'id']).execute();
  await db.schema.createIndex('resources_status_created_idx').on('resources').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('resources_status_views_idx').on('resources').columns(['status', 'views']).execute();
  await db.schema.createIndex('resources_cate_idx').on('resources').columns(['category_id', 'status', 'id']).execute();
  await db.schema.createIndex('resources_sharer_idx').on('resources').columns(['sharer_id', 'id']).execute();
  // prefix matches (title starts with the query) for ranking
  await db.schema.createIndex('resources_title_norm_idx').on('resources').columns(['title_norm']).execute();

  // --- the search index: a row exists iff the resource is searchable (approved and not invalid)
  if (pg) {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    await db.schema
      .createTable('resource_search')
      .addColumn('resource_id', 'integer', (c) => c.primaryKey().references('resources.id').onDelete('cascade'))
      .addColumn('title_norm', 'text', (c) => c.notNull())
      .addColumn('grams', sql`text[]`, (c) => c.notNull())
      .addColumn('disk_type', 'varchar(16)', (c) => c.notNull())
      .addColumn('free', 'integer', (c) => c.notNull())
      .execute();
    await sql`CREATE INDEX resource_search_trgm_idx ON resource_search USING gin (title_norm gin_trgm_ops)`.execute(db);
    await sql`CREATE INDEX resource_search_grams_idx ON resource_search USING gin (grams)`.execute(db);
  } else {
    // Contentless FTS5 over our own alnum gram tokens: u = unigrams, b = bigrams, t = trigram
    // positions (phrase = substring), f = filter tokens (disk type, free/paid).
    await sql`CREATE VIRTUAL TABLE resource_fts USING fts5(u, b, t, f, tokenize = 'unicode61', content = '', contentless_delete = 1)`.execute(db);
  }

  await withId(db, db.schema.createTable('resource_reports'))
    .addColumn('resource_id', 'integer', (c) => c.notNull().references('resources.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', big, (c) => c.notNull())
    .addUniqueConstraint('resource_reports_once', ['resource_id', 'user_id'])
    .execute();

  await withId(db, db.schema.createTable('resource_unlocks'))
    .addColumn('resource_id', 'integer', (c) => c.notNull().references('resources.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('order_no', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .addUniqueConstraint('resource_unlocks_once', ['user_id', 'resource_id'])
    .execute();

  await db.schema
    .createTable('resource_daily_views')
    .addColumn('resource_id', 'integer', (c) => c.notNull().references('resources.id').onDelete('cascade'))
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('resource_daily_views_pk', ['resource_id', 'day'])
    .execute();
  await db.schema.createIndex('resource_daily_views_day_idx').on('resource_daily_views').columns(['day', 'views']).execute();

  await db.schema
    .createTable('search_keywords_daily')
    .addColumn('keyword', 'varchar(100)', (c) => c.notNull())
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_keywords_daily_pk', ['keyword', 'day'])
    .execute();
  await db.schema.createIndex('search_keywords_daily_day_idx').on('search_keywords_daily').columns(['day', 'count']).execute();

  await withId(db, db.schema.createTable('hot_keywords'))
    .addColumn('keyword', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('banned_keywords'))
    .addColumn('keyword', 'varchar(100)', (c) => c.notNull())
    .addColumn('keyword_norm', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('subscriptions'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('keyword', 'varchar(100)', (c) => c.notNull())
    .addColumn('keyword_norm', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .addUniqueConstraint('subscriptions_once', ['user_id', 'keyword_norm'])
    .execute();
}
