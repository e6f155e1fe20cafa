import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminRole, adminUserCreateBody, adminUserInfos, adminUserPage, adminUserUpdateBody } from '../../../../contract/admin';
import { envelope, errorReplies, ok, pageQuery } from '../../lib/envelope';
import { accountErrorReplies, adminUserSchema, idParams, text } from '../account-schemas';
import { USER_SORT_FIELDS } from '../../repositories/users-repository';

/** /admin/v1/user — user management; every coin change goes through the ledger with a reason. */
export async function adminUserRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: user'];
  const security = [{ bearer: [] }];
  const { services } = app.ctx;

  app.get(
    '/',
    {
      schema: {
        tags, security, summary: '用户列表：keyword/username（用户名或邮箱包含）、role、banned 过滤；sort（id/coin/create_time/vip_expired/continue_sign_days）+ order（asc/desc）排序',
        querystring: pageQuery.extend({
          keyword: text(0, 64, '关键词').optional(),
          username: text(0, 64, '用户名').optional(),
          role: adminRole.optional(),
          banned: z.enum(['0', '1']).optional(),
          include_deleted: z.enum(['0', '1']).optional(),
          sort: z.enum(USER_SORT_FIELDS, { error: `sort 只能是 ${USER_SORT_FIELDS.join('、')} 之一` }).optional(),
          order: z.enum(['asc', 'desc'], { error: 'order 只能是 asc 或 desc' }).optional(),
        }),
        response: { 200: envelope(adminUserPage), ...errorReplies },
      },
    },
    async (request) => {
      const q = request.query;
      return ok(
        await services.accounts.adminList(
          {
            keyword: q.keyword || undefined,
            username: q.username || undefined,
            role: q.role,
            banned: q.banned === undefined ? undefined : q.banned === '1',
            includeDeleted: q.include_deleted === '1',
            sort: q.sort,
            order: q.order,
          },
          q.page,
          q.size,
        ),
      );
    },
  );

  app.post(
    '/',
    {
      schema: {
        tags, security, summary: '创建用户；coin > 0 时经金币账本发放（reason 为原因）',
        body: adminUserCreateBody,
        response: { 200: envelope(adminUserSchema), ...accountErrorReplies },
      },
    },
    async (request) => ok(await services.accounts.adminCreate(request.user!, request.body), '已创建'),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags, security, summary: '修改用户；coin_delta（正数发放、负数扣除）必须带 reason，经金币账本记账',
        params: idParams,
        body: adminUserUpdateBody,
        response: { 200: envelope(adminUserSchema), ...accountErrorReplies },
      },
    },
    async (request) => ok(await services.accounts.adminUpdate(request.user!, request.params.id, request.body), '已保存'),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags, security, summary: '删除用户（软删除：不能再登录，金币账本与文章保留）',
        params: idParams,
        response: { 200: envelope(z.null()), ...errorReplies },
      },
    },
    async (request) => {
      await services.accounts.adminDelete(request.user!, request.params.id);
      return ok(null, '已删除');
    },
  );

  app.get(
    '/infos/:id',
    {
      schema: {
        tags, security, summary: '用户详情：信息、最近金币流水与订单',
        params: idParams,
        response: {
          200: envelope(adminUserInfos),
          ...errorReplies,
        },
      },
    },
    async (request) => {
      const id = request.params.id;
      const user = await services.accounts.adminGet(id);
      const [info, ledger, orders] = await Promise.all([
        services.accounts.adminView(user),
        services.ledger.history(id, 1, 20),
        services.exchange.listOrders(id, 1, 20),
      ]);
      const sum = await services.ledger.sumFor(id);
      return ok({ info, ledger: ledger.list, orders: orders.list, ledger_sum: sum });
    },
  );
}
