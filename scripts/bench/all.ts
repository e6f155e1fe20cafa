/**
 * npm run bench — every bench in sequence, one summary table in the README (issue 34 item 5).
 *
 * Runs each bench (its own process, its default sizes) with BENCH_RESULTS pointing at a file of
 * its own, records the 1-minute load average before and after each, the time and the git commit,
 * then writes ONE table (路由/项目, 数值, 目标, 达标, 日期, 负载) into README.md between
 * `<!-- bench:summary -->` and `<!-- /bench:summary -->` and prints it. Run it on a quiet machine:
 * the load column says how quiet it was.
 *
 *   npm run bench                          # everything, full sizes (about an hour and a half)
 *   BENCH_SKIP=web,cluster npm run bench   # all but those
 *   BENCH_ONLY_BENCHES=session,coins npm run bench   # only those (BENCH_ONLY stays the benches' own route filter)
 *   BENCH_QUICK=1 npm run bench            # small sizes, 1 round of 2 s: proves the pipeline. Its table is
 *                                          # marked 快速模式（不作为正式数据） and never goes into the
 *                                          # README: it is written to BENCH_SUMMARY_FILE (default
 *                                          # $TMPDIR/ujuso-bench-summary-quick.md)
 *   BENCH_NO_README=1 npm run bench        # print only
 *   BENCH_PG=1 npm run bench               # also coins/forum/search on a throwaway PostgreSQL (BENCH_DB=pg,
 *                                          # ~25 min more); BENCH_ONLY_BENCHES=search-pg runs one of them alone
 *   BENCH_RERUN=seo BENCH_RERUN_REASON='…' npm run bench
 *                                          # run only seo again and put its rows into the last whole run's
 *                                          # table (saved in BENCH_STATE, default $TMPDIR/ujuso-bench-last-run.json),
 *                                          # marked with the time, commit and reason of the re-run — e.g.
 *                                          # when something else ran on the machine during that bench
 *
 * A bench that fails is a row saying so (with whatever it reported before failing); the run
 * goes on with the next one and exits non-zero at the end.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { mergeRerun, readResults, renderSummary, writeSummary, QUICK_LABEL, type BenchRun, type SummaryRun } from './summary';

const root = path.resolve(import.meta.dirname, '../..');
const QUICK = !!process.env.BENCH_QUICK && process.env.BENCH_QUICK !== '0';
/** BENCH_PG=1: also the PostgreSQL variants (coins-pg, forum-pg, search-pg) */
const PG_RUNS = !!process.env.BENCH_PG && process.env.BENCH_PG !== '0';

interface Spec {
  /** short name used by BENCH_SKIP / BENCH_ONLY_BENCHES */
  name: string;
  script: string;
  args?: string[];
  env?: Record<string, string>;
  quickArgs?: string[];
  quickEnv?: Record<string, string>;
  /** a PostgreSQL variant: runs only with BENCH_PG=1 or when named in BENCH_ONLY_BENCHES */
  pgOnly?: boolean;
}

