import type { Selectable } from 'kysely';
import type { DB } from '../db/database';
import { prepare } from '../db/prepared';
import type { MessageTable } from '../db/tables/accounts';
import type { Executor } from './ledger-repository';

export type MessageRow = Selectable<MessageTable>;

/** Every order and reward writes one: compiled once (see db/prepared.ts). */
const insertMessage = prepare(6, (db, user_id: number, title: string, content: string, kind: string, created_at: number, link: string) =>
  db.insertInto('messages').values({ user_id, title, content, kind, created_at, link, is_read: 0 }).returning('id'),
);

/** Part of every user info reply: compiled once. */
const unreadOf = prepare(1, (db, userId: number) =>
  db.selectFrom('messages').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).where('is_read', '=', 0),
);

export class MessagesRepository {
  constructor(private readonly db: DB) {}

  async insert(exec: Executor, m: { user_id: number; title: string; content: string; kind: string; created_at: number; link?: string }): Promise<number> {
    const row = await insertMessage.first(exec, m.user_id, m.title, m.content, m.kind, m.created_at, m.link ?? '');
    if (!row) throw new Error('message insert returned no id');
    return row.id;
  }

  async unreadCount(userId: number): Promise<number> {
    const row = await unreadOf.first(this.db, userId);
    return Number(row?.n ?? 0);
  }

  async page(userId: number, offset: number, limit: number, unreadOnly: boolean): Promise<{ rows: MessageRow[]; total: number }> {
    let q = this.db.selectFrom('messages').where('user_id', '=', userId);
    if (unreadOnly) q = q.where('is_read', '=', 0);
    const [rows, count] = await Promise.all([
      q.selectAll().orderBy('id', 'desc').offset(offset).limit(limit).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  /** Marks the user's messages read (all of them, or only `ids`); returns how many changed. */
  async markRead(userId: number, ids: number[] | 'all'): Promise<number> {
    if (ids !== 'all' && ids.length === 0) return 0;
    let q = this.db.updateTable('messages').set({ is_read: 1 }).where('user_id', '=', userId).where('is_read', '=', 0);
    if (ids !== 'all') q = q.where('id', 'in', ids);
    const res = await q.executeTakeFirst();
    return Number(res.numUpdatedRows);
  }

  async remove(userId: number, id: number): Promise<boolean> {
    const res = await this.db.deleteFrom('messages').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  }
}
