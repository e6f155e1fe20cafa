import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bankeyAddBody, bankeyAddReply, bannedKeyword } from '../../../../contract/admin';
import { envelope, errorReplies, ok } from '../../lib/envelope';
import { idParams } from '../account-schemas';
import { auditActor } from './audit-hook';

/** /admin/v1/bankey — banned keywords: searches, shared titles and subscriptions containing one are refused (444). */
export async function adminBankeyRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: bankey'];
  const security = [{ bearer: [] }];
  const svc = () => app.ctx.services.keywordAdmin;

  app.get(
    '/',
    { schema: { tags, security, summary: '全部违禁词', response: { 200: envelope(z.array(bannedKeyword)), ...errorReplies } } },
    async () => ok(await svc().list()),
  );
  app.post(
    '/',
    {
      schema: {
        tags, security,
        summary: '添加违禁词：keywords 可粘贴多行（每行一个，逗号也可分隔）；重复的跳过并在 skipped 中列出；任一词超过 100 字则全部不写入',
        body: bankeyAddBody,
        response: { 200: envelope(bankeyAddReply), ...errorReplies },
      },
    },
    async (request) => {
      const res = await svc().ban(auditActor(request), request.body.keywords);
      return ok(res, `已添加 ${res.added.length} 个${res.skipped.length ? `，跳过 ${res.skipped.length} 个重复` : ''}`);
    },
  );
  app.delete(
    '/:id',
    { schema: { tags, security, summary: '删除违禁词', params: idParams, response: { 200: envelope(z.null()), ...errorReplies } } },
    async (request) => {
      await svc().unban(auditActor(request), request.params.id);
      return ok(null, '已删除');
    },
  );
}
