import type SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { openSqliteReader, type DB } from '../db/database';
import { shownByReview, type PublicReview } from './hot-keywords-repository';

/** One row of a sitemap file. */
export interface SitemapRow {
  id: number;
  /** resources: title_norm (for the banned-word check); threads: title; '' when not asked for */
  text: string;
  /** ms of the last change a page shows */
  lastmod: number;
}

/**
 * The reads of one sitemap file or of the sitemap index: keyset steps over an id range and the
 * per-range aggregates. close() when the file is done. On SQLite they run on a connection of
 * their own with a small page cache (db/database.ts openSqliteReader): streaming every file
 * walks the whole resources table, which on the request connection filled its 64 MB page cache
 * and pushed out the rows the pages read (issue 32's RSS figure). Each step is its own statement
 * (no read transaction held while a slow crawler reads).
 */
export interface SitemapReader {
  /** Listed resources with after < id ≤ upTo, by id, at most `limit`; `text` only when `withText`. */
  resourceBatch(after: number, upTo: number, limit: number, withText: boolean): Promise<SitemapRow[]>;
  threadBatch(after: number, upTo: number, limit: number, withText: boolean): Promise<SitemapRow[]>;
  resourceRange(n: number, size: number): Promise<SitemapRange>;
  threadRange(n: number, size: number): Promise<SitemapRange>;
  close(): void;
}

/** A listed resource (the page answers 200): approved and not invalid. */
const LISTED = `status = 'approved' AND validity <> 'invalid'`;

/** SitemapReader on a short-lived SQLite connection: prepared statements, rows as arrays. */
class SqliteSitemapReader implements SitemapReader {
  private readonly stmts = new Map<string, SQLite.Statement>();

  constructor(private readonly conn: SQLite.Database) {}

  private stmt(sqlText: string): SQLite.Statement {
    let s = this.stmts.get(sqlText);
    if (!s) this.stmts.set(sqlText, (s = this.conn.prepare(sqlText)));
    return s;
  }

  private batch(sqlText: string, after: number, upTo: number, limit: number): SitemapRow[] {
    const rows = this.stmt(sqlText).raw().all(after, upTo, limit) as Array<[number, number, string | null]>;
    return rows.map((r) => ({ id: r[0], lastmod: num(r[1]), text: r[2] ?? '' }));
  }

  async resourceBatch(after: number, upTo: number, limit: number, withText: boolean): Promise<SitemapRow[]> {
    return this.batch(
      `SELECT id, max(coalesce(updated_at, 0), coalesce(checked_at, 0), coalesce(validity_at, 0)), ${withText ? 'title_norm' : 'NULL'}
       FROM resources WHERE id > ? AND id <= ? AND ${LISTED} ORDER BY id LIMIT ?`,
      after, upTo, limit,
    );
  }

  async threadBatch(after: number, upTo: number, limit: number, withText: boolean): Promise<SitemapRow[]> {
    return this.batch(
      `SELECT id, max(coalesce(updated_at, 0), coalesce(last_reply_at, 0)), ${withText ? 'title' : 'NULL'}
       FROM articles WHERE id > ? AND id <= ? ORDER BY id LIMIT ?`,
      after, upTo, limit,
    );
  }

  private range(sqlText: string, n: number, size: number): SitemapRange {
    const r = this.stmt(sqlText).raw().get((n - 1) * size, n * size) as [number, number | null] | undefined;
    return { n, rows: num(r?.[0]), lastmod: num(r?.[1]) };
  }

  async resourceRange(n: number, size: number): Promise<SitemapRange> {
    return this.range(
      `SELECT count(*), max(max(coalesce(updated_at, 0), coalesce(checked_at, 0), coalesce(validity_at, 0)))
       FROM resources WHERE id > ? AND id <= ? AND ${LISTED}`,
      n, size,
    );
  }

  async threadRange(n: number, size: number): Promise<SitemapRange> {
    return this.range(`SELECT count(*), max(max(coalesce(updated_at, 0), coalesce(last_reply_at, 0))) FROM articles WHERE id > ? AND id <= ?`, n, size);
  }

  close(): void {
    this.stmts.clear();
    this.conn.close();
  }
}

/** A range of ids that one sitemap file covers, with its newest change. */
export interface SitemapRange {
  /** 1-based file number: ids (n-1)·size < id ≤ n·size */
  n: number;
  rows: number;
  lastmod: number;
}

