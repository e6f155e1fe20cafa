import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserInfoView } from '../../api/users';
import { toEpochMs } from '../../lib/format';

/**
 * User info (spec §3) as the session keeps it: the server's reply shape (`userInfoSchema` in
 * contract/account.ts, issue 20), so a changed or removed field fails the typecheck wherever the
 * client reads it. Widened only where the spec lets a value arrive in other forms: the times and
 * `vip_expired` may be ms/s epochs or date strings (a session persisted by an older client), and
 * the logged-out placeholder (id -1) has no avatar or derived flags. `vip_expired` is empty/0/null
 * when never VIP.
 */
export type UserInfo = Omit<UserInfoView, 'create_time' | 'update_time' | 'vip_expired' | 'avatar' | 'is_vip' | 'signed_today'> & {
  create_time: string | number;
  update_time: string | number;
  vip_expired: string | number | null;
  avatar?: UserInfoView['avatar'];
  is_vip?: UserInfoView['is_vip'];
  signed_today?: UserInfoView['signed_today'];
};

export const emptyUserInfo: UserInfo = {
  id: -1,
  username: '',
  coin: 0,
  unread_msg_count: 0,
  email: '',
  role: '',
  coin_turnover_count: 0,
  create_time: '',
  update_time: '',
  vip_expired: null,
  continue_sign_days: 0,
  last_login_belong: '',
  last_login_ip: '',
};

export interface UserState {
  /** Session (spec §3): the bearer token plus the user info. */
  token: string;
  info: UserInfo;
  role: string;
  username: string;
  /** VIP status (spec §4): vip_expired later than now, recomputed on login and on info updates. */
  isVip: boolean;
  /** The day (YYYY-MM-DD) and user of the last daily login reward attempt (spec §4). */
  loginReward: { day: string; userId: number } | null;
}

export const initialUserState: UserState = {
  token: '',
  info: emptyUserInfo,
  role: '',
  username: '',
  isVip: false,
  loginReward: null,
};

/** Parses vip_expired into ms epoch; 0 when absent or unreadable. */
export function vipExpiresAt(value: UserInfo['vip_expired']): number {
  if (value === null || value === undefined || value === '') return 0;
  return toEpochMs(value);
}

/** VIP is true when vip_expired is later than now (spec §4). */
export function computeVip(info: Pick<UserInfo, 'vip_expired'>, now: number): boolean {
  return vipExpiresAt(info.vip_expired) > now;
}

const normalise = (info: Partial<UserInfo>): UserInfo => ({ ...emptyUserInfo, ...info });

const userSlice = createSlice({
  name: 'user',
  initialState: initialUserState,
  reducers: {
    /** Successful login (spec §4): token, info, role, username, VIP recomputed, unread reset to 0. */
    loginSucceeded(state, action: PayloadAction<{ token: string; info: Partial<UserInfo>; now: number }>) {
      const info = normalise(action.payload.info);
      info.unread_msg_count = 0;
      state.token = action.payload.token;
      state.info = info;
      state.role = info.role;
      state.username = info.username;
      state.isVip = computeVip(info, action.payload.now);
    },
    /** Logout and session expiry (spec §4): token, info, role and username cleared. */
    loggedOut(state) {
      state.token = '';
      state.info = emptyUserInfo;
      state.role = '';
      state.username = '';
      state.isVip = false;
    },
    /** Fresh user info from the server. */
    infoReceived(state, action: PayloadAction<{ info: Partial<UserInfo>; now: number }>) {
      const info = normalise(action.payload.info);
      state.info = info;
      state.role = info.role;
      state.username = info.username;
      state.isVip = computeVip(info, action.payload.now);
    },
    /** 在会员主页公开我的收藏 was saved (issue 33) */
    favouritesPublicSet(state, action: PayloadAction<boolean>) {
      state.info.favourites_public = action.payload;
    },
    recomputeVip(state, action: PayloadAction<number>) {
      state.isVip = computeVip(state.info, action.payload);
    },
    setCoin(state, action: PayloadAction<number>) {
      state.info.coin = action.payload;
    },
    increaseCoin(state, action: PayloadAction<number>) {
      state.info.coin += action.payload;
    },
    decreaseCoin(state, action: PayloadAction<number>) {
      state.info.coin -= action.payload;
    },
    increaseSignDays(state, action: PayloadAction<number | undefined>) {
      state.info.continue_sign_days += action.payload ?? 1;
    },
    setUnreadCount(state, action: PayloadAction<number>) {
      state.info.unread_msg_count = action.payload;
    },
    setCoinTurnoverCount(state, action: PayloadAction<number>) {
      state.info.coin_turnover_count = action.payload;
    },
    loginRewardAttempted(state, action: PayloadAction<{ day: string; userId: number }>) {
      state.loginReward = action.payload;
    },
  },
});

export const userActions = userSlice.actions;
export const userReducer = userSlice.reducer;
