import type { z } from 'zod';
import type { signDayResult, signRecordSchema, signStatus } from '../../../contract/account';
import type { makeupCardResult, makeupUseResult, signCalendar } from '../../../contract/community';
import { badRequest, notFound } from '../lib/app-error';
import { cstDayNumber, type Clock } from '../lib/time';
import type { SignRepository } from '../repositories/sign-repository';
import type { UsersRepository } from '../repositories/users-repository';
import { loadAccountSettings, signReward } from './account-settings';
import { iso } from './account-views';
import type { LedgerService } from './ledger-service';
import type { WebSettingsService } from './web-settings-service';

export type SignRecordView = z.infer<typeof signRecordSchema>;

export type SignResult = z.infer<typeof signDayResult>;

export type SignStatus = z.infer<typeof signStatus>;
export type SignCalendar = z.infer<typeof signCalendar>;
export type MakeupCardResult = z.infer<typeof makeupCardResult>;
export type MakeupUseResult = z.infer<typeof makeupUseResult>;

const DAY_MS = 86_400_000;

/** The Asia/Shanghai calendar date of a day number (days since 1970-01-01 there). */
function dayDate(day: number): { y: number; m: number; d: number; text: string } {
  const at = new Date(day * DAY_MS);
  return { y: at.getUTCFullYear(), m: at.getUTCMonth() + 1, d: at.getUTCDate(), text: at.toISOString().slice(0, 10) };
}

/** YYYYMM of a day number: the key of the 补签卡 monthly counters. */
export function monthKey(day: number): number {
  const { y, m } = dayDate(day);
  return y * 100 + m;
}

/** The day number of YYYY-MM-DD, or null when there is no such date (2026-02-30). */
export function dayOfDate(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const day = ms / DAY_MS;
  return dayDate(day).text === text ? day : null;
}

/**
 * Daily sign-in and daily login reward, once per Asia/Shanghai calendar day each; the sign-in
 * calendar and 补签卡 (issue 33): a card is bought with coins (ledger, kind sign_makeup_card) and
 * mends one missed day of the current month — no coins for that day, the streak is joined again. The unique
 * (user_id, day) rows are inserted first in the transaction; a second request that day inserts
 * nothing and is refused, so no race can pay twice (PostgreSQL waits on the unique index).
 */
export class SignService {
  constructor(
    private readonly signs: SignRepository,
    private readonly users: UsersRepository,
    private readonly ledger: LedgerService,
    private readonly settings: WebSettingsService,
    private readonly clock: Clock,
  ) {}

  async signDay(userId: number, content: string, timeId: string): Promise<SignResult> {
    const cfg = await loadAccountSettings(this.settings);
    const now = this.clock.now();
    const today = cstDayNumber(now);
    return this.ledger.run(async (trx) => {
      // the member's row first (PostgreSQL): a 补签 of the same member (which takes it before it
      // renumbers the streaks) and this sign-in see each other's days, never a stale streak
      await this.ledger.lockUsers(trx, [userId]);
      const last = await this.signs.last(userId, trx);
      if (last && last.day >= today) throw badRequest('今天已经签到过了，明天再来吧');
      const streak = last && last.day === today - 1 ? last.streak + 1 : 1;
      const reward = signReward(cfg.signRewardTable, streak);
      const inserted = await this.signs.insertOnce(trx, {
        user_id: userId, day: today, content, time_id: timeId, reward, streak, created_at: now,
      });
      if (!inserted) throw badRequest('今天已经签到过了，明天再来吧');
      await this.users.update(userId, { continue_sign_days: streak, updated_at: now }, trx);
      let coin: number;
      if (reward > 0) {
        ({ balance: coin } = await this.ledger.credit(trx, {
          userId, amount: reward, kind: 'sign_in', ref: `sign:${today}`, note: `每日签到（连续 ${streak} 天）`,
        }));
      } else {
        coin = Number((await this.users.byId(userId, trx))?.coin ?? 0);
      }
      const user = await this.users.byId(userId, trx);
      return {
        reward,
        continue_sign_days: streak,
        coin,
        record: {
          id: 0, content, time_id: timeId, reward, streak,
          user: { id: userId, username: user?.username ?? '', avatar: user?.avatar ?? '' },
          create_time: iso(now),
        },
      };
    });
  }

