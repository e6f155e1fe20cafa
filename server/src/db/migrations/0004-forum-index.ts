import type { Kysely } from 'kysely';
import { isPostgres, sql } from './helpers';

/** The forum categories created with the forum (the admin's bbsCate). */
export const DEFAULT_BBS_CATEGORIES: readonly string[] = ['资源分享', '求助', '教程', '闲聊', '公告'];

/**
 * Forum, part 2: the default categories and the article search index, built the way
 * server/src/search/tokenizer.ts describes (1–2 character terms by gram, longer by trigram).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = Date.now();
  await db
    .insertInto('bbs_categories' as never)
    .values(
      DEFAULT_BBS_CATEGORIES.map((name, i) => ({ name, sort: (i + 1) * 10, article_count: 0, created_at: now, updated_at: now })) as never,
    )
    .execute();

  if (isPostgres(db)) {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    await db.schema
      .createTable('article_search')
      .addColumn('article_id', 'integer', (c) => c.primaryKey().references('articles.id').onDelete('cascade'))
      .addColumn('norm', 'text', (c) => c.notNull())
      .addColumn('grams', sql`text[]`, (c) => c.notNull())
      .execute();
    await sql`CREATE INDEX article_search_norm_trgm_idx ON article_search USING gin (norm gin_trgm_ops)`.execute(db);
    await sql`CREATE INDEX article_search_grams_idx ON article_search USING gin (grams)`.execute(db);
  } else {
    // Contentless FTS5 (rowid = article id): u = unigrams, b = bigrams, t = trigrams in order.
    await sql`CREATE VIRTUAL TABLE article_fts USING fts5(u, b, t, tokenize='unicode61', content='', contentless_delete=1)`.execute(db);
    // Articles also disappear by cascade (a deleted user): drop them from the index too.
    await sql`CREATE TRIGGER articles_fts_del AFTER DELETE ON articles BEGIN
      DELETE FROM article_fts WHERE rowid = OLD.id; END`.execute(db);
  }
}
