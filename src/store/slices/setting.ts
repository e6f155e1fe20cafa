import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface FriendLink {
  name: string;
  url: string;
}

/** show_buy_invite_code takes 'true', 'false' or 'night' (spec §3). */
export type BuyInviteCodeMode = 'true' | 'false' | 'night';

/** Site settings, client view (spec §3). Show flags default to false. */
export interface SettingState {
  showHotSearchKw: boolean;
  showMobileSiteNotice: boolean;
  showMovieSiteLink: boolean;
  showHotKeyWords: boolean;
  maintain: boolean;
  showTaokePage: boolean;
  showShareUnionDisk: boolean;
  showBuyInviteCode: boolean;
  showInputInviteCode: boolean;
  showRandomList: boolean;
  notice: string;
  friend_links: FriendLink[];
  /** The raw show_buy_invite_code value, kept so the night window can be recomputed. */
  buyInviteCodeMode: BuyInviteCodeMode;
  /** Time (ms) of the last successful settings load; 0 before the first. */
  loadedAt: number;
  /** The day (YYYY-MM-DD) the domain notice was last shown (spec §4: once per day). */
  domainNoticeDay: string;
}

export type SettingFlag =
  | 'showHotSearchKw'
  | 'showMobileSiteNotice'
  | 'showMovieSiteLink'
  | 'showHotKeyWords'
  | 'maintain'
  | 'showTaokePage'
  | 'showShareUnionDisk'
  | 'showInputInviteCode'
  | 'showRandomList';

export const initialSettingState: SettingState = {
  showHotSearchKw: false,
  showMobileSiteNotice: false,
  showMovieSiteLink: false,
  showHotKeyWords: false,
  maintain: false,
  showTaokePage: false,
  showShareUnionDisk: false,
  showBuyInviteCode: false,
  showInputInviteCode: false,
  showRandomList: false,
  notice: '',
  friend_links: [],
  buyInviteCodeMode: 'false',
  loadedAt: 0,
  domainNoticeDay: '',
};

export interface SettingsLoadedPayload {
  flags: Partial<Record<SettingFlag, boolean>>;
  notice?: string;
  /** Absent when the server sent none or sent invalid JSON (then the old list stays). */
  friendLinks?: FriendLink[];
  buyInviteCodeMode?: BuyInviteCodeMode;
  showBuyInviteCode: boolean;
  at: number;
}

const settingSlice = createSlice({
  name: 'setting',
  initialState: initialSettingState,
  reducers: {
    settingsLoaded(state, action: PayloadAction<SettingsLoadedPayload>) {
      const p = action.payload;
      Object.assign(state, p.flags);
      if (p.notice !== undefined) state.notice = p.notice;
      if (p.friendLinks !== undefined) state.friend_links = p.friendLinks;
      if (p.buyInviteCodeMode !== undefined) state.buyInviteCodeMode = p.buyInviteCodeMode;
      state.showBuyInviteCode = p.showBuyInviteCode;
      state.loadedAt = p.at;
    },
    setShowBuyInviteCode(state, action: PayloadAction<boolean>) {
      state.showBuyInviteCode = action.payload;
    },
    domainNoticeShown(state, action: PayloadAction<string>) {
      state.domainNoticeDay = action.payload;
    },
  },
});

export const settingActions = settingSlice.actions;
export const settingReducer = settingSlice.reducer;
