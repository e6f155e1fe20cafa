import { createHash } from 'node:crypto';
import { PostgresAdapter, sql } from 'kysely';
import type { DB } from '../db/database';

/**
 * The column is varchar(200): a longer key (an e-mail of 254 characters in `find_pass:email:…`)
 * made PostgreSQL refuse the insert with a 500 (found by the fuzzer, issue 20). Long keys keep
 * their first 130 characters and a SHA-256 of the whole.
 */
export function storedKey(key: string): string {
  return key.length <= 200 ? key : `${key.slice(0, 130)}#${createHash('sha256').update(key).digest('hex')}`;
}

/** Throttle events keyed by a string such as 'login:user:12' or 'login:ip:1.2.3.4'. */
export class LoginAttemptsRepository {
  private inserts = 0;
  private readonly pg: boolean;
  constructor(private readonly db: DB) {
    this.pg = db.getExecutor().adapter instanceof PostgresAdapter;
  }

  /**
   * Check-and-record in one step (issue 21): records an event for `key` unless it already has
   * `max` events after `since`, and returns its id (undefined = full). One transaction holds a
   * lock on the key while it counts and inserts: on PostgreSQL a transaction-scoped advisory
   * lock on the key's hash (other keys are not blocked; several API processes agree); on SQLite
   * the one connection runs one transaction at a time (Kysely's connection mutex), and a second
   * process would fail with SQLITE_BUSY rather than slip past.
   */
  async reserve(rawKey: string, max: number, since: number, now: number): Promise<number | undefined> {
    const key = storedKey(rawKey);
    return this.db.transaction().execute(async (trx) => {
      if (this.pg) await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
      const row = await trx
        .selectFrom('login_attempts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('key', '=', key)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      if (Number(row.n) >= max) return undefined;
      const added = await trx.insertInto('login_attempts').values({ key, created_at: now }).returning('id').executeTakeFirstOrThrow();
      return added.id;
    });
  }

  async add(rawKey: string, now: number): Promise<number> {
    const key = storedKey(rawKey);
    const row = await this.db.insertInto('login_attempts').values({ key, created_at: now }).returning('id').executeTakeFirstOrThrow();
    // Keep the table small: now and then forget events older than a day.
    if (++this.inserts % 200 === 0) {
      await this.db.deleteFrom('login_attempts').where('created_at', '<', now - 86_400_000).execute();
    }
    return row.id;
  }

  async countSince(rawKey: string, since: number): Promise<number> {
    const key = storedKey(rawKey);
    const row = await this.db
      .selectFrom('login_attempts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('key', '=', key)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Deletes the key's rows; true when there were any (atomic: of two concurrent takes one wins). */
  async take(rawKey: string): Promise<boolean> {
    const key = storedKey(rawKey);
    const res = await this.db.deleteFrom('login_attempts').where('key', '=', key).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  }

  async clear(rawKey: string): Promise<void> {
    const key = storedKey(rawKey);
    await this.db.deleteFrom('login_attempts').where('key', '=', key).execute();
  }

  async removeIds(ids: number[]): Promise<void> {
    if (ids.length) await this.db.deleteFrom('login_attempts').where('id', 'in', ids).execute();
  }

  /**
   * The growing-delay variant of reserve (issue 21, login): with `n` events after `since`, the
   * first `free` need no wait; after that the next one must wait delay(n) after the newest. One
   * transaction under the key's lock, so parallel requests see each other's events.
   * Returns the new event's id and the count including it, or how long to wait.
   */
  async reserveAfterDelay(
    rawKey: string,
    since: number,
    now: number,
    waitFor: (count: number, newest: number) => number,
  ): Promise<{ id: number; count: number } | { waitMs: number }> {
    const key = storedKey(rawKey);
    return this.db.transaction().execute(async (trx) => {
      if (this.pg) await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
      const row = await trx
        .selectFrom('login_attempts')
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('created_at').as('newest')])
        .where('key', '=', key)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      const count = Number(row.n);
      const waitMs = count > 0 ? waitFor(count, Number(row.newest)) : 0;
      if (waitMs > 0) return { waitMs };
      const added = await trx.insertInto('login_attempts').values({ key, created_at: now }).returning('id').executeTakeFirstOrThrow();
      return { id: added.id, count: count + 1 };
    });
  }

  /** Forgets every key that starts with `prefix` (a range, so no LIKE escaping). */
  async clearPrefix(prefix: string): Promise<void> {
    await this.db.deleteFrom('login_attempts').where('key', '>=', prefix).where('key', '<', `${prefix}\uffff`).execute();
  }
}
