import type { WebSettingsService } from './web-settings-service';

/**
 * Site config of accounts and coins, kept as web_settings rows (name → string value) so the admin
 * settings editor can change them; a missing or unreadable row falls back to the default below.
 * Documented in docs/adr/0002-sessions-and-accounts.md.
 */
export const ACCOUNT_SETTING_DEFAULTS = {
  /** JSON array: coins for sign-in on streak day 1, 2, 3, …; the last entry repeats for longer streaks. */
  sign_reward_table: '[5,6,7,8,9,10,15]',
  /** coins of the daily login reward */
  login_reward_coin: '3',
  /** coins granted once on registration */
  register_reward_coin: '10',
  /** coins the owner of an invite code gets when someone registers with it */
  invite_reward_coin: '50',
  /** coins per VIP day (POST /auth/v1/user/exchange {type:'vip', payload: days}) */
  vip_price_per_day: '10',
  /** days of the fixed package GET /auth/v1/user/exchange_vip (costs days × vip_price_per_day) */
  vip_exchange_days: '30',
  /** days of the one-time free VIP trial (GET /auth/v1/user/free_vip) */
  free_vip_days: '3',
  /** coins of one invite code */
  invite_code_price: '100',
  /** coins of one tip (打赏) on a forum article — read by the forum */
  article_tip_coin: '5',
  /** coins of one 补签卡 (make-up card for a missed sign-in day of the current month) */
  sign_makeup_card_price: '50',
  /** 补签卡 a member may buy, and use, per calendar month (0 = 补签 closed) */
  sign_makeup_monthly_limit: '2',
} as const;

export type AccountSettingName = keyof typeof ACCOUNT_SETTING_DEFAULTS;

export interface AccountSettings {
  signRewardTable: number[];
  loginRewardCoin: number;
  registerRewardCoin: number;
  inviteRewardCoin: number;
  vipPricePerDay: number;
  vipExchangeDays: number;
  freeVipDays: number;
  inviteCodePrice: number;
  articleTipCoin: number;
  makeupCardPrice: number;
  makeupMonthlyLimit: number;
  showBuyInviteCode: string;
  showInputInviteCode: boolean;
}

function int(raw: string | undefined, fallback: string, min: number, max: number): number {
  const n = Number(raw);
  if (raw !== undefined && /^\d+$/.test(raw.trim()) && n >= min && n <= max) return n;
  return Number(fallback);
}

export function parseRewardTable(raw: string | undefined): number[] | null {
  if (raw === undefined) return null;
  try {
    const v: unknown = JSON.parse(raw);
    if (Array.isArray(v) && v.length > 0 && v.length <= 366 && v.every((x) => Number.isInteger(x) && x >= 0 && x <= 100000)) {
      return v as number[];
    }
  } catch {
    /* fall back */
  }
  return null;
}

export async function loadAccountSettings(settings: WebSettingsService): Promise<AccountSettings> {
  const names = [...Object.keys(ACCOUNT_SETTING_DEFAULTS), 'show_buy_invite_code', 'show_input_invite_code'];
  const rows = await settings.getMany(names);
  const v = (name: string): string | undefined => rows.find((r) => r.name === name)?.value;
  const d = ACCOUNT_SETTING_DEFAULTS;
  return {
    signRewardTable: parseRewardTable(v('sign_reward_table')) ?? (JSON.parse(d.sign_reward_table) as number[]),
    loginRewardCoin: int(v('login_reward_coin'), d.login_reward_coin, 0, 100000),
    registerRewardCoin: int(v('register_reward_coin'), d.register_reward_coin, 0, 100000),
    inviteRewardCoin: int(v('invite_reward_coin'), d.invite_reward_coin, 0, 100000),
    vipPricePerDay: int(v('vip_price_per_day'), d.vip_price_per_day, 1, 100000),
    vipExchangeDays: int(v('vip_exchange_days'), d.vip_exchange_days, 1, 3650),
    freeVipDays: int(v('free_vip_days'), d.free_vip_days, 1, 365),
    inviteCodePrice: int(v('invite_code_price'), d.invite_code_price, 1, 1000000),
    articleTipCoin: int(v('article_tip_coin'), d.article_tip_coin, 1, 100000),
    makeupCardPrice: int(v('sign_makeup_card_price'), d.sign_makeup_card_price, 1, 1000000),
    makeupMonthlyLimit: int(v('sign_makeup_monthly_limit'), d.sign_makeup_monthly_limit, 0, 31),
    showBuyInviteCode: v('show_buy_invite_code') ?? 'false',
    showInputInviteCode: v('show_input_invite_code') === 'true',
  };
}

/** Sign-in reward for a streak day (1-based): the table entry, the last entry for longer streaks. */
export function signReward(table: number[], streak: number): number {
  return table[Math.min(Math.max(streak, 1), table.length) - 1];
}

/**
 * Invite-code purchase flag (spec §4): 'true', or 'night' while Asia/Shanghai local time is
 * 23:00–04:59 (the spec's first reading; the other helper's 23:00–07:59 is not used here).
 */
export function inviteCodePurchaseOpen(flag: string, now: number): boolean {
  if (flag === 'true') return true;
  if (flag !== 'night') return false;
  const hour = new Date(now + 8 * 3600_000).getUTCHours();
  return hour >= 23 || hour < 5;
}
