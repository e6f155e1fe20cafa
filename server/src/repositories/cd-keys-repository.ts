import type { Selectable } from 'kysely';
import type { DB } from '../db/database';
import type { CdKeyTable } from '../db/tables/accounts';
import type { Executor } from './ledger-repository';

export type CdKeyRow = Selectable<CdKeyTable>;

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
}
