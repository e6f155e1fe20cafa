import { tooMany } from '../lib/app-error';
import type { Clock } from '../lib/time';
import type { LoginAttemptsRepository } from '../repositories/login-attempts-repository';

/**
 * Failure throttles kept in the database (so they hold across several API processes):
 *   login per account: 5 failed logins in 15 minutes → 429 until the window passes
 *   login per IP:     20 failed logins in 15 minutes → 429
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

  record(key: string): Promise<number> {
    return this.repo.add(key, this.clock.now());
  }

  clear(key: string): Promise<void> {
    return this.repo.clear(key);
  }

  forget(ids: number[]): Promise<void> {
    return this.repo.removeIds(ids);
  }
}
