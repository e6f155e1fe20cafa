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
}
