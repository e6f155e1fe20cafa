import type { Insertable, Selectable } from 'kysely';
import type { DB } from '../../db/database';
import type { PvpGameTable } from '../../db/tables/pvp';
import type { Executor } from '../../repositories/ledger-repository';

export type PvpGameRow = Selectable<PvpGameTable>;
export type NewPvpGame = Insertable<PvpGameTable>;
export type PvpGameKind = 'stone' | 'brag';

/** What a guarded settle writes (only when the game is still open, unexpired and playable by the responder). */
export interface SettleChange {
  responder_id: number;
  response: string;
  result: 'creator' | 'responder' | 'draw';
  winner_id: number | null;
  fee: number;
  creator_delta: number;
  responder_delta: number;
  closed_at: number;
}

export interface RankRow {
  user_id: number;
  username: string;
  profit: number;
  wins: number;
  games: number;
}

/** SQL of pvp_games (issue 12). Status changes are guarded UPDATEs: `… WHERE status = 'open'`, so one wins. */
export class PvpRepository {
  constructor(private readonly db: DB) {}

  async insert(exec: Executor, row: NewPvpGame): Promise<number> {
    const r = await exec.insertInto('pvp_games').values(row).returning('id').executeTakeFirstOrThrow();
    return r.id;
  }

  byId(id: number, exec: Executor = this.db): Promise<PvpGameRow | undefined> {
    return exec.selectFrom('pvp_games').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Games of this kind opened since `since` (ms), for the hall's "today" count. */
  async countCreatedSince(game: PvpGameKind, since: number): Promise<number> {
    const row = await this.db
      .selectFrom('pvp_games')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('game', '=', game)
      .where('created_at', '>=', since)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async countOpenBy(exec: Executor, game: PvpGameKind, creatorId: number): Promise<number> {
    const r = await exec
      .selectFrom('pvp_games')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('game', '=', game)
      .where('status', '=', 'open')
      .where('creator_id', '=', creatorId)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /** Brags this member answered since `since` (ms). */
  async countAnsweredSince(exec: Executor, responderId: number, since: number): Promise<number> {
    const r = await exec
      .selectFrom('pvp_games')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('responder_id', '=', responderId)
      .where('game', '=', 'brag')
      .where('closed_at', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /** open → settled, only if still open, unexpired, not the creator's own and (brag) not invited to someone else. */
  async settle(exec: Executor, id: number, now: number, c: SettleChange): Promise<boolean> {
    const res = await exec
      .updateTable('pvp_games')
      .set({ status: 'settled', ...c })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .where('expires_at', '>', now)
      .where('creator_id', '<>', c.responder_id)
      .where((eb) => eb.or([eb('invite_state', '<>', 'pending'), eb('invitee_id', '=', c.responder_id)]))
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /** open → cancelled (creator or admin). `creatorId` limits it to the creator's own game. */
  async cancel(exec: Executor, id: number, now: number, opts: { creatorId?: number; adminId?: number }): Promise<boolean> {
    let q = exec
      .updateTable('pvp_games')
      .set({ status: 'cancelled', closed_at: now, closed_by: opts.adminId ?? null })
      .where('id', '=', id)
      .where('status', '=', 'open');
    if (opts.creatorId !== undefined) q = q.where('creator_id', '=', opts.creatorId).where('expires_at', '>', now);
    const res = await q.executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /** open → expired, only once its time has passed. */
  async expire(exec: Executor, id: number, now: number): Promise<boolean> {
    const res = await exec
      .updateTable('pvp_games')
      .set({ status: 'expired', closed_at: now })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .where('expires_at', '<=', now)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /** pending → declined by the invitee: the brag becomes public. */
  async decline(exec: Executor, id: number, inviteeId: number): Promise<boolean> {
    const res = await exec
      .updateTable('pvp_games')
      .set({ invite_state: 'declined' })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .where('invite_state', '=', 'pending')
      .where('invitee_id', '=', inviteeId)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /** Ids of open games whose time has passed (oldest first). */
  async dueIds(now: number, limit: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('pvp_games')
      .select('id')
      .where('status', '=', 'open')
      .where('expires_at', '<=', now)
      .orderBy('expires_at')
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
  }

  /** Open, unexpired games anyone (or `viewer`) may take: brags invited to someone else are left out. */
  async openPage(game: PvpGameKind, now: number, viewer: number | undefined, offset: number, limit: number): Promise<{ rows: PvpGameRow[]; total: number }> {
    const base = this.db
      .selectFrom('pvp_games')
      .where('game', '=', game)
      .where('status', '=', 'open')
      .where('expires_at', '>', now)
      .where((eb) =>
        viewer === undefined
          ? eb('invite_state', '<>', 'pending')
          : eb.or([eb('invite_state', '<>', 'pending'), eb('invitee_id', '=', viewer), eb('creator_id', '=', viewer)]),
      );
    const [rows, total] = await Promise.all([
      base.selectAll().orderBy('id', 'desc').offset(offset).limit(limit).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  }

  /** Games the member created, answered or was invited to, newest first. */
  async minePage(game: PvpGameKind, userId: number, offset: number, limit: number): Promise<{ rows: PvpGameRow[]; total: number }> {
    const base = this.db
      .selectFrom('pvp_games')
      .where('game', '=', game)
      .where((eb) => eb.or([eb('creator_id', '=', userId), eb('responder_id', '=', userId), eb('invitee_id', '=', userId)]));
    const [rows, total] = await Promise.all([
      base.selectAll().orderBy('id', 'desc').offset(offset).limit(limit).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  }

  /** Closed games (settled first by time), newest first. */
  async historyPage(game: PvpGameKind, offset: number, limit: number): Promise<{ rows: PvpGameRow[]; total: number }> {
    const base = this.db.selectFrom('pvp_games').where('game', '=', game).where('status', '<>', 'open');
    const [rows, total] = await Promise.all([
      base.selectAll().orderBy('closed_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  }

  /** Every game for the admin page, newest first. */
  async adminPage(filter: { game?: PvpGameKind; status?: string }, offset: number, limit: number): Promise<{ rows: PvpGameRow[]; total: number }> {
    let base = this.db.selectFrom('pvp_games');
    if (filter.game) base = base.where('game', '=', filter.game);
    if (filter.status) base = base.where('status', '=', filter.status);
    const [rows, total] = await Promise.all([
      base.selectAll().orderBy('id', 'desc').offset(offset).limit(limit).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  }

  /** Usernames of the given ids. */
  async usernames(ids: number[], exec: Executor = this.db): Promise<Map<number, string>> {
    const unique = [...new Set(ids)];
    if (!unique.length) return new Map();
    const rows = await exec.selectFrom('users').select(['id', 'username']).where('id', 'in', unique).execute();
    return new Map(rows.map((r) => [r.id, r.username]));
  }

  async userIdByName(username: string): Promise<number | undefined> {
    const r = await this.db.selectFrom('users').select('id').where('username', '=', username).where('deleted_at', '=', 0).executeTakeFirst();
    return r?.id;
  }

  /** Sum of the stakes held in escrow (the creators' stakes of open games). */
  async escrow(): Promise<number> {
    const r = await this.db
      .selectFrom('pvp_games')
      .select((eb) => eb.fn.sum<number>('stake').as('s'))
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow();
    return Number(r.s ?? 0);
  }

  /**
   * Brag leaderboards from settled games: profit (牛王) and wins (牛胜) per member, each side of
   * a game counted once (creator_delta for the creator, responder_delta for the responder).
   */
  async bragRank(type: 'profit' | 'wins', limit: number): Promise<RankRow[]> {
    const sides = this.db
      .selectFrom('pvp_games')
      .select((eb) => [
        eb.ref('creator_id').as('user_id'),
        eb.ref('creator_delta').as('delta'),
        eb.case().when('result', '=', 'creator').then(1).else(0).end().as('win'),
      ])
      .where('game', '=', 'brag')
      .where('status', '=', 'settled')
      .unionAll((eb) =>
        eb
          .selectFrom('pvp_games')
          .select((e) => [
            e.fn.coalesce('responder_id', e.lit(0)).as('user_id'),
            e.ref('responder_delta').as('delta'),
            e.case().when('result', '=', 'responder').then(1).else(0).end().as('win'),
          ])
          .where('game', '=', 'brag')
          .where('status', '=', 'settled'),
      );
    const q = this.db
      .selectFrom(sides.as('s'))
      .innerJoin('users', 'users.id', 's.user_id')
      .select((eb) => [
        's.user_id',
        'users.username',
        eb.fn.sum<number>('s.delta').as('profit'),
        eb.fn.sum<number>('s.win').as('wins'),
        eb.fn.countAll<number>().as('games'),
      ])
      .groupBy(['s.user_id', 'users.username']);
    const ordered =
      type === 'profit'
        ? q.having((eb) => eb.fn.sum('s.delta'), '>', 0).orderBy('profit', 'desc').orderBy('wins', 'desc')
        : q.having((eb) => eb.fn.sum('s.win'), '>', 0).orderBy('wins', 'desc').orderBy('profit', 'desc');
    const rows = await ordered.orderBy('s.user_id').limit(limit).execute();
    return rows.map((r) => ({ user_id: r.user_id, username: r.username, profit: Number(r.profit), wins: Number(r.wins), games: Number(r.games) }));
  }
}
