import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sourceBody, sourceCycleReply, sourceDailyReply, sourceListReply, sourceRunsReply, sourceUpdateBody, sourceView } from '../../../../contract/sources';
import { envelope, errorReplies, ok } from '../../lib/envelope';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });


/** /admin/v1/source — 资源来源 (issue 29): sources, run now, cycle log, per-day chart. */
export async function adminSourceRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: source'];
  const security = [{ bearer: [] }];
  const svc = () => app.ctx.services.sources;

  app.get('/', { schema: { tags, security, summary: '来源列表（含状态：上次运行、累计采集/新增/重复/拒绝、最近错误）', response: { 200: envelope(sourceListReply), ...errorReplies } } },
    async () => {
      const list = await svc().list();
      return ok({ list, total: list.length });
    });

  app.post('/', { schema: { tags, security, summary: '添加来源', body: sourceBody, response: { 200: envelope(sourceView), ...errorReplies } } },
    async (request) => ok(await svc().create(request.body), '来源已添加'));

  app.get('/runs', {
    schema: {
      tags, security, summary: '最近的采集记录（最新在前）',
      querystring: z.object({ source_id: z.coerce.number().int().positive().max(2_147_483_647).optional(), size: z.coerce.number().int().min(1).max(200).default(50) }),
      response: { 200: envelope(sourceRunsReply), ...errorReplies },
    },
  }, async (request) => ok({ list: await svc().runs(request.query.size, request.query.source_id) }));

  app.get('/daily', {
    schema: {
      tags, security, summary: '每个来源每天新增的资源数',
      querystring: z.object({ days: z.coerce.number().int().min(1).max(90).default(14) }),
      response: { 200: envelope(sourceDailyReply), ...errorReplies },
    },
  }, async (request) => ok(await svc().daily(request.query.days)));

  app.put('/:id', { schema: { tags, security, summary: '修改来源（名称、地址、间隔、启用/暂停）', params: idParams, body: sourceUpdateBody, response: { 200: envelope(sourceView), ...errorReplies } } },
    async (request) => ok(await svc().update(request.params.id, request.body), '来源已保存'));

  app.delete('/:id', { schema: { tags, security, summary: '删除来源（已采集的资源保留）', params: idParams, response: { 200: envelope(z.null()), ...errorReplies } } },
    async (request) => {
      await svc().remove(request.params.id);
      return ok(null, '来源已删除');
    });

  app.post('/:id/run', {
    schema: { tags, security, summary: '立即运行一轮采集，结束后返回本轮的计数', params: idParams, response: { 200: envelope(sourceCycleReply), ...errorReplies } },
  }, async (request) => {
    const res = await svc().runNow(request.params.id);
    const msg = res.status === 'error' ? `采集出错：${res.error}` : `采集完成：新增 ${res.new_count}，重复 ${res.duplicates}，拒绝 ${res.refused}`;
    return ok(res, msg);
  });
}
