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

/**
 * 补签卡 of a member (0037-sign-makeup): cards held, and this month's purchases and uses
 * (`month` = YYYYMM in Asia/Shanghai; the counters restart when it changes).
 */
export interface SignMakeupStateTable {
  user_id: number;
  cards: number;
  month: number;
  bought: number;
  used: number;
  updated_at: number;
}
