import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DB } from '../db/database';
import type { MovieCuratedTable } from '../db/tables/promo';
import type { Executor } from './ledger-repository';

export type MovieCuratedRow = Selectable<MovieCuratedTable>;

/** A resource of a film/series category with its view counts. */
export interface TitledResource {
  title: string;
  category: string;
  created_at: number;
  views: number;
  /** views since the given day */
  recent: number;
}

const normalize = (r: MovieCuratedRow): MovieCuratedRow => ({
  ...r,
  created_at: Number(r.created_at),
  rating_x10: r.rating_x10 === null ? null : Number(r.rating_x10),
});

/**
 * What the built-in 影视 lists read: the approved resources of the film/series categories
 * (most viewed lately, newest), the search counts, and the admin-curated entries.
 */
export class MovieRepository {
  constructor(private readonly db: DB) {}

  /** Approved resources of the named categories, by recent views (since `sinceDay`) then all-time views. */
  async mostViewed(categories: string[], sinceDay: number, limit: number): Promise<TitledResource[]> {
    const rows = await this.db
      .selectFrom('resources as r')
      .innerJoin('netdisk_categories as c', 'c.id', 'r.category_id')
      .leftJoin('resource_daily_views as dv', (j) => j.onRef('dv.resource_id', '=', 'r.id').on('dv.day', '>=', sinceDay))
      .select(['r.id', 'r.title', 'c.name as category', 'r.created_at', 'r.views', (eb) => eb.fn.coalesce(eb.fn.sum<number>('dv.views'), eb.lit(0)).as('recent')])
      .where('c.name', 'in', categories)
      .where('r.status', '=', 'approved')
      .where('r.validity', '!=', 'invalid')
      .groupBy(['r.id', 'r.title', 'c.name', 'r.created_at', 'r.views'])
      .orderBy('recent', 'desc')
      .orderBy('r.views', 'desc')
      .orderBy('r.id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ title: r.title, category: r.category, created_at: Number(r.created_at), views: Number(r.views), recent: Number(r.recent) }));
  }

  /** Approved resources of the named categories, newest first. */
  async newest(categories: string[], limit: number): Promise<TitledResource[]> {
    const rows = await this.db
      .selectFrom('resources as r')
      .innerJoin('netdisk_categories as c', 'c.id', 'r.category_id')
      .select(['r.title', 'c.name as category', 'r.created_at', 'r.views'])
      .where('c.name', 'in', categories)
      .where('r.status', '=', 'approved')
      .where('r.validity', '!=', 'invalid')
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ title: r.title, category: r.category, created_at: Number(r.created_at), views: Number(r.views), recent: 0 }));
  }

  /** Search counts per keyword since `sinceDay`. */
  async searchCounts(sinceDay: number, limit: number): Promise<Map<string, number>> {
    const rows = await this.db
      .selectFrom('search_keywords_daily')
      .select(['keyword', (eb) => eb.fn.sum<number>('count').as('n')])
      .where('day', '>=', sinceDay)
      .groupBy('keyword')
      .orderBy('n', 'desc')
      .limit(limit)
      .execute();
    return new Map(rows.map((r) => [r.keyword, Number(r.n)]));
  }

  async curated(category?: string): Promise<MovieCuratedRow[]> {
    let q = this.db.selectFrom('movie_curated').selectAll();
    if (category) q = q.where('category', '=', category);
    const rows = await q.orderBy('category').orderBy('sort').orderBy('id').execute();
    return rows.map(normalize);
  }

  async curatedById(id: number, exec: Executor = this.db): Promise<MovieCuratedRow | undefined> {
    const row = await exec.selectFrom('movie_curated').selectAll().where('id', '=', id).executeTakeFirst();
    return row && normalize(row);
  }

  async insertCurated(exec: Executor, values: Insertable<MovieCuratedTable>): Promise<number> {
    const row = await exec.insertInto('movie_curated').values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  async updateCurated(exec: Executor, id: number, values: Updateable<MovieCuratedTable>): Promise<void> {
    // an update that changes nothing (every field omitted) is no SQL at all: `SET` with no column is a syntax error
    if (!Object.values(values).some((x) => x !== undefined)) return;
    await exec.updateTable('movie_curated').set(values).where('id', '=', id).execute();
  }

  async deleteCurated(exec: Executor, id: number): Promise<void> {
    await exec.deleteFrom('movie_curated').where('id', '=', id).execute();
  }
}
