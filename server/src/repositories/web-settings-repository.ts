import type { Kysely } from 'kysely';
import type { DB } from '../db/database';
import type { Database } from '../db/schema';

export interface WebSettingRow {
  id: number;
  name: string;
  value: string;
  updated_at: number;
}

export class WebSettingsRepository {
  constructor(private readonly db: DB) {}

  all(): Promise<WebSettingRow[]> {
    return this.db.selectFrom('web_settings').selectAll().orderBy('id').execute();
  }

  byNames(names: string[]): Promise<WebSettingRow[]> {
    if (names.length === 0) return Promise.resolve([]);
    return this.db.selectFrom('web_settings').selectAll().where('name', 'in', names).orderBy('id').execute();
  }

  byId(id: number): Promise<WebSettingRow | undefined> {
    return this.db.selectFrom('web_settings').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Inserts a setting unless one of that name exists; returns true when inserted. */
  async insertIfMissing(name: string, value: string, now: number): Promise<boolean> {
    const res = await this.db
      .insertInto('web_settings')
      .values({ name, value, updated_at: now })
      .onConflict((oc) => oc.column('name').doNothing())
      .executeTakeFirst();
    return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
  }


  async insert(name: string, value: string, now: number): Promise<number> {
    const row = await this.db
      .insertInto('web_settings')
      .values({ name, value, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(id: number, value: string, now: number): Promise<boolean> {
    const res = await this.db.updateTable('web_settings').set({ value, updated_at: now }).where('id', '=', id).executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  async delete(id: number): Promise<boolean> {
    const res = await this.db.deleteFrom('web_settings').where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  }

  /** Sets a setting, creating it when missing, inside the caller's transaction (admin config page, issue 7). */
  async upsert(exec: Kysely<Database>, name: string, value: string, now: number): Promise<void> {
    await exec
      .insertInto('web_settings')
      .values({ name, value, updated_at: now })
      .onConflict((oc) => oc.column('name').doUpdateSet({ value, updated_at: now }))
      .execute();
  }
}
