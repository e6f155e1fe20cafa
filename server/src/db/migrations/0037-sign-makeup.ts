import type { Kysely } from 'kysely';
import { big } from './helpers';

/**
 * 签到日历与补签卡 (issue 33, docs/adr/0033-community.md "补签卡"):
 *
 * - `sign_makeup_state`: one row per member —补签卡 held (`cards`, carried across months) and this
 *   month's counters (`month` = YYYYMM in Asia/Shanghai, `bought`, `used`; they restart when the month
 *   changes). Every purchase and use is ONE guarded UPDATE of this row (cards > 0, bought/used under
 *   the monthly limit), so two racing requests cannot both pass the same check: the row is step 1
 *   of the global lock order (ADR 0008, round 3) — the content row the action is about.
 * - `sign_records.makeup`: 1 = the day was made up with a card (no coins; it mends the streak).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sign_makeup_state')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('cards', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('month', 'integer', (c) => c.notNull())
    .addColumn('bought', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute();
  await db.schema.alterTable('sign_records').addColumn('makeup', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sign_records').dropColumn('makeup').execute();
  await db.schema.dropTable('sign_makeup_state').execute();
}
