import { sql } from 'kysely';
import type { DB } from '../db/database';
import type { Executor } from './ledger-repository';

/** 私信 (issue 33): conversations per pair of members and their messages. */
export class PmRepository {
  constructor(private readonly db: DB) {}

  conversationOf(a: number, b: number, exec: Executor = this.db) {
    const [low, high] = a < b ? [a, b] : [b, a];
    return exec.selectFrom('pm_conversations').selectAll().where('user_low', '=', low).where('user_high', '=', high).executeTakeFirst();
  }

  conversationById(id: number) {
    return this.db.selectFrom('pm_conversations').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Creates the pair's conversation or moves it to the top; returns its id. */
  async touchConversation(trx: Executor, a: number, b: number, r: { at: number; excerpt: string; sender: number }): Promise<number> {
    const [low, high] = a < b ? [a, b] : [b, a];
    const row = await trx
      .insertInto('pm_conversations')
      .values({ user_low: low, user_high: high, last_at: r.at, last_excerpt: r.excerpt, last_sender: r.sender, created_at: r.at })
      .onConflict((oc) => oc.columns(['user_low', 'user_high']).doUpdateSet({ last_at: r.at, last_excerpt: r.excerpt, last_sender: r.sender }))
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  async insertMessage(trx: Executor, m: { conversation_id: number; sender_id: number; recipient_id: number; content: string; created_at: number }): Promise<number> {
    const row = await trx.insertInto('pm_messages').values({ ...m, read_at: 0 }).returning('id').executeTakeFirstOrThrow();
    return Number(row.id);
  }

  async sentSince(trx: Executor, senderId: number, since: number): Promise<number> {
    const row = await trx
      .selectFrom('pm_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('sender_id', '=', senderId)
      .where('created_at', '>=', since)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async unreadCount(userId: number, exec: Executor = this.db): Promise<number> {
    const row = await exec
      .selectFrom('pm_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('recipient_id', '=', userId)
      .where('read_at', '=', 0)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** True when either member has blocked (拉黑) the other. */
  async blockedEitherWay(a: number, b: number, exec: Executor = this.db): Promise<{ byMe: boolean; byPeer: boolean }> {
    const rows = await exec
      .selectFrom('user_blocks')
      .select(['user_id', 'blocked_id'])
      .where((eb) => eb.or([eb.and([eb('user_id', '=', a), eb('blocked_id', '=', b)]), eb.and([eb('user_id', '=', b), eb('blocked_id', '=', a)])]))
      .execute();
    return { byMe: rows.some((r) => Number(r.user_id) === a), byPeer: rows.some((r) => Number(r.user_id) === b) };
  }

  async conversations(userId: number, offset: number, limit: number) {
    const base = this.db
      .selectFrom('pm_conversations as c')
      .where((eb) => eb.or([eb('c.user_low', '=', userId), eb('c.user_high', '=', userId)]));
    const [rows, count] = await Promise.all([
      base
        .leftJoin('users as u', (j) => j.on(sql<boolean>`u.id = CASE WHEN c.user_low = ${userId} THEN c.user_high ELSE c.user_low END`))
        .select(['c.id', 'c.last_at', 'c.last_excerpt', 'c.last_sender', 'u.id as peer_id', 'u.username as peer_name', 'u.avatar as peer_avatar'])
        .select((eb) =>
          eb
            .selectFrom('pm_messages as m')
            .select((m) => m.fn.countAll<number>().as('n'))
            .whereRef('m.conversation_id', '=', 'c.id')
            .where('m.recipient_id', '=', userId)
            .where('m.read_at', '=', 0)
            .as('unread'),
        )
        .orderBy('c.last_at', 'desc')
        .orderBy('c.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    return { rows, total: Number(count?.n ?? 0) };
  }

  /** Messages of a conversation, newest first, `limit` of them before `beforeId`. */
  messages(conversationId: number, limit: number, beforeId?: number) {
    let q = this.db.selectFrom('pm_messages').selectAll().where('conversation_id', '=', conversationId);
    if (beforeId !== undefined) q = q.where('id', '<', beforeId);
    return q.orderBy('id', 'desc').limit(limit).execute();
  }

  async markRead(conversationId: number, recipientId: number, now: number): Promise<number> {
    const res = await this.db
      .updateTable('pm_messages')
      .set({ read_at: now })
      .where('conversation_id', '=', conversationId)
      .where('recipient_id', '=', recipientId)
      .where('read_at', '=', 0)
      .executeTakeFirst();
    return Number(res.numUpdatedRows);
  }
}
