import type { Generated } from 'kysely';

/** Community layer (issue 33): titles/badges granted by admins, favourites. Times are ms-epoch integers. */
export interface UserTitleTable {
  id: Generated<number>;
  user_id: number;
  /** e.g. 版主, 资源达人; unique per member */
  title: string;
  /** 'title' (称号) | 'badge' (徽章) */
  kind: string;
  /** the admin who granted it */
  granted_by: number;
  created_at: number;
}

/** A member's favourite (收藏); primary key (user_id, kind, target_id). */
export interface FavouriteTable {
  user_id: number;
  /** 'article' | 'resource' */
  kind: string;
  target_id: number;
  created_at: number;
}
