import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { DB } from '../db/database';
import { prepare } from '../db/prepared';
import type { Database } from '../db/schema';
import type { ResourceTable } from '../db/tables/resources';
import type { IndexDoc, SearchIndex } from '../search/search-index';

export type ResourceRow = Selectable<ResourceTable>;
export type NewResource = Insertable<ResourceTable>;
/**
 * The columns a resource view shows (services/resource-view.ts). Lists read only these:
 * better-sqlite3 builds a JS value for every column of every row, and `select *` (24 columns,
 * two of them normalised copies) cost twice as much per search page.
 */
/** GET /v1/resource/:id on every read: one indexed statement instead of three (ADR 0019). */
const resourceDetailRow = prepare(1, (db, id: number) =>
  db
    .selectFrom('resources as r')
    .leftJoin('netdisk_categories as c', 'c.id', 'r.category_id')
    .leftJoin('users as u', 'u.id', 'r.sharer_id')
    .selectAll('r')
    .select(['c.name as category_name', 'u.username as sharer_name'])
    .where('r.id', '=', id),
);

export const RESOURCE_VIEW_COLUMNS = [
  'id', 'title', 'disk_type', 'url', 'pwd', 'price', 'size', 'category_id', 'validity', 'views', 'source', 'created_at',
  // link checker (issue 19)
  'check_state', 'checked_at',
] as const;
export type ResourceViewRow = Pick<ResourceRow, (typeof RESOURCE_VIEW_COLUMNS)[number]>;
type Exec = Kysely<Database>;

/** Fields the ranking needs for each candidate. */
export interface ScoringRow {
  id: number;
  title_norm: string;
  views: number;
  created_at: number;
  validity: string;
  disk_type: string;
  price: number;
  category_id: number | null;
  /** link checker state (issue 19): 只看已验证 keeps 'ok' */
  check_state: string;
}

/** Filter of the admin resource list (any status). */
export interface AdminResourceFilter {
  status?: string;
  validity?: string;
  source?: string;
  diskType?: string;
  categoryId?: number;
  sharerId?: number;
  /** normalizeText of the searched words: substring of title_norm */
  titleNorm?: string;
}

export interface BrowseFilter {
  diskType?: string;
  onlyFree: boolean;
  categoryId?: number;
}

/** A resource is searchable (in the index, in public lists) when approved and not invalid. */
export function isSearchable(r: Pick<ResourceRow, 'status' | 'validity'>): boolean {
  return r.status === 'approved' && r.validity !== 'invalid';
}

export function indexDoc(r: Pick<ResourceRow, 'id' | 'title_norm' | 'disk_type' | 'price'>): IndexDoc {
  return { id: r.id, titleNorm: r.title_norm, diskType: r.disk_type, free: r.price === 0 };
}

/** SQL of resources; keeps the search index in step with every change of searchability. */
export class ResourcesRepository {
  constructor(
    private readonly db: DB,
    readonly index: SearchIndex,
    private readonly kind: 'sqlite' | 'postgres' = 'sqlite',
  ) {}

  /** Inserts unless the normalised URL exists; returns the new id or undefined for a duplicate. */
  async insert(exec: Exec, row: NewResource): Promise<number | undefined> {
    const res = await exec
      .insertInto('resources')
      .values(row)
      .onConflict((oc) => oc.column('url_norm').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!res) return undefined;
    if (isSearchable({ status: row.status, validity: row.validity ?? 'ok' })) {
      await this.index.add(exec, [indexDoc({ id: res.id, title_norm: row.title_norm, disk_type: row.disk_type, price: row.price ?? 0 })]);
    }
    return res.id;
  }

  /** The detail page's one statement: the resource with its category name and sharer (compiled once). */
  detailRow(id: number): Promise<(ResourceRow & { category_name: string | null; sharer_name: string | null }) | undefined> {
    return resourceDetailRow.first(this.db, id);
  }

