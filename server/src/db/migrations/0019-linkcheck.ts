import type { Kysely } from 'kysely';
import { big, withId } from './helpers';

/**
 * Link checker (issue 19, docs/adr/0017-link-checker-and-pansou-api.md).
 *
 * - resources.check_state: the last answer of the disk's share endpoint for this link
 *   ('' = never checked, ok | bad | locked | unsupported | uncertain); resources.checked_at:
 *   ms of that check (0 = never). `bad` also sets validity = 'invalid' (out of search, like
 *   enough reports); the badge and the 只看已验证 filter read check_state.
 * - link_checks: one row per check with its evidence (what the service answered), keyed by the
 *   normalised URL so /api/check/links can reuse a fresh result for links that are not ours.
 * - linkcheck_hosts: the background checker's state per disk type (circuit breaker, backoff),
 *   shared by every API process through the database.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('resources').addColumn('check_state', 'varchar(12)', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('resources').addColumn('checked_at', big, (c) => c.notNull().defaultTo(0)).execute();
  // the scheduler's queue: never checked first (0), then oldest check
  await db.schema.createIndex('resources_checked_idx').on('resources').columns(['checked_at', 'id']).execute();

  await withId(db, db.schema.createTable('link_checks'))
    .addColumn('resource_id', 'integer', (c) => c.references('resources.id').onDelete('cascade'))
    .addColumn('url_norm', 'varchar(1000)', (c) => c.notNull())
    .addColumn('disk_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('state', 'varchar(12)', (c) => c.notNull())
    .addColumn('summary', 'varchar(200)', (c) => c.notNull())
    // what the service answered: HTTP status and the fields the decision read (JSON text)
    .addColumn('evidence', 'text', (c) => c.notNull())
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('checked_at', big, (c) => c.notNull())
    .addColumn('expires_at', big, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('link_checks_url_idx').on('link_checks').columns(['url_norm', 'checked_at']).execute();
  await db.schema.createIndex('link_checks_resource_idx').on('link_checks').columns(['resource_id', 'checked_at']).execute();

  await db.schema
    .createTable('linkcheck_hosts')
    .addColumn('disk_type', 'varchar(16)', (c) => c.primaryKey())
    .addColumn('checks', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    // consecutive uncertain answers (timeouts, rate limits, malformed replies)
    .addColumn('streak', 'integer', (c) => c.notNull().defaultTo(0))
    // the breaker is open (no requests) until this time; 0 = closed
    .addColumn('open_until', big, (c) => c.notNull().defaultTo(0))
    .addColumn('last_state', 'varchar(12)', (c) => c.notNull().defaultTo(''))
    .addColumn('last_summary', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('last_at', big, (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('linkcheck_hosts').execute();
  await db.schema.dropTable('link_checks').execute();
  await db.schema.dropIndex('resources_checked_idx').execute();
  await db.schema.alterTable('resources').dropColumn('checked_at').execute();
  await db.schema.alterTable('resources').dropColumn('check_state').execute();
}
