import { combineReducers } from '@reduxjs/toolkit';
import { accountReducer } from './slices/account';
import { resourceReducer } from './slices/resource';
import { forumReducer } from './slices/forum';
import { promoReducer } from './slices/promo';
import { searchReducer } from './slices/search';
import { settingReducer } from './slices/setting';
import { userReducer } from './slices/user';

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
  /** 淘客 and 影视 pages' data (not persisted). */
  promo: promoReducer,
});

export type RootState = ReturnType<typeof rootReducer>;
