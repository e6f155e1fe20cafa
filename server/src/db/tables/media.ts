import type { Generated } from 'kysely';

/** One accepted upload (migration 0038-user-media, ADR 0033b). */
export interface MediaUploadTable {
  id: Generated<number>;
  user_id: number;
  /** 'avatar' | 'post' */
  purpose: string;
  /** the content-addressed object name, e.g. `<32 hex>-1200x800.webp` */
  media_key: string;
  bytes: number;
  width: number;
  height: number;
  created_at: number;
}
