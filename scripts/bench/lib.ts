import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, parseDatabaseUrl } from '../../server/src/config';
import { createContext, type AppContext } from '../../server/src/context';
import { migrate, openDatabase } from '../../server/src/db/database';
import { seed } from '../../server/src/db/seed';

/** Shared pieces of the benchmark scripts (coins, forum, search). */

/** Node flags for the API process: a CPU profile into BENCH_CPU_PROF (a folder) when set. */
export function profileArgs(): string[] {
  const dir = process.env.BENCH_CPU_PROF;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(dir)}`] : [];
}

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Resolves once `url` answers 2xx; throws after `ms`. */
export async function waitFor(url: string, ms = 60_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`服务未在 ${ms / 1000} 秒内启动：${url}`);
}

export interface BenchWorkspace {
  /** Temporary folder for the database and helper scripts; removed by cleanup(). */
  dir: string;
  /** BENCH_DATABASE_URL, or a SQLite file in `dir`. */
  dbUrl: string;
  /** Child processes (servers) to stop on cleanup. */
  children: ChildProcess[];
  cleanup(): void;
}

/** A temporary workspace whose servers and files are cleaned up on exit or Ctrl-C. */
export function benchWorkspace(name: string): BenchWorkspace {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `ujuso-bench-${name}-`));
  const children: ChildProcess[] = [];
  const cleanup = () => {
    for (const c of children) if (c.pid && c.exitCode === null) c.kill('SIGTERM');
    fs.rmSync(dir, { recursive: true, force: true });
  };
  process.on('SIGINT', () => {
    cleanup();
    process.exit(130);
  });
  return { dir, dbUrl: process.env.BENCH_DATABASE_URL || `sqlite:${path.join(dir, 'bench.db')}`, children, cleanup };
}

/** Opens, migrates and seeds the bench database and returns the app context on it. */
export async function openBenchContext(dbUrl: string): Promise<AppContext> {
  const config = { ...loadConfig({ ADMIN_PASSWORD: 'Bench-Admin-2026' }), db: parseDatabaseUrl(dbUrl) };
  const handle = await openDatabase(config.db);
  await migrate(handle.db);
  const ctx = createContext(config, handle);
  await seed(ctx);
  return ctx;
}
