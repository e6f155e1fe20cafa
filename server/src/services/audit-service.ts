import type { z } from 'zod';
import type { auditView } from '../../../contract/admin';
import type { DB } from '../db/database';
import type { Clock } from '../lib/time';
import type { AuditFilter, AuditRepository, AuditRow } from '../repositories/audit-repository';
import type { Executor } from '../repositories/ledger-repository';

/** Who performs an admin write. `recorded` is set once a row was written for the request. */
export interface AuditActor {
  id: number;
  ip: string;
  recorded?: boolean;
}

export interface AuditEntry {
  /** e.g. 'web_setting.update' */
  action: string;
  /** e.g. 'web_setting' */
  entity: string;
  entityId?: string | number;
  before?: unknown;
  after?: unknown;
}

export type AuditView = z.infer<typeof auditView>;

/** Fields never written to the audit log. */
const SECRET_KEYS = new Set(['password', 'password_hash', 'old_password', 'token', 'token_hash']);
/** Long strings (article bodies) are cut so one row stays small. */
const MAX_STRING = 2000;

/** A JSON-safe copy without secrets and with long strings shortened. */
export function redact(value: unknown, depth = 0): unknown {
  if (value === undefined) return null;
  if (typeof value === 'string') return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value;
  if (value === null || typeof value !== 'object') return value;
  if (depth > 6) return '…';
  if (Array.isArray(value)) return value.slice(0, 1000).map((v) => redact(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (SECRET_KEYS.has(k)) continue;
    out[k] = redact(v, depth + 1);
  }
  return out;
}

function toJson(value: unknown): string {
  return value === undefined || value === null ? '' : JSON.stringify(redact(value));
}

function fromJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * AuditService — writes one audit_log row per admin write. Call `record(trx, actor, entry)` inside
 * the transaction of the change so the row commits (or not) with it; pass `ctx.db` when the
 * change has no transaction of its own.
 */
export class AuditService {
  constructor(
    private readonly db: DB,
    private readonly repo: AuditRepository,
    private readonly clock: Clock,
  ) {}

  async record(exec: Executor | undefined, actor: AuditActor, entry: AuditEntry): Promise<void> {
    await this.repo.insert(exec ?? this.db, {
      actor_id: actor.id,
      action: entry.action.slice(0, 64),
      entity: entry.entity.slice(0, 32),
      entity_id: entry.entityId === undefined ? '' : String(entry.entityId).slice(0, 64),
      before: toJson(entry.before),
      after: toJson(entry.after),
      ip: actor.ip.slice(0, 64),
      created_at: this.clock.now(),
    });
    actor.recorded = true;
  }

  async list(filter: AuditFilter, page: number, size: number): Promise<{ list: AuditView[]; total: number }> {
    const { rows, total } = await this.repo.page(filter, (page - 1) * size, size);
    return { list: rows.map((r) => view(r, r.actor_name)), total };
  }
}

function view(r: AuditRow, actorName: string | null): AuditView {
  return {
    id: r.id,
    actor_id: r.actor_id,
    actor_name: actorName ?? '',
    action: r.action,
    entity: r.entity,
    entity_id: r.entity_id,
    before: fromJson(r.before),
    after: fromJson(r.after),
    ip: r.ip,
    create_time: new Date(Number(r.created_at)).toISOString(),
  };
}
