import { createHmac, timingSafeEqual } from 'node:crypto';
import type { LinkcheckConfig } from '../config';
import type { Clock } from '../lib/time';

/**
 * PanSou's login for its API (issue 35, ADR 0017 "Round 3"): the accounts of PANSOU_AUTH_USERS
 * log in at /api/auth/login and get a signed token with an expiry — the same JWT PanSou issues
 * (HS256, claims `username`, `exp`, `iat`, `iss: "pansou"`), so PanSou's own web UI, MoonTVPlus and
 * the AstrBot plugin keep their token logic. The static PANSOU_API_TOKEN keeps working for bots.
 *
 * Why HS256 by hand (node:crypto) and not a JWT library: one algorithm, one key, three claims —
 * the header is compared byte-for-byte with the only one we issue, so no `alg` confusion or `none`
 * is possible; a library would add a dependency for 30 lines. Logout is stateless, as in PanSou: a
 * token stays valid until it expires (PANSOU_AUTH_TOKEN_EXPIRY hours).
 */
export class PanSouAuthService {
  private static readonly HEADER = b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

  constructor(
    private readonly config: Pick<LinkcheckConfig, 'pansouToken' | 'pansouAuthUsers' | 'pansouAuthExpiryHours' | 'pansouJwtSecret'>,
    private readonly clock: Clock,
  ) {}

  /** Login accounts are configured (PanSou's AUTH_ENABLED with AUTH_USERS). */
  get loginEnabled(): boolean {
    return this.config.pansouAuthUsers.size > 0;
  }

  /** Search and check need a credential (a login token or the static token). */
  get required(): boolean {
    return this.loginEnabled || !!this.config.pansouToken;
  }

  /** A token for a correct username and password, else null (compared in constant time). */
  login(username: string, password: string): { token: string; expires_at: number; username: string } | null {
    const stored = this.config.pansouAuthUsers.get(username);
    if (stored === undefined || !sameText(stored, password)) return null;
    const now = Math.floor(this.clock.now() / 1000);
    const exp = now + this.config.pansouAuthExpiryHours * 3600;
    const payload = b64(JSON.stringify({ username, iss: 'pansou', exp, iat: now }));
    const body = `${PanSouAuthService.HEADER}.${payload}`;
    return { token: `${body}.${this.sign(body)}`, expires_at: exp, username };
  }

  /**
   * Who an `Authorization` header belongs to: the login's username, `''` for the static token,
   * or null when missing, malformed, forged or expired (then `reason` says which, PanSou's codes).
   */
  check(header: string | undefined): { username: string } | { reason: 'AUTH_TOKEN_MISSING' | 'AUTH_TOKEN_INVALID_FORMAT' | 'AUTH_TOKEN_INVALID' } {
    if (!header) return { reason: 'AUTH_TOKEN_MISSING' };
    const m = /^Bearer\s+(.+)$/i.exec(header.trim());
    if (!m) return { reason: 'AUTH_TOKEN_INVALID_FORMAT' };
    const token = m[1].trim();
    if (this.config.pansouToken && sameText(token, this.config.pansouToken)) return { username: '' };
    const username = this.loginEnabled ? this.verify(token) : null;
    return username === null ? { reason: 'AUTH_TOKEN_INVALID' } : { username };
  }

  private verify(token: string): string | null {
    const parts = token.split('.');
    if (parts.length !== 3 || parts[0] !== PanSouAuthService.HEADER) return null;
    if (!sameText(parts[2], this.sign(`${parts[0]}.${parts[1]}`))) return null;
    let claims: { username?: unknown; exp?: unknown };
    try {
      claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as typeof claims;
    } catch {
      return null;
    }
    if (typeof claims.username !== 'string' || typeof claims.exp !== 'number') return null;
    if (claims.exp * 1000 <= this.clock.now()) return null;
    // an account removed from PANSOU_AUTH_USERS loses its tokens at once
    return this.config.pansouAuthUsers.has(claims.username) ? claims.username : null;
  }

  private sign(body: string): string {
    return createHmac('sha256', this.config.pansouJwtSecret).update(body).digest('base64url');
  }
}

function b64(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

function sameText(a: string, b: string): boolean {
  const x = createHmac('sha256', 'cmp').update(a).digest();
  const y = createHmac('sha256', 'cmp').update(b).digest();
  return timingSafeEqual(x, y) && a === b;
}
