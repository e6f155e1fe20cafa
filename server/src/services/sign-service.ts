import type { z } from 'zod';
import type { signDayResult, signRecordSchema, signStatus } from '../../../contract/account';
import { badRequest } from '../lib/app-error';
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

/**
 * Daily sign-in and daily login reward, once per Asia/Shanghai calendar day each. The unique
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
}
