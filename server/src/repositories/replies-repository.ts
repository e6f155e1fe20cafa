import { CompiledQuery, type Insertable, type Kysely } from 'kysely';
import type { DB } from '../db/database';
import type { Database } from '../db/schema';
import type { ArticleReplyTable } from '../db/tables/forum';

/** A reply row with its author's name. */
export interface ReplyRow {
  id: number;
  article_id: number;
  user_id: number;
  username: string | null;
  floor: number;
  content: string;
  quote_id: number | null;
  mentions: string;
  status: number;
  created_at: number;
  updated_at: number;
}

export interface MyReplyRow {
  id: number;
  article_id: number;
  article_title: string | null;
  floor: number;
  content: string;
  status: number;
  created_at: number;
}

/** Reply status values (article_replies.status). */
export const REPLY_STATUS = { visible: 0, deletedByAuthor: 1, hidden: 2, deletedByAdmin: 3 } as const;

const REPLY_COLUMNS = `r.id, r.article_id, r.user_id, u.username, r.floor, r.content, r.quote_id, r.mentions, r.status, r.created_at, r.updated_at
  FROM article_replies r LEFT JOIN users u ON u.id = r.user_id`;

type Exec = Kysely<Database>;

/** `?` → `$n` for PostgreSQL (these SQL texts hold no literal question marks). */
function pgParams(text: string): string {
  let n = 0;
  return text.replace(/\?/g, () => `$${++n}`);
}

export class RepliesRepository {
  constructor(
    private readonly db: DB,
    private readonly kind: 'sqlite' | 'postgres',
  ) {}

  private async raw<R>(exec: Exec, text: string, params: unknown[]): Promise<R[]> {
    const res = await exec.executeQuery<R>(CompiledQuery.raw(this.kind === 'postgres' ? pgParams(text) : text, params));
    return res.rows;
  }

  /**
   * Hands out the next floor of the article and updates its counters, in the caller's
   * transaction: the row update serialises concurrent replies to one article, and a rolled-back
   * insert gives its floor back, so floors stay unique and gapless. undefined = no such article.
   */
  async takeFloor(trx: Exec, articleId: number, now: number): Promise<number | undefined> {
    const row = await trx
      .updateTable('articles')
      .set((eb) => ({ floor_seq: eb('floor_seq', '+', 1), reply_count: eb('reply_count', '+', 1), last_reply_at: now, activity_at: now }))
      .where('id', '=', articleId)
      .returning('floor_seq')
      .executeTakeFirst();
    return row ? Number(row.floor_seq) : undefined;
  }

  async insert(trx: Exec, values: Insertable<ArticleReplyTable>): Promise<number> {
    const row = await trx.insertInto('article_replies').values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  async byId(id: number, exec: Exec = this.db): Promise<ReplyRow | undefined> {
    const rows = await this.raw<ReplyRow>(exec, `SELECT ${REPLY_COLUMNS} WHERE r.id = ?`, [id]);
    return rows[0];
  }

  byIds(ids: number[]): Promise<ReplyRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.raw<ReplyRow>(this.db, `SELECT ${REPLY_COLUMNS} WHERE r.id IN (${ids.map(() => '?').join(', ')})`, ids);
  }

  /** Floors from..to (inclusive) of an article, in floor order (the unique index serves it). */
  floors(articleId: number, from: number, to: number): Promise<ReplyRow[]> {
    return this.raw<ReplyRow>(
      this.db,
      `SELECT ${REPLY_COLUMNS} WHERE r.article_id = ? AND r.floor >= ? AND r.floor <= ? ORDER BY r.floor`,
      [articleId, from, to],
    );
  }

  async articleCounters(articleId: number): Promise<{ floor_seq: number; reply_count: number; user_id: number; title: string } | undefined> {
    const rows = await this.raw<{ floor_seq: number; reply_count: number; user_id: number; title: string }>(
      this.db,
      'SELECT floor_seq, reply_count, user_id, title FROM articles WHERE id = ?',
      [articleId],
    );
    const r = rows[0];
    return r ? { floor_seq: Number(r.floor_seq), reply_count: Number(r.reply_count), user_id: Number(r.user_id), title: r.title } : undefined;
  }

  /** Replies written by the user since the instant (any status: a deleted reply still counted). */
  async countByUserSince(exec: Exec, userId: number, since: number): Promise<number> {
    const rows = await this.raw<{ n: number }>(exec, 'SELECT count(*) AS n FROM article_replies WHERE user_id = ? AND created_at >= ?', [userId, since]);
    return Number(rows[0]?.n ?? 0);
  }

