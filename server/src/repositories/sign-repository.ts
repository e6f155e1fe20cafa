import { sql } from 'kysely';
import type { DB } from '../db/database';
import { prepare } from '../db/prepared';
import type { Executor } from './ledger-repository';

export interface SignListRow {
  id: number;
  content: string;
  time_id: string;
  reward: number;
  streak: number;
  created_at: number;
  user_id: number;
  username: string;
  avatar: string;
}

// Run by every sign-in; compiled once (see db/prepared.ts).
const lastSign = prepare(1, (db, userId: number) =>
  db.selectFrom('sign_records').select(['day', 'streak']).where('user_id', '=', userId).orderBy('day', 'desc').limit(1),
);
const insertSign = prepare(
  7,
  (db, user_id: number, day: number, content: string, time_id: string, reward: number, streak: number, created_at: number) =>
    db
      .insertInto('sign_records')
      .values({ user_id, day, content, time_id, reward, streak, created_at })
      .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
      .returning('id'),
);

/** Sign-in records (once per user and Asia/Shanghai day) and daily login rewards. */
export class SignRepository {
  constructor(private readonly db: DB) {}

  /** The user's latest sign-in (day and streak), or undefined when never signed. */
  last(userId: number, exec: Executor = this.db): Promise<{ day: number; streak: number } | undefined> {
    return lastSign.first(exec, userId);
  }

  /** Inserts today's record unless one exists (unique (user_id, day)); returns false when it existed. */
  async insertOnce(
    exec: Executor,
    r: { user_id: number; day: number; content: string; time_id: string; reward: number; streak: number; created_at: number },
  ): Promise<boolean> {
    const row = await insertSign.first(exec, r.user_id, r.day, r.content, r.time_id, r.reward, r.streak, r.created_at);
    return row !== undefined;
  }

  async countForUser(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('sign_records')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async page(offset: number, limit: number, userId?: number): Promise<{ rows: SignListRow[]; total: number }> {
    let q = this.db.selectFrom('sign_records').innerJoin('users', 'users.id', 'sign_records.user_id');
    if (userId !== undefined) q = q.where('sign_records.user_id', '=', userId);
    const [rows, count] = await Promise.all([
      q
        .select([
          'sign_records.id', 'sign_records.content', 'sign_records.time_id', 'sign_records.reward', 'sign_records.streak',
          'sign_records.created_at', 'sign_records.user_id', 'users.username', 'users.avatar',
        ])
        // newest first by time (issue 30: seeded or imported rows arrive member by member, so the id alone grouped them)
        .orderBy('sign_records.created_at', 'desc')
        .orderBy('sign_records.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  /** Inserts today's login reward unless one exists (unique (user_id, day)). */
  async insertLoginRewardOnce(exec: Executor, r: { user_id: number; day: number; amount: number; created_at: number }): Promise<boolean> {
    const row = await exec
      .insertInto('login_rewards')
      .values(r)
      .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  async loginRewardOn(userId: number, day: number): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('login_rewards')
      .select('amount')
      .where('user_id', '=', userId)
      .where('day', '=', day)
      .executeTakeFirst();
    return row?.amount;
  }

  // ---- 签到日历 and 补签卡 (issue 33, 0037-sign-makeup)

  /** The member's sign records with fromDay ≤ day ≤ toDay, oldest first. */
  daysBetween(userId: number, fromDay: number, toDay: number, exec: Executor = this.db): Promise<Array<{ day: number; streak: number; reward: number; makeup: number }>> {
    return exec
      .selectFrom('sign_records')
      .select(['day', 'streak', 'reward', 'makeup'])
      .where('user_id', '=', userId)
      .where('day', '>=', fromDay)
      .where('day', '<=', toDay)
      .orderBy('day', 'asc')
      .execute();
  }

  /** The member's record of one day, or undefined. */
  recordOn(userId: number, day: number, exec: Executor = this.db): Promise<{ streak: number } | undefined> {
    return exec.selectFrom('sign_records').select('streak').where('user_id', '=', userId).where('day', '=', day).executeTakeFirst();
  }

  /** Inserts a made-up day (makeup = 1, no reward) unless the day has a record; false when it had. */
  async insertMakeupOnce(exec: Executor, r: { user_id: number; day: number; streak: number; created_at: number }): Promise<boolean> {
    const row = await exec
      .insertInto('sign_records')
      .values({ ...r, content: '补签', time_id: '', reward: 0, makeup: 1 })
      .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  async setStreak(exec: Executor, userId: number, day: number, streak: number): Promise<void> {
    await exec.updateTable('sign_records').set({ streak }).where('user_id', '=', userId).where('day', '=', day).execute();
  }

  /** The member's 补签卡 row (cards held; the counters of `month`), or undefined before the first purchase. */
  makeupState(userId: number, exec: Executor = this.db): Promise<{ cards: number; month: number; bought: number; used: number } | undefined> {
    return exec.selectFrom('sign_makeup_state').select(['cards', 'month', 'bought', 'used']).where('user_id', '=', userId).executeTakeFirst();
  }

  /** Creates the member's 补签卡 row when missing (no cards, this month's counters at 0). */
  async ensureMakeupState(exec: Executor, userId: number, month: number, now: number): Promise<void> {
    await exec
      .insertInto('sign_makeup_state')
      .values({ user_id: userId, cards: 0, month, bought: 0, used: 0, updated_at: now })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
  }

  /**
   * One purchase, as ONE guarded UPDATE: a card more and this month's purchases + 1, only while
   * they are under `limit` (a new month restarts the counters). Undefined = the limit is reached.
   * On PostgreSQL the row lock makes a racing purchase wait and re-check the guard.
   */
  takeMakeupPurchase(exec: Executor, userId: number, month: number, limit: number, now: number): Promise<{ cards: number; bought: number; used: number } | undefined> {
    return exec
      .updateTable('sign_makeup_state')
      .set({
        cards: sql<number>`cards + 1`,
        bought: sql<number>`case when month = ${month} then bought + 1 else 1 end`,
        used: sql<number>`case when month = ${month} then used else 0 end`,
        month,
        updated_at: now,
      })
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('month', '<>', month), eb('bought', '<', limit)]))
      .returning(['cards', 'bought', 'used'])
      .executeTakeFirst();
  }

  /**
   * One use, as ONE guarded UPDATE: a card less and this month's uses + 1, only while a card is
   * held and the uses are under `limit`. Undefined = no card, or the month's uses are spent.
   */
  takeMakeupUse(exec: Executor, userId: number, month: number, limit: number, now: number): Promise<{ cards: number; bought: number; used: number } | undefined> {
    return exec
      .updateTable('sign_makeup_state')
      .set({
        cards: sql<number>`cards - 1`,
        used: sql<number>`case when month = ${month} then used + 1 else 1 end`,
        bought: sql<number>`case when month = ${month} then bought else 0 end`,
        month,
        updated_at: now,
      })
      .where('user_id', '=', userId)
      .where('cards', '>', 0)
      .where((eb) => eb.or([eb('month', '<>', month), eb('used', '<', limit)]))
      .returning(['cards', 'bought', 'used'])
      .executeTakeFirst();
  }
}
