import type { Generated } from 'kysely';

/** Times are integers: milliseconds since the Unix epoch (bigint on PostgreSQL, parsed to number). */
export interface WebSettingTable {
  id: Generated<number>;
  name: string;
  value: string;
  updated_at: number;
}

export interface UserTable {
  id: Generated<number>;
  username: string;
  /** lower-cased username, unique: usernames are unique case-insensitively */
  username_lower: string;
  email: string;
  email_lower: string;
  password_hash: string;
  role: string;
  coin: number;
  /** ms epoch; 0 = never VIP */
  vip_expired: number;
  continue_sign_days: number;
  last_login_ip: string;
  last_login_belong: string;
  avatar: string;
  banned: number;
  created_at: number;
  updated_at: number;
  /** ms epoch when an admin deleted the account (soft delete, keeps ledger); 0 = active. Added by 0002-accounts. */
  deleted_at: Generated<number>;
  /** 1 = the member page shows their favourites to everyone (default); 0 = only to them. Added by 0033-favourites. */
  favourites_public: Generated<number>;
}

export interface SessionTable {
  id: Generated<number>;
  user_id: number;
  /** sha256 hex of the bearer token; the token itself is never stored */
  token_hash: string;
  created_at: number;
  last_seen_at: number;
  /** absolute expiry, ms epoch */
  expires_at: number;
  revoked: number;
}

/** Small key/value facts about the installation, e.g. when demo data was seeded. */
export interface AppMetaTable {
  key: string;
  value: string;
}
