import type { Kysely } from 'kysely';
import { big } from './helpers';

/**
 * Link checker, round 3 (issue 27 item 1, docs/adr/0008-security-probe.md "Round 3, finding 1").
 *
 * - resources.bad_since: ms of our own checker's first `bad` answer not yet confirmed (0 = none).
 *   A resource leaves search only when a second `bad` comes at least an hour later, or when
 *   members reported it too; an `ok`/`locked` answer in between clears it.
 * - linkcheck_requests: resources that an outside caller of /api/check/links asked about and got
 *   `bad` for, queued for a real re-check by our own checker (one row per resource: de-duplicated;
 *   `ip` and `requested_at` let the queue be limited per address). Nothing an outside caller sends
 *   writes a verdict.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('resources').addColumn('bad_since', big, (c) => c.notNull().defaultTo(0)).execute();
  await db.schema
    .createTable('linkcheck_requests')
    .addColumn('resource_id', 'integer', (c) => c.primaryKey().references('resources.id').onDelete('cascade'))
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('requested_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('linkcheck_requests_ip_idx').on('linkcheck_requests').columns(['ip', 'requested_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('linkcheck_requests').execute();
  await db.schema.alterTable('resources').dropColumn('bad_since').execute();
}
