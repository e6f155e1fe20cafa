import type { Kysely } from 'kysely';
import type { DB } from '../db/database';
import type { Database } from '../db/schema';

export interface WebSettingRow {
  id: number;
  name: string;
  value: string;
  updated_at: number;
}

/** How long a snapshot of the settings serves reads; other API processes' writes show within it. */
export const WEB_SETTINGS_TTL_MS = 3000;

/**
 * Settings are read on every sign-in, exchange and many pages but change only by admin action,
 * so reads are served from an in-memory snapshot of the (small) table. Every write through this
 * repository drops the snapshot at once; writes by another process (several API processes on one
 * PostgreSQL) show from the next request on: the generation is shared through
 * cache_generations (cache/invalidation.ts, issue 18); WEB_SETTINGS_TTL_MS stays as the bound
 * for writes made outside the app (SQL by hand). Code that writes the table directly (tests)
 * calls invalidate().
 */
export class WebSettingsRepository {
  private snapshot: { rows: WebSettingRow[]; at: number } | null = null;
  private generation = 0;

  constructor(private readonly db: DB) {}

  /** Bumped by every write through this repository (cache/invalidation.ts tells the other processes). */
  stamp(): number {
    return this.generation;
  }

  /** Drops the cached snapshot; the next read goes to the database. */
  invalidate(): void {
    this.snapshot = null;
    this.generation++;
  }

  private async cached(): Promise<WebSettingRow[]> {
    const snap = this.snapshot;
    if (snap && Date.now() - snap.at < WEB_SETTINGS_TTL_MS) return snap.rows;
    const gen = this.generation;
    const rows = await this.db.selectFrom('web_settings').selectAll().orderBy('id').execute();
    // A write that happened while this read was in flight wins: keep nothing then.
    if (gen === this.generation) this.snapshot = { rows, at: Date.now() };
    return rows;
  }

  async all(): Promise<WebSettingRow[]> {
    return (await this.cached()).map((r) => ({ ...r }));
  }

  async byNames(names: string[]): Promise<WebSettingRow[]> {
    if (names.length === 0) return [];
    const wanted = new Set(names);
    return (await this.cached()).filter((r) => wanted.has(r.name)).map((r) => ({ ...r }));
  }

  async byId(id: number): Promise<WebSettingRow | undefined> {
    const row = (await this.cached()).find((r) => r.id === id);
    return row ? { ...row } : undefined;
  }

  /** Inserts a setting unless one of that name exists; returns true when inserted. */
  async insertIfMissing(name: string, value: string, now: number): Promise<boolean> {
    const res = await this.db
      .insertInto('web_settings')
      .values({ name, value, updated_at: now })
      .onConflict((oc) => oc.column('name').doNothing())
      .executeTakeFirst();
    this.invalidate();
    return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
  }


  async insert(name: string, value: string, now: number): Promise<number> {
    const row = await this.db
      .insertInto('web_settings')
      .values({ name, value, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    this.invalidate();
    return row.id;
  }

  async update(id: number, value: string, now: number): Promise<boolean> {
    const res = await this.db.updateTable('web_settings').set({ value, updated_at: now }).where('id', '=', id).executeTakeFirst();
    this.invalidate();
    return Number(res.numUpdatedRows) > 0;
  }

  async delete(id: number): Promise<boolean> {
    const res = await this.db.deleteFrom('web_settings').where('id', '=', id).executeTakeFirst();
    this.invalidate();
    return Number(res.numDeletedRows) > 0;
  }

  /** Sets a setting, creating it when missing, inside the caller's transaction (admin config page, issue 7). */
  async upsert(exec: Kysely<Database>, name: string, value: string, now: number): Promise<void> {
    await exec
      .insertInto('web_settings')
      .values({ name, value, updated_at: now })
      .onConflict((oc) => oc.column('name').doUpdateSet({ value, updated_at: now }))
      .execute();
    // Dropped again by the caller after its transaction commits (see SiteConfigService); dropping
    // here too keeps this process from serving the old value meanwhile.
    this.invalidate();
  }
}