const quickDir = path.join(os.tmpdir(), 'ujuso-bench-quick');
/** In the order they run: the short, in-process ones first, the Lighthouse one last. */
const BENCHES: Spec[] = [
  { name: 'session', script: 'session.ts', quickArgs: ['--users', '5000', '--lookups', '20000'] },
  { name: 'coins', script: 'coins.ts', quickEnv: { BENCH_USERS: '2000', BENCH_SECONDS: '2' } },
  { name: 'forum', script: 'forum.ts', quickEnv: { BENCH_ARTICLES: '2000', BENCH_SECONDS: '2' } },
  {
    name: 'search', script: 'search.ts',
    quickArgs: ['--count', '20000', '--duration', '2', '--dir', path.join(quickDir, 'search')],
    quickEnv: { LOG_SECONDS: '2', LOG_WARM_SECONDS: '1', LOG_QUERIES: '2000' },
  },
  { name: 'seo', script: 'seo.ts', quickArgs: ['--count', '20000', '--threads', '2000', '--duration', '2', '--dir', path.join(quickDir, 'seo')] },
  { name: 'sources', script: 'sources.ts', quickEnv: { BENCH_SOURCES_MESSAGES: '5000', BENCH_SEARCHES: '100' } },
  { name: 'cluster', script: 'cluster.ts', quickEnv: { BENCH_SECONDS: '2', BENCH_WORKERS: '1', BENCH_MEMBERS: '500' } },
  // quick: the landing page only, once (BENCH_PAGES also keeps bench:web's own README table as it is)
  { name: 'web', script: 'web.ts', quickEnv: { BENCH_PAGES: '0', BENCH_RUNS: '1' } },
  // The same three on a throwaway PostgreSQL (issue 34 item 4; rows marked （PostgreSQL））. They add
  // about 25 minutes (most of it the 1M-row import), so they run only with BENCH_PG=1 or when named
  // in BENCH_ONLY_BENCHES.
  { name: 'coins-pg', script: 'coins.ts', pgOnly: true, env: { BENCH_DB: 'pg' }, quickEnv: { BENCH_USERS: '2000', BENCH_SECONDS: '2' } },
  { name: 'forum-pg', script: 'forum.ts', pgOnly: true, env: { BENCH_DB: 'pg' }, quickEnv: { BENCH_ARTICLES: '2000', BENCH_SECONDS: '2' } },
  {
    name: 'search-pg', script: 'search.ts', pgOnly: true, env: { BENCH_DB: 'pg' },
    quickArgs: ['--count', '20000', '--duration', '2', '--dir', path.join(quickDir, 'search')],
    quickEnv: { LOG_SECONDS: '2', LOG_WARM_SECONDS: '1', LOG_QUERIES: '2000' },
  },
];
/** Quick mode: one round everywhere. */
const QUICK_ENV = { BENCH_ROUNDS: '1' };
/** A bench that runs longer than this is stopped (its row says it failed). */
const TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_MINUTES || (QUICK ? 15 : 180)) * 60_000;

/** Every whole run is saved here (not quick ones), for BENCH_RERUN. */
const STATE = process.env.BENCH_STATE || path.join(os.tmpdir(), 'ujuso-bench-last-run.json');

const list = (v: string | undefined) => (v ?? '').split(',').map((s) => s.trim().replace(/^bench:/, '')).filter(Boolean);

function git(...args: string[]): string {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

/** Runs one bench in its own process group (stopped whole on timeout or Ctrl-C); resolves with its exit code. */
function runBench(spec: Spec, resultsFile: string, onChild: (pid: number | undefined) => void): Promise<number> {
  const args = [...(QUICK ? (spec.quickArgs ?? []) : (spec.args ?? []))];
  const env: NodeJS.ProcessEnv = { ...process.env, ...(spec.env ?? {}), ...(QUICK ? { ...QUICK_ENV, ...(spec.quickEnv ?? {}) } : {}), BENCH_RESULTS: resultsFile };
  console.log(`\n[bench] ===== bench:${spec.name} ${args.join(' ')}${QUICK ? `（${QUICK_LABEL}）` : ''} =====`);
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('scripts/bench', spec.script), ...args], { cwd: root, env, stdio: 'inherit', detached: true });
  onChild(child.pid);
  const timer = setTimeout(() => {
    console.error(`[bench] bench:${spec.name} 超过 ${TIMEOUT_MS / 60_000} 分钟，停止`);
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  }, TIMEOUT_MS);
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      onChild(undefined);
      resolve(code ?? (signal ? 128 + (os.constants.signals[signal] ?? 0) : 1));
    });
  });
}

