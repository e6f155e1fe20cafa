/**
 * Coins benchmark (not a test): a 100,000-user database, then concurrent sign-ins and VIP
 * exchanges over HTTP with autocannon at 50 connections, next to a bare Fastify hello-world
 * measured in the same run; afterwards the ledger is checked for drift (every user's balance
 * must equal the sum of their ledger deltas).
 *
 *   npm run bench:coins                                   # temporary SQLite file
 *   BENCH_DB=pg npm run bench:coins                       # a throwaway PostgreSQL (pg_stat_statements top list at the end)
 *   BENCH_DATABASE_URL=postgres://… npm run bench:coins   # an EMPTY PostgreSQL database
 *   BENCH_USERS=20000 BENCH_SECONDS=5 npm run bench:coins
 *   BENCH_CPU_PROF=/tmp/prof npm run bench:coins          # also write the API's CPU profile there
 *
 * The API and the hello-world each run in their own process; autocannon runs here. All three
 * share this machine's cores: compare with the hello-world line of the same run.
 * After the HTTP runs, the API is stopped and the same service calls run in this process, 50 at a
 * time, without HTTP: the ceiling of the routes (their transaction alone), also against hello-world.
 * On SQLite, last, the floor of any design: a balance update plus its ledger row as raw
 * statements, one transaction each and 50 per transaction — what every coin movement must write.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { hashToken } from '../../server/src/services/session-service';
import { benchWorkspaceDb, printTopQueries, resetQueryStats, freePort, interleave, openBenchContext, profileArgs, serverEntry, waitFor, STEADY_NOTE, benchRounds, report } from './lib';

interface CannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats?: Record<string, { count: number }>;
}
interface CannonRequest {
  method?: string;
  path?: string;
  setupRequest?: (req: { path: string; headers?: Record<string, string>; body?: string }) => {
    path: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
  };
}
type Autocannon = (opts: { url: string; connections: number; duration: number; requests?: CannonRequest[] }) => Promise<CannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const USERS = Number(process.env.BENCH_USERS || 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = 50;
const START_COINS = 1000;

async function main(): Promise<void> {
  const { dir, dbUrl, children, cleanup, pg: pgServer } = await benchWorkspaceDb('coins');

  try {
    // ---- data: USERS members, each START_COINS coins granted through a ledger row, and a session each
    console.log(`[bench:coins] 数据库：${dbUrl.startsWith('sqlite') ? 'SQLite（临时文件）' : 'PostgreSQL'}；写入 ${USERS} 个用户…`);
    const ctx = await openBenchContext(dbUrl);
    const t0 = Date.now();
    const now = Date.now();
    const tokens: string[] = [];
    const BATCH = 1000;
    const firstId = Number((await ctx.db.selectFrom('users').select((eb) => eb.fn.max('id').as('m')).executeTakeFirstOrThrow()).m) + 1;
    for (let done = 0; done < USERS; done += BATCH) {
      const n = Math.min(BATCH, USERS - done);
      await ctx.db.transaction().execute(async (trx) => {
        const users = Array.from({ length: n }, (_, k) => {
          const name = `bench_${done + k}`;
          return {
            username: name, username_lower: name, email: `${name}@bench.local`, email_lower: `${name}@bench.local`, password_hash: '!',
            role: 'user', coin: START_COINS, vip_expired: 0, continue_sign_days: 0, last_login_ip: '', last_login_belong: '', avatar: '',
            banned: 0, created_at: now, updated_at: now,
          };
        });
        const ids = (await trx.insertInto('users').values(users).returning('id').execute()).map((r) => r.id);
        await trx
          .insertInto('ledger')
          .values(ids.map((id) => ({ user_id: id, delta: START_COINS, balance_after: START_COINS, kind: 'bench_grant', ref: 'bench', note: '压测初始金币', created_at: now })))
          .execute();
        const sessions = ids.map((id) => {
          const token = randomBytes(24).toString('base64url');
          tokens.push(token);
          return { user_id: id, token_hash: hashToken(token), created_at: now, last_seen_at: now, expires_at: now + 30 * 86_400_000, revoked: 0 };
        });
        await trx.insertInto('sessions').values(sessions).execute();
      });
      process.stdout.write(`\r[bench:coins] 已写入 ${done + n} / ${USERS}`);
    }
    process.stdout.write(`\n[bench:coins] 写入完成（首个 id ${firstId}），用时 ${((Date.now() - t0) / 1000).toFixed(1)} 秒\n`);
    await ctx.dbHandle.close();
    // BENCH_DB=pg: the top-queries list below covers the HTTP run, not the seeding
    if (pgServer) await resetQueryStats(dbUrl);

    // ---- servers
    const apiPort = await freePort();
    const helloPort = await freePort();
    children.push(
      spawn('node', [...profileArgs(), ...serverEntry()], {
        env: {
          ...process.env, DATABASE_URL: dbUrl, PORT: String(apiPort), HOST: '127.0.0.1', LOG_LEVEL: 'warn',
          RATE_LIMIT_PER_MINUTE: '100000000', STATIC_DIR: path.join(dir, 'no-spa'), ADMIN_PASSWORD: 'Bench-Admin-2026',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      }),
    );
    const helloScript = path.join(dir, 'hello.mjs');
    fs.writeFileSync(
      helloScript,
      `import Fastify from ${JSON.stringify(createRequire(import.meta.url).resolve('fastify'))};\n` +
        `const app = Fastify();\napp.get('/', async () => ({ hello: 'world' }));\n` +
        `await app.listen({ port: ${helloPort}, host: '127.0.0.1' });\n`,
    );
    children.push(spawn('node', [helloScript], { stdio: ['ignore', 'ignore', 'inherit'] }));
    await waitFor(`http://127.0.0.1:${helloPort}/`);
    await waitFor(`http://127.0.0.1:${apiPort}/v1/health`);
    const api = `http://127.0.0.1:${apiPort}`;

    // Each sign-in request uses the next user's token (each user signs once); exchanges pick a random user.
    let signNext = 0;
    const json = { 'content-type': 'application/json' };
    const signIn: CannonRequest[] = [
      {
        method: 'POST',
        setupRequest: (r) => ({
          ...r, path: '/auth/v1/sign/day', method: 'POST',
          headers: { ...json, authorization: `Bearer ${tokens[signNext++ % tokens.length]}` },
          body: JSON.stringify({ content: '压测签到', time_id: '1' }),
        }),
      },
    ];
    const exchange: CannonRequest[] = [
      {
        method: 'POST',
        setupRequest: (r) => ({
          ...r, path: '/auth/v1/user/exchange', method: 'POST',
          headers: { ...json, authorization: `Bearer ${tokens[Math.floor(Math.random() * tokens.length)]}` },
          body: JSON.stringify({ type: 'vip', payload: 1 }),
        }),
      },
    ];
    const runs: Array<{ key: string; name: string; url: string; requests?: CannonRequest[] }> = [
      { key: 'hello', name: 'hello-world（裸 Fastify）', url: `http://127.0.0.1:${helloPort}/` },
      { key: 'sign', name: '签到 POST /auth/v1/sign/day', url: api, requests: signIn },
      { key: 'exchange', name: '兑换 POST /auth/v1/user/exchange（VIP 1 天，10 金币）', url: api, requests: exchange },
    ];
    await autocannon({ url: `http://127.0.0.1:${helloPort}/`, connections: 8, duration: 1 });
    // How far the WAL grows under load: past 16,000 pages (~64 MB) SQLite's own checkpoint runs
    // inside a COMMIT (db/checkpointer.ts), which every queued request then waits for.
    const walFile = dbUrl.startsWith('sqlite:') ? `${dbUrl.slice('sqlite:'.length)}-wal` : '';
    let walMax = 0;
    const walSampler = setInterval(() => {
      if (walFile && fs.existsSync(walFile)) walMax = Math.max(walMax, fs.statSync(walFile).size);
    }, 100);
    const stats = await interleave(runs, { connections: CONNECTIONS, totalSeconds: SECONDS, label: 'bench:coins' });
    clearInterval(walSampler);
    if (pgServer) await printTopQueries(dbUrl);
    for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));

    // ---- the ceiling without HTTP: the same service calls in this process, CONNECTIONS at a time
    // (what the routes delegate to: ledger transaction, Kysely, SQLite). No route can beat these.
    // A day later by the clock: the HTTP run may have signed every user in today, and a second
    // sign-in of the day is refused (refusals are no ceiling); tomorrow each user signs once more.
    const ctx2 = await openBenchContext(dbUrl, { now: () => Date.now() + 86_400_000 });
    const h2 = ctx2.dbHandle;
    /** `more` says whether there is still work that can succeed (users who have not signed today). */
    const direct = async (name: string, call: () => Promise<unknown>, more: () => boolean = () => true) => {
      process.stdout.write(`[bench:coins] ${name} …`);
      const started = Date.now();
      const until = started + SECONDS * 1000;
      let done = 0;
      let failed = 0;
      await Promise.all(
        Array.from({ length: CONNECTIONS }, async () => {
          while (Date.now() < until && more()) {
            try {
              await call();
              done++;
            } catch {
              failed++;
            }
          }
        }),
      );
      const rate = done / Math.max(0.001, (Date.now() - started) / 1000);
      process.stdout.write(` ${Math.round(rate)} 次/秒（失败 ${failed}）\n`);
      return { name, rate, failed };
    };
    // Every user signs at most once on that day: the run stops when they are used up, its rate
    // taken over the time it ran.
    let nextSigner = 0;
    const serviceRuns = [
      await direct('↳ 上限：签到服务直接调用（无 HTTP）', () => ctx2.services.sign.signDay(firstId + nextSigner++, '压测签到', '1'), () => nextSigner < USERS),
      await direct('↳ 上限：兑换服务直接调用（无 HTTP）', () =>
        ctx2.services.exchange.exchange(firstId + Math.floor(Math.random() * USERS), { type: 'vip', days: 1 }),
      ),
    ];

    // ---- the floor of any design with one durable transaction per coin movement (SQLite only):
    // the least such a request must write — a balance update and its ledger row — as raw prepared
    // statements in a loop, one transaction each, then 50 per transaction (group commit).
    // Each credits 1 coin with its ledger row, so the drift check below still holds.
    const sqliteRuns: Array<{ name: string; rate: number }> = [];
    if (h2.sqlite) {
      const raw = h2.sqlite;
      const upd = raw.prepare('UPDATE users SET coin = coin + 1, updated_at = ? WHERE id = ? RETURNING coin').pluck();
      const ins = raw.prepare("INSERT INTO ledger (user_id, delta, balance_after, kind, ref, note, created_at) VALUES (?, 1, ?, 'bench_floor', 'bench', '', ?)");
      const move = (id: number) => {
        const t = Date.now();
        ins.run(id, upd.get(t, id), t);
      };
      const one = raw.transaction(move);
      const many = raw.transaction((ids: number[]) => ids.forEach(move));
      const randomUser = () => firstId + Math.floor(Math.random() * USERS);
      for (const [name, batch] of [['↳ 下限：SQLite 裸语句，余额 + 账本行，每次一个事务（无 HTTP、无业务）', 1], ['↳ 下限：同上，每 50 次合并一个事务（组提交）', 50]] as const) {
        process.stdout.write(`[bench:coins] ${name} …`);
        const until = Date.now() + SECONDS * 1000;
        let done = 0;
        while (Date.now() < until) {
          if (batch === 1) one(randomUser());
          else many(Array.from({ length: batch }, randomUser));
          done += batch;
          if (done % 500 === 0) await new Promise((r) => setImmediate(r)); // let the checkpointer's messages through
        }
        sqliteRuns.push({ name, rate: done / SECONDS });
        process.stdout.write(` ${Math.round(done / SECONDS)} 次/秒\n`);
      }
    }

    // ---- ledger drift (after every run above)
    const drift = await ctx2.services.ledger.drift();
    const count = async (table: 'sign_records' | 'orders' | 'ledger') =>
      Number((await h2.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const [signs, orders, ledgerRows] = [await count('sign_records'), await count('orders'), await count('ledger')];
    await h2.close();

    const hello = stats.get('hello')!.rps;
    console.log(
      `\n[bench:coins] ${USERS} 个用户，${CONNECTIONS} 个连接，每项共 ${SECONDS} 秒（分 ${benchRounds()} 轮交替），${os.cpus().length} 核（与其他进程共享）`,
    );
    console.log('| 接口 | 次/秒 | 相对 hello-world | p50 ms | p99 / 稳态 p99 / 最大 ms | 非 2xx | 错误 |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const { key, name } of runs) {
      const r = stats.get(key)!;
      console.log(`| ${name} | ${Math.round(r.rps)} | ${((r.rps / hello) * 100).toFixed(0)}% | ${r.p50} | ${r.p99} / ${r.p99Steady} / ${r.max} | ${r.non2xx} | ${r.errors} |`);
    }
    for (const { name, rate, failed } of serviceRuns) {
      console.log(`| ${name} | ${Math.round(rate)} | ${((rate / hello) * 100).toFixed(0)}% | | | | ${failed} |`);
    }
    for (const { name, rate } of sqliteRuns) console.log(`| ${name} | ${Math.round(rate)} | ${((rate / hello) * 100).toFixed(0)}% | | | | 0 |`);
    console.log(STEADY_NOTE);
    console.log(`\n签到记录 ${signs} 条，订单 ${orders} 个，账本 ${ledgerRows} 行；账本偏差（余额 ≠ 流水之和）的用户：${drift.length} 个`);
    if (walFile) console.log(`HTTP 压测期间 WAL 文件最大 ${(walMax / 1048576).toFixed(1)} MB`);
    console.log('目标：≥ hello-world 的 30%，50 连接下 p99 ≤ 50 ms，账本零偏差');
    // the summary table (npm run bench)
    for (const { key, name } of runs.filter((r) => r.key !== 'hello')) {
      const r = stats.get(key)!;
      const route = name.replace(/（.*$/, '');
      report({ bench: 'bench:coins', route, figure: 'p99（50 连接）', value: r.p99, unit: 'ms', goal: { op: '≤', target: 50, source: 'issue 4/34' } });
      report({ bench: 'bench:coins', route, figure: '相对 hello-world', value: Math.round((r.rps / hello) * 100), unit: '%', goal: { op: '≥', target: 30, source: 'issue 4' } });
    }
    report({ bench: 'bench:coins', route: '账本', figure: '偏差用户数（余额 ≠ 流水之和）', value: drift.length, unit: '个', goal: { op: '=', target: 0, source: 'issue 4/34' } });
    if (drift.length) process.exitCode = 1;
  } finally {
    cleanup();
  }
}

main().catch((err) => {
  console.error(`[bench:coins] 失败：${(err as Error).stack ?? err}`);
  process.exit(1);
});
