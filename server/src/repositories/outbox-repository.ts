import type { Selectable } from 'kysely';
import type { DB } from '../db/database';
import type { OutboxTable } from '../db/tables/accounts';

export type OutboxRow = Selectable<OutboxTable>;

/** Every mail the server sends, and password-reset codes (stored hashed). */
export class OutboxRepository {
  constructor(private readonly db: DB) {}

  async insert(m: { to_addr: string; subject: string; body: string; created_at: number }): Promise<number> {
    const row = await this.db.insertInto('outbox').values({ ...m, error: '' }).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  async markSent(id: number, now: number): Promise<void> {
    await this.db.updateTable('outbox').set({ sent_at: now, error: '' }).where('id', '=', id).execute();
  }

  async markFailed(id: number, error: string): Promise<void> {
    await this.db.updateTable('outbox').set({ error: error.slice(0, 500) }).where('id', '=', id).execute();
  }

  latestTo(toAddr: string): Promise<OutboxRow | undefined> {
    return this.db.selectFrom('outbox').selectAll().where('to_addr', '=', toAddr).orderBy('id', 'desc').limit(1).executeTakeFirst();
  }

  // --- password reset codes
  async insertReset(r: { user_id: number; code_hash: string; expires_at: number; created_at: number }): Promise<void> {
    // A new code replaces every older one.
    await this.db.updateTable('password_resets').set({ used: 1 }).where('user_id', '=', r.user_id).where('used', '=', 0).execute();
    await this.db.insertInto('password_resets').values({ ...r, tries: 0, used: 0 }).execute();
  }

  latestReset(userId: number) {
    return this.db
      .selectFrom('password_resets')
      .selectAll()
      .where('user_id', '=', userId)
      .where('used', '=', 0)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** Counts one wrong try, guarded so that at most `max` tries are ever counted; returns false when exhausted. */
  async addTry(id: number, max: number): Promise<boolean> {
    const res = await this.db
      .updateTable('password_resets')
      .set((eb) => ({ tries: eb('tries', '+', 1) }))
      .where('id', '=', id)
      .where('tries', '<', max)
      .where('used', '=', 0)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  /** Marks the code used once; false when someone used it first. */
  async useReset(id: number): Promise<boolean> {
    const res = await this.db.updateTable('password_resets').set({ used: 1 }).where('id', '=', id).where('used', '=', 0).executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }
}
