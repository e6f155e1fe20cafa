import type { Selectable } from 'kysely';
import type { DB } from '../db/database';
import type { CdKeyTable } from '../db/tables/accounts';
import type { Executor } from './ledger-repository';

export type CdKeyRow = Selectable<CdKeyTable>;

/** Filter of the admin cdKey list: kind, used or not, batch note, exact code, redeemer. */
export interface CdKeyFilter {
  kind?: 'coin' | 'vip';
  used?: boolean;
  note?: string;
  code?: string;
  usedBy?: number;
}

/** CD keys (卡密): redeemable once for coins or VIP days. */
export class CdKeysRepository {
  constructor(private readonly db: DB) {}

  async insert(k: { code: string; kind: 'coin' | 'vip'; amount: number; note?: string; created_at: number }): Promise<number> {
    const row = await this.db
      .insertInto('cd_keys')
      .values({ ...k, note: k.note ?? '' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** The guarded claim: marks the key used by userId unless it was used already; returns the key or undefined. */
  claim(exec: Executor, code: string, userId: number, now: number): Promise<CdKeyRow | undefined> {
    return exec
      .updateTable('cd_keys')
      .set({ used_by: userId, used_at: now })
      .where('code', '=', code)
      .where('used_by', 'is', null)
      .returningAll()
      .executeTakeFirst();
  }

  byCode(code: string, exec: Executor = this.db): Promise<CdKeyRow | undefined> {
    return exec.selectFrom('cd_keys').selectAll().where('code', '=', code).executeTakeFirst();
  }

  // --- admin cdKey page (issue 7)

  /** Inserts a key inside the caller's transaction. */
  async insertWith(exec: Executor, k: { code: string; kind: 'coin' | 'vip'; amount: number; note: string; created_at: number }): Promise<number> {
    const row = await exec.insertInto('cd_keys').values(k).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  /** Keys matching the filter, newest first, with the redeemer's username. */
  async adminPage(f: CdKeyFilter, offset: number, limit: number): Promise<{ rows: Array<CdKeyRow & { used_by_name: string | null }>; total: number }> {
    let q = this.db.selectFrom('cd_keys').leftJoin('users', 'users.id', 'cd_keys.used_by');
    if (f.kind) q = q.where('cd_keys.kind', '=', f.kind);
    if (f.used === true) q = q.where('cd_keys.used_by', 'is not', null);
    if (f.used === false) q = q.where('cd_keys.used_by', 'is', null);
    if (f.note) q = q.where('cd_keys.note', '=', f.note);
    if (f.code) q = q.where('cd_keys.code', '=', f.code);
    if (f.usedBy !== undefined) q = q.where('cd_keys.used_by', '=', f.usedBy);
    const [rows, count] = await Promise.all([
      q.selectAll('cd_keys').select('users.username as used_by_name').orderBy('cd_keys.id', 'desc').offset(offset).limit(limit).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }
}
