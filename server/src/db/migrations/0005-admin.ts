import type { Kysely } from 'kysely';
import { big, withId } from './helpers';

/**
 * Admin back office (issue 7): the audit log of every admin write. `before`/`after` are JSON
 * text snapshots of the changed entity ('' when there is none, e.g. before a create).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('audit_log'))
    .addColumn('actor_id', 'integer', (c) => c.notNull())
    .addColumn('action', 'varchar(64)', (c) => c.notNull())
    .addColumn('entity', 'varchar(32)', (c) => c.notNull())
    .addColumn('entity_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('before', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('after', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_created_idx').on('audit_log').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('audit_log_actor_idx').on('audit_log').columns(['actor_id', 'id']).execute();
  await db.schema.createIndex('audit_log_entity_idx').on('audit_log').columns(['entity', 'entity_id', 'id']).execute();
}
