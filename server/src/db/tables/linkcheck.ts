import type { Generated } from 'kysely';

/** Link checker (issue 19): one row per check of a link, with the evidence. */
export interface LinkCheckTable {
  id: Generated<number>;
  /** the resource checked; null for a link sent to /api/check/links that is not in our index */
  resource_id: number | null;
  url_norm: string;
  disk_type: string;
  /** ok | bad | locked | unsupported | uncertain */
  state: string;
  summary: string;
  /** JSON: what the service answered (status, fields read) */
  evidence: string;
  duration_ms: number;
  checked_at: number;
  expires_at: number;
}

/** The background checker's state per disk type (breaker and backoff). */
export interface LinkcheckHostTable {
  disk_type: string;
  checks: Generated<number>;
  failures: Generated<number>;
  streak: Generated<number>;
  open_until: Generated<number>;
  last_state: Generated<string>;
  last_summary: Generated<string>;
  last_at: Generated<number>;
}

/** Resources queued for a re-check by our own checker after an outside caller got `bad` (issue 27). */
export interface LinkcheckRequestTable {
  resource_id: number;
  ip: string;
  requested_at: number;
}
