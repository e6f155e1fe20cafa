import type { AppMetaTable, SessionTable, UserTable, WebSettingTable } from './tables/foundation';

/**
 * The whole database as Kysely sees it. Each capability adds its tables in db/tables/<area>.ts
 * and lists them here; migrations create them (db/migrations/index.ts).
 */
export interface Database {
  app_meta: AppMetaTable;
  web_settings: WebSettingTable;
  users: UserTable;
  sessions: SessionTable;
}
