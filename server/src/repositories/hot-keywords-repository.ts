import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../db/database';
import type { Database } from '../db/schema';

/** Which counted keywords may show publicly (issue 28): rejected ones never do. */
export interface PublicReview {
  /** only approved keywords (site config hot_keywords_need_approval) … */
  approvedOnly: boolean;
  /** … and these (the folded forms of the pinned keywords) */
  alsoShown: string[];
}

/**
 * The condition a counted keyword (search_keywords_daily.keyword) meets to show publicly: never
 * rejected and, with approvedOnly, approved or among alsoShown. One place for the hot list and
 * the hot keywords of the server pages (seo-repository.ts).
 */
export function shownByReview(eb: ExpressionBuilder<Database, 'search_keywords_daily'>, review: PublicReview): Expression<SqlBool> {
  const reviewed = (status: ReviewStatus) => eb.selectFrom('hot_keyword_reviews').select('keyword').where('status', '=', status);
  const notRejected = eb('keyword', 'not in', reviewed('rejected'));
  if (!review.approvedOnly) return notRejected;
  const shown = review.alsoShown.slice(0, 1000);
  return eb.and([notRejected, eb.or([eb('keyword', 'in', reviewed('approved')), ...(shown.length ? [eb('keyword', 'in', shown)] : [])])]);
}

export type ReviewStatus = 'approved' | 'rejected';

export interface ReviewRow {
  keyword: string;
  status: ReviewStatus;
  reviewer_id: number | null;
  reviewer_name: string | null;
  reviewed_at: number;
}

/** Search counts per keyword and day, and the admin-pinned hot keywords. */
export class HotKeywordsRepository {
  constructor(private readonly db: DB) {}

  /** Adds counts (keyword → n) for a day in one transaction. */
  async addCounts(day: number, counts: Map<string, number>): Promise<void> {
    if (!counts.size) return;
    await this.db.transaction().execute(async (trx) => {
      for (const [keyword, n] of counts) {
        await trx
          .insertInto('search_keywords_daily')
          .values({ keyword, day, count: n })
          .onConflict((oc) => oc.columns(['keyword', 'day']).doUpdateSet({ count: sql`search_keywords_daily.count + ${n}` }))
          .execute();
      }
    });
  }

  /** Records that these visitors (hashes) searched these keywords on a day (first time only). */
  async addVisitors(day: number, visitors: Map<string, Set<string>>): Promise<void> {
    if (!visitors.size) return;
    const rows = [...visitors].flatMap(([keyword, set]) => [...set].map((visitor) => ({ day, keyword, visitor })));
    for (let i = 0; i < rows.length; i += 500) {
      await this.db
        .insertInto('search_keyword_visitors')
        .values(rows.slice(i, i + 500))
        .onConflict((oc) => oc.columns(['day', 'keyword', 'visitor']).doNothing())
        .execute();
    }
  }

  /** Forgets visitor rows before `day` (they only ever answer the last 7 days). */
  async pruneVisitors(beforeDay: number): Promise<void> {
    await this.db.deleteFrom('search_keyword_visitors').where('day', '<', beforeDay).execute();
  }

