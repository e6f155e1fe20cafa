/**
 * npm run bench:growth — search cost against corpus size (issue 36): 1M → 3M → 10M.
 *
 * For each size, one `bench:search` process with BENCH_ONLY=log (import timed, then the Zipf query
 * log for visitors and members, suggestions, hello-world interleaved; see search-log.ts), its
 * structured results kept in GROWTH_DIR/results-N.jsonl with the run's time, load and commit in
 * run-N.json. Then one table into the README between `<!-- bench:growth -->` markers and one chart
 * into docs/search-growth.svg (growth.ts). Run it on a quiet machine; the 10M size takes about
 * 40 minutes (corpus written once and kept, 1.8 GB; database ~6 GB, deleted after its run).
 *
 *   npm run bench:growth                                   # 1M, 3M, 10M
 *   npm run bench:growth -- --counts 1000000,3000000       # these sizes
 *   npm run bench:growth -- --keep                         # sizes with a kept result are not re-run
 *   npm run bench:growth -- --render                       # only the table and the chart, from kept results
 *   BENCH_NO_README=1 npm run bench:growth                 # print; README and docs untouched
 *   GROWTH_DIR=/data/bench npm run bench:growth            # where corpora and results live (default $TMPDIR/ujuso-bench-growth)
 *   GROWTH_KEEP_DB=1 npm run bench:growth                  # keep each size's database (GROWTH_DIR/N/bench.db) for search-replay.ts
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderGrowth, renderGrowthSvg, sizeLabel, writeGrowth, type GrowthRun } from './growth';
import { readResults, utc } from './summary';

const root = path.resolve(import.meta.dirname, '../..');
const dir = process.env.GROWTH_DIR || path.join(os.tmpdir(), 'ujuso-bench-growth');
const SVG = 'docs/search-growth.svg';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const counts = (arg('counts') ?? '1000000,3000000,10000000')
  .split(',')
  .map((s) => Number(s.trim()))
  .filter((n) => Number.isInteger(n) && n > 0);
const keep = process.argv.includes('--keep');
const renderOnly = process.argv.includes('--render');

const git = (...args: string[]) => {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
};

const resultsFile = (n: number) => path.join(dir, `results-${n}.jsonl`);
const metaFile = (n: number) => path.join(dir, `run-${n}.json`);

function kept(n: number): GrowthRun | null {
  if (!fs.existsSync(metaFile(n))) return null;
  const meta = JSON.parse(fs.readFileSync(metaFile(n), 'utf8')) as Omit<GrowthRun, 'results'>;
  return { ...meta, results: readResults(resultsFile(n)) };
}

function runOne(n: number): Promise<GrowthRun> {
  const sizeDir = path.join(dir, String(n));
  fs.mkdirSync(sizeDir, { recursive: true });
  fs.rmSync(resultsFile(n), { force: true });
  const startedAt = Date.now();
  const loadBefore = os.loadavg()[0];
  const commit = git('rev-parse', 'HEAD');
  console.log(`\n[bench:growth] ===== ${sizeLabel(n)}（${n} 条资源）=====`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/search.ts', '--count', String(n), '--dir', sizeDir], {
    cwd: root,
    env: { ...process.env, BENCH_ONLY: 'log', BENCH_RESULTS: resultsFile(n) },
    stdio: 'inherit',
  });
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      const meta = { count: n, startedAt, endedAt: Date.now(), loadBefore, loadAfter: os.loadavg()[0], commit, exitCode: code ?? 1 };
      fs.writeFileSync(metaFile(n), JSON.stringify(meta));
      // the database is large (10M: ~6 GB) and rebuilt by every run; the corpus is kept.
      // GROWTH_KEEP_DB=1 keeps it, e.g. for scripts/bench/search-replay.ts --stages at that size
      if (!process.env.GROWTH_KEEP_DB) for (const f of ['bench.db', 'bench.db-wal', 'bench.db-shm']) fs.rmSync(path.join(sizeDir, f), { force: true });
      console.log(`[bench:growth] ${sizeLabel(n)}：退出码 ${meta.exitCode}，${Math.round((meta.endedAt - startedAt) / 1000)} 秒，负载 ${loadBefore.toFixed(2)} → ${meta.loadAfter.toFixed(2)}`);
      resolve({ ...meta, results: readResults(resultsFile(n)) });
    });
  });
}

async function main(): Promise<void> {
  if (!counts.length) throw new Error('--counts 需要以逗号分隔的正整数');
  fs.mkdirSync(dir, { recursive: true });
  const runs: GrowthRun[] = [];
  for (const n of counts) {
    const old = renderOnly || keep ? kept(n) : null;
    if (old) {
      console.log(`[bench:growth] ${sizeLabel(n)}：沿用 ${utc(old.endedAt)} 的结果`);
      runs.push(old);
    } else if (renderOnly) {
      console.log(`[bench:growth] ${sizeLabel(n)}：没有保存的结果，表中不含这一规模`);
    } else {
      runs.push(await runOne(n));
    }
  }
  if (!runs.length) throw new Error(`没有任何结果（${dir}）`);
  const table = renderGrowth(runs, { svgPath: SVG });
  console.log(`\n${table}\n`);
  if (!process.env.BENCH_NO_README) {
    fs.writeFileSync(path.join(root, SVG), renderGrowthSvg(runs));
    const readme = path.join(root, 'README.md');
    fs.writeFileSync(readme, writeGrowth(fs.readFileSync(readme, 'utf8'), table, '### PostgreSQL (issue 34 item 4'));
    console.log(`[bench:growth] README.md 的增长表和 ${SVG} 已更新`);
  }
  if (runs.some((r) => r.exitCode !== 0)) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(`[bench:growth] 失败：${(err as Error).stack ?? String(err)}`);
  process.exit(1);
});
