import type { Selectable } from 'kysely';
import type { DB } from '../db/database';
import { prepare } from '../db/prepared';
import type { SessionTable } from '../db/tables/foundation';
import type { UserRow } from './users-repository';

export type SessionRow = Selectable<SessionTable>;
export interface SessionWithUser {
  session: Pick<SessionRow, 'id' | 'revoked' | 'expires_at' | 'last_seen_at'>;
  user: UserRow;
}

/** The check on every authenticated request: compiled once (see db/prepared.ts). */
const sessionWithUser = prepare(1, (db, tokenHash: string) =>
  db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .selectAll('u')
    .select(['s.id as s_id', 's.revoked as s_revoked', 's.expires_at as s_expires_at', 's.last_seen_at as s_last_seen_at'])
    .where('s.token_hash', '=', tokenHash),
);

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

  /** The session of a token hash with its user, in one indexed query (runs on every authenticated request). */
  async withUserByTokenHash(tokenHash: string): Promise<SessionWithUser | undefined> {
    const row = await sessionWithUser.first(this.db, tokenHash);
    if (!row) return undefined;
    const { s_id, s_revoked, s_expires_at, s_last_seen_at, ...user } = row;
    return { session: { id: s_id, revoked: s_revoked, expires_at: s_expires_at, last_seen_at: s_last_seen_at }, user };
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

  /** Every session of the user except the one of `keepTokenHash`. */
  async revokeOthersForUser(userId: number, keepTokenHash: string): Promise<void> {
    await this.db.updateTable('sessions').set({ revoked: 1 }).where('user_id', '=', userId).where('token_hash', '!=', keepTokenHash).execute();
  }
}