async function main(): Promise<void> {
  const skip = list(process.env.BENCH_SKIP);
  const rerun = list(process.env.BENCH_RERUN);
  // a re-run is a run of only those benches, merged into the saved whole run below
  const only = rerun.length ? rerun : list(process.env.BENCH_ONLY_BENCHES);
  const unknown = [...skip, ...only].filter((n) => !BENCHES.some((b) => b.name === n));
  if (unknown.length) throw new Error(`没有这些 bench：${unknown.join('，')}（可选：${BENCHES.map((b) => b.name).join('，')}）`);

  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ujuso-bench-all-'));
  let current: number | undefined;
  process.on('SIGINT', () => {
    if (current) process.kill(-current, 'SIGINT');
    process.exit(130);
  });

  const summary: SummaryRun = {
    commit: git('rev-parse', 'HEAD'),
    commitAfter: '',
    // README.md is where the tables go (this run's and bench:web's): its own changes are no code change
    dirty: git('status', '--porcelain', '--untracked-files=no', '--', '.', ':!README.md') !== '',
    quick: QUICK,
    startedAt: Date.now(),
    endedAt: 0,
    cores: os.cpus().length,
    runs: [],
  };
  for (const spec of BENCHES) {
    const bench = `bench:${spec.name}`;
    const pgOff = spec.pgOnly && !PG_RUNS && !only.includes(spec.name);
    if (pgOff || skip.includes(spec.name) || (only.length && !only.includes(spec.name))) {
      summary.runs.push({ bench, endedAt: Date.now(), loadBefore: NaN, loadAfter: NaN, seconds: 0, exitCode: 0, results: [], skipped: true });
      continue;
    }
    const file = path.join(outDir, `${spec.name}.jsonl`);
    const loadBefore = os.loadavg()[0];
    const t0 = Date.now();
    const exitCode = await runBench(spec, file, (pid) => (current = pid));
    const run: BenchRun = { bench, endedAt: Date.now(), loadBefore, loadAfter: os.loadavg()[0], seconds: (Date.now() - t0) / 1000, exitCode, results: readResults(file) };
    summary.runs.push(run);
    console.log(`[bench] ${bench}：退出码 ${exitCode}，${Math.round(run.seconds)} 秒，${run.results.length} 项数值，负载 ${loadBefore.toFixed(2)} → ${run.loadAfter.toFixed(2)}`);
  }
  summary.endedAt = Date.now();
  summary.commitAfter = git('rev-parse', 'HEAD');
  fs.rmSync(outDir, { recursive: true, force: true });

  let whole = summary;
  if (rerun.length) {
    if (QUICK) throw new Error('BENCH_RERUN 不能与 BENCH_QUICK 同用');
    if (!fs.existsSync(STATE)) throw new Error(`没有保存的整次运行（${STATE}）：先运行 npm run bench`);
    const reason = process.env.BENCH_RERUN_REASON?.trim() || '（未说明原因）';
    whole = mergeRerun(JSON.parse(fs.readFileSync(STATE, 'utf8')) as SummaryRun, summary.runs.filter((r) => !r.skipped), { commit: summary.commit, reason, startedAt: summary.startedAt });
  }
  // saved for a later BENCH_RERUN: a whole run (or a re-run merged into one), never a quick or a partial one
  if (!QUICK && (rerun.length || !list(process.env.BENCH_ONLY_BENCHES).length)) fs.writeFileSync(STATE, JSON.stringify(whole));

  const table = renderSummary(whole);
  console.log(`\n${table}\n`);
  // a quick run never goes into the README: its figures come from toy sizes and must not sit
  // next to the goals, not even marked (they read as ✗ against goals they were never sized for)
  if (QUICK && !process.env.BENCH_NO_README) {
    const out = process.env.BENCH_SUMMARY_FILE || path.join(os.tmpdir(), 'ujuso-bench-summary-quick.md');
    fs.writeFileSync(out, `${table}\n`);
    console.log(`[bench] 快速模式不写入 README.md；本次的表写在 ${out}`);
  } else if (!process.env.BENCH_NO_README) {
    const readme = path.join(root, 'README.md');
    const { text, written } = writeSummary(fs.readFileSync(readme, 'utf8'), table, { quick: QUICK, anchor: '### How the benchmarks measure' });
    if (written) {
      fs.writeFileSync(readme, text);
      console.log(`[bench] README.md 的汇总表已更新${QUICK ? `（标明为${QUICK_LABEL}）` : ''}`);
    } else {
      const out = process.env.BENCH_SUMMARY_FILE || path.join(os.tmpdir(), 'ujuso-bench-summary-quick.md');
      fs.writeFileSync(out, `${table}\n`);
      console.log(`[bench] README.md 里是正式运行的汇总表，快速模式不覆盖它；本次的表写在 ${out}`);
    }
  }
  if (summary.runs.some((r) => !r.skipped && r.exitCode !== 0)) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(`[bench] 失败：${(err as Error).stack ?? String(err)}`);
  process.exit(1);
});
