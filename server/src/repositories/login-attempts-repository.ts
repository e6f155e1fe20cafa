import type { DB } from '../db/database';

/** Throttle events keyed by a string such as 'login:user:12' or 'login:ip:1.2.3.4'. */
export class LoginAttemptsRepository {
  private inserts = 0;
  constructor(private readonly db: DB) {}

  async add(key: string, now: number): Promise<number> {
    const row = await this.db.insertInto('login_attempts').values({ key, created_at: now }).returning('id').executeTakeFirstOrThrow();
    // Keep the table small: now and then forget events older than a day.
    if (++this.inserts % 200 === 0) {
      await this.db.deleteFrom('login_attempts').where('created_at', '<', now - 86_400_000).execute();
    }
    return row.id;
  }

  async countSince(key: string, since: number): Promise<number> {
    const row = await this.db
      .selectFrom('login_attempts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('key', '=', key)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('login_attempts').where('key', '=', key).execute();
  }

  async removeIds(ids: number[]): Promise<void> {
    if (ids.length) await this.db.deleteFrom('login_attempts').where('id', 'in', ids).execute();
  }
}
