import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { z } from 'zod';
import type { cacheStats } from '../../contract/admin';
import { loadConfig, parseDatabaseUrl } from '../../server/src/config';
import { createContext, type AppContext } from '../../server/src/context';
import { migrate, openDatabase } from '../../server/src/db/database';
import { seed } from '../../server/src/db/seed';
import type { Clock } from '../../server/src/lib/time';
import { rng } from '../../server/src/search/synthetic';
import pg from 'pg';
// @ts-expect-error — a plain .mjs script without types
import { startPostgres } from '../pg-throwaway.mjs';

/** Shared pieces of the benchmark scripts (coins, forum, search). */

// the headline figures as structured results (BENCH_RESULTS, npm run bench): scripts/bench/summary.ts
export { report } from './summary';

const require = createRequire(import.meta.url);

let serverBuilt = false;
/**
 * What the benches start as the API process: the bundle `npm start` runs (dist-server/server.mjs,
 * or cluster.mjs as `npm run start:cluster` does; scripts/build-server.mjs), built once per bench
 * run from the current code, so the figures (RSS above all) are those of the served process
 * (ADR 0037).
 */
export function serverEntry(entry: 'server' | 'cluster' = 'server'): string[] {
  if (!serverBuilt) {
    execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
    serverBuilt = true;
  }
  return [`dist-server/${entry}.mjs`];
}

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
  let cleaned = false;
  const cleanup = () => {
    if (cleaned) return;
    cleaned = true;
    for (const c of children) if (c.pid && c.exitCode === null) c.kill('SIGTERM');
    // BENCH_KEEP=1 leaves the database for a closer look (EXPLAIN, sqlite3 shell)
    if (process.env.BENCH_KEEP) console.log(`[bench] 保留了工作目录：${dir}`);
    else fs.rmSync(dir, { recursive: true, force: true });
  };
  process.on('SIGINT', () => {
    cleanup();
    process.exit(130);
  });
  // also when the bench dies some other way (e.g. its output piped into `head`, which closes
  // the pipe): no server left running, no database left behind
  process.on('exit', cleanup);
  return { dir, dbUrl: process.env.BENCH_DATABASE_URL || `sqlite:${path.join(dir, 'bench.db')}`, children, cleanup };
}

/** BENCH_DB=pg: the bench runs against a throwaway PostgreSQL (issue 34 item 4). */
export const BENCH_PG = process.env.BENCH_DB === 'pg';

export interface BenchPostgres {
  url: string;
  /** stops the server and deletes its folder (BENCH_KEEP=1: leaves it running, URL printed) */
  stop(): void;
}

/**
 * A throwaway PostgreSQL for one bench (scripts/pg-throwaway.mjs) with pg_stat_statements loaded,
 * stopped when the bench ends (also on Ctrl-C or a crash). BENCH_KEEP=1 keeps it running for
 * EXPLAIN ANALYZE; its URL and data folder are printed.
 */
export async function startBenchPostgres(): Promise<BenchPostgres> {
  const server = (await startPostgres({
    shared_preload_libraries: 'pg_stat_statements',
    'pg_stat_statements.track': 'all',
    'pg_stat_statements.max': '5000',
    // the benches' database is written in bulk once, then read: room for the 1M-row indexes
    shared_buffers: '256MB',
    maintenance_work_mem: '256MB',
    max_wal_size: '4GB',
  })) as { url: string; stop(): void };
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  await client.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
  await client.end();
  console.log(`[bench] 临时 PostgreSQL：${server.url}（pg_stat_statements 已加载）`);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    if (process.env.BENCH_KEEP) console.log(`[bench] 保留了 PostgreSQL（仍在运行，用完请自行停止）：${server.url}`);
    else server.stop();
  };
  process.on('exit', stop);
  return { url: server.url, stop };
}

/** Empties pg_stat_statements: called after the data is written, so the top list is the load run's. */
export async function resetQueryStats(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_stat_statements_reset()');
  } finally {
    await client.end();
  }
}

/** Prints the statements that took the most total time since the last reset (pg_stat_statements). */
export async function printTopQueries(url: string, limit = 12): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ calls: string; total: number; mean: number; max: number; rows: string; hit: number; query: string }>(
      `SELECT calls, total_exec_time AS total, mean_exec_time AS mean, max_exec_time AS max, rows,
              CASE WHEN shared_blks_hit + shared_blks_read = 0 THEN 1 ELSE shared_blks_hit::float / (shared_blks_hit + shared_blks_read) END AS hit,
              regexp_replace(query, '\\s+', ' ', 'g') AS query
         FROM pg_stat_statements
        WHERE query NOT ILIKE '%pg_stat_statements%' AND dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
        ORDER BY total_exec_time DESC LIMIT $1`,
      [limit],
    );
    console.log(`\n[bench] PostgreSQL 总耗时最多的 ${rows.length} 条语句（pg_stat_statements，压测期间）：`);
    console.log('| 总耗时 ms | 次数 | 平均 ms | 最大 ms | 行数 | 缓存命中 | 语句 |');
    console.log('| ---: | ---: | ---: | ---: | ---: | ---: | --- |');
    for (const r of rows) {
      const q = r.query.length > 300 ? `${r.query.slice(0, 300)}…` : r.query;
      console.log(`| ${Math.round(r.total)} | ${r.calls} | ${r.mean.toFixed(3)} | ${r.max.toFixed(1)} | ${r.rows} | ${(r.hit * 100).toFixed(1)}% | \`${q.replace(/\|/g, '\\|')}\` |`);
    }
  } finally {
    await client.end();
  }
}

