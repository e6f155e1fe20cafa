import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, parseDatabaseUrl } from '../../server/src/config';
import { createContext, type AppContext } from '../../server/src/context';
import { migrate, openDatabase } from '../../server/src/db/database';
import { seed } from '../../server/src/db/seed';

/** Shared pieces of the benchmark scripts (coins, forum, search). */

const require = createRequire(import.meta.url);

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
    // BENCH_KEEP=1 leaves the database for a closer look (EXPLAIN, sqlite3 shell)
    if (process.env.BENCH_KEEP) console.log(`[bench] 保留了工作目录：${dir}`);
    else fs.rmSync(dir, { recursive: true, force: true });
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

/**
 * The ceiling for a reply of a given size on this machine: a bare Fastify process (no plugins,
 * no database) that answers `/b/<key>` with exactly the bytes our API sent for that request.
 * Bigger replies cost the kernel and autocannon more per request than hello-world's 17 bytes;
 * no implementation of the route can beat this figure here, whatever it does inside.
 * Returns the base URL; the child joins `children` (stopped on cleanup).
 */
export async function startSameBytesServer(dir: string, bodies: Record<string, string>, children: ChildProcess[]): Promise<string> {
  const port = await freePort();
  const dataFile = path.join(dir, 'same-bytes.json');
  fs.writeFileSync(dataFile, JSON.stringify(bodies));
  const script = path.join(dir, 'same-bytes.cjs');
  fs.writeFileSync(
    script,
    `const app = require(${JSON.stringify(require.resolve('fastify'))})();\n` +
      `const raw = JSON.parse(require('node:fs').readFileSync(${JSON.stringify(dataFile)}, 'utf8'));\n` +
      // as Buffers: the bytes go out as they are, the cheapest way Node can send them
      `const bodies = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Buffer.from(v)]));\n` +
      `for (const [k, body] of Object.entries(bodies)) app.get('/b/' + k, (_q, reply) => { reply.type('application/json; charset=utf-8').send(body); });\n` +
      `app.listen({ port: ${port}, host: '127.0.0.1' });\n`,
  );
  children.push(spawn(process.execPath, [script], { stdio: ['ignore', 'ignore', 'inherit'] }));
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/b/${Object.keys(bodies)[0]}`);
  return base;
}
