import type { Kysely } from 'kysely';
import type { DB } from '../db/database';
import type { Database } from '../db/schema';

export interface SubscriptionRow {
  id: number;
  user_id: number;
  keyword: string;
  keyword_norm: string;
  created_at: number;
}

/** Keyword subscriptions of users. */
export class SubscriptionsRepository {
  constructor(private readonly db: DB) {}

  forUser(userId: number): Promise<SubscriptionRow[]> {
    return this.db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').execute();
  }

  async countForUser(userId: number): Promise<number> {
    const r = await this.db
      .selectFrom('subscriptions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  async insert(userId: number, keyword: string, keywordNorm: string, now: number): Promise<number | undefined> {
    const row = await this.db
      .insertInto('subscriptions')
      .values({ user_id: userId, keyword, keyword_norm: keywordNorm, created_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'keyword_norm']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  }

  async delete(userId: number, id: number): Promise<boolean> {
    const res = await this.db.deleteFrom('subscriptions').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  }

  /**
   * Subscriptions whose every keyword term occurs in the title, read in pages of 1000 so the
   * whole table never sits in memory; the substring test runs here (terms are few and short).
   */
  async *all(exec: Kysely<Database> = this.db): AsyncGenerator<SubscriptionRow[]> {
    let after = 0;
    for (;;) {
      const rows = await exec.selectFrom('subscriptions').selectAll().where('id', '>', after).orderBy('id').limit(1000).execute();
      if (!rows.length) return;
      yield rows;
      after = rows[rows.length - 1].id;
    }
  }
}
