import type { LiveHub } from '../live/live-hub';
import type { z } from 'zod';
import type { ledgerEntrySchema } from '../../../contract/account';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../db/database';
import type { Database } from '../db/schema';
import { AppError, badRequest, notFound } from '../lib/app-error';
import type { Clock } from '../lib/time';
import type { Executor, LedgerRepository, LedgerRow } from '../repositories/ledger-repository';

/**
 * LedgerService — the ONLY writer of coin balances (users.coin). Reach it as `ctx.services.ledger`.
 *
 * Stable API (other capabilities call this; keep it):
 *   ledger.run(async (trx) => { ... })                     open a transaction; everything in it commits or not at all
 *   ledger.credit(trx, { userId, amount, kind, ref, note? })  → { balance, entryId }
 *   ledger.debit(trx,  { userId, amount, kind, ref, note? })  → { balance, entryId }
 *        throws AppError(400, '金币不足…') when the balance cannot pay (guarded UPDATE … WHERE coin >= amount)
 *   ledger.transfer(trx, { from, to, amount, kind, ref, note? }) → { fromBalance, toBalance }
 *        (locks both users in ascending id, then debits `from` and credits `to`; kind is written on
 *        both rows; refuses from === to)
 *   ledger.lockUsers(trx, userIds)   row-locks users in ascending id (PostgreSQL; lock order: ADR 0008 round 3)
 *   ledger.balance(userId), ledger.history(userId, page, size), ledger.turnoverCount(userId), ledger.drift()
 *
 * `trx` is a Kysely transaction (from `ledger.run` or your own `db.transaction().execute`). Passing
 * the plain `ctx.db` also works: the call then opens its own transaction. `amount` is a positive
 * integer (at most 1e9); `kind` a short machine word (≤ 32 chars, e.g. 'article_tip', 'link_reveal');
 * `ref` what it refers to (≤ 128 chars, e.g. 'article:12'); `note` a Chinese line the user sees
 * in their coin history (≤ 200 chars).
 *
 * Every change writes a ledger row (user_id, delta, balance_after, kind, ref, note, created_at)
 * in the same transaction as the balance update, so sum(delta) per user always equals users.coin.
 * Two concurrent spends can never both take the last coins: on PostgreSQL the guarded UPDATE
 * row-locks and re-checks; on SQLite the single connection serializes transactions.
 */
export interface LedgerChange {
  userId: number;
  amount: number;
  kind: string;
  ref: string;
  note?: string;
}

export interface LedgerTransfer {
  from: number;
  to: number;
  amount: number;
  kind: string;
  ref: string;
  note?: string;
}

export type LedgerEntryView = z.infer<typeof ledgerEntrySchema>;

export const MAX_LEDGER_AMOUNT = 1_000_000_000;

/** At most this many coin transactions share one SQLite commit (group commit, ADR 0019). */
export const GROUP_COMMIT_MAX = 64;

/** The real setImmediate, taken before any test can replace the global with a fake timer. */
const nextTurn = setImmediate;

interface Job {
  fn: (trx: Transaction<Database>) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (err: unknown) => void;
}

export class LedgerService {
  private readonly queue: Job[] = [];
  private draining = false;
  /** counters for tests and the benchmark: batches committed, transactions in them, the largest batch */
  readonly groupStats = { batches: 0, jobs: 0, largest: 0 };

  /**
   * @param groupCommit SQLite only (one writer): the coin transactions that arrive in the same
   *   event-loop turn share one COMMIT, each in its own SAVEPOINT (ADR 0019). PostgreSQL commits
   *   concurrent transactions on its own connections and keeps one transaction per run().
   */
  constructor(
    private readonly db: DB,
    private readonly repo: LedgerRepository,
    private readonly clock: Clock,
    private readonly groupCommit = false,
    private readonly kind: 'sqlite' | 'postgres' = 'sqlite',
  ) {}

  private live: LiveHub | undefined;
  /** The live channel (issue 33): every balance change is published in its own transaction. */
  setLive(live: LiveHub): void {
    this.live = live;
  }

