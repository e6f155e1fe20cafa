import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { favouriteBody, favouriteListQuery, favouritePage, favouriteParams, favouriteState, favouriteVisibility, favouriteVisibilityBody } from '../../../../contract/community';
import { envelope, errorReplies, ok } from '../../lib/envelope';

/** /auth/v1/favourite — a member's favourites (收藏, issue 33). */
export async function authFavouriteRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['favourite'];
  const security = [{ bearer: [] }];
  const svc = () => app.ctx.services.favourites;

  app.post(
    '/',
    { schema: { tags, security, summary: '收藏帖子或资源（重复收藏无副作用）', body: favouriteBody, response: { 200: envelope(favouriteState), ...errorReplies } } },
    async (request) => ok(await svc().add(request.user!.id, request.body.kind, request.body.id), '已收藏'),
  );

  app.delete(
    '/:kind/:id',
    { schema: { tags, security, summary: '取消收藏', params: favouriteParams, response: { 200: envelope(favouriteState), ...errorReplies } } },
    async (request) => ok(await svc().remove(request.user!.id, request.params.kind, request.params.id), '已取消收藏'),
  );

  app.get(
    '/',
    { schema: { tags, security, summary: '我的收藏（最新在前）', querystring: favouriteListQuery, response: { 200: envelope(favouritePage), ...errorReplies } } },
    async (request) => ok(await svc().list(request.user!.id, request.user!.id, request.query.kind, request.query.page, request.query.size)),
  );

  app.put(
    '/visibility',
    {
      schema: {
        tags, security, summary: '收藏是否公开（会员主页上他人可见）', body: favouriteVisibilityBody,
        response: { 200: envelope(favouriteVisibility), ...errorReplies },
      },
    },
    async (request) => ok(await svc().setPublic(request.user!.id, request.body.public), request.body.public ? '收藏已公开' : '收藏已设为仅自己可见'),
  );
}
