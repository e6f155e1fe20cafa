import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  mySharePage, myShareQuery, reportBody, reportResult, resourceDetail, shareBody, sharePreviewBody, sharePreviewItem, shareResult, subscribeBody,
  subscription,
} from '../../../../contract/resources';
import { envelope, errorEnvelope, ok } from '../../lib/envelope';
import { viewerOf } from '../../services/resource-view';
import { withBanned } from '../v1/resource';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const replies = { ...withBanned, 409: errorEnvelope };

/** /auth/v1/resource — reveal, report, share, my shares, subscriptions (login required). */
export async function authResourceRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['resource'];
  const security = [{ bearer: [] }];

  app.post(
    '/:id/reveal',
    {
      schema: {
        tags, security,
        summary: '解锁付费链接：扣除价格对应的金币（VIP 免费），记录订单，解锁后永久可见',
        params: idParams,
        response: { 200: envelope(resourceDetail), ...replies },
      },
    },
    async (request) => {
      const user = request.user!;
      const detail = await app.ctx.services.resources.reveal(request.params.id, user, viewerOf(user, app.ctx.clock.now())!);
      return ok(detail, detail.unlocked_by === 'paid' ? '已解锁' : '成功');
    },
  );

  app.post(
    '/:id/report',
    {
      schema: {
        tags, security,
        summary: '举报失效链接（每人一次；3 人举报即标记失效并隐藏）',
        params: idParams,
        body: reportBody,
        response: { 200: envelope(reportResult), ...replies },
      },
    },
    async (request) => ok(await app.ctx.services.resources.report(request.params.id, request.user!.id, request.body.reason), '感谢反馈，已收到举报'),
  );

  app.post(
    '/share/preview',
    {
      schema: {
        tags, security,
        summary: '分享预览：粘贴任意文本，解析出其中所有链接、提取码与标题',
        body: sharePreviewBody,
        response: {
          200: envelope(z.array(sharePreviewItem)),
          ...replies,
        },
      },
    },
    async (request) => ok(await app.ctx.services.share.preview(request.body.text)),
  );

  app.post(
    '/share',
    {
      schema: {
        tags, security,
        summary: '提交分享（进入审核；审核通过后获得金币奖励）',
        body: shareBody,
        response: { 200: envelope(shareResult), ...replies },
      },
    },
    async (request) => {
      const res = await app.ctx.services.share.submit(request.user!.id, request.body.items);
      const msg = res.created.length
        ? `已提交 ${res.created.length} 个资源，等待审核${res.duplicates.length ? `（${res.duplicates.length} 个链接已存在，已跳过）` : ''}`
        : '这些链接都已存在，无需重复分享';
      return ok(res, msg);
    },
  );

  app.get(
    '/my',
    {
      schema: {
        tags, security,
        summary: '我分享的资源（按状态与分类）',
        querystring: myShareQuery,
        response: {
          200: envelope(mySharePage),
          ...replies,
        },
      },
    },
    async (request) => {
      const { status, category_id, page, size } = request.query;
      return ok(await app.ctx.services.resources.mine(request.user!.id, status, category_id, page, size));
    },
  );

  app.get(
    '/subscribe',
    { schema: { tags, security, summary: '我的关键词订阅', response: { 200: envelope(z.array(subscription)), ...replies } } },
    async (request) => ok(await app.ctx.services.subscriptions.list(request.user!.id)),
  );
  app.post(
    '/subscribe',
    {
      schema: {
        tags, security,
        summary: '订阅关键词：有匹配的新资源通过审核时收到站内消息',
        body: subscribeBody,
        response: { 200: envelope(subscription), ...replies },
      },
    },
    async (request) => ok(await app.ctx.services.subscriptions.add(request.user!.id, request.body.keyword), '订阅成功'),
  );
  app.delete(
    '/subscribe/:id',
    { schema: { tags, security, summary: '取消订阅', params: idParams, response: { 200: envelope(z.null()), ...replies } } },
    async (request) => {
      await app.ctx.services.subscriptions.remove(request.user!.id, request.params.id);
      return ok(null, '已取消订阅');
    },
  );
}
