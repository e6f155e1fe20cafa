import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB } from '../db/database';
import type { Database } from '../db/schema';
import type { LinkCheckTable, LinkcheckHostTable } from '../db/tables/linkcheck';

export type LinkCheckRow = Selectable<LinkCheckTable>;
export type HostRow = Selectable<LinkcheckHostTable>;
type Exec = Kysely<Database>;

/** A resource the scheduler may check. */
export interface QueueRow {
  id: number;
  url: string;
  pwd: string;
  disk_type: string;
  source: string;
  checked_at: number;
}

/** SQL of the link checker (issue 19): check rows, host state, the scheduler's queue. */
export class LinkcheckRepository {
  constructor(private readonly db: DB) {}

  /** The newest check of a normalised URL as this disk type that has not expired, if any. */
  async fresh(urlNorm: string, diskType: string, now: number): Promise<LinkCheckRow | undefined> {
    return this.db
      .selectFrom('link_checks')
      .selectAll()
      .where('url_norm', '=', urlNorm)
      .where('disk_type', '=', diskType)
      .where('expires_at', '>', now)
      .orderBy('checked_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  async insert(exec: Exec, row: Omit<LinkCheckRow, 'id'>): Promise<void> {
    await exec.insertInto('link_checks').values(row).execute();
  }

  /** Checks of one resource, newest first (admin evidence). */
  async ofResource(resourceId: number, limit: number): Promise<LinkCheckRow[]> {
    return this.db.selectFrom('link_checks').selectAll().where('resource_id', '=', resourceId)
      .orderBy('checked_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  }

  async resourceByUrlNorm(urlNorm: string): Promise<{ id: number; url: string; status: string; validity: string } | undefined> {
    return this.db.selectFrom('resources').select(['id', 'url', 'status', 'validity']).where('url_norm', '=', urlNorm).executeTakeFirst();
  }

  /**
   * Queues a resource for a re-check by our checker (issue 27): one entry per resource
   * (de-duplicated), at most `perHour` new entries per address in the last hour.
   */
  async enqueue(resourceId: number, ip: string, now: number, perHour: number): Promise<'queued' | 'duplicate' | 'limited'> {
    return this.db.transaction().execute(async (trx) => {
      const { n } = await trx
        .selectFrom('linkcheck_requests')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('ip', '=', ip)
        .where('requested_at', '>', now - 3600_000)
        .executeTakeFirstOrThrow();
      if (Number(n) >= perHour) return 'limited';
      const res = await trx
        .insertInto('linkcheck_requests')
        .values({ resource_id: resourceId, ip, requested_at: now })
        .onConflict((oc) => oc.column('resource_id').doNothing())
        .executeTakeFirst();
      return Number(res.numInsertedOrUpdatedRows ?? 0) > 0 ? 'queued' : 'duplicate';
    });
  }

  async dequeue(exec: Exec, resourceId: number): Promise<void> {
    await exec.deleteFrom('linkcheck_requests').where('resource_id', '=', resourceId).execute();
  }

  async queuedCount(): Promise<number> {
    const { n } = await this.db.selectFrom('linkcheck_requests').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return Number(n);
  }

  async resourcesByIds(ids: number[]): Promise<QueueRow[]> {
    if (!ids.length) return [];
    return this.db.selectFrom('resources').select(['id', 'url', 'pwd', 'disk_type', 'source', 'checked_at']).where('id', 'in', ids).execute();
  }

  /** Sets the resource's check fields (our checker's answers only, issue 27). */
  async setResourceCheck(exec: Exec, id: number, values: { check_state?: string; checked_at: number; bad_since: number }): Promise<void> {
    await exec.updateTable('resources').set(values).where('id', '=', id).execute();
  }

  /** Only moves the queue on (an uncertain answer keeps the last definitive state). */
  async touchResource(exec: Exec, id: number, at: number): Promise<void> {
    await exec.updateTable('resources').set({ checked_at: at }).where('id', '=', id).where('check_state', '=', '').execute();
  }

  /**
   * The scheduler's next resources: approved and searchable, of a disk type with an online
   * check, and either queued by an outside caller's `bad` (first), or with a first `bad` to
   * confirm (`bad_since` before `confirmBefore`), or never checked or checked before
   * `staleBefore`; then never-checked first (shared by members before imported, newest first),
   * then the oldest check first.
   */
  async queue(types: readonly string[], staleBefore: number, limit: number, skip: number[], confirmBefore = 0): Promise<QueueRow[]> {
    let q = this.db
      .selectFrom('resources')
      .select(['id', 'url', 'pwd', 'disk_type', 'source', 'checked_at'])
      .where('status', '=', 'approved')
      .where('validity', '!=', 'invalid')
      .where('disk_type', 'in', [...types])
      .where((eb) => eb.or([
        eb('checked_at', '<', staleBefore),
        eb.and([eb('bad_since', '>', 0), eb('bad_since', '<=', confirmBefore)]),
        eb.exists(eb.selectFrom('linkcheck_requests').select('resource_id').whereRef('linkcheck_requests.resource_id', '=', 'resources.id')),
      ]));
    if (skip.length) q = q.where('id', 'not in', skip);
    return q
      .orderBy(sql`CASE WHEN EXISTS (SELECT 1 FROM linkcheck_requests q WHERE q.resource_id = resources.id) THEN 0 ELSE 1 END`)
      .orderBy(sql`CASE WHEN bad_since > 0 THEN 0 ELSE 1 END`)
      .orderBy(sql`CASE WHEN checked_at = 0 THEN 0 ELSE 1 END`)
      .orderBy(sql`CASE WHEN checked_at = 0 AND source = 'share' THEN 0 ELSE 1 END`)
      .orderBy('checked_at', 'asc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  async hosts(): Promise<HostRow[]> {
    return this.db.selectFrom('linkcheck_hosts').selectAll().orderBy('disk_type').execute();
  }

  async host(type: string): Promise<HostRow | undefined> {
    return this.db.selectFrom('linkcheck_hosts').selectAll().where('disk_type', '=', type).executeTakeFirst();
  }

  /** Records one answer of a host: counters, streak of uncertain answers, breaker. */
  async recordHost(type: string, r: { failed: boolean; state: string; summary: string; at: number; openUntil: number; streak: number }): Promise<void> {
    await this.db
      .insertInto('linkcheck_hosts')
      .values({ disk_type: type, checks: 1, failures: r.failed ? 1 : 0, streak: r.streak, open_until: r.openUntil, last_state: r.state, last_summary: r.summary, last_at: r.at })
      .onConflict((oc) =>
        oc.column('disk_type').doUpdateSet({
          checks: sql`linkcheck_hosts.checks + 1`,
          failures: r.failed ? sql`linkcheck_hosts.failures + 1` : sql`linkcheck_hosts.failures`,
          streak: r.streak,
          open_until: r.openUntil,
          last_state: r.state,
          last_summary: r.summary,
          last_at: r.at,
        }),
      )
      .execute();
  }

  /** Counts of approved resources by check state (admin overview). */
  async stateCounts(): Promise<Record<string, number>> {
    const rows = await this.db
      .selectFrom('resources')
      .select(['check_state', (eb) => eb.fn.countAll<number>().as('n')])
      .where('status', '=', 'approved')
      .groupBy('check_state')
      .execute();
    return Object.fromEntries(rows.map((r) => [r.check_state || 'unchecked', Number(r.n)]));
  }
}
