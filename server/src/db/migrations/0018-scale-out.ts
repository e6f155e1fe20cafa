import type { Kysely } from 'kysely';
import { big, isPostgres, sql } from './helpers';

/**
 * Scale-out (issue 18, ADR 0018):
 * - cache_generations: one counter per cache topic, bumped by the process that wrote (and by
 *   the import CLI); every API process reads the row set before a request and drops the caches
 *   whose counter moved (server/src/cache/invalidation.ts).
 * - rate_limit_hits: the global per-IP request counter shared by every API process
 *   (server/src/cache/rate-limit-store.ts). UNLOGGED on PostgreSQL: no WAL, no fsync per
 *   request; after a PostgreSQL crash the table is empty, which only forgets the current minute.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cache_generations')
    .addColumn('topic', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('gen', big, (c) => c.notNull().defaultTo(0))
    .execute();
  if (isPostgres(db)) {
    await sql`CREATE UNLOGGED TABLE rate_limit_hits (
      key varchar(200) PRIMARY KEY, window_start bigint NOT NULL, hits integer NOT NULL)`.execute(db);
  } else {
    await db.schema
      .createTable('rate_limit_hits')
      .addColumn('key', 'varchar(200)', (c) => c.primaryKey())
      .addColumn('window_start', big, (c) => c.notNull())
      .addColumn('hits', 'integer', (c) => c.notNull())
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_hits').execute();
  await db.schema.dropTable('cache_generations').execute();
}
