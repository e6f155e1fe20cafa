import { sql, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { DB } from '../db/database';
import type { Database } from '../db/schema';
import type { SourceRunTable, SourceTable } from '../db/tables/sources';

export type SourceRow = Selectable<SourceTable>;
export type SourceRunRow = Selectable<SourceRunTable>;
type Exec = Kysely<Database>;

/** The counts of one cycle (or a page of it). */
export interface CycleCounts {
  seen: number;
  new_count: number;
  duplicates: number;
  refused: number;
}

/**
 * SQL of 资源来源 (issue 29): sources, their lease and cursor, cycle log, resource ↔ source.
 * The lease is one conditional UPDATE (free, expired or already ours), so on both databases two
 * processes can never both hold one source.
 */
export class SourcesRepository {
  constructor(private readonly db: DB) {}

  list(): Promise<SourceRow[]> {
    return this.db.selectFrom('sources').selectAll().orderBy('id').execute();
  }

  byId(id: number): Promise<SourceRow | undefined> {
    return this.db.selectFrom('sources').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async insert(row: Pick<SourceRow, 'kind' | 'name' | 'address' | 'enabled' | 'interval_minutes' | 'created_at' | 'updated_at'>): Promise<number> {
    const r = await this.db.insertInto('sources').values(row).returning('id').executeTakeFirstOrThrow();
    return r.id;
  }

  async update(id: number, values: Updateable<SourceTable>): Promise<boolean> {
    const r = await this.db.updateTable('sources').set(values).where('id', '=', id).executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  async remove(id: number): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('resource_sources').where('source_id', '=', id).execute();
      await trx.deleteFrom('source_runs').where('source_id', '=', id).execute();
      const r = await trx.deleteFrom('sources').where('id', '=', id).executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    });
  }

  /** Enabled sources whose next run is due, oldest due first. */
  async due(now: number, limit: number): Promise<SourceRow[]> {
    return this.db.selectFrom('sources').selectAll().where('enabled', '=', 1).where('next_run_at', '<=', now)
      .where('lease_until', '<', now).orderBy('next_run_at').limit(limit).execute();
  }

  /** Takes (or renews) the lease; true when this owner now holds it until `until`. */
  async lease(id: number, owner: string, now: number, until: number): Promise<boolean> {
    const r = await this.db
      .updateTable('sources')
      .set({ lease_owner: owner, lease_until: until })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('lease_until', '<', now), eb('lease_owner', '=', owner)]))
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Gives the lease back and records the cycle's outcome on the source (only by its holder). */
  async finish(id: number, owner: string, values: Updateable<SourceTable>): Promise<boolean> {
    const r = await this.db.updateTable('sources').set({ ...values, lease_owner: '', lease_until: 0 })
      .where('id', '=', id).where('lease_owner', '=', owner).executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Moves the cursor (after the page's items are committed), only while the lease is ours. */
  async setCursor(exec: Exec, id: number, owner: string, cursor: string): Promise<boolean> {
    const r = await exec.updateTable('sources').set({ cursor }).where('id', '=', id).where('lease_owner', '=', owner).executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async addTotals(exec: Exec, id: number, c: CycleCounts): Promise<void> {
    await exec.updateTable('sources').set({
      seen: sql`seen + ${c.seen}`, new_count: sql`new_count + ${c.new_count}`, duplicates: sql`duplicates + ${c.duplicates}`, refused: sql`refused + ${c.refused}`,
    }).where('id', '=', id).execute();
  }

  async startRun(sourceId: number, trigger: string, owner: string, now: number): Promise<number> {
    const r = await this.db.insertInto('source_runs').values({ source_id: sourceId, trigger, owner, started_at: now, status: 'running' })
      .returning('id').executeTakeFirstOrThrow();
    return r.id;
  }

  async addRunCounts(exec: Exec, runId: number, c: CycleCounts): Promise<void> {
    await exec.updateTable('source_runs').set({
      pages: sql`pages + 1`, seen: sql`seen + ${c.seen}`, new_count: sql`new_count + ${c.new_count}`,
      duplicates: sql`duplicates + ${c.duplicates}`, refused: sql`refused + ${c.refused}`,
    }).where('id', '=', runId).execute();
  }

  async endRun(runId: number, status: string, error: string, now: number): Promise<SourceRunRow> {
    await this.db.updateTable('source_runs').set({ status, error: error.slice(0, 300), finished_at: now }).where('id', '=', runId).execute();
    return this.db.selectFrom('source_runs').selectAll().where('id', '=', runId).executeTakeFirstOrThrow();
  }

  /** The last cycles (all sources, or one), newest first. */
  runs(limit: number, sourceId?: number): Promise<SourceRunRow[]> {
    let q = this.db.selectFrom('source_runs').selectAll();
    if (sourceId !== undefined) q = q.where('source_id', '=', sourceId);
    return q.orderBy('id', 'desc').limit(limit).execute();
  }

  /** Resources a source created per day (UTC+8 calendar day), from `since`. */
  async dailyNew(since: number): Promise<Array<{ source_id: number; day: number; count: number }>> {
    const rows = await this.db
      .selectFrom('resource_sources')
      .select(['source_id', sql<number>`floor((seen_at + 28800000) / 86400000)`.as('day'), sql<number>`count(*)`.as('count')])
      .where('created', '=', 1)
      .where('seen_at', '>=', since)
      .groupBy(['source_id', sql`floor((seen_at + 28800000) / 86400000)`])
      .execute();
    return rows.map((r) => ({ source_id: Number(r.source_id), day: Number(r.day), count: Number(r.count) }));
  }

  /** Records that resources were seen in a source (once per pair; a pair seen before keeps its first sighting). */
  async linkMany(exec: Exec, rows: Array<{ resource_id: number; source_id: number; item_ref: string; item_url: string; created: number; seen_at: number }>): Promise<void> {
    for (let i = 0; i < rows.length; i += 500) {
      await exec.insertInto('resource_sources').values(rows.slice(i, i + 500))
        .onConflict((oc) => oc.columns(['resource_id', 'source_id']).doNothing()).execute();
    }
  }

  /** A crawled resource's pictures (issue 35); a position already taken keeps its picture. */
  async addImages(exec: Exec, rows: Array<{ resource_id: number; pos: number; url: string }>): Promise<void> {
    for (let i = 0; i < rows.length; i += 500) {
      await exec.insertInto('resource_images').values(rows.slice(i, i + 500))
        .onConflict((oc) => oc.columns(['resource_id', 'pos']).doNothing()).execute();
    }
  }

  /** resource id → its picture addresses in order (only resources that have some). */
  async imagesOf(resourceIds: number[]): Promise<Map<number, string[]>> {
    const out = new Map<number, string[]>();
    if (!resourceIds.length) return out;
    const rows = await this.db.selectFrom('resource_images').select(['resource_id', 'url'])
      .where('resource_id', 'in', resourceIds).orderBy('resource_id').orderBy('pos').execute();
    for (const r of rows) (out.get(r.resource_id) ?? out.set(r.resource_id, []).get(r.resource_id)!).push(r.url);
    return out;
  }

  /** True when `url` is a picture of some crawled resource (the proxy fetches nothing else). */
  async imageKnown(url: string): Promise<boolean> {
    return !!(await this.db.selectFrom('resource_images').select('resource_id').where('url', '=', url).limit(1).executeTakeFirst());
  }

  async resourceIdByUrlNorm(exec: Exec, urlNorm: string): Promise<number | undefined> {
    return (await exec.selectFrom('resources').select('id').where('url_norm', '=', urlNorm).executeTakeFirst())?.id;
  }

  /** Sightings (a resource seen in a source) with their source, first seen first. */
  private sightings() {
    return this.db
      .selectFrom('resource_sources as rs')
      .innerJoin('sources as s', 's.id', 'rs.source_id')
      .orderBy('rs.seen_at')
      .orderBy('rs.source_id');
  }

  /** The sources a resource was seen in (first seen first), with their kind, name and address. */
  async ofResource(resourceId: number): Promise<Array<{ source_id: number; kind: string; name: string; address: string; item_url: string; seen_at: number }>> {
    return this.sightings()
      .select(['rs.source_id', 's.kind', 's.name', 's.address', 'rs.item_url', 'rs.seen_at'])
      .where('rs.resource_id', '=', resourceId)
      .execute();
  }

  /** The first source of each of these resources (PanSou labels). */
  async firstOf(resourceIds: number[]): Promise<Map<number, { kind: string; name: string; address: string }>> {
    const out = new Map<number, { kind: string; name: string; address: string }>();
    if (!resourceIds.length) return out;
    const rows = await this.sightings()
      .select(['rs.resource_id', 's.kind', 's.name', 's.address'])
      .where('rs.resource_id', 'in', resourceIds)
      .execute();
    for (const r of rows) if (!out.has(r.resource_id)) out.set(r.resource_id, { kind: r.kind, name: r.name, address: r.address });
    return out;
  }
}
