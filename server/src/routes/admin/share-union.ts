import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminResourcePage, adminResourceQuery, adminResourceUpdateBody, adminResourceValidityBody, adminResourceView, shareApproveBody, shareApproveReply,
  shareRejectBody, shareRejectReply,
} from '../../../../contract/admin';
import { envelope, errorEnvelope, errorReplies, ok, pageQuery } from '../../lib/envelope';
import { idParams } from '../account-schemas';
import { auditActor } from './audit-hook';

/**
 * /admin/v1/share_union — the review queue of shared resources and every resource.
 * Bulk approve/reject: all ids are checked first (one unknown or not-pending id → 404/409 and
 * nothing changes); then each is reviewed in its own transaction, `failed` lists any that another
 * admin reviewed in between.
 */
export async function adminShareUnionRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: share_union'];
  const security = [{ bearer: [] }];
  const svc = () => app.ctx.services.shareReview;
  const replies = { ...errorReplies, 409: errorEnvelope };

  app.get(
    '/pending',
    { schema: { tags, security, summary: '待审核的分享（最早的在前）', querystring: pageQuery, response: { 200: envelope(adminResourcePage), ...errorReplies } } },
    async (request) => ok(await svc().pending(request.query.page, request.query.size)),
  );
  app.post(
    '/approve',
    {
      schema: {
        tags, security, summary: '批量通过：分享者按配置 share_reward_coin 获得金币，资源进入搜索',
        body: shareApproveBody,
        response: { 200: envelope(shareApproveReply), ...replies },
      },
    },
    async (request) => {
      const res = await svc().approve(auditActor(request), request.body.ids);
      return ok(res, `已通过 ${res.approved.length} 个`);
    },
  );
  app.post(
    '/reject',
    {
      schema: {
        tags, security, summary: '批量驳回（必须填写原因，分享者会收到消息）',
        body: shareRejectBody,
        response: { 200: envelope(shareRejectReply), ...replies },
      },
    },
    async (request) => {
      const res = await svc().reject(auditActor(request), request.body.ids, request.body.reason);
      return ok(res, `已驳回 ${res.rejected.length} 个`);
    },
  );
  app.get(
    '/resource',
    {
      schema: {
        tags, security, summary: '全部资源：q（标题包含）、status、validity、source、disk_type、category_id、sharer_id 过滤，最新在前',
        querystring: adminResourceQuery,
        response: { 200: envelope(adminResourcePage), ...errorReplies },
      },
    },
    async (request) => {
      const q = request.query;
      return ok(
        await svc().list(
          { q: q.q || undefined, status: q.status, validity: q.validity, source: q.source, diskType: q.disk_type || undefined, categoryId: q.category_id, sharerId: q.sharer_id },
          q.page,
          q.size,
        ),
      );
    },
  );
  app.get(
    '/resource/:id',
    { schema: { tags, security, summary: '资源详情（任何状态）', params: idParams, response: { 200: envelope(adminResourceView), ...errorReplies } } },
    async (request) => ok(await svc().get(request.params.id)),
  );
  app.put(
    '/resource/:id',
    {
      schema: {
        tags, security, summary: '修改资源（省略的字段不变）；新链接不能与已有资源重复',
        params: idParams,
        body: adminResourceUpdateBody,
        response: { 200: envelope(adminResourceView), ...replies },
      },
    },
    async (request) => ok(await svc().update(auditActor(request), request.params.id, request.body), '已保存'),
  );
  app.put(
    '/resource/:id/validity',
    {
      schema: {
        tags, security, summary: '标记失效（invalid=true，从搜索和列表中隐藏）或恢复有效',
        params: idParams,
        body: adminResourceValidityBody,
        response: { 200: envelope(adminResourceView), ...errorReplies },
      },
    },
    async (request) => ok(await svc().setValidity(auditActor(request), request.params.id, request.body.invalid), request.body.invalid ? '已标记失效' : '已恢复有效'),
  );
  app.delete(
    '/resource/:id',
    { schema: { tags, security, summary: '删除资源', params: idParams, response: { 200: envelope(z.null()), ...errorReplies } } },
    async (request) => {
      await svc().remove(auditActor(request), request.params.id);
      return ok(null, '已删除');
    },
  );
}
