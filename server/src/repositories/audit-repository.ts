import type { Insertable, Selectable } from 'kysely';
import type { DB } from '../db/database';
import type { AuditLogTable } from '../db/tables/admin';
import type { Executor } from './ledger-repository';

export type AuditRow = Selectable<AuditLogTable>;

export interface AuditFilter {
  actorId?: number;
  actorName?: string;
  entity?: string;
  entityId?: string;
  action?: string;
  from?: number;
  to?: number;
}

/** The audit log of admin writes (issue 7). */
export class AuditRepository {
  constructor(private readonly db: DB) {}

  async insert(exec: Executor, row: Insertable<AuditLogTable>): Promise<number> {
    const r = await exec.insertInto('audit_log').values(row).returning('id').executeTakeFirstOrThrow();
    return r.id;
  }

  /** Newest first, with the actor's username. */
  async page(f: AuditFilter, offset: number, limit: number): Promise<{ rows: Array<AuditRow & { actor_name: string | null }>; total: number }> {
    let q = this.db.selectFrom('audit_log').leftJoin('users', 'users.id', 'audit_log.actor_id');
    if (f.actorId !== undefined) q = q.where('audit_log.actor_id', '=', f.actorId);
    if (f.actorName !== undefined) q = q.where('users.username_lower', '=', f.actorName.toLowerCase());
    if (f.entity) q = q.where('audit_log.entity', '=', f.entity);
    if (f.entityId) q = q.where('audit_log.entity_id', '=', f.entityId);
    if (f.action) q = q.where('audit_log.action', '=', f.action);
    if (f.from !== undefined) q = q.where('audit_log.created_at', '>=', f.from);
    if (f.to !== undefined) q = q.where('audit_log.created_at', '<', f.to);
    const [rows, count] = await Promise.all([
      q.selectAll('audit_log').select('users.username as actor_name').orderBy('audit_log.id', 'desc').offset(offset).limit(limit).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }
}
