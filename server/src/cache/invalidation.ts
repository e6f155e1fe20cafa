import { sql } from 'kysely';
import type { DB } from '../db/database';

/**
 * Cross-process cache invalidation (issue 18, ADR 0018).
 *
 * Every in-memory cache that a write can make stale registers here under a topic, with
 * - `local()`: a counter the cache's own process bumps on every write it makes (the caches had
 *   these already: the search index generation, the forum list generation, …), and
 * - `drop()`: what to do when another process (or the import CLI) wrote that topic.
 *
 * The shared state is one row per topic in `cache_generations`. The bound, on both databases:
 * **the next request after the writing request has answered sees the write**, because
 * - the writing process bumps the row before its reply leaves (`flush()` in an onSend hook, for
 *   each topic whose local counter moved), and
 * - every API request reads the rows before it runs (`sync()` in an onRequest hook) and drops
 *   the caches of topics whose counter moved. Concurrent requests share one read, but only a
 *   read that STARTED after the request arrived: at most one read is in flight and one queued
 *   per process, so under load it costs far less than one query per request.
 * Writes made outside a request (the import CLI, timers) are bumped by `bumpTopics()` or the
 * 1 s background flush.
 *
 * Why not LISTEN/NOTIFY: a notification arrives asynchronously, so the next request through
 * another process can run before it does; the bound would need the read anyway, and SQLite has
 * nothing like it. The read is one indexed scan of a handful of rows.
 */
export const CACHE_TOPICS = ['search', 'articles', 'article-counters', 'replies', 'settings', 'banned', 'hot-keywords'] as const;
export type CacheTopic = (typeof CACHE_TOPICS)[number];

export interface CacheRegistration {
  /** a name for docs and tests, e.g. 'search order cache' */
  name: string;
  topic: CacheTopic;
  /** this process's write counter of the data behind the cache */
  local: () => number;
  /** another process wrote the topic: forget what is cached */
  drop: () => void;
}

/** Bumps topics in the database (the import CLI and anything without an Invalidation). */
export async function bumpTopics(db: DB, topics: readonly CacheTopic[]): Promise<Map<CacheTopic, number>> {
  const out = new Map<CacheTopic, number>();
  for (const topic of topics) {
    const row = await db
      .insertInto('cache_generations')
      .values({ topic, gen: 1 })
      .onConflict((oc) => oc.column('topic').doUpdateSet({ gen: sql`cache_generations.gen + 1` }))
      .returning('gen')
      .executeTakeFirstOrThrow();
    out.set(topic, Number(row.gen));
  }
  return out;
}

export class Invalidation {
  private readonly regs: CacheRegistration[] = [];
  /** the local counter value of each registration last seen (index = registration) */
  private readonly seen: number[] = [];
  /** the database generation of each topic this process has acted on */
  private readonly known = new Map<CacheTopic, number>();
  private readonly dirty = new Set<CacheTopic>();
  private flushing: Promise<void> = Promise.resolve();
  private reading: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  private timer: NodeJS.Timeout | undefined;
  /** counters for tests and the benchmark */
  readonly stats = { reads: 0, bumps: 0, drops: 0, failures: 0, skipped: 0, checks: 0 };

  /** data_version when the last read started (SQLite; see the constructor) */
  private lastVersion: number | undefined;

  /**
   * @param dataVersion SQLite only: `PRAGMA data_version` of this process's connection, which
   *   changes when ANY OTHER connection (another API process, the import CLI) commits. While it
   *   stands still nobody else wrote, so sync() answers without reading the table (ADR 0019):
   *   the generation read was one statement per request on SQLite, where reads never overlap.
   */
  constructor(
    private readonly db: DB,
    private readonly onError: (err: Error) => void = () => undefined,
    private readonly dataVersion?: () => number,
  ) {}

  register(reg: CacheRegistration): void {
    this.regs.push(reg);
    this.seen.push(reg.local());
  }

  /** What is registered (for the docs and the tests). */
  registrations(): Array<{ name: string; topic: CacheTopic }> {
    return this.regs.map((r) => ({ name: r.name, topic: r.topic }));
  }

