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

  /** The newest check of a normalised URL that has not expired, if any. */
  async fresh(urlNorm: string, now: number): Promise<LinkCheckRow | undefined> {
    return this.db
      .selectFrom('link_checks')
      .selectAll()
      .where('url_norm', '=', urlNorm)
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

  async resourceByUrlNorm(urlNorm: string): Promise<{ id: number } | undefined> {
    return this.db.selectFrom('resources').select('id').where('url_norm', '=', urlNorm).executeTakeFirst();
  }

  async resourcesByIds(ids: number[]): Promise<QueueRow[]> {
    if (!ids.length) return [];
    return this.db.selectFrom('resources').select(['id', 'url', 'pwd', 'disk_type', 'source', 'checked_at']).where('id', 'in', ids).execute();
  }

  /** Sets the resource's check state and time (definitive answers only). */
  async setResourceCheck(exec: Exec, id: number, state: string, at: number): Promise<{ validity: string } | undefined> {
    await exec.updateTable('resources').set({ check_state: state, checked_at: at }).where('id', '=', id).execute();
    return exec.selectFrom('resources').select('validity').where('id', '=', id).executeTakeFirst();
  }

  /** Only moves the queue on (an uncertain answer keeps the last definitive state). */
  async touchResource(exec: Exec, id: number, at: number): Promise<void> {
    await exec.updateTable('resources').set({ checked_at: at }).where('id', '=', id).where('check_state', '=', '').execute();
  }

  /**
   * The scheduler's next resources: approved and searchable, of a disk type with an online
   * check, never checked or checked before `staleBefore`; never-checked first (shared by members
   * before imported, newest first), then the oldest check first.
   */
  async queue(types: readonly string[], staleBefore: number, limit: number, skip: number[]): Promise<QueueRow[]> {
    let q = this.db
      .selectFrom('resources')
      .select(['id', 'url', 'pwd', 'disk_type', 'source', 'checked_at'])
      .where('status', '=', 'approved')
      .where('validity', '!=', 'invalid')
      .where('disk_type', 'in', [...types])
      .where('checked_at', '<', staleBefore);
    if (skip.length) q = q.where('id', 'not in', skip);
    return q
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
