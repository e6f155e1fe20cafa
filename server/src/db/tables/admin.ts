import type { Generated } from 'kysely';

/** One row per admin write (issue 7). before/after: JSON text, '' when absent. */
export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number;
  /** e.g. 'web_setting.update', 'share.approve', 'cd_key.generate' */
  action: string;
  /** e.g. 'web_setting', 'user', 'article', 'resource', 'cd_key' */
  entity: string;
  /** the id (or name) of the changed thing; '' for batches */
  entity_id: string;
  before: string;
  after: string;
  ip: string;
  created_at: number;
}