  /** The daily login reward; `granted` false (with the amount of the earlier grant) when already received today. */
  async loginReward(userId: number): Promise<{ granted: boolean; amount: number; coin: number }> {
    const cfg = await loadAccountSettings(this.settings);
    const now = this.clock.now();
    const today = cstDayNumber(now);
    const result = await this.ledger.run(async (trx) => {
      const inserted = await this.signs.insertLoginRewardOnce(trx, { user_id: userId, day: today, amount: cfg.loginRewardCoin, created_at: now });
      if (!inserted) return null;
      if (cfg.loginRewardCoin > 0) {
        const { balance } = await this.ledger.credit(trx, {
          userId, amount: cfg.loginRewardCoin, kind: 'login_reward', ref: `login:${today}`, note: '每日登录奖励',
        });
        return { granted: true, amount: cfg.loginRewardCoin, coin: balance };
      }
      return { granted: true, amount: 0, coin: Number((await this.users.byId(userId, trx))?.coin ?? 0) };
    });
    if (result) return result;
    const amount = (await this.signs.loginRewardOn(userId, today)) ?? 0;
    return { granted: false, amount, coin: Number((await this.users.byId(userId))?.coin ?? 0) };
  }

  async status(userId: number): Promise<SignStatus> {
    const cfg = await loadAccountSettings(this.settings);
    const today = cstDayNumber(this.clock.now());
    const [last, loginAmount] = await Promise.all([this.signs.last(userId), this.signs.loginRewardOn(userId, today)]);
    const signedToday = last?.day === today;
    const alive = last !== undefined && last.day >= today - 1;
    const streak = alive ? last.streak : 0;
    return {
      signed_today: signedToday,
      continue_sign_days: streak,
      today_reward: signReward(cfg.signRewardTable, signedToday ? streak : streak + 1),
      login_rewarded_today: loginAmount !== undefined,
      login_reward_coin: cfg.loginRewardCoin,
      reward_table: cfg.signRewardTable,
    };
  }

  async list(page: number, size: number, userId?: number): Promise<{ list: SignRecordView[]; total: number }> {
    const { rows, total } = await this.signs.page((page - 1) * size, size, userId);
    return {
      list: rows.map((r) => ({
        id: r.id,
        content: r.content,
        time_id: r.time_id,
        reward: r.reward,
        streak: r.streak,
        user: { id: r.user_id, username: r.username, avatar: r.avatar },
        create_time: iso(r.created_at),
      })),
      total,
    };
  }

  /**
   * A month of my sign-ins (YYYY-MM in Asia/Shanghai, default this month): each day's state and
   * reward, my streak, the reward table and my 补签卡.
   */
  async calendar(userId: number, month?: string): Promise<SignCalendar> {
    const cfg = await loadAccountSettings(this.settings);
    const today = cstDayNumber(this.clock.now());
    const t = dayDate(today);
    const [y, m] = month ? month.split('-').map(Number) : [t.y, t.m];
    const first = Date.UTC(y, m - 1, 1) / DAY_MS;
    const count = new Date(Date.UTC(y, m, 0)).getUTCDate();
    const user = await this.users.byId(userId);
    if (!user) throw notFound('用户不存在');
    const registered = cstDayNumber(Number(user.created_at));
    const [rows, last, held] = await Promise.all([
      this.signs.daysBetween(userId, first, first + count - 1),
      this.signs.last(userId),
      this.signs.makeupState(userId),
    ]);
    const byDay = new Map(rows.map((r) => [r.day, r]));
    const thisMonth = monthKey(today);
    const days = Array.from({ length: count }, (_, i) => {
      const day = first + i;
      const r = byDay.get(day);
      const state = r ? (r.makeup ? 'makeup' : 'signed') : day > today ? 'future' : day === today ? 'today' : day < registered ? 'before_register' : 'missed';
      return { date: dayDate(day).text, day: i + 1, state, reward: r ? r.reward : 0, can_makeup: state === 'missed' && monthKey(day) === thisMonth } as const;
    });
    const signedToday = last?.day === today;
    const streak = last !== undefined && last.day >= today - 1 ? last.streak : 0;
    const current = held !== undefined && held.month === thisMonth;
    return {
      month: `${y}-${String(m).padStart(2, '0')}`,
      today: t.text,
      first_weekday: new Date(first * DAY_MS).getUTCDay(),
      days,
      signed_count: rows.length,
      continue_sign_days: streak,
      signed_today: signedToday,
      today_reward: signedToday ? ((await this.signs.daysBetween(userId, today, today))[0]?.reward ?? 0) : signReward(cfg.signRewardTable, streak + 1),
      reward_table: cfg.signRewardTable,
      makeup: {
        cards: held?.cards ?? 0,
        price: cfg.makeupCardPrice,
        monthly_limit: cfg.makeupMonthlyLimit,
        bought_this_month: current ? held.bought : 0,
        used_this_month: current ? held.used : 0,
      },
    };
  }

