import { createHash, randomBytes } from 'node:crypto';
import type { DB } from '../db/database';
import type { Clock } from '../lib/time';
import type { Executor } from '../repositories/ledger-repository';
import type { LiveEventKind, LiveEventOf } from '../../../contract/pm';

/**
 * The live channel's cross-process bus (issue 33, docs/adr/0033c-messages-live.md).
 *
 * Writers call `publish(trx, userId, kind, data)` inside the transaction of the change: the event
 * row commits with the change or not at all. Every API process that holds open channels
 * (GET /auth/v1/events) polls `live_events` every `pollMs` for the rows after its cursor and writes
 * each to the member's open tabs in this process. Like the cache invalidations (cache/invalidation.ts)
 * the shared database is the bus, so it works the same on SQLite and PostgreSQL and across machines.
 *
 * Ids that were skipped (PostgreSQL hands sequence values out before commit, so a later id can
 * commit first) are remembered for GAP_MS and asked for again on every poll: an event whose
 * transaction commits within that time is still delivered; a rolled-back one just expires.
 * A process without channels does not poll. Rows older than KEEP_MS are pruned by every process.
 */
export const GAP_MS = 10_000;
export const KEEP_MS = 5 * 60_000;
export const MAX_GAPS = 2_000;
export const TICKET_TTL_MS = 60_000;

export interface LiveMessage {
  id: number;
  kind: LiveEventKind;
  /** the JSON text of the event's data */
  data: string;
}

type Sink = (m: LiveMessage) => void;

export function hashTicket(ticket: string): string {
  return createHash('sha256').update(ticket).digest('hex');
}

export class LiveHub {
  private readonly subs = new Map<number, Set<Sink>>();
  private cursor: number | undefined;
  private readonly gaps = new Map<number, number>(); // id → give up at (ms)
  private timer: NodeJS.Timeout | undefined;
  private pruneTimer: NodeJS.Timeout | undefined;
  private polling: Promise<void> | null = null;
  /** counters for tests */
  readonly stats = { polls: 0, delivered: 0, published: 0 };

  constructor(
    private readonly db: DB,
    private readonly clock: Clock,
    private readonly opts: { pollMs: number; enabled: boolean } = { pollMs: 500, enabled: true },
  ) {}

  /** Inserts one event for a member in the caller's transaction (or `db`). */
  async publish<K extends LiveEventKind>(exec: Executor, userId: number, kind: K, data: LiveEventOf<K>): Promise<void> {
    if (!this.opts.enabled) return;
    await exec.insertInto('live_events').values({ user_id: userId, kind, payload: JSON.stringify(data), created_at: this.clock.now() }).execute();
    this.stats.published++;
  }

  /** Open channels in this process (all members). */
  size(): number {
    let n = 0;
    for (const s of this.subs.values()) n += s.size;
    return n;
  }

  countFor(userId: number): number {
    return this.subs.get(userId)?.size ?? 0;
  }

  /**
   * Registers a channel of a member; resolves (with the function that removes it) once the bus
   * cursor stands at the newest row, so the channel gets what commits from then on — not what
   * happened while this process had no channel open (the cursor is forgotten when polling stops).
   */
  async subscribe(userId: number, sink: Sink): Promise<() => void> {
    if (!this.timer && this.opts.enabled) {
      this.cursor = undefined;
      this.gaps.clear();
      await this.poll();
    }
    let set = this.subs.get(userId);
    if (!set) this.subs.set(userId, (set = new Set()));
    set.add(sink);
    this.ensurePolling();
    return () => {
      const s = this.subs.get(userId);
      if (!s) return;
      s.delete(sink);
      if (s.size === 0) this.subs.delete(userId);
      if (this.subs.size === 0) this.stopPolling();
    };
  }

  /** Starts the pruning of old rows and used tickets (every process, channels or not). */
  start(pruneEveryMs = 60_000): void {
    if (this.pruneTimer || !this.opts.enabled) return;
    this.pruneTimer = setInterval(() => void this.prune().catch(() => undefined), pruneEveryMs + Math.floor(Math.random() * 5000));
    this.pruneTimer.unref();
  }