  /** Starts the background flush (writes made outside requests). */
  start(intervalMs = 1000): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.flush().catch(() => undefined), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.flush().catch(() => undefined);
  }

  /** Marks topics whose local counter moved since last seen; true when any is pending. */
  private collect(): boolean {
    for (let i = 0; i < this.regs.length; i++) {
      const v = this.regs[i].local();
      if (v !== this.seen[i]) {
        this.seen[i] = v;
        this.dirty.add(this.regs[i].topic);
      }
    }
    return this.dirty.size > 0;
  }

  /** True when this process wrote something whose bump is not in the database yet. */
  pending(): boolean {
    return this.collect();
  }

  /**
   * Writes the bumps of every topic this process changed. Resolves once they are committed
   * (chained, so a caller's own change is in the write it waits for). A failure keeps the topics
   * pending for the next flush and rejects.
   */
  flush(): Promise<void> {
    const run = async () => {
      if (!this.collect()) return;
      const topics = [...this.dirty];
      this.dirty.clear();
      try {
        const gens = await bumpTopics(this.db, topics);
        this.stats.bumps += topics.length;
        for (const [topic, gen] of gens) {
          // only our own bump: acting on a foreign one is sync()'s job (it must drop caches)
          const known = this.known.get(topic);
          if (known !== undefined && known + 1 === gen) this.known.set(topic, gen);
        }
      } catch (err) {
        for (const t of topics) this.dirty.add(t);
        this.stats.failures++;
        throw err;
      }
    };
    const next = this.flushing.then(run, run);
    this.flushing = next.catch(() => undefined);
    return next;
  }

  /**
   * Brings this process up to date with every other process's writes: resolves after a read of
   * the generations that started after this call, having dropped the caches of changed topics.
   */
  sync(): Promise<void> {
    if (this.dataVersion && this.primed && this.lastVersion !== undefined) {
      // SQLite: one data_version check per event-loop turn, shared by every request that asked
      // before it (ADR 0019, issue 34). The check runs in a setImmediate callback, i.e. after the
      // poll phase in which these requests were read, so it starts after each of them arrived —
      // the same bound as one check per request. Under load a turn reads many requests; the check
      // (a read transaction: two lock calls and a stat) cost ~10 µs per request in a CPU profile
      // of /v1/health, its largest item after the socket write.
      this.tickWaiters++;
      this.tickCheck ??= new Promise<void>((resolve, reject) => {
        setImmediate(() => {
          const waiters = this.tickWaiters;
          this.tickWaiters = 0;
          this.tickCheck = null;
          this.stats.checks++;
          if (!this.reading && this.version() === this.lastVersion) {
            this.stats.skipped += waiters;
            resolve();
          } else {
            this.readAfterNow().then(resolve, reject);
          }
        });
      });
      return this.tickCheck;
    }
    return this.readAfterNow();
  }

  /** the check of this event-loop turn (SQLite), shared by its requests; and how many wait on it */
  private tickCheck: Promise<void> | null = null;
  private tickWaiters = 0;

  /** A read of the generations that starts after this call (a read in flight may have started before). */
  private readAfterNow(): Promise<void> {
    if (!this.reading) return this.read();
    // a read is in flight but started before us: wait for the next one (shared by all waiting)
    this.queued ??= this.reading.then(
      () => {
        this.queued = null;
        return this.read();
      },
      () => {
        this.queued = null;
        return this.read();
      },
    );
    return this.queued;
  }

  private version(): number | undefined {
    try {
      return this.dataVersion?.();
    } catch {
      return undefined; // e.g. the connection is closing: read the table instead
    }
  }

  private read(): Promise<void> {
    this.stats.reads++;
    // taken before the read: a commit by another connection after this moment moves it again
    const version = this.version();
    const p: Promise<void> = this.db
      .selectFrom('cache_generations')
      .select(['topic', 'gen'])
      .execute()
      .then((rows) => {
        this.apply(rows);
        this.lastVersion = version;
      })
      .finally(() => {
        if (this.reading === p) this.reading = null;
      });
    this.reading = p;
    return p;
  }

  private primed = false;

  private apply(rows: Array<{ topic: string; gen: number | string }>): void {
    const gens = new Map<CacheTopic, number>(CACHE_TOPICS.map((t) => [t, 0]));
    for (const row of rows) gens.set(row.topic as CacheTopic, Number(row.gen));
    if (!this.primed) {
      // the first read (at start): nothing is cached yet, remember where the counters stand
      this.primed = true;
      for (const [t, g] of gens) this.known.set(t, g);
      return;
    }
    const changed = [...gens].filter(([t, g]) => this.known.get(t) !== g);
    if (!changed.length) return;
    this.collect(); // local writes made before these drops stay pending for our own flush
    for (const [topic, gen] of changed) {
      this.known.set(topic, gen);
      this.stats.drops++;
      for (const r of this.regs) if (r.topic === topic) r.drop();
    }
    // the drops are not writes of ours (a drop may bump another cache's counter too)
    this.regs.forEach((r, i) => (this.seen[i] = r.local()));
  }

  /** First read at start: remember the current generations (caches are empty then). */
  async prime(): Promise<void> {
    await this.sync().catch((err: Error) => this.onError(err));
  }
}
