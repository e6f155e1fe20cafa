import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorReplies, ok, pageQuery } from '../../lib/envelope';
import {
  accountErrorReplies, exchangeBody, exchangeResult, ledgerPage, myInviteCode, profileUpdateBody, readResult, userInfoSchema, userStatusBody,
} from '../account-schemas';

/** /auth/v1/user — own info, logout, VIP, exchanges, coin history. */
/** The reply to a password change: this device stays signed in, the others are out. */
export const MSG_PASSWORD_CHANGED = '密码已修改，其他设备上的登录已退出';

export async function authUserRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['user (登录后)'];
  const security = [{ bearer: [] }];
  const { services } = app.ctx;
  const infoReply = { 200: envelope(userInfoSchema), ...errorReplies };

  app.get('/info', { schema: { tags, security, summary: '我的用户信息（§3 全部字段）', response: infoReply } }, async (request) =>
    ok(await services.accounts.info(request.user!.id)),
  );

  app.put(
    '/info',
    {
      schema: {
        tags, security, summary: '修改邮箱、密码（都需原密码）或头像；改密码后其他设备的登录失效，当前登录保留',
        body: profileUpdateBody,
        response: { ...infoReply, 409: accountErrorReplies[409] },
      },
    },
    async (request) => {
      const { info, passwordChanged } = await services.accounts.updateProfile(request.user!, request.body, request.tokenHash ?? undefined);
      return ok(info, passwordChanged ? MSG_PASSWORD_CHANGED : '已保存');
    },
  );

  app.post(
    '/logout',
    { schema: { tags, security, summary: '退出登录：当前令牌立即失效', response: { 200: envelope(z.null()), ...errorReplies } } },
    async (request) => {
      await services.accounts.logout(request.tokenHash!);
      return ok(null, '已退出登录');
    },
  );

  app.put(
    '/status',
    {
      schema: {
        tags, security, summary: "更新状态：payload = 'read_all'（全部消息已读）或 { read: [消息 id…] }",
        body: userStatusBody,
        response: { 200: envelope(readResult), ...errorReplies },
      },
    },
    async (request) => {
      const p = request.body.payload;
      return ok(await services.messages.markRead(request.user!.id, p === 'read_all' ? 'all' : p.read), '已更新');
    },
  );

  app.get(
    '/free_vip',
    { schema: { tags, security, summary: '领取一次性免费 VIP 体验', response: infoReply } },
    async (request) => {
      const r = await services.exchange.freeVip(request.user!.id);
      return ok(await services.accounts.info(request.user!.id), `已领取 ${r.days} 天免费 VIP`);
    },
  );

  app.get(
    '/exchange_vip',
    { schema: { tags, security, summary: '用金币兑换 VIP 套餐（vip_exchange_days 天 × vip_price_per_day 金币）', response: infoReply } },
    async (request) => {
      const r = await services.exchange.exchangeVipPackage(request.user!.id);
      return ok(await services.accounts.info(request.user!.id), `兑换成功：花费 ${r.cost} 金币，VIP 延长 ${r.days} 天`);
    },
  );

  app.post(
    '/exchange',
    {
      schema: {
        tags, security,
        summary: "兑换：{type:'vip', payload: 天数} | {type:'invite_code'}（购买邀请码，受开放时段限制）| {type:'cd_key', payload: 卡密}",
        body: exchangeBody,
        response: { 200: envelope(exchangeResult), ...errorReplies },
      },
    },
    async (request) => {
      const b = request.body;
      const { order } = await services.exchange.exchange(
        request.user!.id,
        b.type === 'vip' ? { type: 'vip', days: b.payload } : b.type === 'cd_key' ? { type: 'cd_key', code: b.payload } : { type: 'invite_code' },
      );
      const msg = b.type === 'invite_code' ? `购买成功，邀请码：${order.detail}` : `兑换成功：${order.title}`;
      return ok({ order, info: await services.accounts.info(request.user!.id) }, msg);
    },
  );

  app.get(
    '/coin',
    {
      schema: {
        tags, security, summary: '我的金币流水（最新在前）',
        querystring: pageQuery,
        response: { 200: envelope(ledgerPage), ...errorReplies },
      },
    },
    async (request) => ok(await services.ledger.history(request.user!.id, request.query.page, request.query.size)),
  );

  app.get(
    '/invite_codes',
    {
      schema: {
        tags, security, summary: '我购买的邀请码',
        response: {
          200: envelope(z.array(myInviteCode)),
          ...errorReplies,
        },
      },
    },
    async (request) => {
      const rows = await app.ctx.repos.inviteCodes.byOwner(request.user!.id);
      return ok(rows.map((r) => ({ code: r.code, used: r.used_by !== null, create_time: new Date(Number(r.created_at)).toISOString() })));
    },
  );
}
