/** The slice of user info the menu shows (spec §3 User info). */
export interface UserMenuUser {
  /** -1 (or any id ≤ 0) means logged out. */
  id: number;
  username: string;
  coin: number;
  unread_msg_count: number;
  /** VIP expiry, e.g. '2026-05-01 00:00:00'. */
  vip_expired?: string | null;
  /** '' or a built-in avatar id '1'–'12' (the one chosen on /profile/update). */
  avatar?: string;
}
