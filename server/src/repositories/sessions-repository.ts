import type { Selectable } from 'kysely';
import type { DB } from '../db/database';
import type { SessionTable } from '../db/tables/foundation';

export type SessionRow = Selectable<SessionTable>;

export class SessionsRepository {
  constructor(private readonly db: DB) {}

  async insert(userId: number, tokenHash: string, now: number, expiresAt: number): Promise<void> {
    await this.db
      .insertInto('sessions')
      .values({ user_id: userId, token_hash: tokenHash, created_at: now, last_seen_at: now, expires_at: expiresAt, revoked: 0 })
      .execute();
  }

  byTokenHash(tokenHash: string): Promise<SessionRow | undefined> {
    return this.db.selectFrom('sessions').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
  }

  async touch(id: number, now: number): Promise<void> {
    await this.db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', id).execute();
  }

  async revoke(tokenHash: string): Promise<void> {
    await this.db.updateTable('sessions').set({ revoked: 1 }).where('token_hash', '=', tokenHash).execute();
  }

  async revokeAllForUser(userId: number): Promise<void> {
    await this.db.updateTable('sessions').set({ revoked: 1 }).where('user_id', '=', userId).execute();
  }
}
