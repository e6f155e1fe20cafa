import type { Kysely } from 'kysely';
import { big, withId } from './helpers';

/** 淘客 built-in goods and the admin-curated 影视 entries (issue 13). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('taoke_goods'))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('short_title', 'varchar(60)', (c) => c.notNull().defaultTo(''))
    .addColumn('picture_url', 'text', (c) => c.notNull())
    .addColumn('shop_type', 'varchar(8)', (c) => c.notNull())
    .addColumn('original_price_fen', 'integer', (c) => c.notNull())
    .addColumn('coupon_amount_fen', 'integer', (c) => c.notNull())
    .addColumn('coupon_condition', 'varchar(60)', (c) => c.notNull().defaultTo(''))
    .addColumn('final_price_fen', 'integer', (c) => c.notNull())
    .addColumn('month_sales', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('coupon_link', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('tkl', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('start_at', big, (c) => c.notNull().defaultTo(0))
    .addColumn('end_at', big, (c) => c.notNull().defaultTo(0))
    .addColumn('category', 'varchar(16)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('taoke_goods_category_idx').on('taoke_goods').columns(['category', 'sort', 'id']).execute();

  await withId(db, db.schema.createTable('movie_curated'))
    .addColumn('category', 'varchar(16)', (c) => c.notNull())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('year', 'varchar(4)', (c) => c.notNull().defaultTo(''))
    .addColumn('rating_x10', 'integer')
    .addColumn('cover_url', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('episodes_info', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('site_url', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('movie_curated_category_idx').on('movie_curated').columns(['category', 'sort', 'id']).execute();
}
