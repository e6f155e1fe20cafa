/**
 * `npx tsx scripts/bench/search-replay.ts [--db /tmp/ujuso-bench/bench.db] [--corpus …jsonl] [--n 20000] [--out file.json]`
 *
 * The member stream of the query log (scripts/bench/search-log.ts: same queries, same Zipf draws)
 * replayed IN PROCESS, one search after another, through the real SearchService and what the
 * route adds (did-you-mean, related) — no HTTP, no load generator. Reported per length class:
 * the CPU time of a search (process.cpuUsage, user + system) — a figure that a busy shared
 * machine inflates far less than wall-clock latency under 32 connections (ADR 0036: measured on
 * a machine at load 9–13) — and its wall time. `--out` writes page 1 of every distinct query
 * (ids, total, estimate) for comparing two runs (SEARCH_TIERS=0 vs on: top-10 agreement, the
 * estimate's error against the exact count with `--exact`).
 * Environment: SEARCH_TIERS / SEARCH_HOT_WINDOW as for the server; REPLAY_WARM (3000 searches).
 */
import fs from 'node:fs';
import os from 'node:os';
import { loadConfig } from '../../server/src/config';
import { createContext } from '../../server/src/context';
import { openDatabase } from '../../server/src/db/database';
import { LENGTH_CLASSES, corpusTitles, cutQueries, shuffled, zipfSequence } from './search-log';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}
const DB = arg('db', '/tmp/ujuso-bench/bench.db');
const CORPUS = arg('corpus', '/tmp/ujuso-bench/corpus-1000000.jsonl');
const N = Number(arg('n', '20000'));
const OUT = arg('out', '');
const WARM = Number(process.env.REPLAY_WARM || 3000);
/** --exact N: the exact count of N estimated queries (every N-th of them), for the estimate's error */
const EXACT = Number(arg('exact', '0'));
/**
 * --stages: where a search's CPU goes, per stage — the index walks of the window (`walk`), the
 * count estimate's bounded samples (`sample`), rank rows read (`rows`), prefix and field lookups,
 * did-you-mean and related (`suggest`) — as the share of each class's p99 tail (the slowest 1 %)
 * and of all its searches, with the index calls and rows per search. The index methods are
 * wrapped in process (CPU of each call from process.cpuUsage), nothing else changes.
 */
const STAGES = process.argv.includes('--stages');
type Stage = 'walk' | 'sample' | 'rows' | 'prefix' | 'field' | 'range' | 'suggest';
const STAGE_NAMES: Stage[] = ['walk', 'sample', 'rows', 'prefix', 'field', 'range', 'suggest'];
interface StageRec { cpu: Record<Stage, number>; calls: Record<Stage, number>; rowIds: number }
function emptyRec(): StageRec {
  const z = () => Object.fromEntries(STAGE_NAMES.map((n) => [n, 0])) as Record<Stage, number>;
  return { cpu: z(), calls: z(), rowIds: 0 };
}
let cur: StageRec = emptyRec();
/** wraps obj[name] so each call's CPU is added to the current search's stage */
function timed<T extends object>(obj: T, name: keyof T & string, stage: (args: unknown[]) => Stage): void {
  const orig = (obj[name] as (...a: unknown[]) => Promise<unknown>).bind(obj);
  (obj as Record<string, unknown>)[name] = async (...a: unknown[]) => {
    const st = stage(a);
    const c0 = process.cpuUsage();
    try {
      return await orig(...a);
    } finally {
      const c = process.cpuUsage(c0);
      cur.cpu[st] += (c.user + c.system) / 1000;
      cur.calls[st]++;
      if (st === 'rows') cur.rowIds += (a[0] as unknown[]).length;
    }
  };
}

function pct(xs: number[], q: number): number {
  const s = Float64Array.from(xs).sort();
  return s.length ? s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] : NaN;
}

