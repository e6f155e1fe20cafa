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

/** 私信: one conversation per pair of members (user_low < user_high). */
export interface PmConversationTable {
  id: Generated<number>;
  user_low: number;
  user_high: number;
  last_at: number;
  last_excerpt: string;
  last_sender: number;
  created_at: number;
}

/** One private message; read_at = 0 while unread by the recipient. */
export interface PmMessageTable {
  id: Generated<number>;
  conversation_id: number;
  sender_id: number;
  recipient_id: number;
  content: string;
  read_at: number;
  created_at: number;
}

/** The live channel's cross-process bus (live/live-hub.ts). payload is JSON. */
export interface LiveEventTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  payload: string;
  created_at: number;
}

/** One-use EventSource tickets (sha-256 of the ticket), tied to a session (its token hash). */
export interface LiveTicketTable {
  ticket_hash: string;
  user_id: number;
  token_hash: string;
  expires_at: number;
  used: number;
}

/** 举报 of a post, a reply or a private conversation; status 0 open, 1 dismissed, 2 acted on. */
export interface ContentReportTable {
  id: Generated<number>;
  kind: string;
  target_id: number;
  target_user_id: number;
  article_id: number;
  reporter_id: number;
  reason: string;
  detail: string;
  excerpt: string;
  status: number;
  action: string;
  handled_by: number;
  handled_at: number;
  created_at: number;
}
