import type { Generated } from 'kysely';

/** 资源来源 (issue 29): one crawled source with its cursor, lease, back-off and totals. */
export interface SourceTable {
  id: Generated<number>;
  /** telegram | pansou | rss | flarum | file */
  kind: string;
  name: string;
  address: string;
  enabled: Generated<number>;
  interval_minutes: number;
  /** JSON text written by the adapter's walker ('' = from the start) */
  cursor: Generated<string>;
  lease_owner: Generated<string>;
  lease_until: Generated<number>;
  next_run_at: Generated<number>;
  /** consecutive failed cycles (back-off) */
  failures: Generated<number>;
  last_run_at: Generated<number>;
  /** '' | ok | error | partial */
  last_status: Generated<string>;
  last_error: Generated<string>;
  last_error_at: Generated<number>;
  seen: Generated<number>;
  new_count: Generated<number>;
  duplicates: Generated<number>;
  refused: Generated<number>;
  created_at: number;
  updated_at: number;
}

/** One crawl cycle of a source. */
export interface SourceRunTable {
  id: Generated<number>;
  source_id: number;
  /** schedule | manual */
  trigger: string;
  owner: string;
  started_at: number;
  finished_at: Generated<number>;
  pages: Generated<number>;
  seen: Generated<number>;
  new_count: Generated<number>;
  duplicates: Generated<number>;
  refused: Generated<number>;
  /** running | ok | partial | error */
  status: string;
  error: Generated<string>;
}

/** A resource seen in a source (created = 1: that item created it). */
export interface ResourceSourceTable {
  resource_id: number;
  source_id: number;
  item_ref: Generated<string>;
  item_url: Generated<string>;
  created: Generated<number>;
  seen_at: number;
}

/**
 * A crawled resource's pictures (issue 35): up to RESOURCE_IMAGES_MAX per resource, in the
 * source's order. Only addresses on the source's own host or Telegram's picture CDN are kept,
 * and only kept addresses are ever fetched, by the picture proxy (GET /v1/resource/image).
 */
export interface ResourceImageTable {
  resource_id: number;
  pos: number;
  url: string;
}
