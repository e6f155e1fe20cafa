import type { FastifyInstance } from 'fastify';
import type { ServerResponse } from 'node:http';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../lib/app-error';

/** Open channels of one member in one process at most (tabs beyond fall back to polling). */
export const MAX_STREAMS_PER_MEMBER = 8;

/**
 * GET /auth/v1/events?ticket=… — the live channel (Server-Sent Events, issue 33, ADR 0033c).
 *
 * Registered outside the /auth/v1 group: EventSource cannot send the Authorization header, so the
 * stream is opened with a ticket from POST /auth/v1/events/ticket — one use, 60 s, stored hashed,
 * tied to the session that asked for it. The long-lived session token never appears in a URL.
 * The stream re-checks that session every LIVE_HEARTBEAT_MS (25 s; a comment line that also keeps proxies from closing an idle stream) and ends when it was logged out, expired
 * or its member banned. Events: `ready` once, then `pm`, `notice`, `balance` (contract/pm.ts).
 */
export async function liveRoutes(base: FastifyInstance): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { services } = app.ctx;
  const open = new Set<ServerResponse>();
  const perMember = new Map<number, number>();

  app.addHook('preClose', async () => {
    for (const res of open) res.end();
    open.clear();
  });

  app.get(
    '/',
    {
      schema: {
        tags: ['live'], summary: '实时通道（Server-Sent Events）：私信、提醒、余额变化；ticket 来自 POST /auth/v1/events/ticket',
        querystring: z.object({ ticket: z.string().max(100).optional() }),
      },
    },
    async (request, reply) => {
      // like every /auth route, an anonymous call (no ticket) is 请登录
      if (!request.query.ticket) throw new AppError(403, '请登录');
      const t = await services.live.redeemTicket(request.query.ticket);
      if (!t) throw new AppError(403, '实时通道票据无效或已过期');
      const user = await services.sessions.aliveByHash(t.tokenHash);
      if (!user || user.id !== t.userId) throw new AppError(403, '请登录');
      if ((perMember.get(user.id) ?? 0) >= MAX_STREAMS_PER_MEMBER) throw new AppError(429, '打开的页面过多，实时更新改为定时刷新');
      const queued: string[] = [];
      const out: { res?: ServerResponse } = {};
      const write = (text: string) => (out.res ? out.res.write(text) : queued.push(text));
      const unsubscribe = await services.live.subscribe(user.id, (m) => {
        write(`id: ${m.id}\nevent: ${m.kind}\ndata: ${m.data}\n\n`);
      });
      if (request.raw.destroyed) {
        unsubscribe(); // the tab went away while the channel was being set up
        return reply.hijack();
      }
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
      });
      res.write(`retry: 10000\nevent: ready\ndata: {}\n\n`);
      for (const text of queued.splice(0)) res.write(text);
      out.res = res;
      open.add(res);
      perMember.set(user.id, (perMember.get(user.id) ?? 0) + 1);
      const stream = res;
      const beat = setInterval(() => {
        stream.write(': ping\n\n');
        services.sessions.aliveByHash(t.tokenHash).then(
          (alive) => {
            if (!alive) stream.end();
          },
          () => undefined,
        );
      }, app.ctx.config.live.heartbeatMs);
      beat.unref();
      let done = false;
      const cleanup = () => {
        if (done) return;
        done = true;
        clearInterval(beat);
        unsubscribe();
        open.delete(stream);
        const n = (perMember.get(user.id) ?? 1) - 1;
        if (n > 0) perMember.set(user.id, n);
        else perMember.delete(user.id);
      };
      res.on('close', cleanup);
      res.on('error', cleanup);
    },
  );
}
