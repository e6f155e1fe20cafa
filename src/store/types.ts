import { combineReducers } from '@reduxjs/toolkit';
import { searchReducer } from './slices/search';
import { settingReducer } from './slices/setting';
import { userReducer } from './slices/user';

/** The app's reducers; each slice is persisted under the key 'ujuso' (spec §3, §9). */
export const rootReducer = combineReducers({
  user: userReducer,
  search: searchReducer,
  setting: settingReducer,
});

export type RootState = ReturnType<typeof rootReducer>;
