/**
 * Cluster benchmark (issue 18, not a test): `npm run bench:cluster`.
 * 1. starts a throwaway PostgreSQL (scripts/pg-throwaway.mjs; or BENCH_DATABASE_URL), migrates
 *    and seeds it (demo data), adds BENCH_MEMBERS members with sessions for the sign-in load;
 * 2. for WORKERS = 1, 2, 4: starts `server/src/cluster.ts` and loads, for BENCH_SECONDS each,
 *    search (a mixed query log: 1–4 character prefixes of demo titles, anonymous), the forum
 *    (list pages and article details) and sign-in (签到, each request a different member);
 *    plus a Fastify hello-world (one process) as the line this machine can do at all;
 * 3. prints req/s, p99, the scaling factor against 1 worker and the CPU time the server
 *    processes spent per request (utime + stime of primary and workers from /proc).
 * The figures depend on the machine's load: compare lines of the same run only.
 */
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { sql } from 'kysely';
// @ts-expect-error — a plain .mjs script without types
import { startPostgres } from '../pg-throwaway.mjs';
import { freePort, openBenchContext, report, serverEntry, waitFor } from './lib';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '../..');
const SECONDS = Math.max(2, Number(process.env.BENCH_SECONDS || 4));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 32);
const MEMBERS = Number(process.env.BENCH_MEMBERS || 6000);
const WORKER_COUNTS = (process.env.BENCH_WORKERS || '1,2,4').split(',').map(Number);

type Cannon = (opts: Record<string, unknown>, done: (err: Error | null, r: CannonResult) => void) => unknown;
interface CannonResult {
  requests: { total: number; average: number };
  latency: { p99: number };
  non2xx: number;
  errors: number;
  duration: number;
}
const cannon = require('autocannon') as Cannon;

function cpuTicks(pids: number[]): number {
  let t = 0;
  for (const pid of pids) {
    try {
      const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      t += Number(f[11]) + Number(f[12]); // utime, stime (fields 14, 15)
    } catch {
      /* gone */
    }
  }
  return t;
}
const TICK_MS = 1000 / Number(execSync('getconf CLK_TCK').toString().trim() || 100);

function childrenOf(pid: number): number[] {
  try {
    return execSync(`ps -o pid= --ppid ${pid}`).toString().split('\n').map((s) => Number(s.trim())).filter(Boolean);
  } catch {
    return [];
  }
}

async function load(url: string, requests: unknown[] | undefined, pids: number[]) {
  const before = cpuTicks(pids);
  const r = await new Promise<CannonResult>((resolve, reject) =>
    cannon({ url, connections: CONNECTIONS, duration: SECONDS, requests }, (err, res) => (err ? reject(err) : resolve(res))),
  );
  const cpuMs = (cpuTicks(pids) - before) * TICK_MS;
  const total = r.requests.total;
  return { rps: total / SECONDS, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors, cpuMsPerReq: total ? cpuMs / total : NaN };
}

