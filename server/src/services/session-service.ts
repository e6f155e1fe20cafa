import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../lib/time';
import type { SessionsRepository } from '../repositories/sessions-repository';
import type { UserRow } from '../repositories/users-repository';

/**
 * Bearer-token sessions. A token is 32 random bytes (base64url); only its SHA-256 is stored.
 * Expiry (documented in docs/adr/0002-sessions-and-accounts.md): idle 7 days, absolute 30 days.
 * last_seen_at is written at most once every 5 minutes so reads stay cheap (against a 7-day idle
 * expiry, that only moves the expiry by minutes). The check is one indexed query (sessions ⋈ users).
 */
export const SESSION_IDLE_MS = 7 * 86_400_000;
export const SESSION_ABSOLUTE_MS = 30 * 86_400_000;
const TOUCH_EVERY_MS = 5 * 60_000;

export type SessionCheck =
  | { state: 'none' }
  | { state: 'invalid' }
  | { state: 'valid'; user: UserRow; tokenHash: string };

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export class SessionService {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly clock: Clock,
  ) {}

  /** Creates a new session for the user and returns the bearer token (shown once). */
  async create(userId: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    await this.sessions.insert(userId, hashToken(token), now, now + SESSION_ABSOLUTE_MS);
    return token;
  }

  /** Resolves a bearer token to its user; 'invalid' for unknown, expired, revoked or banned. */
  async check(token: string | undefined): Promise<SessionCheck> {
    if (!token) return { state: 'none' };
    if (token.length > 200) return { state: 'invalid' };
    const tokenHash = hashToken(token);
    const found = await this.sessions.withUserByTokenHash(tokenHash);
    const now = this.clock.now();
    if (!found) return { state: 'invalid' };
    const { session, user } = found;
    if (session.revoked || session.expires_at <= now || session.last_seen_at + SESSION_IDLE_MS <= now) {
      return { state: 'invalid' };
    }
    if (user.banned) return { state: 'invalid' };
    if (now - session.last_seen_at > TOUCH_EVERY_MS) await this.sessions.touch(session.id, now);
    return { state: 'valid', user, tokenHash };
  }

  /**
   * The session behind a token hash is still valid (not revoked, expired, idle; user not banned).
   * For the live channel (issue 33): its ticket names the session, which is re-checked while the
   * stream is open, so a logout or a ban ends it. Does not touch last_seen_at.
   */
  async aliveByHash(tokenHash: string): Promise<UserRow | undefined> {
    const found = await this.sessions.withUserByTokenHash(tokenHash);
    const now = this.clock.now();
    if (!found) return undefined;
    const { session, user } = found;
    if (session.revoked || session.expires_at <= now || session.last_seen_at + SESSION_IDLE_MS <= now || user.banned || Number(user.deleted_at) > 0) return undefined;
    return user;
  }

  revoke(tokenHash: string): Promise<void> {
    return this.sessions.revoke(tokenHash);
  }

  revokeAll(userId: number): Promise<void> {
    return this.sessions.revokeAllForUser(userId);
  }

  /** Signs the user out everywhere but the session of `keepTokenHash` (the one that asked). */
  revokeOthers(userId: number, keepTokenHash: string): Promise<void> {
    return this.sessions.revokeOthersForUser(userId, keepTokenHash);
  }
}
