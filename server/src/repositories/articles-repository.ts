import { sql, type Insertable, type Selectable } from 'kysely';
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
}

export interface ArticleDetailRow extends ArticleRow {
  username: string | null;
  cate_name: string | null;
}

export type ArticleOrder = 'latest' | 'views' | 'likes';

export interface ArticleFilter {
  cateId?: number;
  userId?: number;
  /** restrict to these ids (search results) */
  ids?: number[];
  fixedOnly?: boolean;
}

const HEAD_CHARS = 300;

export class ArticlesRepository {
  constructor(
    private readonly db: DB,
    private readonly kind: 'sqlite' | 'postgres',
  ) {}

  async insert(values: Insertable<ArticleTable>): Promise<number> {
    const row = await this.db.insertInto('articles').values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  byId(id: number): Promise<ArticleRow | undefined> {
    return this.db.selectFrom('articles').selectAll().where('id', '=', id).executeTakeFirst();
  }

  detail(id: number): Promise<ArticleDetailRow | undefined> {
    return this.db
      .selectFrom('articles as a')
      .leftJoin('users as u', 'u.id', 'a.user_id')
      .leftJoin('bbs_categories as c', 'c.id', 'a.cate_id')
      .selectAll('a')
      .select(['u.username as username', 'c.name as cate_name'])
      .where('a.id', '=', id)
      .executeTakeFirst();
  }

  /**
   * One page of articles. 'latest' puts pinned articles first, then newest; 'views'/'likes'
   * rank by that count (ties: newest first).
   */
  list(filter: ArticleFilter, order: ArticleOrder, offset: number, limit: number): Promise<ArticleListRow[]> {
    let q = this.db
      .selectFrom('articles as a')
      .leftJoin('users as u', 'u.id', 'a.user_id')
      .leftJoin('bbs_categories as c', 'c.id', 'a.cate_id')
      .select([
        'a.id', 'a.user_id', 'u.username as username', 'a.cate_id', 'c.name as cate_name', 'a.title',
        sql<string>`substr(a.content, 1, ${sql.lit(HEAD_CHARS)})`.as('head'),
        sql<number>`case when a.source_link <> '' then 1 else 0 end`.as('has_source_link'),
        'a.source_disk', 'a.fixed', 'a.views', 'a.likes', 'a.tips', 'a.created_at', 'a.updated_at',
      ]);
    if (filter.cateId !== undefined) q = q.where('a.cate_id', '=', filter.cateId);
    if (filter.userId !== undefined) q = q.where('a.user_id', '=', filter.userId);
    if (filter.fixedOnly) q = q.where('a.fixed', '=', 1);
    if (filter.ids) {
      if (filter.ids.length === 0) return Promise.resolve([]);
      q = q.where('a.id', 'in', filter.ids);
    }
    if (order === 'views') q = q.orderBy('a.views', 'desc');
    else if (order === 'likes') q = q.orderBy('a.likes', 'desc');
    else if (!filter.fixedOnly) q = q.orderBy('a.fixed', 'desc');
    return q.orderBy('a.id', 'desc').offset(offset).limit(limit).execute();
  }

  async countByUser(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('articles')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
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
    values: Partial<Pick<ArticleTable, 'title' | 'content' | 'cate_id' | 'source_link' | 'source_disk' | 'fixed' | 'updated_at'>>,
  ): Promise<boolean> {
    const res = await this.db.updateTable('articles').set(values).where('id', '=', id).executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  async setFixed(id: number, fixed: number): Promise<boolean> {
    const res = await this.db.updateTable('articles').set({ fixed }).where('id', '=', id).executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  async incrementViews(id: number): Promise<void> {
    await this.db.updateTable('articles').set((eb) => ({ views: eb('views', '+', 1) })).where('id', '=', id).execute();
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
    if (this.kind === 'postgres') {
      const short = terms.filter((t) => codePoints(t).length <= SHORT_TERM_MAX);
      const long = terms.filter((t) => codePoints(t).length > SHORT_TERM_MAX);
      let q = this.db.selectFrom('article_search');
      if (short.length) q = q.where(sql<boolean>`grams @> ${sql.val(short)}::text[]`);
      for (const t of long) q = q.where(sql<boolean>`norm LIKE ${'%' + likeEscape(t) + '%'} ESCAPE '\\'`);
      const [rows, count] = await Promise.all([
        q.select('article_id').orderBy('article_id', 'desc').offset(offset).limit(limit).execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { ids: rows.map((r) => r.article_id), total: Number(count.n) };
    }
    const match = ftsMatchExpression(terms);
    const rows = await sql<{ id: number }>`SELECT rowid AS id FROM article_fts WHERE article_fts MATCH ${match}
      ORDER BY rowid DESC LIMIT ${limit} OFFSET ${offset}`.execute(this.db);
    const count = await sql<{ n: number }>`SELECT count(*) AS n FROM article_fts WHERE article_fts MATCH ${match}`.execute(this.db);
    return { ids: rows.rows.map((r) => Number(r.id)), total: Number(count.rows[0]?.n ?? 0) };
  }
}
