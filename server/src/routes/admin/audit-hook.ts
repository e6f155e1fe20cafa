import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { AuditActor } from '../../services/audit-service';

const actors = new WeakMap<FastifyRequest, AuditActor>();

/** The audit actor of an admin request (one object per request; record() marks it). */
export function auditActor(request: FastifyRequest): AuditActor {
  let a = actors.get(request);
  if (!a) {
    a = { id: request.user!.id, ip: request.ip };
    actors.set(request, a);
  }
  return a;
}

/**
 * Snapshot loaders for admin entities whose routes do not record their own audit rows
 * (user, web_setting, article, bbs_cate): the hook reads the row before and after the write.
 */
const SNAPSHOTS: Record<string, (ctx: AppContext, id: number) => Promise<unknown>> = {
  user: (ctx, id) => ctx.repos.users.byId(id),
  web_setting: (ctx, id) => ctx.repos.webSettings.byId(id),
  article: (ctx, id) => ctx.repos.articles.byId(id),
  bbs_cate: (ctx, id) => ctx.services.bbsCategories.get(id).catch(() => undefined),
};

const befores = new WeakMap<FastifyRequest, { entity: string; action: string; id?: number; before: unknown }>();

const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';

function describe(request: FastifyRequest): { entity: string; action: string; id?: number } {
  const url = request.routeOptions.url ?? request.url.split('?')[0];
  const segments = url.replace(/^\/admin\/v1\/?/, '').split('/').filter(Boolean);
  const entity = segments[0] ?? 'admin';
  const tail = segments.slice(1).filter((s) => !s.startsWith(':'));
  const verb = tail.length ? tail.join('.') : request.method === 'POST' ? 'create' : request.method === 'DELETE' ? 'delete' : 'update';
  const params = request.params as { id?: unknown } | undefined;
  const body = request.body as { id?: unknown } | undefined;
  const rawId = params?.id ?? (body && typeof body === 'object' ? body.id : undefined);
  const id = typeof rawId === 'number' && Number.isInteger(rawId) ? rawId : undefined;
  return { entity, action: `${entity}.${verb}`, id };
}

async function safeLoad(ctx: AppContext, entity: string, id: number | undefined): Promise<unknown> {
  const load = SNAPSHOTS[entity];
  if (!load || id === undefined) return undefined;
  try {
    return (await load(ctx, id)) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * Audit of every admin write, installed on the /admin/v1 group. Routes that record their own rows
 * (inside the transaction of the change, via AuditService.record with auditActor(request)) are
 * left alone; for every other successful write this hook writes one row with before/after
 * snapshots (for known entities) or the request body and reply data. Refused writes (4xx/5xx)
 * change nothing and are not logged.
 */
export function installAuditHook(app: FastifyInstance): void {
  app.addHook('preHandler', async (request: FastifyRequest) => {
    if (!isWrite(request.method) || !request.user) return;
    auditActor(request);
    const d = describe(request);
    befores.set(request, { ...d, before: await safeLoad(app.ctx, d.entity, d.id) });
  });
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (!isWrite(request.method) || reply.statusCode >= 400) return payload;
    const actor = actors.get(request);
    const b = befores.get(request);
    if (!actor || !b || actor.recorded) return payload;
    let data: unknown;
    if (typeof payload === 'string') {
      try {
        data = (JSON.parse(payload) as { data?: unknown }).data;
      } catch {
        data = undefined;
      }
    }
    const id = b.id ?? (data && typeof data === 'object' && typeof (data as { id?: unknown }).id === 'number' ? (data as { id: number }).id : undefined);
    const after = request.method === 'DELETE'
      ? null
      : ((await safeLoad(app.ctx, b.entity, id)) ?? { body: request.body ?? null, result: data ?? null });
    try {
      await app.ctx.services.audit.record(undefined, actor, { action: b.action, entity: b.entity, entityId: id, before: b.before ?? null, after });
    } catch (err) {
      request.log.error({ err }, 'audit row not written');
    }
    return payload;
  });
}
