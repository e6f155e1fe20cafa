import cluster from 'node:cluster';
import net from 'node:net';
import v8 from 'node:v8';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, heapGrowingPercent, loadConfig } from './config';
import { createContext } from './context';
import { migrate, openDatabase, type DatabaseHandle } from './db/database';
import { seed } from './db/seed';
import { runPrimary, workerCount } from './cluster';

function applyHeapGrowing(percent: number): void {
  // a flag given on the command line wins (node --heap-growing-percent=N …)
  if (percent > 0 && !process.execArgv.some((a) => a.startsWith('--heap-growing-percent'))) {
    v8.setFlagsFromString(`--heap-growing-percent=${percent}`);
  }
}

/** How long a stopping cluster worker waits, no longer listening, before it closes idle connections. */
const WORKER_DRAIN_MS = 500;

/** Starts ujuso: config → database → migrations → seed → HTTP. One clear line on bad config. */
async function main(): Promise<void> {
  let dbHandle: DatabaseHandle | undefined;
  let app: FastifyInstance | undefined;
  try {
    const config = loadConfig();
    dbHandle = await openDatabase(config.db);
    await migrate(dbHandle.db);
    const ctx = createContext(config, dbHandle);
    const report = await seed(ctx);
    if (report.admin.generatedPassword) {
      console.log(`[ujuso] 已创建管理员 ${report.admin.username}，初始密码（只显示这一次）：${report.admin.generatedPassword}`);
    } else if (report.admin.created) {
      console.log(`[ujuso] 已创建管理员 ${report.admin.username}（密码来自 ADMIN_PASSWORD）`);
    }
    if (report.demoSeeded) console.log('[ujuso] 首次启动：已写入演示数据');
    app = await buildApp({ ctx, logger: { level: config.logLevel } });
    await app.listen({ port: config.port, host: config.host });
    const addr = app.server.address();
    const port = typeof addr === 'object' && addr ? addr.port : config.port;
    console.log(`[ujuso] 已启动：http://${config.host}:${port}/ （数据库：${dbHandle.kind}）`);
  } catch (err) {
    const msg = err instanceof ConfigError ? err.message : `启动失败：${(err as Error).message}`;
    console.error(`[ujuso] ${msg}`);
    await app?.close().catch(() => undefined);
    await dbHandle?.close().catch(() => undefined);
    process.exit(1);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`[ujuso] 收到 ${signal}，正在关闭…`);
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    if (app && cluster.isWorker && app.server.listening) {
      // A cluster worker first stops taking connections (the primary hands new ones to the other
      // workers), then gives the connections it was handed an instant to send their request:
      // app.close() closes connections that are idle, and one whose request has not been read yet
      // counts as idle (issue 18: a rolling restart without a failed request).
      net.Server.prototype.close.call(app.server);
      await new Promise((r) => setTimeout(r, WORKER_DRAIN_MS));
    }
    await app?.close().catch(() => undefined);
    await dbHandle?.close().catch(() => undefined);
    console.log('[ujuso] 已关闭');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

// WORKERS=N (N > 1): this process becomes the cluster primary and forks N workers running this
// same file (issue 18, server/src/cluster.ts); otherwise one process serves.
let workers = 1;
try {
  workers = workerCount(process.env.WORKERS, 1);
  applyHeapGrowing(heapGrowingPercent(process.env.HEAP_GROWING_PERCENT));
} catch (err) {
  console.error(`[ujuso] ${(err as Error).message}`);
  process.exit(1);
}
if (cluster.isPrimary && workers > 1) void runPrimary(workers);
else void main();
