import { CompiledQuery, sql, type Insertable, type Selectable } from 'kysely';
import type { DB } from '../db/database';
import type { ArticleTable } from '../db/tables/forum';
import { ftsMatchExpression, gramColumns, likeEscape, normalizeText, shortGrams, SHORT_TERM_MAX, codePoints } from '../search/tokenizer';

export type ArticleRow = Selectable<ArticleTable>;

/** A list row: the article without its full content, plus author and category names. */
export interface ArticleListRow {
  id: number;
  user_id: number;
  username: string | null;
  cate_id: number;
  cate_name: string | null;
  title: string;
  /** the first characters of the content, for a summary */
  head: string;
  has_source_link: number;
  source_disk: string;
  fixed: number;
  views: number;
  likes: number;
  tips: number;
  created_at: number;
  updated_at: number;
  reply_count: number;
  last_reply_at: number;
  reveal_mode: string;
}

export interface ArticleDetailRow extends ArticleRow {
  username: string | null;
  cate_name: string | null;
}

/** replied = 最新回复: by the newest reply (or creation when none), issue 17 */
export type ArticleOrder = 'latest' | 'views' | 'likes' | 'replied';

export interface ArticleFilter {
  cateId?: number;
  userId?: number;
  /** restrict to these ids (search results) */
  ids?: number[];
  fixedOnly?: boolean;
  /** leave out these authors (members the viewer blocked, issue 17) */
  excludeUserIds?: number[];
}

const HEAD_CHARS = 300;

/** Search totals are counted up to this many matches (deeper pages are not served). */
export const SEARCH_TOTAL_CAP = 1000;

const LIST_COLUMNS = `a.id, a.user_id, u.username, a.cate_id, c.name AS cate_name, a.title,
  substr(a.content, 1, ${HEAD_CHARS}) AS head, CASE WHEN a.source_link <> '' THEN 1 ELSE 0 END AS has_source_link,
  a.source_disk, a.fixed, a.views, a.likes, a.tips, a.created_at, a.updated_at, a.reply_count, a.last_reply_at, a.reveal_mode
  FROM articles a LEFT JOIN users u ON u.id = a.user_id LEFT JOIN bbs_categories c ON c.id = a.cate_id`;

const pgText = new Map<string, string>();
/** `?` placeholders → `$1, $2, …` for PostgreSQL (our SQL texts hold no literal question marks). */
function toPostgres(text: string): string {
  let out = pgText.get(text);
  if (out === undefined) {
    let n = 0;
    out = text.replace(/\?/g, () => `$${++n}`);
    if (pgText.size < 500) pgText.set(text, out);
  }
  return out;
}

export class ArticlesRepository {
  constructor(
    private readonly db: DB,
    private readonly kind: 'sqlite' | 'postgres',
  ) {}

  /**
   * Hot read paths run as plain SQL text (CompiledQuery.raw): no query building or compiling per
   * request, still through Kysely's connection (so transactions stay correct).
   */
  private async raw<R>(text: string, params: unknown[]): Promise<R[]> {
    const res = await this.db.executeQuery<R>(CompiledQuery.raw(this.kind === 'postgres' ? toPostgres(text) : text, params));
    return res.rows;
  }

  async insert(values: Insertable<ArticleTable>): Promise<number> {
    const row = await this.db.insertInto('articles').values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  byId(id: number): Promise<ArticleRow | undefined> {
    return this.db.selectFrom('articles').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async detail(id: number): Promise<ArticleDetailRow | undefined> {
    const rows = await this.raw<ArticleDetailRow>(
      `SELECT a.*, u.username AS username, c.name AS cate_name FROM articles a
         LEFT JOIN users u ON u.id = a.user_id LEFT JOIN bbs_categories c ON c.id = a.cate_id WHERE a.id = ?`,
      [id],
    );
    return rows[0];
  }

  /**
   * One page of articles. 'latest' puts pinned articles first, then newest; 'views'/'likes'
   * rank by that count (ties: newest first).
   */
  list(filter: ArticleFilter, order: ArticleOrder, offset: number, limit: number): Promise<ArticleListRow[]> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.cateId !== undefined) {
      where.push('a.cate_id = ?');
      params.push(filter.cateId);
    }
    if (filter.userId !== undefined) {
      where.push('a.user_id = ?');
      params.push(filter.userId);
    }
    if (filter.fixedOnly) where.push('a.fixed = 1');
    if (filter.excludeUserIds?.length) {
      where.push(`a.user_id NOT IN (${filter.excludeUserIds.map(() => '?').join(', ')})`);
      params.push(...filter.excludeUserIds);
    }
    if (filter.ids) {
      if (filter.ids.length === 0) return Promise.resolve([]);
      where.push(`a.id IN (${filter.ids.map(() => '?').join(', ')})`);
      params.push(...filter.ids);
    }
    const orderBy =
      order === 'views' ? 'a.views DESC, a.id DESC'
        : order === 'likes' ? 'a.likes DESC, a.id DESC'
          : order === 'replied' ? 'a.activity_at DESC, a.id DESC'
          : filter.fixedOnly ? 'a.id DESC'
            : filter.cateId !== undefined ? 'a.cate_id DESC, a.fixed DESC, a.id DESC'
              : 'a.fixed DESC, a.id DESC';
    params.push(limit, offset);
    const cond = where.length ? ` WHERE ${where.join(' AND ')}` : '';
    if (filter.ids || offset === 0) {
      return this.raw<ArticleListRow>(`SELECT ${LIST_COLUMNS}${cond} ORDER BY ${orderBy} LIMIT ? OFFSET ?`, params);
    }
    // Deeper pages: skip the offset on the (covering) index alone, then join and read only the rows
    // of the page — otherwise every skipped row is read and joined too.
    return this.raw<ArticleListRow>(
      `SELECT ${LIST_COLUMNS} WHERE a.id IN (SELECT a.id FROM articles a${cond} ORDER BY ${orderBy} LIMIT ? OFFSET ?) ORDER BY ${orderBy}`,
      params,
    );
  }

