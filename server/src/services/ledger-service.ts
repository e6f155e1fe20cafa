import type { z } from 'zod';
import type { ledgerEntrySchema } from '../../../contract/account';
import type { Transaction } from 'kysely';
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
 *        (debit `from` then credit `to`; kind is written on both rows; refuses from === to)
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

export class LedgerService {
  constructor(
    private readonly db: DB,
    private readonly repo: LedgerRepository,
    private readonly clock: Clock,
  ) {}

  /** Runs fn in one transaction (commit on success, rollback on throw). */
  run<T>(fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
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
    return { balance, entryId };
  }

  async transfer(trx: Executor, t: LedgerTransfer): Promise<{ fromBalance: number; toBalance: number }> {
    if (!trx.isTransaction) return this.run((x) => this.transfer(x, t));
    if (t.from === t.to) throw badRequest('不能给自己转金币');
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
