import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  badgesQuery, badgesReply, favouriteListQuery, favouritePage, favouriteParams, favouriteState, levelTable, memberListQuery, memberReplyPage, memberResourcePage,
} from '../../../../contract/community';
import { envelope, errorReplies, ok } from '../../lib/envelope';
import { idParams } from '../account-schemas';

/**
 * /v1/user — the community layer's public reads (issue 33): names' badges, the level table and a
 * member page's lists. GET /v1/user/statistics/{id} stays in user.ts (spec §7).
 */
export async function communityRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['user'];
  const community = () => app.ctx.services.community;

  app.get(
    '/badges',
    {
      schema: {
        tags, summary: '名字旁的等级与称号：ids 为 1–50 个逗号分隔的用户 id（不存在的 id 不返回）',
        querystring: badgesQuery,
        response: { 200: envelope(badgesReply), ...errorReplies },
      },
    },
    async (request) => ok(await community().badges(request.query.ids)),
  );

  app.get(
    '/levels',
    {
      schema: { tags, summary: '等级说明：各项活跃的分值与每级所需活跃分', response: { 200: envelope(levelTable), ...errorReplies } },
    },
    async () => ok(await community().levelTable()),
  );

  app.get(
    '/:id/replies',
    {
      schema: {
        tags, summary: '会员的公开回复（最新在前）',
        params: idParams, querystring: memberListQuery,
        response: { 200: envelope(memberReplyPage), ...errorReplies },
      },
    },
    async (request) => ok(await community().replies(request.params.id, request.query.page, request.query.size)),
  );

  app.get(
    '/:id/resources',
    {
      schema: {
        tags, summary: '会员分享且审核通过的资源（最新在前，不含链接）',
        params: idParams, querystring: memberListQuery,
        response: { 200: envelope(memberResourcePage), ...errorReplies },
      },
    },
    async (request) => ok(await community().resources(request.params.id, request.query.page, request.query.size)),
  );

  app.get(
    '/:id/favourites',
    {
      schema: {
        tags, summary: '会员的收藏（会员公开时；未公开时他人得到 404「该会员未公开收藏」，本人总能看到）',
        params: idParams, querystring: favouriteListQuery,
        response: { 200: envelope(favouritePage), ...errorReplies },
      },
    },
    async (request) => ok(await app.ctx.services.favourites.list(request.user?.id ?? null, request.params.id, request.query.kind, request.query.page, request.query.size)),
  );

  app.get(
    '/favourite/:kind/:id',
    {
      schema: {
        tags, summary: '帖子或资源的收藏人数，以及当前会员是否已收藏',
        params: favouriteParams,
        response: { 200: envelope(favouriteState), ...errorReplies },
      },
    },
    async (request) => ok(await app.ctx.services.favourites.state(request.user?.id ?? null, request.params.kind, request.params.id)),
  );
}