async function main(): Promise<void> {
  let pg: { url: string; stop: () => void } | undefined;
  const children: ReturnType<typeof spawn>[] = [];
  const cleanup = () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
    pg?.stop();
  };
  process.on('exit', cleanup);
  process.on('SIGINT', () => process.exit(130));
  let dbUrl = process.env.BENCH_DATABASE_URL;
  if (!dbUrl) {
    pg = await startPostgres();
    dbUrl = pg!.url;
  }
  console.log('[bench] 准备数据库（演示数据 + 会员）…');
  const ctx = await openBenchContext(dbUrl);
  const now = Date.now();
  await sql`INSERT INTO users (username, username_lower, email, email_lower, password_hash, role, coin, vip_expired, continue_sign_days, last_login_ip, last_login_belong, avatar, banned, created_at, updated_at)
    SELECT 'bench_' || g, 'bench_' || g, 'bench_' || g || '@example.com', 'bench_' || g || '@example.com', '!', 'user', 0, 0, 0, '', '', '', 0, ${now}, ${now} FROM generate_series(1, ${MEMBERS}) g
    ON CONFLICT DO NOTHING`.execute(ctx.db);
  const ids = (await ctx.db.selectFrom('users').select('id').where('username', 'like', 'bench_%').orderBy('id').execute()).map((r) => r.id);
  const tokens: string[] = [];
  for (let i = 0; i < ids.length; i += 200) tokens.push(...(await Promise.all(ids.slice(i, i + 200).map((id) => ctx.services.sessions.create(id)))));
  const titles = (await ctx.db.selectFrom('resources').select('title').where('status', '=', 'approved').limit(200).execute()).map((r) => r.title);
  const queries = titles.map((t, i) => [...t.replace(/\s+/g, '')].slice(0, 1 + (i % 4)).join('')).filter(Boolean);
  const articles = (await ctx.db.selectFrom('articles').select('id').limit(50).execute()).map((r) => r.id);
  await ctx.dbHandle.close();

  const helloPort = await freePort();
  const hello = spawn(process.execPath, ['-e', `const f=require('fastify')();f.get('/hello',async()=>({code:200,msg:'成功',data:'hello'}));f.listen({port:${helloPort},host:'127.0.0.1'})`], { cwd: root, stdio: 'ignore' });
  children.push(hello);
  await waitFor(`http://127.0.0.1:${helloPort}/hello`);

  const searchReqs = queries.map((q) => ({ method: 'GET', path: `/v1/resource/search?kw=${encodeURIComponent(q)}` }));
  const forumReqs = articles.flatMap((id, i) => [{ method: 'GET', path: `/v1/article?page=${1 + (i % 3)}&size=10` }, { method: 'GET', path: `/v1/article/${id}` }]);
  let next = 0; // each sign-in request is a different member (tokens used once per run)
  const lines: string[] = [];
  const helloStats = await load(`http://127.0.0.1:${helloPort}/hello`, undefined, [hello.pid!]);
  lines.push(`| hello-world（1 个进程，无数据库） | — | ${helloStats.rps.toFixed(0)} | ${helloStats.p99} | — | ${helloStats.cpuMsPerReq.toFixed(3)} |`);
  const base: Record<string, number> = {};
  for (const workers of WORKER_COUNTS) {
    const port = await freePort();
    const primary = spawn(process.execPath, serverEntry('cluster'), {
      cwd: root,
      env: { ...process.env, DATABASE_URL: dbUrl, WORKERS: String(workers), PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error', STATIC_DIR: '/nonexistent', RATE_LIMIT_PER_MINUTE: '100000000', PG_POOL_MAX: '8' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(primary);
    let out = '';
    primary.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    const until = Date.now() + 120_000;
    while (!out.includes('集群已启动') && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
    const pids = [primary.pid!, ...childrenOf(primary.pid!)];
    const url = `http://127.0.0.1:${port}`;
    // autocannon walks `requests` from the start on every connection: the member is picked per
    // request instead, so no member signs twice (until all BENCH_MEMBERS have signed)
    const signReqs = [{
      method: 'POST',
      path: '/auth/v1/sign/day',
      body: JSON.stringify({ content: '压测签到', time_id: '1' }),
      setupRequest: (req: { headers?: Record<string, string> }) => ({
        ...req,
        headers: { ...req.headers, authorization: `Bearer ${tokens[next++ % tokens.length]}`, 'content-type': 'application/json' },
      }),
    }];
    for (const [name, reqs] of [['搜索（混合查询）', searchReqs], ['论坛列表 + 详情', forumReqs], ['签到', signReqs]] as const) {
      process.stdout.write(`[bench] ${workers} 个工作进程：${name}…\n`);
      const s = await load(url, reqs as unknown[], pids);
      base[name] ??= s.rps;
      // no issue sets a goal for these (issue 18 asked for the figures): goal "—"
      report({ bench: 'bench:cluster', route: `${name}（PostgreSQL，${workers} 个工作进程）`, figure: '吞吐', value: Math.round(s.rps), unit: 'req/s' });
      report({ bench: 'bench:cluster', route: `${name}（PostgreSQL，${workers} 个工作进程）`, figure: 'p99', value: s.p99, unit: 'ms' });
      lines.push(`| ${name} | ${workers} | ${s.rps.toFixed(0)} | ${s.p99} | ×${(s.rps / base[name]).toFixed(2)} | ${s.cpuMsPerReq.toFixed(3)} |${s.non2xx ? ` 非 2xx ${s.non2xx}` : ''}${s.errors ? ` 错误 ${s.errors}` : ''}`);
    }
    primary.kill('SIGTERM');
    await new Promise((r) => primary.once('exit', r));
  }
  console.log(`\n| 负载 | 工作进程 | req/s | p99 ms | 相对 1 个进程 | CPU ms/请求 |\n|---|---|---|---|---|---|\n${lines.join('\n')}`);
  console.log(`\n（PostgreSQL，${CONNECTIONS} 个连接，每项 ${SECONDS} 秒，本机 ${require('node:os').availableParallelism()} 核；CPU ms/请求 = 服务器进程（主进程 + 工作进程）的 utime+stime ÷ 请求数，不含 PostgreSQL 与压测客户端）`);
  cleanup();
  process.exit(0);
}

void main();