  async countByUser(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('articles')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Articles by these authors (in a category, or pinned only): list totals without blocked members. */
  async countByUsers(userIds: number[], scope: { cateId?: number; fixedOnly?: boolean }): Promise<number> {
    if (!userIds.length) return 0;
    let q = this.db.selectFrom('articles').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', 'in', userIds);
    if (scope.cateId !== undefined) q = q.where('cate_id', '=', scope.cateId);
    if (scope.fixedOnly) q = q.where('fixed', '=', 1);
    return Number((await q.executeTakeFirstOrThrow()).n);
  }

  /** Articles written by the user since the instant (publishing rate limit). */
  async countByUserSince(userId: number, since: number): Promise<number> {
    const row = await this.db
      .selectFrom('articles')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Totals over an author's articles. */
  async authorTotals(userId: number): Promise<{ articles: number; views: number; likes: number; tips: number; tip_coins: number }> {
    const row = await this.db
      .selectFrom('articles')
      .select((eb) => [
        eb.fn.countAll<number>().as('articles'),
        eb.fn.coalesce(eb.fn.sum<number>('views'), eb.lit(0)).as('views'),
        eb.fn.coalesce(eb.fn.sum<number>('likes'), eb.lit(0)).as('likes'),
        eb.fn.coalesce(eb.fn.sum<number>('tips'), eb.lit(0)).as('tips'),
        eb.fn.coalesce(eb.fn.sum<number>('tip_coins'), eb.lit(0)).as('tip_coins'),
      ])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return {
      articles: Number(row.articles),
      views: Number(row.views),
      likes: Number(row.likes),
      tips: Number(row.tips),
      tip_coins: Number(row.tip_coins),
    };
  }

  async update(
    id: number,
    values: Partial<Pick<ArticleTable, 'title' | 'content' | 'cate_id' | 'source_link' | 'source_disk' | 'fixed' | 'updated_at'>> & { reveal_mode?: string },
  ): Promise<boolean> {
    const res = await this.db.updateTable('articles').set(values).where('id', '=', id).executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  async setFixed(id: number, fixed: number): Promise<boolean> {
    const res = await this.db.updateTable('articles').set({ fixed }).where('id', '=', id).executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  async incrementViews(id: number): Promise<void> {
    await this.raw('UPDATE articles SET views = views + 1 WHERE id = ?', [id]);
  }

  /** Adds batched view counts (article id → views) in one transaction. */
  async addViews(counts: ReadonlyMap<number, number>): Promise<void> {
    const text = this.kind === 'postgres' ? toPostgres('UPDATE articles SET views = views + ? WHERE id = ?') : 'UPDATE articles SET views = views + ? WHERE id = ?';
    // Ascending ids: concurrent flushes of several processes on PostgreSQL lock rows in one order.
    const ids = [...counts.keys()].sort((a, b) => a - b);
    if (this.kind === 'postgres') {
      if (!ids.length) return;
      // PostgreSQL: one UPDATE for the batch (rows locked first in ascending id order), not one
      // round trip per article, which held a pooled connection for ~1000 round trips per flush
      // while detail reads queued for the pool (bench:forum BENCH_DB=pg, issue 34, ADR 0018 addendum)
      const ns = ids.map((id) => counts.get(id)!);
      await this.db.transaction().execute(async (trx) => {
        await sql`SELECT id FROM articles WHERE id = ANY(${ids}::bigint[]) ORDER BY id FOR UPDATE`.execute(trx);
        await sql`UPDATE articles a SET views = a.views + v.n FROM unnest(${ids}::bigint[], ${ns}::bigint[]) AS v(id, n) WHERE a.id = v.id`.execute(trx);
      });
      return;
    }
    await this.db.transaction().execute(async (trx) => {
      for (const id of ids) await trx.executeQuery(CompiledQuery.raw(text, [counts.get(id), id]));
    });
  }

  async incrementLikes(id: number): Promise<void> {
    await this.db.updateTable('articles').set((eb) => ({ likes: eb('likes', '+', 1) })).where('id', '=', id).execute();
  }

  async addTip(id: number, coins: number): Promise<void> {
    await this.db
      .updateTable('articles')
      .set((eb) => ({ tips: eb('tips', '+', 1), tip_coins: eb('tip_coins', '+', coins) }))
      .where('id', '=', id)
      .execute();
  }

  async delete(id: number): Promise<boolean> {
    const res = await this.db.deleteFrom('articles').where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  }

  /** Deletes only when the article belongs to the user (author-only delete, one statement). */
  async deleteOwned(id: number, userId: number): Promise<boolean> {
    const res = await this.db.deleteFrom('articles').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  }

  // --- search index (see server/src/search/tokenizer.ts for the scheme)

  /** (Re)indexes an article's title and content. Call inside the write's transaction. */
  async index(id: number, title: string, content: string): Promise<void> {
    const norm = normalizeText(`${title} ${content}`);
    if (this.kind === 'postgres') {
      const values = { article_id: id, norm, grams: shortGrams(norm) };
      await this.db
        .insertInto('article_search')
        .values(values)
        .onConflict((oc) => oc.column('article_id').doUpdateSet({ norm: values.norm, grams: values.grams }))
        .execute();
      return;
    }
    const g = gramColumns(norm);
    await sql`DELETE FROM article_fts WHERE rowid = ${id}`.execute(this.db);
    await sql`INSERT INTO article_fts (rowid, u, b, t) VALUES (${id}, ${g.u}, ${g.b}, ${g.t})`.execute(this.db);
  }

  /** Removes an article from the index (SQLite; on PostgreSQL the row cascades with the article). */
  async unindex(id: number): Promise<void> {
    if (this.kind === 'sqlite') await sql`DELETE FROM article_fts WHERE rowid = ${id}`.execute(this.db);
  }

  /**
   * Ids of the articles whose normalised title + content contains every term, newest first, and
   * how many there are. Terms come from queryTerms() (normalised, no spaces, non-empty).
   */
  async search(terms: string[], offset: number, limit: number): Promise<{ ids: number[]; total: number }> {
    if (terms.length === 0) return { ids: [], total: 0 };
    const cap = SEARCH_TOTAL_CAP;
    if (this.kind === 'postgres') {
      const conds: string[] = [];
      const params: unknown[] = [];
      const short = terms.filter((t) => codePoints(t).length <= SHORT_TERM_MAX);
      if (short.length) {
        conds.push('grams @> ?::text[]');
        params.push(short);
      }
      for (const t of terms.filter((x) => codePoints(x).length > SHORT_TERM_MAX)) {
        conds.push(`norm LIKE ? ESCAPE '\\'`);
        params.push(`%${likeEscape(t)}%`);
      }
      const where = conds.join(' AND ');
      const [rows, count] = await Promise.all([
        offset >= cap ? Promise.resolve([]) : this.raw<{ id: number }>(
          `SELECT article_id AS id FROM article_search WHERE ${where} ORDER BY article_id DESC LIMIT ? OFFSET ?`,
          [...params, Math.min(limit, cap - offset), offset],
        ),
        this.raw<{ n: number }>(`SELECT count(*) AS n FROM (SELECT 1 FROM article_search WHERE ${where} LIMIT ${cap}) m`, params),
      ]);
      return { ids: rows.map((r) => Number(r.id)), total: Number(count[0]?.n ?? 0) };
    }
    const match = ftsMatchExpression(terms);
    const rows = offset >= cap ? [] : await this.raw<{ id: number }>(
      'SELECT rowid AS id FROM article_fts WHERE article_fts MATCH ? ORDER BY rowid DESC LIMIT ? OFFSET ?',
      [match, Math.min(limit, cap - offset), offset],
    );
    const count = await this.raw<{ n: number }>(
      `SELECT count(*) AS n FROM (SELECT rowid FROM article_fts WHERE article_fts MATCH ? LIMIT ${cap})`,
      [match],
    );
    return { ids: rows.map((r) => Number(r.id)), total: Number(count[0]?.n ?? 0) };
  }
}
