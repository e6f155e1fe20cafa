import { randomBytes } from 'node:crypto';
import type { DB } from '../db/database';
import { badRequest } from '../lib/app-error';
import { cstDateTimeString as beijingTime, type Clock } from '../lib/time';
import type { CdKeysRepository } from '../repositories/cd-keys-repository';
import type { InviteCodesRepository } from '../repositories/invite-codes-repository';
import type { Executor } from '../repositories/ledger-repository';
import type { OrdersRepository } from '../repositories/orders-repository';
import type { UsersRepository } from '../repositories/users-repository';
import { inviteCodePurchaseOpen, loadAccountSettings } from './account-settings';
import { orderView, type OrderView } from './account-views';
import type { LedgerService } from './ledger-service';
import { LIMITS, type LoginGuardService } from './login-guard-service';
import type { MessageService } from './message-service';
import type { WebSettingsService } from './web-settings-service';

const DAY_MS = 86_400_000;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function randomCode(prefix: string, length: number): string {
  const bytes = randomBytes(length);
  let s = prefix;
  for (const b of bytes) s += CODE_ALPHABET[b % CODE_ALPHABET.length];
  return s;
}

/**
 * A CD key or invite code as a member typed it → as stored: every code is made from
 * CODE_ALPHABET (upper case, no look-alikes), so case and spaces anywhere (pasted with a
 * trailing space, typed in lower case on a phone, grouped `KM3F 9K2P …`) do not matter (issue 30).
 */
export function normalizeCode(typed: string): string {
  return typed.replace(/\s+/g, '').toUpperCase();
}

/** Thrown inside the transaction when a CD key does not exist (counted as a guess). */
class UnknownCdKey extends Error {}

export type ExchangeRequest =
  | { type: 'vip'; days: number }
  | { type: 'invite_code' }
  | { type: 'cd_key'; code: string };

/**
 * VIP and exchanges. Every purchase is an order (GET /auth/v1/order). VIP always extends from
 * the later of now and the current expiry. Coins are spent with the ledger's guarded debit in
 * the same transaction as the order, so a balance that pays once can never pay twice.
 */
export class ExchangeService {
  constructor(
    private readonly db: DB,
    private readonly users: UsersRepository,
    private readonly orders: OrdersRepository,
    private readonly cdKeys: CdKeysRepository,
    private readonly inviteCodes: InviteCodesRepository,
    private readonly ledger: LedgerService,
    private readonly messages: MessageService,
    private readonly settings: WebSettingsService,
    private readonly guard: LoginGuardService,
    private readonly clock: Clock,
  ) {}

  private newOrderNo(now: number): string {
    const d = new Date(now + 8 * 3600_000).toISOString().replace(/[-:T]/g, '').slice(0, 14);
    return `U${d}${randomBytes(4).toString('hex').toUpperCase()}`;
  }

  private async order(
    trx: Executor,
    userId: number,
    o: { type: string; title: string; cost: number; detail: string; onceKey?: string },
  ): Promise<OrderView | undefined> {
    const now = this.clock.now();
    const row = await this.orders.insert(trx, {
      user_id: userId, order_no: this.newOrderNo(now), type: o.type, title: o.title, cost: o.cost, detail: o.detail,
      once_key: o.onceKey ?? null, created_at: now,
    });
    return row ? orderView(row) : undefined;
  }

  /** One-time free VIP trial. */
  async freeVip(userId: number): Promise<{ days: number; vip_expired: number }> {
    const cfg = await loadAccountSettings(this.settings);
    return this.ledger.run(async (trx) => {
      const order = await this.order(trx, userId, {
        type: 'free_vip', title: `免费体验 VIP ${cfg.freeVipDays} 天`, cost: 0, detail: `${cfg.freeVipDays} 天 VIP`, onceKey: `free_vip:${userId}`,
      });
      if (!order) throw badRequest('你已经领取过免费 VIP，不能重复领取');
      const vip = await this.users.extendVip(trx, userId, cfg.freeVipDays * DAY_MS, this.clock.now());
      await this.messages.notify(trx, userId, {
        title: '免费 VIP 已开通', content: `你已领取 ${cfg.freeVipDays} 天免费 VIP，到期时间 ${beijingTime(vip)}。`, kind: 'order', link: '/profile/orders',
      });
      return { days: cfg.freeVipDays, vip_expired: vip };
    });
  }

  /** The fixed package: vip_exchange_days days for days × vip_price_per_day coins. */
  async exchangeVipPackage(userId: number): Promise<{ order: OrderView; days: number; cost: number }> {
    const cfg = await loadAccountSettings(this.settings);
    return this.buyVip(userId, cfg.vipExchangeDays, cfg.vipPricePerDay);
  }

