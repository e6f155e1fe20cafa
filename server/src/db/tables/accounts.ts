import type { ColumnType, Generated } from 'kysely';

/**
 * Tables of accounts, coins, VIP, sign-in and rewards (issue 4). Times are ms-epoch integers;
 * flags are integers 0/1; `day` columns are Asia/Shanghai day numbers (lib/time.ts cstDayNumber).
 */

/** One row per balance change; the only writer is LedgerService. sum(delta) per user == users.coin. */
export interface LedgerTable {
  id: Generated<number>;
  user_id: number;
  delta: number;
  balance_after: number;
  /** what kind of change: sign_in, login_reward, vip_exchange, invite_code, cd_key, admin_adjust, … */
  kind: string;
  /** what it refers to, e.g. 'day:20412', 'order:ORD…', 'article:12' */
  ref: string;
  note: string;
  created_at: number;
}

export interface SignRecordTable {
  id: Generated<number>;
  user_id: number;
  /** Asia/Shanghai day number; unique (user_id, day): once per calendar day */
  day: number;
  content: string;
  time_id: string;
  reward: number;
  streak: number;
  created_at: number;
  /** 1 = made up with a 补签卡 (no coins; mends the streak). Added by 0037-sign-makeup. */
  makeup: Generated<number>;
}

export interface LoginRewardTable {
  id: Generated<number>;
  user_id: number;
  /** unique (user_id, day) */
  day: number;
  amount: number;
  created_at: number;
}

export interface MessageTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  content: string;
  /** system, reward, order, security, … */
  kind: string;
  /** an in-app hash path the message points to ('' = none; migration 0030-ux) */
  link: ColumnType<string, string | undefined, string>;
  is_read: number;
  created_at: number;
}

export interface OrderTable {
  id: Generated<number>;
  user_id: number;
  order_no: string;
  /** vip | free_vip | invite_code | cd_key */
  type: string;
  title: string;
  /** coins paid (0 for free VIP and CD keys) */
  cost: number;
  /** what was delivered, e.g. the invite code or '30 天 VIP' */
  detail: string;
  status: string;
  /** unique when set: makes one-time things (free VIP trial) impossible to take twice */
  once_key: string | null;
  created_at: number;
}

export interface CdKeyTable {
  id: Generated<number>;
  code: string;
  /** coin | vip */
  kind: string;
  /** coins, or VIP days */
  amount: number;
  used_by: number | null;
  used_at: number | null;
  note: string;
  created_at: number;
}

export interface InviteCodeTable {
  id: Generated<number>;
  code: string;
  /** who bought / owns it (null for codes made by an admin) */
  owner_id: number | null;
  used_by: number | null;
  used_at: number | null;
  created_at: number;
}

/** Throttle events: failed logins per account / per IP, recovery mails, registrations. */
export interface LoginAttemptTable {
  id: Generated<number>;
  key: string;
  created_at: number;
}

export interface PasswordResetTable {
  id: Generated<number>;
  user_id: number;
  /** sha256 hex of the 6-digit code */
  code_hash: string;
  tries: number;
  used: number;
  expires_at: number;
  created_at: number;
}

/** Every mail the server sends; without SMTP_URL this table (and the log) is the mailbox. */
export interface OutboxTable {
  id: Generated<number>;
  to_addr: string;
  subject: string;
  body: string;
  created_at: number;
  sent_at: number | null;
  error: string;
}

/** A known device of an account (issue 21): SHA-256 of the token in its `ujuso_dev_<id>` cookie. */
export interface LoginDeviceTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: number;
  last_used_at: number;
}