  /** The user has a reply on the article that an admin did not delete (回复可见). */
  async hasReplied(articleId: number, userId: number): Promise<boolean> {
    const rows = await this.raw<{ one: number }>(
      this.db,
      'SELECT 1 AS one FROM article_replies WHERE article_id = ? AND user_id = ? AND status <> 3 LIMIT 1',
      [articleId, userId],
    );
    return rows.length > 0;
  }

  async updateContent(trx: Exec, id: number, content: string, mentions: string, now: number): Promise<void> {
    await trx.updateTable('article_replies').set({ content, mentions, updated_at: now }).where('id', '=', id).execute();
  }

  /** Sets the status when it is still `from`; true when it changed (concurrent changes count once). */
  async setStatus(trx: Exec, id: number, from: number[], to: number, now: number): Promise<boolean> {
    const res = await trx
      .updateTable('article_replies')
      .set({ status: to, updated_at: now })
      .where('id', '=', id)
      .where('status', 'in', from)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  async addReplyCount(trx: Exec, articleId: number, delta: number): Promise<void> {
    await trx.updateTable('articles').set((eb) => ({ reply_count: eb('reply_count', '+', delta) })).where('id', '=', articleId).execute();
  }

  async mine(userId: number, offset: number, limit: number): Promise<{ rows: MyReplyRow[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.raw<MyReplyRow>(
        this.db,
        `SELECT r.id, r.article_id, a.title AS article_title, r.floor, substr(r.content, 1, 200) AS content, r.status, r.created_at
           FROM article_replies r LEFT JOIN articles a ON a.id = r.article_id
          WHERE r.user_id = ? AND r.status IN (0, 2) ORDER BY r.id DESC LIMIT ? OFFSET ?`,
        [userId, limit, offset],
      ),
      this.raw<{ n: number }>(this.db, 'SELECT count(*) AS n FROM article_replies WHERE user_id = ? AND status IN (0, 2)', [userId]),
    ]);
    return { rows, total: Number(count[0]?.n ?? 0) };
  }

  /** Members (not deleted) with these exact usernames. */
  async usersByName(names: string[]): Promise<Array<{ id: number; username: string }>> {
    if (!names.length) return [];
    return this.db
      .selectFrom('users')
      .select(['id', 'username'])
      .where('username', 'in', names)
      .where('deleted_at', '=', 0)
      .execute();
  }

  // ---- blocks (拉黑)

  async block(userId: number, blockedId: number, now: number): Promise<boolean> {
    const row = await this.db
      .insertInto('user_blocks')
      .values({ user_id: userId, blocked_id: blockedId, created_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'blocked_id']).doNothing())
      .returning('user_id')
      .executeTakeFirst();
    return row !== undefined;
  }

  async unblock(userId: number, blockedId: number): Promise<boolean> {
    const res = await this.db.deleteFrom('user_blocks').where('user_id', '=', userId).where('blocked_id', '=', blockedId).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  }

  /** Ids the user has blocked. */
  async blockedIds(userId: number): Promise<number[]> {
    const rows = await this.db.selectFrom('user_blocks').select('blocked_id').where('user_id', '=', userId).execute();
    return rows.map((r) => Number(r.blocked_id));
  }

  /** Which of `userIds` have blocked `blockedId` (they get no message from that member). */
  async blockersAmong(exec: Exec, userIds: number[], blockedId: number): Promise<Set<number>> {
    if (!userIds.length) return new Set();
    const rows = await exec
      .selectFrom('user_blocks')
      .select('user_id')
      .where('blocked_id', '=', blockedId)
      .where('user_id', 'in', userIds)
      .execute();
    return new Set(rows.map((r) => Number(r.user_id)));
  }

  async blockPage(userId: number, offset: number, limit: number): Promise<{ rows: Array<{ user_id: number; username: string | null; created_at: number }>; total: number }> {
    const [rows, count] = await Promise.all([
      this.db
        .selectFrom('user_blocks as b')
        .leftJoin('users as u', 'u.id', 'b.blocked_id')
        .select(['b.blocked_id as user_id', 'u.username', 'b.created_at'])
        .where('b.user_id', '=', userId)
        .orderBy('b.created_at', 'desc')
        .orderBy('b.blocked_id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      this.db.selectFrom('user_blocks').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }
}
