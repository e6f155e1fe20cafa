import { combineReducers } from '@reduxjs/toolkit';
import { accountReducer } from './slices/account';
import { resourceReducer } from './slices/resource';
import { forumReducer } from './slices/forum';
import { gamesReducer } from './slices/games';
import { repliesReducer } from './slices/replies';
import { promoReducer } from './slices/promo';
import { searchReducer } from './slices/search';
import { settingReducer } from './slices/setting';
import { userReducer } from './slices/user';
import { pvpReducer } from './slices/pvp';
import { communityReducer } from './slices/community';
import { pmReducer } from './slices/pm';

/** The app's reducers; each slice is persisted under the key 'ujuso' (spec §3, §9). */
export const rootReducer = combineReducers({
  user: userReducer,
  search: searchReducer,
  setting: settingReducer,
  /** Account screens' data and forms (not persisted). */
  account: accountReducer,
  /** Search results, hot keywords and the resource detail (not persisted). */
  resource: resourceReducer,
  /** Forum pages' data (not persisted). */
  forum: forumReducer,
  /** Game hall, plays, seeds and bets (not persisted). */
  games: gamesReducer,
  /** 石头剪刀布 / 吹牛 pages (issue 12, not persisted). */
  pvp: pvpReducer,
  /** Forum replies, my replies and my block list (issue 17; not persisted). */
  replies: repliesReducer,
  /** 淘客 and 影视 pages' data (not persisted). */
  promo: promoReducer,
  /** Badges next to names and the member page (issue 33; not persisted). */
  community: communityReducer,
  /** 私信, 举报 and the live channel (issue 33; not persisted). */
  pm: pmReducer,
});

export type RootState = ReturnType<typeof rootReducer>;