/** Rows to announce to the URL-submission providers, after a cursor. */
export interface PushRow {
  id: number;
  at: number;
}

const num = (v: unknown) => Number(v ?? 0);

/**
 * SQL of the server pages (issue 32): which ids an admin removed (410), the sitemaps by id range
 * with keyset reads (never OFFSET, never the whole table in memory), the keyword hubs, and the
 * URL-push cursors. A resource is listed when approved and not invalid — exactly the rows the
 * page answers 200 for (the banned-word check is the service's).
 */
export class SeoRepository {
  /** @param sqlite the raw request connection on SQLite (sitemaps read through a reader of their own) */
  constructor(
    private readonly db: DB,
    private readonly sqlite?: SQLite.Database,
  ) {}

  /** The reads of one sitemap file (see SitemapReader); the caller closes it. */
  sitemapReader(): SitemapReader {
    const conn = this.sqlite ? openSqliteReader(this.sqlite) : undefined;
    if (conn) return new SqliteSitemapReader(conn);
    return {
      resourceBatch: (after, upTo, limit, withText) => this.resourceBatch(after, upTo, limit, withText),
      threadBatch: (after, upTo, limit, withText) => this.threadBatch(after, upTo, limit, withText),
      resourceRange: (n, size) => this.resourceRange(n, size),
      threadRange: (n, size) => this.threadRange(n, size),
      close: () => undefined,
    };
  }

