import type { z } from 'zod';
import type { adminUserSchema, orderSchema, userInfoSchema } from '../../../contract/account';
import type { UserRow } from '../repositories/users-repository';
import type { OrderRow } from '../repositories/orders-repository';

/**
 * The user info of spec §3, as every endpoint returns it (login, register, GET /auth/v1/user/info,
 * free_vip, exchange_vip, exchange). Times are ISO 8601 strings in UTC ("2026-11-22T02:00:00.000Z",
 * `new Date(x)` parses them); vip_expired is null when the user was never VIP.
 */
export type UserInfoView = z.infer<typeof userInfoSchema>;

export const iso = (ms: number | string | null | undefined): string => new Date(Number(ms ?? 0)).toISOString();

export interface InfoExtras {
  unread: number;
  /** unread 私信 (issue 33): part of unread_msg_count too */
  pmUnread?: number;
  turnover: number;
  lastSignDay: number | undefined;
  today: number;
  now: number;
}

export function userInfoView(u: UserRow, x: InfoExtras): UserInfoView {
  const vip = Number(u.vip_expired);
  const streakAlive = x.lastSignDay !== undefined && x.lastSignDay >= x.today - 1;
  return {
    id: u.id,
    username: u.username,
    coin: Number(u.coin),
    unread_msg_count: x.unread + (x.pmUnread ?? 0),
    unread_pm_count: x.pmUnread ?? 0,
    email: u.email,
    role: u.role,
    coin_turnover_count: x.turnover,
    create_time: iso(u.created_at),
    update_time: iso(u.updated_at),
    vip_expired: vip > 0 ? iso(vip) : null,
    continue_sign_days: streakAlive ? u.continue_sign_days : 0,
    last_login_belong: u.last_login_belong,
    last_login_ip: u.last_login_ip,
    avatar: u.avatar,
    is_vip: vip > x.now,
    signed_today: x.lastSignDay === x.today,
    favourites_public: Number(u.favourites_public ?? 0) === 1,
  };
}

/** Admin's view of a user: the info plus account state. Never the password hash. */
export type AdminUserView = z.infer<typeof adminUserSchema>;

export type OrderView = z.infer<typeof orderSchema>;

/**
 * An order as its owner reads it. A paid resource link names the resource by its title and links
 * to it (issue 30: the list showed 「资源 #3」 and no link); the id lives in the once key
 * (`resource:<user>:<resource>`), so orders written before this change read the same way.
 */
export function orderView(o: OrderRow): OrderView {
  const resourceId = o.type === 'resource' ? Number(/^resource:\d+:(\d+)$/.exec(o.once_key ?? '')?.[1] ?? /#(\d+)$/.exec(o.detail)?.[1] ?? 0) : 0;
  return {
    id: o.id,
    order_no: o.order_no,
    type: o.type,
    title: o.title,
    cost: o.cost,
    detail: resourceId > 0 ? '' : o.detail,
    link: resourceId > 0 ? `/main/detail/${resourceId}` : '',
    status: o.status,
    create_time: iso(o.created_at),
  };
}
