import { call, fork, put, select, takeLatest } from 'redux-saga/effects';
import type { ApiReply } from '../api/http';
import { SETTING_NAMES, webSettingsApi, type WebSetting } from '../api/webSettings';
import { NIGHT_END_HOUR, NIGHT_START_HOUR } from '../config';
import { settingsRequested } from '../store/actions';
import { localHour, msUntilNextHour } from '../lib/format';
import { readInlineSettings } from '../lib/inlineSettings';
import {
  settingActions,
  type BuyInviteCodeMode,
  type FriendLink,
  type SettingFlag,
  type SettingsLoadedPayload,
} from '../store/slices/setting';
import type { RootState } from '../store/types';
import { getClock } from './context';

/** Server setting name → client boolean field (spec §3). */
export const FLAG_NAMES: Readonly<Record<string, SettingFlag>> = {
  show_hot_key: 'showHotKeyWords',
  maintain: 'maintain',
  show_movie_site_link: 'showMovieSiteLink',
  show_mobile_site_notice: 'showMobileSiteNotice',
  show_share_union_disk: 'showShareUnionDisk',
  show_taoke_page: 'showTaokePage',
  show_hot_search_kw: 'showHotSearchKw',
  show_random_list: 'showRandomList',
  show_input_invite_code: 'showInputInviteCode',
};

/** Night for the invite-code flag: local time 23:00 to 04:59 (spec §4; ADR 0001). */
export function isNight(ms: number): boolean {
  const h = localHour(ms);
  return h >= NIGHT_START_HOUR || h < NIGHT_END_HOUR;
}

/** Invite-code purchase flag: true when the setting is 'true', or 'night' during the night window. */
export function buyInviteCodeFlag(mode: BuyInviteCodeMode, ms: number): boolean {
  return mode === 'true' || (mode === 'night' && isNight(ms));
}

/** Milliseconds until the night window next opens (23:00) or closes (05:00). */
export function msUntilNightBoundary(ms: number): number {
  return msUntilNextHour(ms, [NIGHT_END_HOUR, NIGHT_START_HOUR]);
}

function parseFriendLinks(value: string): FriendLink[] | undefined {
  try {
    const parsed: unknown = JSON.parse(value);
    if (!Array.isArray(parsed)) return undefined;
    return parsed
      .filter((l): l is { name: unknown; url: unknown } => !!l && typeof l === 'object')
      .map((l) => ({ name: String(l.name ?? ''), url: String(l.url ?? '') }))
      .filter((l) => l.name && l.url);
  } catch {
    return undefined; // invalid friend_links JSON is silently ignored (spec §5, §8)
  }
}

/** Turns the server records into the client view (strings 'true'/'false' → booleans). */
export function parseSettings(rows: readonly WebSetting[], currentMode: BuyInviteCodeMode, now: number): SettingsLoadedPayload {
  const flags: SettingsLoadedPayload['flags'] = {};
  let notice: string | undefined;
  let friendLinks: FriendLink[] | undefined;
  let mode: BuyInviteCodeMode | undefined;
  for (const { name, value } of rows) {
    if (name in FLAG_NAMES) flags[FLAG_NAMES[name]] = value === 'true';
    else if (name === 'notice') notice = value;
    else if (name === 'friend_links') friendLinks = parseFriendLinks(value);
    else if (name === 'show_buy_invite_code') mode = value === 'true' || value === 'night' ? value : 'false';
  }
  return {
    flags,
    notice,
    friendLinks,
    buyInviteCodeMode: mode,
    showBuyInviteCode: buyInviteCodeFlag(mode ?? currentMode, now),
    at: now,
  };
}

export function* loadSettings() {
  try {
    const reply: ApiReply<WebSetting[]> = yield call(webSettingsApi.more, SETTING_NAMES);
    const clock = yield* getClock();
    const mode: BuyInviteCodeMode = yield select((s: RootState) => s.setting.buyInviteCodeMode);
    yield put(settingActions.settingsLoaded(parseSettings(reply.data ?? [], mode, clock.now())));
  } catch {
    // the HTTP client has told the user; the stored settings stay in use
  }
}

/** Recomputes the invite-code flag now and every time the clock passes 23:00 or 05:00. */
export function* nightWindowSaga() {
  const clock = yield* getClock();
  for (;;) {
    const { buyInviteCodeMode, showBuyInviteCode }: RootState['setting'] = yield select((s: RootState) => s.setting);
    const flag = buyInviteCodeFlag(buyInviteCodeMode, clock.now());
    if (flag !== showBuyInviteCode) yield put(settingActions.setShowBuyInviteCode(flag));
    yield call([clock, clock.sleep], msUntilNightBoundary(clock.now()));
  }
}

/**
 * The settings the server inlined into the page (lib/inlineSettings.ts), applied once at start —
 * after the stored ones were restored (the root saga waits for the rehydration), so the page's own
 * copy wins over an older stored one. The request to /v1/web_setting/more still follows.
 */
export function* applyInlineSettings() {
  const rows = readInlineSettings();
  if (!rows) return;
  const clock = yield* getClock();
  const mode: BuyInviteCodeMode = yield select((s: RootState) => s.setting.buyInviteCodeMode);
  yield put(settingActions.settingsLoaded(parseSettings(rows, mode, clock.now())));
}

export function* settingsSaga() {
  yield call(applyInlineSettings);
  yield fork(nightWindowSaga);
  yield fork(loadSettings);
  yield takeLatest(settingsRequested.type, loadSettings);
}
