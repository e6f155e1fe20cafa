import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import { ConfigError, loadConfig } from './config';
import { createContext } from './context';
import { migrate, openDatabase } from './db/database';
import { seed } from './db/seed';

/**
 * `npm run start:cluster` / `WORKERS=N npm start` (issue 18, ADR 0018): N API processes on one
 * port with node's cluster module (the primary accepts connections and hands them round-robin
 * to the workers; each worker is the ordinary server.ts).
 *
 * - The primary migrates and seeds once (the generated admin password is printed once), then
 *   forks WORKERS workers (default: the number of cores).
 * - A worker that dies is replaced (1 s, doubling up to 30 s while workers keep dying within
 *   10 s of their start, so a broken database does not make a fork loop).
 * - SIGHUP (or SIGUSR2): graceful restart one by one — a new worker is forked and listening
 *   before the old one is told to stop, so there is always a worker to answer.
 * - SIGTERM / SIGINT: every worker stops gracefully (finishes its requests, writes its buffered
 *   view counts and cache generations, closes its database pool), then the primary exits.
 * Workers share the rate limit in the database (RATE_LIMIT_STORE=db unless set).
 */
export async function runPrimary(workers: number): Promise<void> {
  try {
    const config = loadConfig();
    const handle = await openDatabase(config.db);
    await migrate(handle.db);
    const report = await seed(createContext(config, handle));
    if (report.admin.generatedPassword) {
      console.log(`[ujuso] 已创建管理员 ${report.admin.username}，初始密码（只显示这一次）：${report.admin.generatedPassword}`);
    }
    if (report.demoSeeded) console.log('[ujuso] 首次启动：已写入演示数据');
    await handle.close();
    if (config.db.kind === 'sqlite' && workers > 1) {
      console.log('[ujuso] 提示：SQLite 同一时间只有一个写入者，多个进程同时写入时部分请求会得到 503（数据库暂时不可用）；多进程请使用 PostgreSQL');
    }
  } catch (err) {
    console.error(`[ujuso] ${err instanceof ConfigError ? err.message : `启动失败：${(err as Error).message}`}`);
    process.exit(1);
  }

  const env = { UJUSO_WORKER: '1', RATE_LIMIT_STORE: process.env.RATE_LIMIT_STORE || 'db' };
  let stopping = false;
  let restarting = false;
  let delay = 1000;
  const started = new Map<number, number>();

  const fork = (): Worker => {
    const w = cluster.fork(env);
    started.set(w.id, Date.now());
    return w;
  };
  const listening = (w: Worker) =>
    new Promise<void>((resolve, reject) => {
      w.once('listening', () => resolve());
      w.once('exit', (code) => reject(new Error(`进程 ${w.process.pid} 启动时退出（${code}）`)));
    });
  const stopWorker = (w: Worker, timeoutMs = 15_000) =>
    new Promise<void>((resolve) => {
      if (w.isDead()) return resolve();
      (w as Worker & { replaced?: boolean }).replaced = true;
      const timer = setTimeout(() => w.process.kill('SIGKILL'), timeoutMs);
      w.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      w.process.kill('SIGTERM'); // server.ts: app.close() → views and cache generations written
    });

  cluster.on('exit', (w, code, signal) => {
    const planned = stopping || (w as Worker & { replaced?: boolean }).replaced;
    const lived = Date.now() - (started.get(w.id) ?? 0);
    started.delete(w.id);
    if (planned) return;
    console.error(`[ujuso] 工作进程 ${w.process.pid} 意外退出（${signal ?? code}），正在补上`);
    delay = lived < 10_000 ? Math.min(delay * 2, 30_000) : 1000;
    setTimeout(() => {
      if (!stopping) fork();
    }, lived < 10_000 ? delay : 0);
  });

  const rollingRestart = async () => {
    if (restarting || stopping) return;
    restarting = true;
    console.log('[ujuso] 逐个重启工作进程…');
    try {
      for (const old of Object.values(cluster.workers ?? {})) {
        if (!old || old.isDead()) continue;
        const next = fork();
        await listening(next);
        await stopWorker(old);
      }
      console.log('[ujuso] 工作进程已全部重启');
    } catch (err) {
      console.error(`[ujuso] 重启中断：${(err as Error).message}`);
    } finally {
      restarting = false;
    }
  };

  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[ujuso] 收到 ${signal}，正在关闭全部工作进程…`);
    await Promise.all(Object.values(cluster.workers ?? {}).map((w) => (w ? stopWorker(w) : undefined)));
    console.log('[ujuso] 已关闭');
    process.exit(0);
  };

  process.on('SIGHUP', () => void rollingRestart());
  process.on('SIGUSR2', () => void rollingRestart());
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const first = Array.from({ length: workers }, fork);
  try {
    await Promise.all(first.map(listening));
  } catch (err) {
    console.error(`[ujuso] 启动失败：${(err as Error).message}`);
    stopping = true;
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
    process.exit(1);
  }
  console.log(`[ujuso] 集群已启动：${workers} 个工作进程（主进程 ${process.pid}：${first.map((w) => w.process.pid).join(', ')}）`);
}

/** WORKERS from the environment; `npm run start:cluster` defaults it to the number of cores. */
export function workerCount(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 256) throw new ConfigError(`WORKERS 无效："${raw}"（应为 1–256 的整数）`);
  return n;
}

// entry of `npm run start:cluster`
if (process.argv[1] && /cluster\.(?:[tj]s|mjs)$/.test(process.argv[1])) {
  if (cluster.isPrimary) {
    let n: number;
    try {
      n = workerCount(process.env.WORKERS, os.availableParallelism());
    } catch (err) {
      console.error(`[ujuso] ${(err as Error).message}`);
      process.exit(1);
    }
    void runPrimary(n);
  } else {
    void import('./server');
  }
}
