import { combineReducers } from '@reduxjs/toolkit';
import { accountReducer } from './slices/account';
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
});

export type RootState = ReturnType<typeof rootReducer>;
