/**
 * npm run bench:seo [-- --count 1000000 --threads 100000 --duration 10 --connections 32 --dir /tmp/ujuso-bench-seo]
 *
 * The server pages of issue 32 (ADR 0032), on a quiet machine only:
 * 1. a synthetic corpus of --count resources (the importer of bench:search, cached in --dir) and
 *    --threads forum threads with 3 replies each, in one SQLite file (--reuse keeps it);
 * 2. the real server on it (one process), a Fastify hello-world and a same-bytes ceiling: a bare
 *    Fastify answering with 20 real /r and /t pages byte for byte;
 * 3. autocannon at --connections on /r/{id} and /t/{id} with ids drawn Zipf-like (s = 1: the
 *    k-th most popular id is asked 1/k as often as the first; ranks shuffled over the ids), each
 *    next to its ceiling, interleaved (lib.ts);
 * 4. the server's RSS before and while it streams /sitemap.xml and every sitemap file.
 * BENCH_CPU_PROF=<folder> writes a CPU profile of the server; seo-steps.ts times the steps of a
 * page without HTTP.
 * Targets (issue 32): /r and /t ≥ 60 % of their ceiling, p99 ≤ 15 ms at 32 connections;
 * sitemaps of 1M resources with RSS growing < 50 MB.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Insertable } from 'kysely';
import { parseDatabaseUrl } from '../../server/src/config';
import type { ArticleTable } from '../../server/src/db/tables/forum';
import { migrate, openDatabase } from '../../server/src/db/database';
import { importFile } from '../../server/src/search/importer';
import { rng, syntheticResource } from '../../server/src/search/synthetic';
import { freePort, interleave, zipf, profileArgs, serverEntry, startSameBytesServer, waitFor, STEADY_NOTE, report, type CannonStats } from './lib';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}
const COUNT = Number(arg('count', '1000000'));
const THREADS = Number(arg('threads', '100000'));
const DURATION = Number(arg('duration', '10'));
const CONNECTIONS = Number(arg('connections', '32'));
const DIR = arg('dir', '/tmp/ujuso-bench-seo');
const SAMPLES = 20;

function rss(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (k: string) => Number(new RegExp(`${k}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

async function prepare(dbUrl: string, dbFile: string): Promise<void> {
  const corpus = path.join(DIR, `corpus-${COUNT}.jsonl`);
  if (!fs.existsSync(corpus)) {
    console.log(`生成 ${COUNT} 条资源语料 → ${corpus}`);
    const r = rng(20261122);
    const now = Date.now();
    const out = fs.createWriteStream(corpus);
    for (let i = 0; i < COUNT; i++) {
      if (!out.write(`${JSON.stringify(syntheticResource(r, i, now))}\n`)) await new Promise<void>((res) => out.once('drain', () => res()));
    }
    await new Promise<void>((res) => out.end(res));
  }
  for (const f of [dbFile, `${dbFile}-wal`, `${dbFile}-shm`]) fs.rmSync(f, { force: true });
  const handle = await openDatabase(parseDatabaseUrl(dbUrl));
  await migrate(handle.db);
  console.log('导入资源…');
  const report = await importFile(handle, corpus, { batchSize: 10000 });
  console.log(`导入 ${report.inserted} 条资源，用时 ${(report.ms / 1000).toFixed(1)} 秒`);
  // threads: written straight into the tables (the forum's own import path would index each one
  // for search; the pages read only articles and replies)
  console.log(`写入 ${THREADS} 个帖子（各 3 条回复）…`);
  const now = Date.now();
  const db = handle.db;
  const { id: userId } = await db.insertInto('users').values({
    username: 'bench_seo', username_lower: 'bench_seo', email: 'bench_seo@bench.local', email_lower: 'bench_seo@bench.local', password_hash: '!',
    role: 'user', coin: 0, vip_expired: 0, continue_sign_days: 0, last_login_ip: '', last_login_belong: '', avatar: '', banned: 0,
    created_at: now, updated_at: now,
  } as never).returning('id').executeTakeFirstOrThrow();
  const { id: cateId } = await db.insertInto('bbs_categories').values({ name: '压测', sort: 0, article_count: THREADS, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
  const r = rng(7);
  for (let start = 0; start < THREADS; start += 1000) {
    await db.transaction().execute(async (trx) => {
      const arts: Array<Insertable<ArticleTable>> = [];
      for (let i = start; i < Math.min(THREADS, start + 1000); i++) {
        const t = now - (THREADS - i) * 60_000;
        arts.push({
          user_id: userId, cate_id: cateId, title: `求资源：${syntheticResource(r, i, now).title}`,
          content: `## 求助\n\n有没有 **${i}** 号资源的链接？最好是阿里云盘或夸克。\n\n- 画质清晰\n- 有中文字幕\n\n谢谢！`,
          source_link: '', source_disk: '', fixed: 0, views: Math.floor(r() * 500), likes: 0, tips: 0, tip_coins: 0,
          created_at: t, updated_at: t, floor_seq: 4, reply_count: 3, last_reply_at: t + 3000, activity_at: t + 3000,
        });
      }
      const ids = await trx.insertInto('articles').values(arts).returning('id').execute();
      const replies = ids.flatMap(({ id }, k) => [2, 3, 4].map((floor) => ({
        article_id: id, user_id: userId, floor, content: `第 ${floor} 楼：夸克上有，搜一下就能找到。`, quote_id: null, mentions: '[]', status: 0,
        created_at: Number(arts[k].created_at) + floor * 1000, updated_at: Number(arts[k].created_at) + floor * 1000,
      })));
      await trx.insertInto('article_replies').values(replies).execute();
    });
  }
  await handle.close();
}

async function main(): Promise<void> {
  fs.mkdirSync(DIR, { recursive: true });
  const dbFile = path.join(DIR, 'bench-seo.db');
  const dbUrl = `sqlite:${dbFile}`;
  if (!(process.argv.includes('--reuse') && fs.existsSync(dbFile))) await prepare(dbUrl, dbFile);

  const children: ChildProcess[] = [];
  const sameDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ujuso-bench-seo-same-'));
  const stop = () => children.forEach((c) => c.pid && !c.killed && c.kill('SIGTERM'));
  process.on('exit', stop);
  try {
    const helloPort = await freePort();
    children.push(spawn(process.execPath, ['-e', `const f=require('fastify')();f.get('/hello',async()=>'hello');f.listen({port:${helloPort},host:'127.0.0.1'})`], { stdio: 'inherit' }));
    const port = await freePort();
    // BENCH_CPU_PROF=<folder>: a CPU profile of the server (written when it stops)
    const server = spawn(process.execPath, [...profileArgs(), ...serverEntry()], {
      env: {
        ...process.env, DATABASE_URL: dbUrl, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '100000000',
        STATIC_DIR: '/nonexistent', ADMIN_PASSWORD: 'Bench-Admin-2026', SEARCH_UPSTREAM_URL: '', SITE_URL: 'https://bench.ujuso.example', SEO_PUSH: 'off',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    children.push(server);
    const api = `http://127.0.0.1:${port}`;
    await waitFor(`http://127.0.0.1:${helloPort}/hello`);
    await waitFor(`${api}/v1/health`, 180_000);

    const handle = await openDatabase(parseDatabaseUrl(dbUrl));
    const maxOf = async (table: 'resources' | 'articles') =>
      Number((await handle.db.selectFrom(table).select((eb) => eb.fn.max('id').as('m')).executeTakeFirstOrThrow()).m);
    const [maxR, maxT] = [await maxOf('resources'), await maxOf('articles')];
    await handle.close();
    const nextR = zipf(maxR, 1);
    const nextT = zipf(maxT, 2);
    const bodies: Record<string, string> = {};
    for (const [key, next, prefix] of [['r', nextR, '/r/'], ['t', nextT, '/t/']] as const) {
      for (let tries = 0, n = 0; n < SAMPLES && tries < 500; tries++) {
        const res = await fetch(`${api}${prefix}${next()}`);
        const text = await res.text();
        if (res.ok) bodies[`${key}-${n++}`] = text;
      }
    }
    const bytes = (key: string) => Math.round(Object.entries(bodies).filter(([k]) => k.startsWith(`${key}-`)).reduce((a, [, b]) => a + Buffer.byteLength(b), 0) / SAMPLES);
    const same = await startSameBytesServer(sameDir, bodies, children);
    const random = (next: () => string) => [{ method: 'GET', setupRequest: (r: { path: string }) => ({ ...r, path: next() }) }];
    const pick = (key: string) => () => `/b/${key}-${Math.floor(Math.random() * SAMPLES)}`;
    const stats = await interleave([
      { key: 'hello', url: `http://127.0.0.1:${helloPort}/hello` },
      { key: 'r', url: api, requests: random(() => `/r/${nextR()}`) },
      { key: 'r-same', url: same, requests: random(pick('r')) },
      { key: 't', url: api, requests: random(() => `/t/${nextT()}`) },
      { key: 't-same', url: same, requests: random(pick('t')) },
    ], { connections: CONNECTIONS, totalSeconds: DURATION, label: 'bench:seo' });
    const pct = (a: number, b: number) => `${Math.round((a / b) * 100)}%`;
    const row = (name: string, s: CannonStats, cap: CannonStats, b: number) =>
      `| ${name} | ${s.p50} | ${s.p99} / ${s.p99Steady} / ${s.max} | ${Math.round(s.rps)} | ${b} | ${Math.round(cap.rps)} | ${pct(s.rps, cap.rps)} | ${s.errors}/${s.non2xx} |`;
    console.log(`\n服务端页面（${CONNECTIONS} 连接；id 按 Zipf s=1 抽取：资源 ${maxR} 个，帖子 ${maxT} 个；隐藏或失效的资源回 404/410，计入非 2xx）：`);
    console.log('| 页面 | p50 (ms) | p99 / 稳态 p99 / 最大 (ms) | req/s | 页面字节 | 同字节上限 req/s | 相对上限 | 错误/非2xx |');
    console.log('|---|---|---|---|---|---|---|---|');
    console.log(row('GET /r/{id}', stats.get('r')!, stats.get('r-same')!, bytes('r')));
    console.log(row('GET /t/{id}', stats.get('t')!, stats.get('t-same')!, bytes('t')));
    console.log(`hello-world：${Math.round(stats.get('hello')!.rps)} req/s。${STEADY_NOTE}`);
    console.log('目标：相对上限 ≥ 60%，p99 ≤ 15 ms。');
    for (const [key, route] of [['r', 'GET /r/{id}（Zipf id）'], ['t', 'GET /t/{id}（Zipf id）']] as const) {
      const s = stats.get(key)!;
      report({ bench: 'bench:seo', route, figure: '相对同字节上限', value: Math.round((s.rps / stats.get(`${key}-same`)!.rps) * 100), unit: '%', goal: { op: '≥', target: 60, source: 'issue 32' } });
      report({ bench: 'bench:seo', route, figure: 'p99', value: s.p99, unit: 'ms', goal: { op: '≤', target: 15, source: 'issue 32' } });
    }

    // --- sitemaps: RSS while every file streams
    const before = rss(server.pid!);
    let peak = before.rss;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rss(server.pid!).rss);
    }, 50);
    const started = Date.now();
    const index = await (await fetch(`${api}/sitemap.xml`)).text();
    let urls = 0;
    let files = 0;
    for (const m of index.matchAll(/<loc>https:\/\/bench\.ujuso\.example([^<]+)<\/loc>/g)) {
      const res = await fetch(`${api}${m[1]}`);
      const reader = res.body!.getReader();
      let tail = '';
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        const text = tail + Buffer.from(value).toString('utf8');
        urls += (text.match(/<url>/g) ?? []).length;
        tail = text.slice(-5);
      }
      files++;
    }
    clearInterval(sampler);
    report({ bench: 'bench:seo', route: `站点地图（${urls} 个网址）`, figure: '服务器 RSS 增长', value: peak - before.rss, unit: 'MB', goal: { op: '<', target: 50, source: 'issue 32' } });
    console.log(`\n站点地图：${files} 个文件，${urls} 个网址，用时 ${((Date.now() - started) / 1000).toFixed(1)} 秒；服务器 RSS ${before.rss} MB → 峰值 ${peak} MB（增长 ${peak - before.rss} MB；目标 < 50 MB）`);
  } finally {
    stop();
    fs.rmSync(sameDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(`基准失败：${(err as Error).stack ?? String(err)}`);
  process.exit(1);
});
