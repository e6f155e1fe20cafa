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

  // --- admin inviteCode page (issue 7)

  /** Codes newest first with owner and user names; used = true/false filters by status. */
  async adminPage(f: { used?: boolean; code?: string }, offset: number, limit: number): Promise<{ rows: Array<InviteCodeRow & { owner_name: string | null; used_by_name: string | null }>; total: number }> {
    let q = this.db
      .selectFrom('invite_codes')
      .leftJoin('users as owner', 'owner.id', 'invite_codes.owner_id')
      .leftJoin('users as used', 'used.id', 'invite_codes.used_by');
    if (f.used === true) q = q.where('invite_codes.used_by', 'is not', null);
    if (f.used === false) q = q.where('invite_codes.used_by', 'is', null);
    if (f.code) q = q.where('invite_codes.code', '=', f.code);
    const [rows, count] = await Promise.all([
      q.selectAll('invite_codes').select(['owner.username as owner_name', 'used.username as used_by_name']).orderBy('invite_codes.id', 'desc').offset(offset).limit(limit).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }
}
