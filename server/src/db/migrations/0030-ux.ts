import type { Kysely } from 'kysely';

/**
 * UX round 3 (issue 30).
 *
 * - messages.link: where a message points (an in-app hash path such as
 *   `/main/bbs/post/32?floor=4`, '' = nowhere). The message list renders it as a link
 *   (查看 / 验证); the text no longer ends with a raw `查看：#/main/…`.
 * - sign_records(created_at, id): the public 签到记录 is ordered by time (newest first), not
 *   by record id (which grouped the demo members' records by member).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('messages').addColumn('link', 'varchar(300)', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.createIndex('sign_records_time_idx').on('sign_records').columns(['created_at', 'id']).execute();
}