  /**
   * Row-locks users for the rest of the transaction, in ascending id, with PostgreSQL's
   * `FOR NO KEY UPDATE` — the strength a balance UPDATE takes, which does NOT block the
   * `FOR KEY SHARE` a foreign-key check takes when another transaction inserts a row that refers
   * to the user (a message, a reply, a ledger row). `FOR UPDATE` would block those, and that was
   * the reply deadlock of issue 27. Step 2 of the global lock order (ADR 0008, round 3): callers
   * take their content row (article, game, resource) first, then users through here or through
   * the ledger calls, never the other way round. SQLite has one writer; nothing to lock.
   */
  async lockUsers(trx: Executor, userIds: number[]): Promise<void> {
    if (this.kind !== 'postgres') return;
    for (const id of [...new Set(userIds)].sort((a, b) => a - b)) {
      await trx.selectFrom('users').select('id').where('id', '=', id).forNoKeyUpdate().execute();
    }
  }

  /**
   * Runs fn in one transaction: everything in it commits or not at all, and the promise settles
   * after that (a resolved run is committed, durable as any commit of this database).
   *
   * With group commit (SQLite) the runs that arrive in one event-loop turn — under load, the
   * requests whose bytes the server read in one poll — are executed one after the other inside
   * ONE database transaction, each in its own savepoint: a run that throws is rolled back to its
   * savepoint and rejected, and the others go on; all that succeeded are resolved after the one
   * COMMIT. Every run still sees the writes of the runs before it (same connection, in order),
   * so the guards that make races exactly-once (guarded UPDATE, unique rows) hold as before. If
   * the COMMIT itself fails, every run of the batch is rejected (none of them is committed).
   * fn must use only `trx` (as before: on SQLite's single connection, `db` inside a transaction
   * would wait for the transaction to end) and must not call run() again inside.
   */
  run<T>(fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    if (!this.groupCommit) return this.db.transaction().execute(fn);
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ fn, resolve: resolve as (v: unknown) => void, reject });
      if (!this.draining) {
        this.draining = true;
        nextTurn(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.length > 0) await this.runBatch(this.queue.splice(0, GROUP_COMMIT_MAX));
    } finally {
      this.draining = false;
      // a run queued while the last batch settled (its callbacks run before ours) starts a new drain
      if (this.queue.length > 0) {
        this.draining = true;
        nextTurn(() => void this.drain());
      }
    }
  }

  private async runBatch(batch: Job[]): Promise<void> {
    const succeeded: Array<{ job: Job; value: unknown }> = [];
    const settled = new Set<Job>();
    try {
      await this.db.transaction().execute(async (trx) => {
        if (batch.length === 1) {
          // alone: the transaction is the run's own (no savepoint needed; a throw rolls it back)
          succeeded.push({ job: batch[0], value: await batch[0].fn(trx) });
          return;
        }
        for (const job of batch) {
          await sql`savepoint ledger_run`.execute(trx);
          try {
            const value = await job.fn(trx);
            await sql`release savepoint ledger_run`.execute(trx);
            succeeded.push({ job, value });
          } catch (err) {
            // undo this run only; the ones before it stay in the transaction
            await sql`rollback to savepoint ledger_run`.execute(trx);
            await sql`release savepoint ledger_run`.execute(trx);
            settled.add(job);
            job.reject(err);
          }
        }
      });
    } catch (err) {
      // the transaction failed as a whole (COMMIT, or a savepoint that could not be rolled back):
      // nothing of this batch is committed — every run not yet answered is refused
      for (const job of batch) if (!settled.has(job)) job.reject(err);
      return;
    }
    this.groupStats.batches++;
    this.groupStats.jobs += batch.length;
    this.groupStats.largest = Math.max(this.groupStats.largest, batch.length);
    for (const { job, value } of succeeded) job.resolve(value);
  }

  async credit(trx: Executor, change: LedgerChange): Promise<{ balance: number; entryId: number }> {
    if (!trx.isTransaction) return this.run((t) => this.credit(t, change));
    checkChange(change.amount, change.kind, change.ref, change.note);
    const now = this.clock.now();
    const balance = await this.repo.addToBalance(trx, change.userId, change.amount, now);
    if (balance === undefined) throw notFound('用户不存在');
    const entryId = await this.repo.insertEntry(trx, {
      user_id: change.userId,
      delta: change.amount,
      balance_after: balance,
      kind: change.kind,
      ref: change.ref,
      note: change.note ?? '',
      created_at: now,
    });
    await this.live?.publish(trx, change.userId, 'balance', { coin: Number(balance), delta: change.amount });
    return { balance, entryId };
  }

  async debit(trx: Executor, change: LedgerChange): Promise<{ balance: number; entryId: number }> {
    if (!trx.isTransaction) return this.run((t) => this.debit(t, change));
    checkChange(change.amount, change.kind, change.ref, change.note);
    const now = this.clock.now();
    const balance = await this.repo.subtractFromBalance(trx, change.userId, change.amount, now);
    if (balance === undefined) {
      const current = await trx.selectFrom('users').select('coin').where('id', '=', change.userId).executeTakeFirst();
      if (!current) throw notFound('用户不存在');
      throw new AppError(400, `金币不足：需要 ${change.amount} 金币，当前余额 ${current.coin} 金币`);
    }
    const entryId = await this.repo.insertEntry(trx, {
      user_id: change.userId,
      delta: -change.amount,
      balance_after: balance,
      kind: change.kind,
      ref: change.ref,
      note: change.note ?? '',
      created_at: now,
    });
    await this.live?.publish(trx, change.userId, 'balance', { coin: Number(balance), delta: -change.amount });
    return { balance, entryId };
  }

  async transfer(trx: Executor, t: LedgerTransfer): Promise<{ fromBalance: number; toBalance: number }> {
    if (!trx.isTransaction) return this.run((x) => this.transfer(x, t));
    if (t.from === t.to) throw badRequest('不能给自己转金币');
    // both rows in ascending id before either moves: A→B and B→A at once must not deadlock
    await this.lockUsers(trx, [t.from, t.to]);
    const { balance: fromBalance } = await this.debit(trx, { userId: t.from, amount: t.amount, kind: t.kind, ref: t.ref, note: t.note });
    const { balance: toBalance } = await this.credit(trx, { userId: t.to, amount: t.amount, kind: t.kind, ref: t.ref, note: t.note });
    return { fromBalance, toBalance };
  }

  async balance(userId: number): Promise<number> {
    const b = await this.repo.balance(userId);
    if (b === undefined) throw notFound('用户不存在');
    return b;
  }

  /** Number of ledger rows of the user: the coin_turnover_count of the user info. */
  turnoverCount(userId: number): Promise<number> {
    return this.repo.countForUser(userId);
  }

  /** Sum of the user's ledger deltas (equals the balance when nothing drifted). */
  sumFor(userId: number): Promise<number> {
    return this.repo.sumForUser(userId);
  }

  /** The user's coin history, newest first. */
  async history(userId: number, page: number, size: number): Promise<{ list: LedgerEntryView[]; total: number }> {
    const [rows, total] = await Promise.all([
      this.repo.pageForUser(userId, (page - 1) * size, size),
      this.repo.countForUser(userId),
    ]);
    return { list: rows.map(entryView), total };
  }

  /** Users whose balance differs from their ledger sum — must always be empty. */
  drift(): Promise<{ user_id: number; coin: number; ledger_sum: number }[]> {
    return this.repo.drift();
  }
}

function entryView(r: LedgerRow): LedgerEntryView {
  return {
    id: r.id,
    delta: r.delta,
    balance_after: r.balance_after,
    kind: r.kind,
    ref: r.ref,
    note: r.note,
    create_time: new Date(Number(r.created_at)).toISOString(),
  };
}

function checkChange(amount: number, kind: string, ref: string, note: string | undefined): void {
  if (!Number.isInteger(amount) || amount <= 0 || amount > MAX_LEDGER_AMOUNT) {
    throw badRequest(`金币数量无效：必须是 1 到 ${MAX_LEDGER_AMOUNT} 之间的整数`);
  }
  if (!kind || kind.length > 32) throw new Error(`ledger kind invalid: ${kind}`);
  if (ref.length > 128) throw new Error('ledger ref too long');
  if (note && note.length > 200) throw new Error('ledger note too long');
}
