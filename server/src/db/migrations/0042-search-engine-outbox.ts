import type { Kysely } from 'kysely';
import { big } from './helpers';

/**
 * An external search engine (issue 36, ADR 0036 addendum): `search_engine_outbox` holds the ids
 * of resources whose search entry changed and that the engine has not confirmed yet. It is
 * written in the transaction of the change (search/engine-sync.ts, only while SEARCH_ENGINE
 * names an external engine) and emptied once the engine's task for the id succeeded, so an
 * engine that is down, or a process that stops, loses no change. One row per id: a second change
 * before the push moves `queued_at` (the push sends the row's state at that time).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('search_engine_outbox')
    .addColumn('resource_id', big, (c) => c.primaryKey())
    .addColumn('queued_at', big, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('search_engine_outbox').execute();
}
