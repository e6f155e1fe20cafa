import type { Kysely } from 'kysely';
import { big, withId } from './helpers';

/**
 * 资源来源 (issue 29, docs/adr/0029-sources.md): crawled sources, their cycles, and which
 * sources each resource was seen in.
 *
 * - sources: one row per source (kind, address, on/off, interval), its cursor (JSON text, what
 *   the adapter has read), its lease (owner + until: one process crawls a source at a time,
 *   taken with a conditional UPDATE), back-off (failures, next_run_at) and running totals.
 * - source_runs: one row per cycle (the admin page's log and the per-day chart).
 * - resource_sources: every (resource, source) pair an item was seen in; `created` = 1 when the
 *   source's item created the resource (the others were duplicates of it). A member's share has
 *   no row here (resources.sharer_id names the member).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('sources'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('address', 'varchar(1000)', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('interval_minutes', 'integer', (c) => c.notNull())
    .addColumn('cursor', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lease_owner', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('lease_until', big, (c) => c.notNull().defaultTo(0))
    .addColumn('next_run_at', big, (c) => c.notNull().defaultTo(0))
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_run_at', big, (c) => c.notNull().defaultTo(0))
    .addColumn('last_status', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('last_error', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('last_error_at', big, (c) => c.notNull().defaultTo(0))
    .addColumn('seen', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('new_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('duplicates', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refused', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sources_due_idx').on('sources').columns(['enabled', 'next_run_at']).execute();

  await withId(db, db.schema.createTable('source_runs'))
    .addColumn('source_id', 'integer', (c) => c.notNull().references('sources.id').onDelete('cascade'))
    .addColumn('trigger', 'varchar(16)', (c) => c.notNull())
    .addColumn('owner', 'varchar(64)', (c) => c.notNull())
    .addColumn('started_at', big, (c) => c.notNull())
    .addColumn('finished_at', big, (c) => c.notNull().defaultTo(0))
    .addColumn('pages', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('seen', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('new_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('duplicates', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refused', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('error', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('source_runs_source_idx').on('source_runs').columns(['source_id', 'id']).execute();

  await db.schema
    .createTable('resource_sources')
    .addColumn('resource_id', 'integer', (c) => c.notNull().references('resources.id').onDelete('cascade'))
    .addColumn('source_id', 'integer', (c) => c.notNull().references('sources.id').onDelete('cascade'))
    // the item inside the source: message id, guid, discussion id, line (for the detail page)
    .addColumn('item_ref', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('item_url', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('created', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('seen_at', big, (c) => c.notNull())
    .addPrimaryKeyConstraint('resource_sources_pk', ['resource_id', 'source_id'])
    .execute();
  await db.schema.createIndex('resource_sources_source_idx').on('resource_sources').columns(['source_id', 'seen_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('resource_sources').execute();
  await db.schema.dropTable('source_runs').execute();
  await db.schema.dropTable('sources').execute();
}