  /**
   * Most searched keywords over the days [fromDay, toDay] that at least `minVisitors` distinct
   * visitors searched in that time (issue 28: one visitor's queries never fill 热搜).
   */
  async top(
    fromDay: number,
    toDay: number,
    limit: number,
    minVisitors = 1,
    review: PublicReview = { approvedOnly: false, alsoShown: [] },
  ): Promise<Array<{ keyword: string; count: number }>> {
    const q = this.db
      .selectFrom('search_keywords_daily')
      .select(['keyword', (eb) => eb.fn.sum<number>('count').as('count')])
      .where('day', '>=', fromDay)
      .where('day', '<=', toDay)
      .where('keyword', 'in', (eb) =>
        eb
          .selectFrom('search_keyword_visitors')
          .select('keyword')
          .where('day', '>=', fromDay)
          .where('day', '<=', toDay)
          .groupBy('keyword')
          .having((h) => h.fn.count('visitor').distinct(), '>=', minVisitors),
      )
      .where((eb) => shownByReview(eb, review));
    const rows = await q
      .groupBy('keyword')
      .orderBy('count', 'desc')
      .orderBy('keyword')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ keyword: r.keyword, count: Number(r.count) }));
  }

  pinned(): Promise<Array<{ id: number; keyword: string; sort: number }>> {
    return this.db.selectFrom('hot_keywords').select(['id', 'keyword', 'sort']).orderBy('sort').orderBy('id').execute();
  }

  async pin(keyword: string, sort: number, now: number): Promise<number | undefined> {
    const row = await this.db
      .insertInto('hot_keywords')
      .values({ keyword, sort, created_at: now })
      .onConflict((oc) => oc.column('keyword').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  }

  async unpin(id: number): Promise<boolean> {
    const res = await this.db.deleteFrom('hot_keywords').where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  }

  // --- admin hotkey page (issue 7): writes inside the caller's transaction

  pinnedById(id: number, exec: Kysely<Database> = this.db): Promise<{ id: number; keyword: string; sort: number } | undefined> {
    return exec.selectFrom('hot_keywords').select(['id', 'keyword', 'sort']).where('id', '=', id).executeTakeFirst();
  }

  async insertPinned(exec: Kysely<Database>, keyword: string, sort: number, now: number): Promise<number | undefined> {
    const row = await exec
      .insertInto('hot_keywords')
      .values({ keyword, sort, created_at: now })
      .onConflict((oc) => oc.column('keyword').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  }

  async updatePinned(exec: Kysely<Database>, id: number, values: { keyword?: string; sort?: number }): Promise<boolean> {
    const res = await exec.updateTable('hot_keywords').set(values).where('id', '=', id).executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  async deletePinned(exec: Kysely<Database>, id: number): Promise<boolean> {
    const res = await exec.deleteFrom('hot_keywords').where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  }

  // --- reviews of counted keywords (issue 28, migration 0036)

  /**
   * Keywords that at least `minVisitors` distinct visitors searched in [fromDay, toDay] and that
   * nobody reviewed yet, most searched first, with their search count and distinct visitors.
   */
  async unreviewed(fromDay: number, toDay: number, limit: number, minVisitors: number): Promise<Array<{ keyword: string; count: number; visitors: number }>> {
    const rows = await this.db
      .selectFrom('search_keywords_daily as d')
      .innerJoin(
        (eb) =>
          eb
            .selectFrom('search_keyword_visitors')
            .select(['keyword', (v) => v.fn.count<number>('visitor').distinct().as('visitors')])
            .where('day', '>=', fromDay)
            .where('day', '<=', toDay)
            .groupBy('keyword')
            .having((h) => h.fn.count('visitor').distinct(), '>=', minVisitors)
            .as('v'),
        (join) => join.onRef('v.keyword', '=', 'd.keyword'),
      )
      .select(['d.keyword', 'v.visitors', (eb) => eb.fn.sum<number>('d.count').as('count')])
      .where('d.day', '>=', fromDay)
      .where('d.day', '<=', toDay)
      .where('d.keyword', 'not in', (eb) => eb.selectFrom('hot_keyword_reviews').select('keyword'))
      .groupBy(['d.keyword', 'v.visitors'])
      .orderBy('count', 'desc')
      .orderBy('d.keyword')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ keyword: r.keyword, count: Number(r.count), visitors: Number(r.visitors) }));
  }

  /** Search counts and distinct visitors of these keywords in [fromDay, toDay] (absent = none). */
  async stats(keywords: string[], fromDay: number, toDay: number): Promise<Map<string, { count: number; visitors: number }>> {
    const out = new Map<string, { count: number; visitors: number }>();
    if (!keywords.length) return out;
    const [counts, visitors] = await Promise.all([
      this.db
        .selectFrom('search_keywords_daily')
        .select(['keyword', (eb) => eb.fn.sum<number>('count').as('n')])
        .where('keyword', 'in', keywords)
        .where('day', '>=', fromDay)
        .where('day', '<=', toDay)
        .groupBy('keyword')
        .execute(),
      this.db
        .selectFrom('search_keyword_visitors')
        .select(['keyword', (eb) => eb.fn.count<number>('visitor').distinct().as('n')])
        .where('keyword', 'in', keywords)
        .where('day', '>=', fromDay)
        .where('day', '<=', toDay)
        .groupBy('keyword')
        .execute(),
    ]);
    for (const r of counts) out.set(r.keyword, { count: Number(r.n), visitors: 0 });
    for (const r of visitors) out.set(r.keyword, { count: out.get(r.keyword)?.count ?? 0, visitors: Number(r.n) });
    return out;
  }

  /** Reviewed keywords of one status, the latest review first, with the reviewer's name. */
  async reviews(status: ReviewStatus, limit: number): Promise<ReviewRow[]> {
    const rows = await this.db
      .selectFrom('hot_keyword_reviews as r')
      .leftJoin('users as u', 'u.id', 'r.reviewer_id')
      .select(['r.keyword', 'r.status', 'r.reviewer_id', 'u.username as reviewer_name', 'r.reviewed_at'])
      .where('r.status', '=', status)
      .orderBy('r.reviewed_at', 'desc')
      .orderBy('r.keyword')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ ...r, reviewer_id: r.reviewer_id === null ? null : Number(r.reviewer_id), reviewed_at: Number(r.reviewed_at) }));
  }

  async reviewOf(keyword: string, exec: Kysely<Database> = this.db): Promise<ReviewRow | undefined> {
    const r = await exec
      .selectFrom('hot_keyword_reviews as r')
      .leftJoin('users as u', 'u.id', 'r.reviewer_id')
      .select(['r.keyword', 'r.status', 'r.reviewer_id', 'u.username as reviewer_name', 'r.reviewed_at'])
      .where('r.keyword', '=', keyword)
      .executeTakeFirst();
    return r && { ...r, reviewer_id: r.reviewer_id === null ? null : Number(r.reviewer_id), reviewed_at: Number(r.reviewed_at) };
  }

  /** Records (or changes) the review of a keyword. */
  async saveReview(exec: Kysely<Database>, keyword: string, status: ReviewStatus, reviewerId: number | null, now: number): Promise<void> {
    await exec
      .insertInto('hot_keyword_reviews')
      .values({ keyword, status, reviewer_id: reviewerId, reviewed_at: now })
      .onConflict((oc) => oc.column('keyword').doUpdateSet({ status, reviewer_id: reviewerId, reviewed_at: now }))
      .execute();
  }

  /** Approves a keyword nobody reviewed yet (no reviewer: the demo seed); a review stays as it is. */
  async approveUnreviewed(keyword: string, now: number): Promise<void> {
    await this.db
      .insertInto('hot_keyword_reviews')
      .values({ keyword, status: 'approved', reviewer_id: null, reviewed_at: now })
      .onConflict((oc) => oc.column('keyword').doNothing())
      .execute();
  }

  /** Forgets the review (the keyword awaits review again); false when there was none. */
  async deleteReview(exec: Kysely<Database>, keyword: string): Promise<boolean> {
    const res = await exec.deleteFrom('hot_keyword_reviews').where('keyword', '=', keyword).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  }
}
