import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { DB } from '../db/database';
import { prepare } from '../db/prepared';
import type { UserTable } from '../db/tables/foundation';
import type { Executor } from './ledger-repository';

/** The user row by id: read by most account flows, compiled once (see db/prepared.ts). */
const userById = prepare(1, (db, id: number) => db.selectFrom('users').selectAll().where('id', '=', id));
/**
 * A user with the counts the user info shows (unread messages, ledger rows, latest sign-in
 * day), in one statement: GET /auth/v1/user/info and every purchase reply read it.
 */
const userWithCounts = prepare(1, (db, id: number) =>
  db
    .selectFrom('users as u')
    .selectAll('u')
    .select((eb) => [
      eb
        .selectFrom('messages')
        .select((m) => m.fn.countAll<number>().as('n'))
        .whereRef('messages.user_id', '=', 'u.id')
        .where('messages.is_read', '=', 0)
        .as('unread_count'),
      eb
        .selectFrom('pm_messages')
        .select((m) => m.fn.countAll<number>().as('n'))
        .whereRef('pm_messages.recipient_id', '=', 'u.id')
        .where('pm_messages.read_at', '=', 0)
        .as('pm_unread_count'),
      eb.selectFrom('ledger').select((l) => l.fn.countAll<number>().as('n')).whereRef('ledger.user_id', '=', 'u.id').as('ledger_count'),
      eb
        .selectFrom('sign_records')
        .select('sign_records.day')
        .whereRef('sign_records.user_id', '=', 'u.id')
        .orderBy('sign_records.day', 'desc')
        .limit(1)
        .as('last_sign_day'),
    ])
    .where('u.id', '=', id),
);

/** VIP runs from the later of now and the current expiry; compiled once (see db/prepared.ts). */
const extendVipBy = prepare(3, (db, id: number, ms: number, now: number) =>
  db
    .updateTable('users')
    .set({ vip_expired: sql<number>`(CASE WHEN vip_expired > ${now} THEN vip_expired ELSE ${now} END) + ${ms}`, updated_at: now })
    .where('id', '=', id)
    .returning('vip_expired'),
);

export type UserRow = Selectable<UserTable>;
export type NewUser = Omit<Insertable<UserTable>, 'username_lower' | 'email_lower'>;

export interface UserListFilter {
  keyword?: string;
  username?: string;
  role?: string;
  banned?: boolean;
  includeDeleted?: boolean;
  /** Sort column (whitelisted; never interpolated) — default id. */
  sort?: UserSortField;
  order?: 'asc' | 'desc';
}

/** Columns the admin user list may be sorted by. */
export const USER_SORT_FIELDS = ['id', 'coin', 'create_time', 'vip_expired', 'continue_sign_days'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];
const SORT_COLUMNS = {
  id: 'id',
  coin: 'coin',
  create_time: 'created_at',
  vip_expired: 'vip_expired',
  continue_sign_days: 'continue_sign_days',
} as const satisfies Record<UserSortField, keyof UserTable>;

export type RankType = 'coin' | 'sign' | 'article';

export interface RankRow {
  id: number;
  username: string;
  avatar: string;
  value: number;
}