  /** An admin deleted it (the audit row of share-review / the admin article route): 410, not 404. */
  async removedByAdmin(entity: 'resource' | 'article', id: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('audit_log')
      .select('id')
      .where('entity', '=', entity)
      .where('entity_id', '=', String(id))
      .where('action', '=', `${entity}.delete`)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Status and validity of a resource row, or undefined when there is none. */
  async resourceState(id: number): Promise<{ status: string; validity: string } | undefined> {
    return this.db.selectFrom('resources').select(['status', 'validity']).where('id', '=', id).executeTakeFirst();
  }

  async maxResourceId(): Promise<number> {
    const r = await this.db.selectFrom('resources').select((eb) => eb.fn.max('id').as('m')).executeTakeFirst();
    return num(r?.m);
  }

  async maxArticleId(): Promise<number> {
    const r = await this.db.selectFrom('articles').select((eb) => eb.fn.max('id').as('m')).executeTakeFirst();
    return num(r?.m);
  }

  /** Listed resources of one id range: how many, and the newest change among them. */
  async resourceRange(n: number, size: number): Promise<SitemapRange> {
    const r = await this.db
      .selectFrom('resources')
      .select((eb) => [
        eb.fn.countAll().as('c'),
        eb.fn.max('updated_at').as('u'),
        eb.fn.max('checked_at').as('k'),
        eb.fn.max('validity_at').as('v'),
      ])
      .where('id', '>', (n - 1) * size)
      .where('id', '<=', n * size)
      .where('status', '=', 'approved')
      .where('validity', '<>', 'invalid')
      .executeTakeFirst();
    return { n, rows: num(r?.c), lastmod: Math.max(num(r?.u), num(r?.k), num(r?.v)) };
  }

  async threadRange(n: number, size: number): Promise<SitemapRange> {
    const r = await this.db
      .selectFrom('articles')
      .select((eb) => [eb.fn.countAll().as('c'), eb.fn.max('updated_at').as('u'), eb.fn.max('last_reply_at').as('l')])
      .where('id', '>', (n - 1) * size)
      .where('id', '<=', n * size)
      .executeTakeFirst();
    return { n, rows: num(r?.c), lastmod: Math.max(num(r?.u), num(r?.l)) };
  }

  /** Listed resources with after < id ≤ upTo, by id, at most `limit` (one keyset step). */
  async resourceBatch(after: number, upTo: number, limit: number, withText = true): Promise<SitemapRow[]> {
    const rows = await this.db
      .selectFrom('resources')
      .select(['id', 'updated_at', 'checked_at', 'validity_at'])
      .$if(withText, (q) => q.select('title_norm'))
      .where('id', '>', after)
      .where('id', '<=', upTo)
      .where('status', '=', 'approved')
      .where('validity', '<>', 'invalid')
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      id: num(r.id), text: (r as { title_norm?: string }).title_norm ?? '', lastmod: Math.max(num(r.updated_at), num(r.checked_at), num(r.validity_at)),
    }));
  }

  async threadBatch(after: number, upTo: number, limit: number, withText = true): Promise<SitemapRow[]> {
    const rows = await this.db
      .selectFrom('articles')
      .select(['id', 'updated_at', 'last_reply_at'])
      .$if(withText, (q) => q.select('title'))
      .where('id', '>', after)
      .where('id', '<=', upTo)
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ id: num(r.id), text: (r as { title?: string }).title ?? '', lastmod: Math.max(num(r.updated_at), num(r.last_reply_at)) }));
  }

  /**
   * Most searched keywords since `fromDay` (Asia/Shanghai day number), with the last day searched;
   * never a rejected one, and only approved ones (or `review.alsoShown`) while approval is needed
   * (issue 28: the keyword hubs and their links are public too).
   */
  async searchedKeywords(
    fromDay: number,
    limit: number,
    review: PublicReview = { approvedOnly: false, alsoShown: [] },
  ): Promise<Array<{ keyword: string; count: number; day: number }>> {
    const q = this.db
      .selectFrom('search_keywords_daily')
      .select((eb) => ['keyword', eb.fn.sum<number>('count').as('n'), eb.fn.max('day').as('d')])
      .where('day', '>=', fromDay)
      .where((eb) => shownByReview(eb, review));
    const rows = await q
      .groupBy('keyword')
      .orderBy(sql`sum(count)`, 'desc')
      .orderBy('keyword')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ keyword: r.keyword, count: num(r.n), day: num(r.d) }));
  }

  async pinnedKeywords(): Promise<Array<{ keyword: string; at: number }>> {
    const rows = await this.db.selectFrom('hot_keywords').select(['keyword', 'created_at']).orderBy('sort').orderBy('id').execute();
    return rows.map((r) => ({ keyword: r.keyword, at: num(r.created_at) }));
  }

  // ---- URL push cursors (one row per provider and kind; moved by compare-and-set)

  async cursor(name: string): Promise<{ at: number; id: number } | undefined> {
    const r = await this.db.selectFrom('seo_push_cursors').select(['after_at', 'after_id']).where('name', '=', name).executeTakeFirst();
    return r ? { at: num(r.after_at), id: num(r.after_id) } : undefined;
  }

  /** Creates the cursor at `start` unless it exists (a second process loses quietly). */
  async initCursor(name: string, start: { at: number; id: number }, now: number): Promise<void> {
    await this.db
      .insertInto('seo_push_cursors')
      .values({ name, after_at: start.at, after_id: start.id, updated_at: now })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
  }

  /** Moves the cursor from `from` to `to`; false when another process moved it first. */
  async moveCursor(name: string, from: { at: number; id: number }, to: { at: number; id: number }, now: number): Promise<boolean> {
    const res = await this.db
      .updateTable('seo_push_cursors')
      .set({ after_at: to.at, after_id: to.id, updated_at: now })
      .where('name', '=', name)
      .where('after_at', '=', from.at)
      .where('after_id', '=', from.id)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /** Listed resources changed after the cursor (approval, import), oldest change first. */
  async resourcesChangedAfter(after: { at: number; id: number }, limit: number): Promise<PushRow[]> {
    const rows = await this.db
      .selectFrom('resources')
      .select(['id', 'updated_at', 'title_norm'])
      .where((eb) => eb.or([eb('updated_at', '>', after.at), eb.and([eb('updated_at', '=', after.at), eb('id', '>', after.id)])]))
      .where('status', '=', 'approved')
      .where('validity', '<>', 'invalid')
      .orderBy('updated_at')
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ id: num(r.id), at: num(r.updated_at) }));
  }

  /** Articles published after the cursor (ids only grow). */
  async articlesAfter(afterId: number, limit: number): Promise<PushRow[]> {
    const rows = await this.db.selectFrom('articles').select(['id', 'created_at']).where('id', '>', afterId).orderBy('id').limit(limit).execute();
    return rows.map((r) => ({ id: num(r.id), at: num(r.created_at) }));
  }

  async newestResource(): Promise<{ at: number; id: number }> {
    const r = await this.db.selectFrom('resources').select(['updated_at', 'id']).orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
    return r ? { at: num(r.updated_at), id: num(r.id) } : { at: 0, id: 0 };
  }
}