  byId(id: number, exec: Exec = this.db): Promise<ResourceRow | undefined> {
    return exec.selectFrom('resources').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async byIds(ids: number[]): Promise<ResourceRow[]> {
    if (!ids.length) return [];
    return this.db.selectFrom('resources').selectAll().where('id', 'in', ids).execute();
  }

  /** The view columns of these resources (any order; missing ids are skipped). */
  async viewRowsByIds(ids: number[]): Promise<ResourceViewRow[]> {
    if (!ids.length) return [];
    return this.db.selectFrom('resources').select(RESOURCE_VIEW_COLUMNS).where('id', 'in', ids).execute();
  }

  async byUrlNorms(urls: string[]): Promise<Array<{ id: number; url_norm: string }>> {
    if (!urls.length) return [];
    return this.db.selectFrom('resources').select(['id', 'url_norm']).where('url_norm', 'in', urls).execute();
  }

  /** The sharer's id and name (detail page), or undefined. */
  async sharerOf(userId: number): Promise<{ id: number; username: string } | undefined> {
    return this.db.selectFrom('users').select(['id', 'username']).where('id', '=', userId).executeTakeFirst();
  }

  private searchable() {
    return this.db.selectFrom('resources').where('status', '=', 'approved').where('validity', '!=', 'invalid');
  }

  /** Searchable resources, newest first (latest page, category list). */
  async browse(filter: BrowseFilter, order: 'latest' | 'views', offset: number, limit: number): Promise<{ rows: ResourceRow[]; total: number }> {
    const base = applyFilter(this.searchable(), filter);
    const [rows, count] = await Promise.all([
      base
        .selectAll()
        .orderBy(order === 'latest' ? 'id' : 'views', 'desc')
        .orderBy('id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  /** Most viewed searchable resources over the days [fromDay, toDay]. */
  async mostViewed(fromDay: number, toDay: number, limit: number): Promise<Array<ResourceRow & { period_views: number }>> {
    const top = await this.db
      .selectFrom('resource_daily_views')
      .select(['resource_id', (eb) => eb.fn.sum<number>('views').as('period_views')])
      .where('day', '>=', fromDay)
      .where('day', '<=', toDay)
      .groupBy('resource_id')
      .orderBy('period_views', 'desc')
      .orderBy('resource_id', 'desc')
      .limit(limit * 2)
      .execute();
    const rows = await this.byIds(top.map((t) => t.resource_id));
    const byId = new Map(rows.filter(isSearchable).map((r) => [r.id, r]));
    return top
      .filter((t) => byId.has(t.resource_id))
      .slice(0, limit)
      .map((t) => ({ ...byId.get(t.resource_id)!, period_views: Number(t.period_views) }));
  }

  async bySharer(userId: number, status: string | undefined, categoryId: number | undefined, offset: number, limit: number) {
    let q = this.db.selectFrom('resources').where('sharer_id', '=', userId);
    if (status) q = q.where('status', '=', status);
    if (categoryId !== undefined) q = q.where('category_id', '=', categoryId);
    const [rows, count] = await Promise.all([
      q.selectAll().orderBy('id', 'desc').offset(offset).limit(limit).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  /** Resources waiting for review, oldest first (for the admin share review). */
  async pending(offset: number, limit: number) {
    const q = this.db.selectFrom('resources').where('status', '=', 'pending');
    const [rows, count] = await Promise.all([
      q.selectAll().orderBy('id', 'asc').offset(offset).limit(limit).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  /**
   * Moves a resource from `from` status to `to` (guarded: returns false when it was not in
   * `from`, so two reviewers cannot both approve) and updates the index.
   */
  async review(exec: Exec, id: number, from: string, to: string, by: number, note: string, reward: number, now: number): Promise<boolean> {
    const res = await exec
      .updateTable('resources')
      .set({ status: to, reviewed_by: by, reviewed_at: now, review_note: note, reward, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', from)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) return false;
    await this.reindex(exec, id);
    return true;
  }

  /** Re-reads a resource and puts it in or out of the index according to its state. */
  async reindex(exec: Exec, id: number): Promise<void> {
    const r = await this.byId(id, exec);
    if (r && isSearchable(r)) await this.index.add(exec, [indexDoc(r)]);
    else await this.index.remove(exec, [id]);
  }

  async addView(id: number, day: number): Promise<void> {
    await this.addViews([{ id, day, n: 1 }]);
  }

  /** Adds buffered view counts (total and per day) in one transaction. */
  async addViews(batch: Array<{ id: number; day: number; n: number }>): Promise<void> {
    if (!batch.length) return;
    // ascending (id, day): concurrent flushes of several processes lock rows in one order (ADR 0008 round 3)
    const rows = [...batch].sort((a, b) => a.id - b.id || a.day - b.day);
    // one row per id (totals) and per (id, day) (daily): an UPDATE … FROM or an upsert may not
    // use two source rows for one target row
    const totals = new Map<number, number>();
    for (const { id, n } of rows) totals.set(id, (totals.get(id) ?? 0) + n);
    const daily = new Map<string, { id: number; day: number; n: number }>();
    for (const r of rows) {
      const k = `${r.id}:${r.day}`;
      const d = daily.get(k);
      if (d) d.n += r.n;
      else daily.set(k, { ...r });
    }
    const days = [...daily.values()];
    if (this.kind === 'postgres') {
      // PostgreSQL: the whole batch in three statements, not two round trips per resource, which
      // held a pooled connection (and the rows' locks) for a thousand round trips each flush while
      // detail reads queued for the pool (bench:search BENCH_DB=pg, issue 34, ADR 0018 addendum).
      // The rows are locked first in ascending id order (as SQLite's one writer would), so concurrent
      // flushes of several processes cannot deadlock.
      const ids = [...totals.keys()];
      const ns = ids.map((id) => totals.get(id)!);
      await this.db.transaction().execute(async (trx) => {
        await sql`SELECT id FROM resources WHERE id = ANY(${ids}::bigint[]) ORDER BY id FOR UPDATE`.execute(trx);
        await sql`UPDATE resources r SET views = r.views + v.n FROM unnest(${ids}::bigint[], ${ns}::bigint[]) AS v(id, n) WHERE r.id = v.id`.execute(trx);
        await sql`INSERT INTO resource_daily_views (resource_id, day, views)
          SELECT * FROM unnest(${days.map((r) => r.id)}::bigint[], ${days.map((r) => r.day)}::bigint[], ${days.map((r) => r.n)}::bigint[])
          ON CONFLICT (resource_id, day) DO UPDATE SET views = resource_daily_views.views + EXCLUDED.views`.execute(trx);
      });
      return;
    }
    // SQLite: the whole batch in two statements over JSON arrays, in ascending id order, instead
    // of two statements built per resource (a flush of a few thousand views held the one
    // connection, and the event loop, for tens of milliseconds; issue 34)
    const byId = JSON.stringify([...totals].map(([id, n]) => [id, n]));
    const byDay = JSON.stringify(days.map((r) => [r.id, r.day, r.n]));
    await this.db.transaction().execute(async (trx) => {
      await sql`UPDATE resources SET views = resources.views + v.n
        FROM (SELECT value ->> 0 AS id, value ->> 1 AS n FROM json_each(${byId})) AS v
        WHERE resources.id = v.id`.execute(trx);
      await sql`INSERT INTO resource_daily_views (resource_id, day, views)
        SELECT value ->> 0, value ->> 1, value ->> 2 FROM json_each(${byDay}) WHERE true
        ON CONFLICT (resource_id, day) DO UPDATE SET views = resource_daily_views.views + excluded.views`.execute(trx);
    });
  }

  /** Records a user's report once; returns the new report count, or undefined when already reported. */
  async addReport(exec: Exec, resourceId: number, userId: number, reason: string, now: number): Promise<number | undefined> {
    const ins = await exec
      .insertInto('resource_reports')
      .values({ resource_id: resourceId, user_id: userId, reason, created_at: now })
      .onConflict((oc) => oc.columns(['resource_id', 'user_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!ins) return undefined;
    const row = await exec
      .updateTable('resources')
      .set((eb) => ({ report_count: eb('report_count', '+', 1), updated_at: now }))
      .where('id', '=', resourceId)
      .returning('report_count')
      .executeTakeFirstOrThrow();
    return row.report_count;
  }

  async setValidity(exec: Exec, id: number, validity: string, now: number): Promise<void> {
    await exec.updateTable('resources').set({ validity, validity_at: now, updated_at: now }).where('id', '=', id).execute();
    await this.reindex(exec, id);
  }

  transaction<T>(fn: (trx: Exec) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }

  async hasReport(userId: number, resourceId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('resource_reports')
      .select('id')
      .where('user_id', '=', userId)
      .where('resource_id', '=', resourceId)
      .executeTakeFirst();
    return !!row;
  }

  async hasUnlock(userId: number, resourceId: number, exec: Exec = this.db): Promise<boolean> {
    const row = await exec
      .selectFrom('resource_unlocks')
      .select('id')
      .where('user_id', '=', userId)
      .where('resource_id', '=', resourceId)
      .executeTakeFirst();
    return !!row;
  }

  async unlockedAmong(userId: number, ids: number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const rows = await this.db
      .selectFrom('resource_unlocks')
      .select('resource_id')
      .where('user_id', '=', userId)
      .where('resource_id', 'in', ids)
      .execute();
    return new Set(rows.map((r) => r.resource_id));
  }

  /** Records a reveal; false when this user had already revealed it (unique key). */
  async insertUnlock(exec: Exec, u: { resource_id: number; user_id: number; price: number; order_no: string; created_at: number }): Promise<boolean> {
    const res = await exec
      .insertInto('resource_unlocks')
      .values(u)
      .onConflict((oc) => oc.columns(['user_id', 'resource_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return !!res;
  }

  async categories(): Promise<Array<{ id: number; name: string; sort: number }>> {
    return this.db.selectFrom('netdisk_categories').select(['id', 'name', 'sort']).orderBy('sort').orderBy('id').execute();
  }

  async categoryById(id: number): Promise<{ id: number; name: string } | undefined> {
    return this.db.selectFrom('netdisk_categories').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
  }

  async count(): Promise<number> {
    const r = await this.db.selectFrom('resources').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return Number(r.n);
  }

  // --- admin shareUnion page (issue 7)

  /** Every resource (any status) matching the admin filter, newest first. */
  async adminPage(f: AdminResourceFilter, offset: number, limit: number): Promise<{ rows: ResourceRow[]; total: number }> {
    let q = this.db.selectFrom('resources');
    if (f.status) q = q.where('status', '=', f.status);
    if (f.validity) q = q.where('validity', '=', f.validity);
    if (f.source) q = q.where('source', '=', f.source);
    if (f.diskType) q = q.where('disk_type', '=', f.diskType);
    if (f.categoryId !== undefined) q = q.where('category_id', '=', f.categoryId);
    if (f.sharerId !== undefined) q = q.where('sharer_id', '=', f.sharerId);
    if (f.titleNorm) {
      const like = `%${f.titleNorm.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      q = q.where(sql<boolean>`title_norm LIKE ${like} ESCAPE '\\'`);
    }
    const [rows, count] = await Promise.all([
      q.selectAll().orderBy('id', 'desc').offset(offset).limit(limit).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  /** Changes editable fields and puts the resource in or out of the index accordingly. */
  async adminUpdate(
    exec: Exec,
    id: number,
    values: Partial<Pick<ResourceRow, 'title' | 'title_norm' | 'url' | 'url_norm' | 'pwd' | 'disk_type' | 'size' | 'category_id' | 'price' | 'validity' | 'validity_at'>>,
    now: number,
  ): Promise<boolean> {
    const res = await exec.updateTable('resources').set({ ...values, updated_at: now }).where('id', '=', id).executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) return false;
    await this.reindex(exec, id);
    return true;
  }

  /** Deletes a resource and its index entry (reports, reveals and views cascade). */
  async remove(exec: Exec, id: number): Promise<boolean> {
    await this.index.remove(exec, [id]);
    const res = await exec.deleteFrom('resources').where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  }
}

function applyFilter<Q extends { where: (...args: never[]) => unknown }>(q: Q, f: BrowseFilter): Q {
  // Kysely's builder types make a generic helper awkward; the casts stay local to this function.
  type W = { where(col: string, op: string, v: unknown): W };
  let out = q as unknown as W;
  if (f.diskType) out = out.where('disk_type', '=', f.diskType);
  if (f.onlyFree) out = out.where('price', '=', 0);
  if (f.categoryId !== undefined) out = out.where('category_id', '=', f.categoryId);
  return out as unknown as Q;
}