/** Escapes LIKE wildcards so a keyword matches literally. */
function likeEscape(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export class UsersRepository {
  constructor(private readonly db: DB) {}

  /** The user row and its info counts in one statement (see userWithCounts). */
  async withCounts(id: number): Promise<{ user: UserRow; unread: number; pmUnread: number; turnover: number; lastSignDay: number | undefined } | undefined> {
    const row = await userWithCounts.first(this.db, id);
    if (!row) return undefined;
    const { unread_count, pm_unread_count, ledger_count, last_sign_day, ...user } = row;
    return {
      user: user as UserRow,
      unread: Number(unread_count ?? 0),
      pmUnread: Number(pm_unread_count ?? 0),
      turnover: Number(ledger_count ?? 0),
      lastSignDay: last_sign_day === null || last_sign_day === undefined ? undefined : Number(last_sign_day),
    };
  }

  byId(id: number, exec: Executor = this.db): Promise<UserRow | undefined> {
    return userById.first(exec, id);
  }

  byUsername(username: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('username_lower', '=', username.toLowerCase())
      .executeTakeFirst();
  }

  byEmail(email: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('email_lower', '=', email.toLowerCase()).executeTakeFirst();
  }

  async insert(values: NewUser, exec: Executor = this.db): Promise<number> {
    const row = await exec
      .insertInto('users')
      .values({
        ...values,
        username_lower: values.username.toLowerCase(),
        email_lower: values.email.toLowerCase(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Updates profile fields (never coin: coins change only through the ledger). */
  async update(
    id: number,
    values: Omit<Updateable<UserTable>, 'coin' | 'id' | 'username_lower' | 'email_lower'>,
    exec: Executor = this.db,
  ): Promise<boolean> {
    const set: Updateable<UserTable> = { ...values };
    if (values.username !== undefined) set.username_lower = values.username.toLowerCase();
    if (values.email !== undefined) set.email_lower = values.email.toLowerCase();
    const res = await exec.updateTable('users').set(set).where('id', '=', id).executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  /** VIP until max(now, current expiry) + ms, in one statement (no read-modify-write race). */
  async extendVip(exec: Executor, id: number, ms: number, now: number): Promise<number> {
    const row = await extendVipBy.first(exec, id, ms, now);
    if (!row) throw new Error(`extendVip: no user ${id}`);
    return Number(row.vip_expired);
  }

  async list(filter: UserListFilter, offset: number, limit: number): Promise<{ rows: UserRow[]; total: number }> {
    let q = this.db.selectFrom('users');
    if (!filter.includeDeleted) q = q.where('deleted_at', '=', 0);
    const kw = filter.keyword ?? filter.username;
    if (kw) {
      const pattern = `%${likeEscape(kw.toLowerCase())}%`;
      q = q.where((eb) =>
        eb.or([
          eb('username_lower', 'like', sql<string>`${pattern} ESCAPE '\\'`),
          eb('email_lower', 'like', sql<string>`${pattern} ESCAPE '\\'`),
        ]),
      );
    }
    if (filter.role) q = q.where('role', '=', filter.role);
    if (filter.banned !== undefined) q = q.where('banned', '=', filter.banned ? 1 : 0);
    const [rows, count] = await Promise.all([
      q
        .selectAll()
        .orderBy(SORT_COLUMNS[filter.sort ?? 'id'] ?? 'id', filter.order === 'asc' ? 'asc' : 'desc')
        .orderBy('id', filter.order === 'asc' ? 'asc' : 'desc')
        .offset(offset)
        .limit(limit)
        .execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  /** Active, not banned users ranked by coins, sign streak or published articles. */
  async rank(type: RankType, offset: number, limit: number, today: number): Promise<{ rows: RankRow[]; total: number }> {
    const active = this.db.selectFrom('users').where('deleted_at', '=', 0).where('banned', '=', 0);
    if (type === 'coin') {
      const [rows, count] = await Promise.all([
        active.select(['id', 'username', 'avatar', 'coin as value']).orderBy('coin', 'desc').orderBy('id').offset(offset).limit(limit).execute(),
        active.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows.map((r) => ({ ...r, value: Number(r.value) })), total: Number(count.n) };
    }
    if (type === 'sign') {
      // A streak counts only while alive: the last sign-in was today or yesterday.
      const live = active
        .innerJoin(
          (eb) =>
            eb.selectFrom('sign_records').select(['user_id', (e) => e.fn.max<number>('day').as('last_day')]).groupBy('user_id').as('s'),
          (join) => join.onRef('s.user_id', '=', 'users.id'),
        )
        .where('s.last_day', '>=', today - 1)
        .where('users.continue_sign_days', '>', 0);
      const [rows, count] = await Promise.all([
        live
          .select(['users.id', 'users.username', 'users.avatar', 'users.continue_sign_days as value'])
          .orderBy('users.continue_sign_days', 'desc')
          .orderBy('users.id')
          .offset(offset)
          .limit(limit)
          .execute(),
        live.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows.map((r) => ({ ...r, value: Number(r.value) })), total: Number(count.n) };
    }
    const withArticles = active.innerJoin(
      (eb) => eb.selectFrom('articles').select(['user_id', (e) => e.fn.countAll<number>().as('n')]).groupBy('user_id').as('a'),
      (join) => join.onRef('a.user_id', '=', 'users.id'),
    );
    const [rows, count] = await Promise.all([
      withArticles
        .select(['users.id', 'users.username', 'users.avatar', 'a.n as value'])
        .orderBy('a.n', 'desc')
        .orderBy('users.id')
        .offset(offset)
        .limit(limit)
        .execute(),
      withArticles.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map((r) => ({ ...r, value: Number(r.value) })), total: Number(count.n) };
  }

  async articleCount(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('articles')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async articleLikesReceived(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('articles')
      .select((eb) => eb.fn.sum<number>('likes').as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.n ?? 0);
  }
}