/**
 * benchWorkspace, and the database the bench writes into: BENCH_DB=pg starts a throwaway
 * PostgreSQL (stopped by cleanup()); otherwise BENCH_DATABASE_URL or the temporary SQLite file.
 */
export async function benchWorkspaceDb(name: string): Promise<BenchWorkspace & { pg?: BenchPostgres }> {
  const ws = benchWorkspace(name);
  if (!BENCH_PG) return ws;
  const server = await startBenchPostgres();
  return {
    ...ws,
    dbUrl: server.url,
    pg: server,
    cleanup: () => {
      ws.cleanup();
      server.stop();
    },
  };
}

/** Opens, migrates and seeds the bench database and returns the app context on it. */
export async function openBenchContext(dbUrl: string, clock?: Clock): Promise<AppContext> {
  const config = { ...loadConfig({ ADMIN_PASSWORD: 'Bench-Admin-2026' }), db: parseDatabaseUrl(dbUrl) };
  const handle = await openDatabase(config.db);
  await migrate(handle.db);
  const ctx = createContext(config, handle, clock);
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

/** One thing to load: a URL, optionally with autocannon request definitions. */
export interface CannonTarget {
  key: string;
  url: string;
  requests?: unknown[];
  /** runs before each of this target's slices (e.g. one request per query, as a visitor a moment earlier) */
  before?: () => Promise<void>;
  /** runs after each of this target's slices (e.g. reading the server's cache stats) */
  after?: () => Promise<void>;
}

export interface CannonStats {
  /** completed requests per second over all rounds */
  rps: number;
  /** latency percentiles over every response of every round (ms) */
  p50: number;
  p99: number;
  max: number;
  /**
   * p99 without each slice's first WARM_MS: the first requests of every run (50 new connections)
   * reach a busy route slowly, while the server's own timing of them stays short (ADR 0007)
   */
  p99Steady: number;
  non2xx: number;
  errors: number;
}

interface CannonRun {
  requests: { total: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
/** The start of each slice left out of `p99Steady`. */
export const WARM_MS = 500;
/** The line under every bench table that says what "steady p99" leaves out. */
export const STEADY_NOTE = `稳态 p99：不计每一轮每一项开头的 ${WARM_MS} ms（每次压测开始、新开连接时的慢启动，见 docs/adr/0007）`;

/** How many interleaved rounds (BENCH_ROUNDS, default 5). */
export function benchRounds(): number {
  return Math.max(1, Number(process.env.BENCH_ROUNDS || 5));
}

/** Requests each URL once, in turn, and reads the reply (e.g. to fill a cache just before a slice). */
export async function fetchEach(urls: string[]): Promise<void> {
  for (const url of urls) await (await fetch(url)).arrayBuffer();
}

type Cannon = (
  opts: { url: string; connections: number; duration: number; requests?: unknown[] },
  done: (err: Error | null, result: CannonRun) => void,
) => { on(event: 'response', fn: (client: unknown, status: number, bytes: number, ms: number) => void): void };

/**
 * Loads every target in turn, `rounds` times over (hello-world, route A, its ceiling, route B, …,
 * then again), `totalSeconds / rounds` seconds each. This machine's speed drifts by ±30 % within
 * seconds (a shared VM); one 10 s run per target compared a route with a hello-world measured
 * under other conditions. Interleaved short runs share the same conditions, so the ratios hold
 * from run to run. Latency percentiles are computed over every single response of all rounds
 * (not averaged per round). BENCH_ROUNDS sets the rounds (default 5).
 */
export async function interleave(
  targets: CannonTarget[],
  opts: { connections: number; totalSeconds: number; label: string },
): Promise<Map<string, CannonStats>> {
  const cannon = require('autocannon') as Cannon;
  const rounds = benchRounds();
  const slice = Math.max(1, Math.round(opts.totalSeconds / rounds));
  const runs = new Map<string, CannonRun[]>(targets.map((t) => [t.key, []]));
  const latencies = new Map<string, number[]>(targets.map((t) => [t.key, []]));
  const steady = new Map<string, number[]>(targets.map((t) => [t.key, []]));
  for (let round = 1; round <= rounds; round++) {
    process.stdout.write(`[${opts.label}] 第 ${round}/${rounds} 轮（每项 ${slice} 秒）…`);
    for (const t of targets) {
      const lat = latencies.get(t.key)!;
      const warm = steady.get(t.key)!;
      await t.before?.();
      const result = await new Promise<CannonRun>((resolve, reject) => {
        const tracker = cannon({ url: t.url, connections: opts.connections, duration: slice, requests: t.requests }, (err, r) =>
          err ? reject(err) : resolve(r),
        );
        const started = Date.now();
        tracker.on('response', (_client, _status, _bytes, ms) => {
          lat.push(ms);
          if (Date.now() - started > WARM_MS) warm.push(ms);
          // BENCH_TRACE=1: where in the slice the slow responses were (diagnosing stalls)
          if (process.env.BENCH_TRACE && ms > 100) console.log(`  [trace] ${t.key} 第 ${round} 轮 +${Date.now() - started} ms：${Math.round(ms)} ms`);
        });
      });
      runs.get(t.key)!.push(result);
      await t.after?.();
    }
    process.stdout.write(' 完成\n');
  }
  const out = new Map<string, CannonStats>();
  for (const [key, rs] of runs) {
    const pct = (xs: number[]) => {
      const sorted = Float64Array.from(xs).sort();
      return (q: number) => (sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] * 10) / 10 : NaN);
    };
    const at = pct(latencies.get(key)!);
    out.set(key, {
      rps: rs.reduce((a, r) => a + r.requests.total, 0) / (slice * rs.length),
      p50: at(0.5),
      p99: at(0.99),
      max: at(1),
      p99Steady: pct(steady.get(key)!)(0.99),
      non2xx: rs.reduce((a, r) => a + r.non2xx, 0),
      errors: rs.reduce((a, r) => a + r.errors + r.timeouts, 0),
    });
  }
  return out;
}

/** ids 1..n drawn Zipf(s = 1): rank r with weight 1/r, ranks shuffled over the ids once. */
export function zipf(n: number, seed: number): () => number {
  const rand = rng(seed);
  const perm = Int32Array.from({ length: n }, (_, i) => i + 1);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [perm[i], perm[j]] = [perm[j], perm[i]];
  }
  // inverse CDF by binary search over the harmonic prefix sums
  const cdf = new Float64Array(n);
  let sum = 0;
  for (let r = 0; r < n; r++) cdf[r] = sum += 1 / (r + 1);
  return () => {
    const x = Math.random() * sum;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cdf[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return perm[lo];
  };
}

/** Loads `url` for `seconds` without recording anything (e.g. the traffic a moment before a slice). */
export async function warmUp(url: string, requests: unknown[] | undefined, seconds: number, connections = 8): Promise<void> {
  const cannon = require('autocannon') as Cannon;
  await new Promise<void>((resolve, reject) => {
    cannon({ url, connections, duration: seconds, requests }, (err) => (err ? reject(err) : resolve()));
  });
}

/** GET /admin/v1/cache/stats (server/src/routes/admin/cache.ts): its one schema is in contract/admin.ts. */
export type CacheStatsReply = z.infer<typeof cacheStats>;
/** One cache of that reply. */
export type CacheStat = CacheStatsReply['caches'][number];

export async function readCacheStats(api: string, adminToken: string): Promise<CacheStatsReply> {
  const res = await fetch(`${api}/admin/v1/cache/stats`, { headers: { authorization: `Bearer ${adminToken}` } });
  const body = (await res.json()) as { code: number; msg: string; data: CacheStatsReply };
  if (body.code !== 200) throw new Error(`读取缓存统计失败：${body.msg}`);
  return body.data;
}

/**
 * Hits and misses of the server's caches during the slices of each target (the stats read just
 * before and just after every slice, interleave's before/after): so a uniform and a Zipf stream
 * of the same route measured in one run each get their own hit ratio.
 */
export class CacheTally {
  private readonly totals = new Map<string, Map<string, { hits: number; misses: number }>>();
  private start: CacheStatsReply | undefined;
  last: CacheStatsReply | undefined;

  constructor(
    private readonly api: string,
    private readonly adminToken: string,
  ) {}

  /** For a target's before (after any warm-up) and after. */
  begin = async (): Promise<void> => {
    this.start = await readCacheStats(this.api, this.adminToken);
  };

  end(key: string): () => Promise<void> {
    return async () => {
      const now = await readCacheStats(this.api, this.adminToken);
      this.last = now;
      const before = new Map((this.start?.caches ?? []).map((c) => [c.name, c]));
      let t = this.totals.get(key);
      if (!t) this.totals.set(key, (t = new Map()));
      for (const c of now.caches) {
        const b = before.get(c.name);
        const sum = t.get(c.name) ?? { hits: 0, misses: 0 };
        sum.hits += c.hits - (b?.hits ?? 0);
        sum.misses += c.misses - (b?.misses ?? 0);
        t.set(c.name, sum);
      }
    };
  }

  /** The hit ratio (0–1) of cache `name` during the slices of `key`; NaN without lookups. */
  ratio(key: string, name: string): number {
    const c = this.totals.get(key)?.get(name);
    return c && c.hits + c.misses > 0 ? c.hits / (c.hits + c.misses) : NaN;
  }

  lookups(key: string, name: string): number {
    const c = this.totals.get(key)?.get(name);
    return c ? c.hits + c.misses : 0;
  }
}
