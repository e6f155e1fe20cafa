import { sql } from 'kysely';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { DB } from '../db/database';

/**
 * A store for @fastify/rate-limit kept in the database (table rate_limit_hits), so the global
 * per-IP limit and the per-route limits hold across every API process (issue 18, ADR 0018).
 *
 * - Fixed windows: a key's hits count from the start of its window (now rounded down to the
 *   window); the first hit of a new window restarts the count.
 * - One upsert per burst, not per request: concurrent hits of the same key in this process are
 *   added in one statement (`hits = hits + n … RETURNING hits`) and each gets its own position
 *   in the count, so the count stays exact; at most one statement per key is in flight.
 * - PostgreSQL: the table is UNLOGGED (no WAL flush per request). SQLite: a short write
 *   transaction per burst on the one connection.
 * - Old windows are deleted once a minute.
 * The same store works with one process; RATE_LIMIT_STORE=memory keeps the plugin's own
 * in-process store (the effective limit is then N × the limit with N processes).
 */
interface Waiter {
  cb: (err: Error | null, res?: { current: number; ttl: number }) => void;
}

interface Params {
  routeInfo?: { method?: string; url?: string };
}

export function dbRateLimitStore(db: DB, now: () => number = Date.now): FastifyRateLimitStoreCtor {
  let lastSweep = 0;
  const sweep = (t: number, timeWindow: number) => {
    if (t - lastSweep < 60_000) return;
    lastSweep = t;
    void db
      .deleteFrom('rate_limit_hits')
      .where('window_start', '<', t - Math.max(timeWindow, 60_000) * 2)
      .execute()
      .catch(() => undefined);
  };

  class DbRateLimitStore {
    private readonly prefix: string;
    private readonly pending = new Map<string, { n: number; waiters: Waiter[]; timeWindow: number }>();
    private readonly inflight = new Set<string>();

    constructor(params: Params = {}) {
      const r = params.routeInfo;
      this.prefix = r?.url ? `${r.method ?? ''}${r.url}|` : '';
    }

    child(params: unknown) {
      return new DbRateLimitStore(params as Params);
    }

    incr(key: string, cb: Waiter['cb'], timeWindow: number): void {
      const k = (this.prefix + key).slice(0, 200);
      let p = this.pending.get(k);
      if (!p) this.pending.set(k, (p = { n: 0, waiters: [], timeWindow }));
      p.n++;
      p.waiters.push({ cb });
      if (!this.inflight.has(k)) void this.run(k);
    }

    read(key: string, cb: Waiter['cb'], timeWindow: number): void {
      const k = (this.prefix + key).slice(0, 200);
      const t = now();
      const start = t - (t % timeWindow);
      db.selectFrom('rate_limit_hits').select(['hits', 'window_start']).where('key', '=', k).executeTakeFirst().then(
        (row) => cb(null, row && Number(row.window_start) === start ? { current: row.hits, ttl: start + timeWindow - t } : { current: 0, ttl: 0 }),
        (err: Error) => cb(err),
      );
    }

    private async run(k: string): Promise<void> {
      const batch = this.pending.get(k);
      if (!batch) return;
      this.pending.delete(k);
      this.inflight.add(k);
      const t = now();
      const start = t - (t % batch.timeWindow);
      try {
        const row = await db
          .insertInto('rate_limit_hits')
          .values({ key: k, window_start: start, hits: batch.n })
          .onConflict((oc) =>
            oc.column('key').doUpdateSet({
              hits: sql`CASE WHEN rate_limit_hits.window_start = ${start} THEN rate_limit_hits.hits + ${batch.n} ELSE ${batch.n} END`,
              window_start: start,
            }),
          )
          .returning(['hits'])
          .executeTakeFirstOrThrow();
        const total = Number(row.hits);
        const ttl = Math.max(1, start + batch.timeWindow - now());
        batch.waiters.forEach((w, i) => w.cb(null, { current: total - batch.n + i + 1, ttl }));
        sweep(t, batch.timeWindow);
      } catch (err) {
        for (const w of batch.waiters) w.cb(err as Error);
      } finally {
        this.inflight.delete(k);
        if (this.pending.has(k)) void this.run(k);
      }
    }
  }
  return DbRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