async function main(): Promise<void> {
  process.env.DATABASE_URL = `sqlite:${DB}`;
  process.env.SEARCH_UPSTREAM_URL = '';
  const config = loadConfig();
  const handle = await openDatabase(config.db);
  const ctx = createContext(config, handle);
  const search = ctx.services.search;
  const suggest = ctx.services.suggest;
  const titles = await corpusTitles(CORPUS, 200_000);
  const queries = shuffled(cutQueries(titles, 10_000, 20261124), 15);
  const seq = zipfSequence(queries.length, 1, WARM + N, 202);
  const cpu = new Map<string, number[]>();
  const wall = new Map<string, number[]>();
  const pages = new Map<string, { ids: number[]; total: number; estimated: boolean; est: number; err: number }>();
  const la0 = os.loadavg();
  const t0 = Date.now();
  const stats0 = { ...search.rowStore.stats };
  const recs = new Map<string, Array<{ cpu: number; kw: string; rec: StageRec }>>();
  if (STAGES) {
    const index = ctx.repos.resources.index;
    timed(index, 'matchIds', (a) => ((a[1] as { below?: number }).below !== undefined ? 'sample' : 'walk'));
    timed(index, 'rows', () => 'rows');
    timed(index, 'prefixIds', () => 'prefix');
    timed(index, 'fieldIds', () => 'field');
    timed(index, 'idRange', () => 'range');
    timed(suggest, 'related', () => 'suggest');
    timed(suggest, 'didYouMean', () => 'suggest');
  }
  for (let i = 0; i < WARM + N; i++) {
    if (i === WARM) Object.assign(stats0, search.rowStore.stats);
    const q = queries[seq[i]];
    cur = emptyRec();
    const c0 = process.cpuUsage();
    const w0 = process.hrtime.bigint();
    const r = await search.search({ kw: q.kw, onlyFree: true, page: 1, size: 10 }, null, 'replay');
    if (r.total === 0) await suggest.related(q.kw, 6);
    if (r.exact_total < 3) await suggest.didYouMean(q.kw);
    const w = Number(process.hrtime.bigint() - w0) / 1e6;
    const c = process.cpuUsage(c0);
    if (i >= WARM) {
      (cpu.get(q.cls) ?? cpu.set(q.cls, []).get(q.cls)!).push((c.user + c.system) / 1000);
      (wall.get(q.cls) ?? wall.set(q.cls, []).get(q.cls)!).push(w);
      if (STAGES) (recs.get(q.cls) ?? recs.set(q.cls, []).get(q.cls)!).push({ cpu: (c.user + c.system) / 1000, kw: q.kw, rec: cur });
    }
    if (OUT && !pages.has(q.kw)) pages.set(q.kw, { ids: r.list.map((x) => x.id), total: r.total, estimated: r.total_estimated, est: r.estimated_total, err: r.estimate_error });
  }
  const secs = (Date.now() - t0) / 1000;
  const la1 = os.loadavg();
  const rows = search.rowStore.stats.readRows - stats0.readRows;
  console.log(`\n## 查询日志回放（进程内，会员流，${N} 次搜索，预热 ${WARM} 次；SEARCH_TIERS=${process.env.SEARCH_TIERS ?? '默认'}，${new Date().toISOString()}）`);
  console.log(`负载（1/5/15 分钟）开始 ${la0.map((x) => x.toFixed(2)).join(' / ')}，结束 ${la1.map((x) => x.toFixed(2)).join(' / ')}；用时 ${secs.toFixed(1)} 秒；读入排序行 ${rows}（每次 ${(rows / N).toFixed(1)}）\n`);
  console.log('| 长度类别 | 次数 | CPU 平均 / p50 / p99 (ms) | 墙钟 p50 / p99 (ms) |');
  console.log('|---|---|---|---|');
  const all: number[] = [];
  const allW: number[] = [];
  for (const cls of [...LENGTH_CLASSES]) {
    const c = cpu.get(cls) ?? [];
    const w = wall.get(cls) ?? [];
    all.push(...c);
    allW.push(...w);
    const mean = c.reduce((a, b) => a + b, 0) / Math.max(1, c.length);
    console.log(`| ${cls} | ${c.length} | ${mean.toFixed(3)} / ${pct(c, 0.5).toFixed(3)} / ${pct(c, 0.99).toFixed(2)} | ${pct(w, 0.5).toFixed(2)} / ${pct(w, 0.99).toFixed(2)} |`);
  }
  const mean = all.reduce((a, b) => a + b, 0) / Math.max(1, all.length);
  console.log(`| 全部 | ${all.length} | ${mean.toFixed(3)} / ${pct(all, 0.5).toFixed(3)} / ${pct(all, 0.99).toFixed(2)} | ${pct(allW, 0.5).toFixed(2)} / ${pct(allW, 0.99).toFixed(2)} |`);
  console.log(`\n每核容量（1000 / CPU 平均）：${Math.round(1000 / mean)} 次搜索/秒`);
  // what the search caches keep alive (issue 34): the heap after a full collection (node --expose-gc)
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc) {
    const before = process.memoryUsage();
    gc();
    const m = process.memoryUsage();
    const mb = (b: number) => (b / 1048576).toFixed(1);
    const caches = search.cacheStats().map((c) => `${c.name} ${c.entries} 条`).join('，');
    console.log(`\n内存：RSS ${mb(m.rss)} MB；V8 堆在用 ${mb(before.heapUsed)} → 全量 GC 后 ${mb(m.heapUsed)} MB（堆总 ${mb(m.heapTotal)} MB）；堆外 ${mb(m.external)} MB；${caches}`);
  }
  if (STAGES) {
    console.log('\n### 各阶段 CPU（ms/次；括号内为每次调用数）：p99 尾部（最慢 1 %）与全部');
    console.log(`| 长度类别 | 范围 | 次数 | CPU | ${STAGE_NAMES.join(' | ')} | 其余 | 排序行 |`);
    console.log(`|---|---|---|---|${STAGE_NAMES.map(() => '---|').join('')}---|---|`);
    for (const cls of [...LENGTH_CLASSES]) {
      const all = (recs.get(cls) ?? []).slice().sort((a, b) => b.cpu - a.cpu);
      const tail = all.slice(0, Math.max(1, Math.ceil(all.length / 100)));
      for (const [label, set] of [['p99 尾部', tail], ['全部', all]] as const) {
        const n = Math.max(1, set.length);
        const sum = (f: (r: (typeof set)[number]) => number) => set.reduce((acc, r) => acc + f(r), 0) / n;
        const staged = STAGE_NAMES.map((st) => sum((r) => r.rec.cpu[st]));
        const total = sum((r) => r.cpu);
        const cells = STAGE_NAMES.map((st, j) => `${staged[j].toFixed(2)} (${sum((r) => r.rec.calls[st]).toFixed(1)})`);
        console.log(`| ${cls} | ${label} | ${set.length} | ${total.toFixed(2)} | ${cells.join(' | ')} | ${(total - staged.reduce((a, b) => a + b, 0)).toFixed(2)} | ${sum((r) => r.rec.rowIds).toFixed(0)} |`);
      }
      if (cls === '6–8 字') console.log(`\n6–8 字最慢的查询：${tail.slice(0, 12).map((r) => `「${r.kw}」${r.cpu.toFixed(1)}`).join('，')}\n`);
    }
  }
  if (OUT) {
    const out: Record<string, unknown> = {};
    for (const [kw, p] of pages) out[kw] = p;
    if (EXACT) {
      // the exact count of every estimated query: the index walked to the end (the plan's text groups)
      const index = ctx.repos.resources.index;
      let n = 0;
      const estimated = [...pages].filter(([, p]) => p.estimated);
      const step = Math.max(1, Math.floor(estimated.length / EXACT));
      for (let i = 0; i < estimated.length && n < EXACT; i += step) {
        const [kw] = estimated[i];
        const plan = await search.queries.plan(kw);
        const terms = plan.groups
          .filter((g) => g.required && g.kind !== 'disk' && g.kind !== 'category')
          .map((g) => (g.alts.length === 1 && g.alts[0].length === 1 ? g.alts[0][0] : g.alts));
        const disk = plan.groups.find((g) => g.required && g.kind === 'disk')?.disk;
        (out[kw] as Record<string, unknown>).exact = (await index.matchIds(terms, { onlyFree: true, diskType: disk }, 100_000_000)).length;
        n++;
      }
      console.log(`精确计数：${n} 个估计的查询`);
    }
    fs.writeFileSync(OUT, JSON.stringify(out));
  }
  process.exit(0);
}

void main();
