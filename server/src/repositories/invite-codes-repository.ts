import type { Selectable } from 'kysely';
import type { DB } from '../db/database';
import type { InviteCodeTable } from '../db/tables/accounts';
import type { Executor } from './ledger-repository';

export type InviteCodeRow = Selectable<InviteCodeTable>;

/** Invite codes: bought by members (or made by admins), consumed once at registration. */
export class InviteCodesRepository {
  constructor(private readonly db: DB) {}

  async insert(exec: Executor, code: string, ownerId: number | null, now: number): Promise<number> {
    const row = await exec
      .insertInto('invite_codes')
      .values({ code, owner_id: ownerId, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** The guarded consume: returns the code row when it was unused, else undefined. */
  consume(exec: Executor, code: string, userId: number, now: number): Promise<InviteCodeRow | undefined> {
    return exec
      .updateTable('invite_codes')
      .set({ used_by: userId, used_at: now })
      .where('code', '=', code)
      .where('used_by', 'is', null)
      .returningAll()
      .executeTakeFirst();
  }

  byCode(code: string): Promise<InviteCodeRow | undefined> {
    return this.db.selectFrom('invite_codes').selectAll().where('code', '=', code).executeTakeFirst();
  }

  byOwner(ownerId: number): Promise<InviteCodeRow[]> {
    return this.db.selectFrom('invite_codes').selectAll().where('owner_id', '=', ownerId).orderBy('id', 'desc').limit(100).execute();
  }
}
