import { tooMany } from '../lib/app-error';
import type { Clock } from '../lib/time';
import type { LoginAttemptsRepository } from '../repositories/login-attempts-repository';

/**
 * Failure throttles kept in the database (so they hold across several API processes):
 *   logins: growing delays, never a hard lock — see LOGIN_THROTTLES below;
 *   old password on the profile page: 5 wrong in 15 minutes → 429;
 *   registrations per IP: 10 an hour; recovery mails per address: 1 a minute, 5 an hour;
 *   CD-key guesses per user: 10 wrong keys an hour.
 */
export const LIMITS = {
  loginPerAccount: { max: 5, windowMs: 15 * 60_000 },
  loginPerIp: { max: 20, windowMs: 15 * 60_000 },
  registerPerIp: { max: 10, windowMs: 60 * 60_000 },
  findPassPerEmailMinute: { max: 1, windowMs: 60_000 },
  findPassPerEmailHour: { max: 5, windowMs: 60 * 60_000 },
  findPassPerIp: { max: 20, windowMs: 60 * 60_000 },
  cdKeyFailuresPerUser: { max: 10, windowMs: 60 * 60_000 },
} as const;

export type Limit = { max: number; windowMs: number };

/**
 * Login throttles (issue 21; docs/adr/0002-sessions-and-accounts.md "Login throttles"). Each key
 * lets `free` failures through in its window; after that each further attempt must wait
 * 30 s × 2^(failures − free) after the newest failure, at most 15 minutes. Nothing locks:
 *   pair    — one account from one IP, for devices the account does not know;
 *   account — one account from all devices it does not know (a slow distributed guess);
 *   ip      — one IP over all accounts, for devices not known to the account tried;
 *   device  — one known device (the only key a known device pays: strangers' failures
 *             never slow its owner down).
 */
export const LOGIN_THROTTLES = {
  pair: { free: 5, windowMs: 60 * 60_000 },
  account: { free: 10, windowMs: 60 * 60_000 },
  ip: { free: 20, windowMs: 60 * 60_000 },
  device: { free: 5, windowMs: 60 * 60_000 },
} as const;
export const LOGIN_DELAY = { baseMs: 30_000, capMs: 15 * 60_000 } as const;

export type Throttle = { free: number; windowMs: number };

/** How long after the newest failure the next attempt must wait, with `count` failures in the window. */
export function loginDelayMs(count: number, free: number): number {
  return count < free ? 0 : Math.min(LOGIN_DELAY.baseMs * 2 ** (count - free), LOGIN_DELAY.capMs);
}

/** A refusal of the growing-delay throttle: which key, and how long to wait. */
export class ThrottledError extends Error {
  constructor(
    public readonly key: string,
    public readonly waitMs: number,
  ) {
    super('throttled');
  }
}

export class LoginGuardService {
  constructor(
    private readonly repo: LoginAttemptsRepository,
    private readonly clock: Clock,
  ) {}

  async count(key: string, limit: Limit): Promise<number> {
    return this.repo.countSince(key, this.clock.now() - limit.windowMs);
  }

  /** Throws 429 when the key already has `max` events in its window. */
  async check(key: string, limit: Limit, msg: string): Promise<void> {
    if ((await this.count(key, limit)) >= limit.max) throw tooMany(msg);
  }

  /**
   * Atomic check-and-record: takes one of the key's `max` slots in its window or throws 429.
   * Returns the event id, so a caller whose action then fails can give the slot back (forget).
   */
  async reserve(key: string, limit: Limit, msg: string): Promise<number> {
    const now = this.clock.now();
    const id = await this.repo.reserve(key, limit.max, now - limit.windowMs, now);
    if (id === undefined) throw tooMany(msg);
    return id;
  }

  /**
   * Counts one attempt against every key, each atomically (the attempt is recorded before the
   * slow password check, so parallel guesses see each other). Throws ThrottledError for the first
   * key that asks for a wait (the attempts already recorded for this request are given back).
   * Returns the recorded ids (give them back on success) and the keys whose free failures this
   * attempt used up (for the notices).
   */
  async throttle(keys: (Throttle & { key: string })[]): Promise<{ ids: number[]; exhausted: string[] }> {
    const ids: number[] = [];
    const exhausted: string[] = [];
    for (const k of keys) {
      const now = this.clock.now();
      const r = await this.repo.reserveAfterDelay(k.key, now - k.windowMs, now, (count, newest) => newest + loginDelayMs(count, k.free) - now);
      if ('waitMs' in r) {
        await this.repo.removeIds(ids);
        throw new ThrottledError(k.key, r.waitMs);
      }
      ids.push(r.id);
      if (r.count === k.free) exhausted.push(k.key);
    }
    return { ids, exhausted };
  }

  clearPrefix(prefix: string): Promise<void> {
    return this.repo.clearPrefix(prefix);
  }

  record(key: string): Promise<number> {
    return this.repo.add(key, this.clock.now());
  }

  /** Removes the key's events; true when it had any (one of two concurrent takes wins). */
  take(key: string): Promise<boolean> {
    return this.repo.take(key);
  }

  clear(key: string): Promise<void> {
    return this.repo.clear(key);
  }

  forget(ids: number[]): Promise<void> {
    return this.repo.removeIds(ids);
  }
}
