import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  hotkeyCreateBody, hotkeyOrderBody, hotkeyOverview, hotkeyQuery, hotkeyReviewBody, hotkeyReviewItem, hotkeyReviewList, hotkeyReviewQuery, hotkeyUpdateBody,
  pinnedHotkey,
} from '../../../../contract/admin';
import { envelope, errorEnvelope, errorReplies, ok } from '../../lib/envelope';
import { idParams } from '../account-schemas';
import { auditActor } from './audit-hook';

/** /admin/v1/hotkey — pinned hot keywords (shown on the search page), the counted searches and their review (issue 28). */
export async function adminHotkeyRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: hotkey'];
  const security = [{ bearer: [] }];
  const svc = () => app.ctx.services.keywordAdmin;

  app.get(
    '/',
    {
      schema: {
        tags, security, summary: '置顶热词（按顺序）与搜索最多的词（range=day 今天 / week 近 7 天；pinned 表示已置顶）',
        querystring: hotkeyQuery,
        response: {
          200: envelope(hotkeyOverview),
          ...errorReplies,
        },
      },
    },
    async (request) => ok(await svc().hotOverview(request.query.range, request.query.limit)),
  );
  // review of counted keywords (issue 28): with 热搜词需审核 on, only approved (or pinned) ones show
  app.get(
    '/review',
    {
      schema: {
        tags, security,
        summary: '热搜词审核列表：status=pending 待审核（近 7 天 ≥3 位不同访客搜索过、未审核、非违禁、未置顶）/ approved 已通过 / rejected 已拒绝',
        querystring: hotkeyReviewQuery,
        response: { 200: envelope(hotkeyReviewList), ...errorReplies },
      },
    },
    async (request) => ok(await svc().reviewList(request.query.status, request.query.limit)),
  );
  app.post(
    '/review/approve',
    { schema: { tags, security, summary: '通过：该词可以出现在公开热搜中（违禁词不能通过）', body: hotkeyReviewBody, response: { 200: envelope(hotkeyReviewItem), ...errorReplies } } },
    async (request) => ok(await svc().review(auditActor(request), request.body.keyword, 'approved'), '已通过'),
  );
  app.post(
    '/review/reject',
    { schema: { tags, security, summary: '拒绝：该词不再出现在公开热搜中（无论是否需要审核）', body: hotkeyReviewBody, response: { 200: envelope(hotkeyReviewItem), ...errorReplies } } },
    async (request) => ok(await svc().review(auditActor(request), request.body.keyword, 'rejected'), '已拒绝'),
  );
  app.post(
    '/review/undo',
    { schema: { tags, security, summary: '撤销审核：该词回到待审核', body: hotkeyReviewBody, response: { 200: envelope(z.null()), ...errorReplies } } },
    async (request) => {
      await svc().undoReview(auditActor(request), request.body.keyword);
      return ok(null, '已撤销');
    },
  );
  app.post(
    '/',
    { schema: { tags, security, summary: '新增 / 置顶热词（sort 省略时排在最后）', body: hotkeyCreateBody, response: { 200: envelope(pinnedHotkey), ...errorReplies, 409: errorEnvelope } } },
    async (request) => ok(await svc().createHot(auditActor(request), request.body.keyword, request.body.sort), '已置顶'),
  );
  app.put(
    '/order',
    { schema: { tags, security, summary: '排序：ids 依次排在最前', body: hotkeyOrderBody, response: { 200: envelope(z.array(pinnedHotkey)), ...errorReplies } } },
    async (request) => ok(await svc().orderHot(auditActor(request), request.body.ids), '已排序'),
  );
  app.put(
    '/:id',
    { schema: { tags, security, summary: '修改热词或排序值', params: idParams, body: hotkeyUpdateBody, response: { 200: envelope(pinnedHotkey), ...errorReplies, 409: errorEnvelope } } },
    async (request) => ok(await svc().updateHot(auditActor(request), request.params.id, request.body), '已保存'),
  );
  app.delete(
    '/:id',
    { schema: { tags, security, summary: '删除（取消置顶）热词', params: idParams, response: { 200: envelope(z.null()), ...errorReplies } } },
    async (request) => {
      await svc().deleteHot(auditActor(request), request.params.id);
      return ok(null, '已删除');
    },
  );
}