  private async buyVip(userId: number, days: number, pricePerDay: number): Promise<{ order: OrderView; days: number; cost: number }> {
    if (!Number.isInteger(days) || days < 1 || days > 3650) throw badRequest('VIP 天数必须是 1 到 3650 之间的整数');
    const cost = days * pricePerDay;
    return this.ledger.run(async (trx) => {
      const order = (await this.order(trx, userId, { type: 'vip', title: `兑换 VIP ${days} 天`, cost, detail: `${days} 天 VIP` }))!;
      await this.ledger.debit(trx, { userId, amount: cost, kind: 'vip_exchange', ref: `order:${order.order_no}`, note: `兑换 VIP ${days} 天` });
      const vip = await this.users.extendVip(trx, userId, days * DAY_MS, this.clock.now());
      await this.messages.notify(trx, userId, {
        title: '订单完成：VIP 已开通', content: `订单 ${order.order_no}：花费 ${cost} 金币兑换 VIP ${days} 天，到期时间 ${beijingTime(vip)}。`, kind: 'order', link: '/profile/orders',
      });
      return { order, days, cost };
    });
  }

  async exchange(userId: number, req: ExchangeRequest): Promise<{ order: OrderView }> {
    const cfg = await loadAccountSettings(this.settings);
    if (req.type === 'vip') return this.buyVip(userId, req.days, cfg.vipPricePerDay);
    if (req.type === 'invite_code') {
      if (!inviteCodePurchaseOpen(cfg.showBuyInviteCode, this.clock.now())) {
        throw badRequest(cfg.showBuyInviteCode === 'night' ? '邀请码仅在每晚 23:00 至次日 04:59（北京时间）开放购买' : '当前不开放购买邀请码');
      }
      const code = randomCode('YQ', 10);
      return this.ledger.run(async (trx) => {
        const order = (await this.order(trx, userId, { type: 'invite_code', title: '购买邀请码', cost: cfg.inviteCodePrice, detail: code }))!;
        await this.ledger.debit(trx, { userId, amount: cfg.inviteCodePrice, kind: 'invite_code', ref: `order:${order.order_no}`, note: '购买邀请码' });
        await this.inviteCodes.insert(trx, code, userId, this.clock.now());
        await this.messages.notify(trx, userId, {
          title: '订单完成：邀请码', content: `订单 ${order.order_no}：花费 ${cfg.inviteCodePrice} 金币购买邀请码 ${code}，好友注册时填写即可。`, kind: 'order', link: '/profile/orders',
        });
        return { order };
      });
    }
    // CD key (卡密)
    const failKey = `cdkey:user:${userId}`;
    await this.guard.check(failKey, LIMITS.cdKeyFailuresPerUser, '卡密错误次数过多，请 1 小时后再试');
    const code = normalizeCode(req.code);
    try {
      return await this.ledger.run(async (trx) => {
        const now = this.clock.now();
        const key = await this.cdKeys.claim(trx, code, userId, now);
        if (!key) {
          const existing = await this.cdKeys.byCode(code, trx);
          if (existing) throw badRequest('该卡密已被使用');
          throw new UnknownCdKey();
        }
        const title = key.kind === 'vip' ? `卡密兑换 VIP ${key.amount} 天` : `卡密兑换 ${key.amount} 金币`;
        const order = (await this.order(trx, userId, { type: 'cd_key', title, cost: 0, detail: title }))!;
        if (key.kind === 'vip') {
          await this.users.extendVip(trx, userId, key.amount * DAY_MS, now);
        } else {
          await this.ledger.credit(trx, { userId, amount: key.amount, kind: 'cd_key', ref: `order:${order.order_no}`, note: title });
        }
        await this.messages.notify(trx, userId, { title: '订单完成：卡密兑换', content: `订单 ${order.order_no}：${title}。`, kind: 'order', link: '/profile/orders' });
        return { order };
      });
    } catch (err) {
      if (err instanceof UnknownCdKey) {
        await this.guard.record(failKey);
        throw badRequest('卡密不存在，请检查后重试');
      }
      throw err;
    }
  }

  async listOrders(userId: number, page: number, size: number): Promise<{ list: OrderView[]; total: number }> {
    const { rows, total } = await this.orders.page(userId, (page - 1) * size, size);
    return { list: rows.map(orderView), total };
  }

  /** Admin/test helper: makes CD keys (the admin cdKey page calls this). */
  async createCdKeys(kind: 'coin' | 'vip', amount: number, count: number, note = ''): Promise<string[]> {
    if (!Number.isInteger(amount) || amount < 1 || amount > 1_000_000) throw badRequest('卡密面值无效');
    if (!Number.isInteger(count) || count < 1 || count > 1000) throw badRequest('一次最多生成 1000 个卡密');
    const codes: string[] = [];
    for (let i = 0; i < count; i++) {
      const code = randomCode('KM', 16);
      await this.cdKeys.insert({ code, kind, amount, note, created_at: this.clock.now() });
      codes.push(code);
    }
    return codes;
  }

  /** Admin helper: makes invite codes without an owner. */
  async createInviteCodes(count: number): Promise<string[]> {
    const codes: string[] = [];
    for (let i = 0; i < count; i++) {
      const code = randomCode('YQ', 10);
      await this.inviteCodes.insert(this.db, code, null, this.clock.now());
      codes.push(code);
    }
    return codes;
  }
}