  async stop(): Promise<void> {
    if (this.pruneTimer) clearInterval(this.pruneTimer);
    this.pruneTimer = undefined;
    this.stopPolling();
    await this.polling?.catch(() => undefined);
  }

  async prune(): Promise<void> {
    const now = this.clock.now();
    await this.db.deleteFrom('live_events').where('created_at', '<', now - KEEP_MS).execute();
    await this.db.deleteFrom('live_tickets').where('expires_at', '<', now - TICKET_TTL_MS).execute();
  }

  // ---------------------------------------------------------------- tickets (EventSource auth)

  /** A one-use ticket for the session `tokenHash` of `userId`, valid TICKET_TTL_MS. */
  async issueTicket(userId: number, tokenHash: string): Promise<{ ticket: string; expires_in: number }> {
    const ticket = randomBytes(24).toString('base64url');
    await this.db
      .insertInto('live_tickets')
      .values({ ticket_hash: hashTicket(ticket), user_id: userId, token_hash: tokenHash, expires_at: this.clock.now() + TICKET_TTL_MS, used: 0 })
      .execute();
    return { ticket, expires_in: TICKET_TTL_MS / 1000 };
  }

  /** Spends a ticket (one guarded UPDATE: two racing redeems → one wins). */
  async redeemTicket(ticket: string): Promise<{ userId: number; tokenHash: string } | undefined> {
    if (!/^[A-Za-z0-9_-]{16,64}$/.test(ticket)) return undefined;
    const hash = hashTicket(ticket);
    const res = await this.db
      .updateTable('live_tickets')
      .set({ used: 1 })
      .where('ticket_hash', '=', hash)
      .where('used', '=', 0)
      .where('expires_at', '>', this.clock.now())
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) return undefined;
    const row = await this.db.selectFrom('live_tickets').select(['user_id', 'token_hash']).where('ticket_hash', '=', hash).executeTakeFirst();
    return row ? { userId: Number(row.user_id), tokenHash: row.token_hash } : undefined;
  }

  // ---------------------------------------------------------------- polling

  private ensurePolling(): void {
    if (this.timer || !this.opts.enabled) return;
    const tick = () => {
      this.polling = this.poll()
        .catch(() => undefined)
        .finally(() => {
          this.polling = null;
          if (this.timer) this.timer = setTimeout(tick, this.opts.pollMs);
        });
    };
    this.timer = setTimeout(tick, this.opts.pollMs);
  }

  private stopPolling(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** One read of the bus: rows after the cursor and the missing ids still awaited. */
  async poll(): Promise<void> {
    this.stats.polls++;
    if (this.cursor === undefined) {
      // start at the newest row: a channel gets what happens after it opened (the client reads
      // the current state over HTTP when its channel opens)
      const row = await this.db.selectFrom('live_events').select((eb) => eb.fn.max('id').as('m')).executeTakeFirst();
      this.cursor = Number(row?.m ?? 0);
      return;
    }
    const now = this.clock.now();
    for (const [id, until] of this.gaps) if (until < now) this.gaps.delete(id);
    const gapIds = [...this.gaps.keys()].slice(0, 500);
    const cursor = this.cursor;
    const rows = await this.db
      .selectFrom('live_events')
      .select(['id', 'user_id', 'kind', 'payload'])
      .where((eb) => (gapIds.length ? eb.or([eb('id', '>', cursor), eb('id', 'in', gapIds)]) : eb('id', '>', cursor)))
      .orderBy('id')
      .limit(1000)
      .execute();
    let expect = cursor + 1;
    for (const r of rows) {
      const id = Number(r.id);
      if (id <= cursor) {
        this.gaps.delete(id); // a late commit
      } else {
        for (let g = expect; g < id && this.gaps.size < MAX_GAPS; g++) this.gaps.set(g, now + GAP_MS);
        expect = id + 1;
        this.cursor = id;
      }
      this.deliver(Number(r.user_id), { id, kind: r.kind as LiveEventKind, data: r.payload });
    }
  }

  private deliver(userId: number, m: LiveMessage): void {
    const set = this.subs.get(userId);
    if (!set) return;
    for (const sink of [...set]) {
      try {
        sink(m);
        this.stats.delivered++;
      } catch {
        // a broken sink is removed by its own close handler
      }
    }
  }
}