  /**
   * Buys one 补签卡 for `sign_makeup_card_price` coins, at most `sign_makeup_monthly_limit` a month.
   * Lock order (ADR 0008, round 3): the member's 补签卡 row (guarded UPDATE), then the user row
   * (the ledger's debit), then the ledger row. Two racing purchases: the guard and the guarded
   * debit let exactly the ones through that the limit and the balance allow; a refused debit rolls
   * the card back with it.
   */
  async buyMakeupCard(userId: number): Promise<MakeupCardResult> {
    const cfg = await loadAccountSettings(this.settings);
    if (cfg.makeupMonthlyLimit <= 0) throw badRequest('补签功能暂未开放');
    const now = this.clock.now();
    const month = monthKey(cstDayNumber(now));
    const price = cfg.makeupCardPrice;
    return this.ledger.run(async (trx) => {
      await this.signs.ensureMakeupState(trx, userId, month, now);
      const row = await this.signs.takeMakeupPurchase(trx, userId, month, cfg.makeupMonthlyLimit, now);
      if (!row) throw badRequest(`本月补签卡已达购买上限（每月最多 ${cfg.makeupMonthlyLimit} 张），下个月再来吧`);
      await this.ledger.lockUsers(trx, [userId]);
      const { balance } = await this.ledger.debit(trx, {
        userId, amount: price, kind: 'sign_makeup_card', ref: `makeup:${month}:${row.bought}`, note: '购买补签卡',
      });
      return { cards: row.cards, bought_this_month: row.bought, price, coin: balance };
    });
  }

  /**
   * Uses one 补签卡 on `date` (YYYY-MM-DD): a day of the current month that has passed, after the
   * member registered, without a sign-in. The day is recorded with no coins (makeup = 1) and the
   * streaks of the days after it are joined. Exactly once: the guarded UPDATE of the card row
   * (a card held, uses under the monthly limit) and the unique (user_id, day) of the record.
   */
  async useMakeupCard(userId: number, date: string): Promise<MakeupUseResult> {
    const cfg = await loadAccountSettings(this.settings);
    const now = this.clock.now();
    const today = cstDayNumber(now);
    const day = dayOfDate(date);
    if (day === null) throw badRequest('日期无效，请选择本月的日期');
    if (day > today) throw badRequest('不能补签未来的日期');
    if (day === today) throw badRequest('今天不需要补签，请直接签到');
    if (monthKey(day) !== monthKey(today)) throw badRequest('只能补签本月的日期');
    if (cfg.makeupMonthlyLimit <= 0) throw badRequest('补签功能暂未开放');
    const user = await this.users.byId(userId);
    if (!user) throw notFound('用户不存在');
    if (day < cstDayNumber(Number(user.created_at))) throw badRequest('不能补签注册之前的日期');
    const month = monthKey(today);
    return this.ledger.run(async (trx) => {
      if (await this.signs.recordOn(userId, day, trx)) throw badRequest('这一天已经签到过了，无需补签');
      // 1. the member's card row (guarded UPDATE), 2. the user row, 3. the record (ADR 0008, round 3)
      await this.signs.ensureMakeupState(trx, userId, month, now);
      const row = await this.signs.takeMakeupUse(trx, userId, month, cfg.makeupMonthlyLimit, now);
      if (!row) {
        const st = await this.signs.makeupState(userId, trx);
        if (!st || st.cards <= 0) throw badRequest('没有补签卡，请先购买补签卡');
        throw badRequest(`本月补签次数已用完（每月最多 ${cfg.makeupMonthlyLimit} 次）`);
      }
      await this.ledger.lockUsers(trx, [userId]);
      const before = await this.signs.recordOn(userId, day - 1, trx);
      let streak = (before?.streak ?? 0) + 1;
      const inserted = await this.signs.insertMakeupOnce(trx, { user_id: userId, day, streak, created_at: now });
      if (!inserted) throw badRequest('这一天已经签到过了，无需补签');
      // join the run after the made-up day: each following consecutive day counts on from it
      let next = day + 1;
      for (const r of await this.signs.daysBetween(userId, day + 1, today, trx)) {
        if (r.day !== next) break;
        streak += 1;
        if (r.streak !== streak) await this.signs.setStreak(trx, userId, r.day, streak);
        next += 1;
      }
      const last = await this.signs.last(userId, trx);
      if (last && last.day === next - 1) await this.users.update(userId, { continue_sign_days: streak, updated_at: now }, trx);
      const current = last && last.day >= today - 1 ? (last.day === next - 1 ? streak : last.streak) : 0;
      return { date, cards: row.cards, used_this_month: row.used, continue_sign_days: current };
    });
  }
}
