/**
 * First-visit benchmark (issue 14, not a test): builds the SPA, starts the real server on a
 * fresh demo database, and runs Lighthouse (the npm package, Debian's Chromium through
 * chrome-launcher) with its mobile profile (Moto G Power, slow 4G, 4× CPU — simulated
 * throttling) and its desktop profile on five pages. Writes the table into the README between
 * `<!-- bench:web -->` markers and prints it.
 *
 *   npm run bench:web
 *   BENCH_RUNS=3 npm run bench:web       # the median of 3 runs per page and profile (default 1)
 *   BENCH_REUSE=1 npm run bench:web      # skip the build (dist/ as it is)
 *   BENCH_NO_README=1 npm run bench:web  # print only
 *   BENCH_JSON=/tmp/lh npm run bench:web # keep every Lighthouse report (JSON) there
 *   BENCH_PAGES=0,1 npm run bench:web    # only those pages (print only, the README is kept)
 *
 * Targets (issue 31, raising issue 14): mobile performance ≥ 95 and LCP ≤ 2.5 s on every page, desktop ≥ 99.
 * The machine is shared (2 cores, other jobs running): Lighthouse's simulation scales what it
 * observes, so a busy machine lowers the figures; compare runs made at a quiet moment.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromiumArgs, chromiumPath } from '../../vite.config';
import { benchWorkspace, freePort, report, serverEntry, waitFor } from './lib';

const root = path.resolve(import.meta.dirname, '../..');
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 1) || 1);
const TARGET = { mobile: 95, mobileLcpMs: 2500, desktop: 99, serverMobile: 98 };

interface Figures {
  score: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  si: number;
  bytes: number;
  requests: number;
  /** Lighthouse's CPU benchmark of this machine at the time (higher = faster; ~1000+ when idle) */
  benchmarkIndex: number;
  /** Lighthouse SEO category score (0–100) */
  seo: number;
}

function figures(r: RunnerResult): Figures {
  const a = r.lhr.audits;
  const num = (id: string) => Number(a[id]?.numericValue ?? NaN);
  const items = (a['network-requests']?.details as { items?: unknown[] } | undefined)?.items ?? [];
  return {
    score: Math.round((r.lhr.categories.performance?.score ?? 0) * 100),
    lcp: num('largest-contentful-paint'),
    fcp: num('first-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    si: num('speed-index'),
    bytes: num('total-byte-weight'),
    requests: items.length,
    benchmarkIndex: Math.round(r.lhr.environment.benchmarkIndex),
    seo: Math.round((r.lhr.categories.seo?.score ?? 0) * 100),
  };
}

/** The run with the median performance score. */
function median(runs: Figures[]): Figures {
  return [...runs].sort((x, y) => x.score - y.score)[Math.floor(runs.length / 2)];
}

async function main() {
  if (!process.env.BENCH_REUSE) {
    console.log('[bench:web] vite build …');
    const b = spawnSync(path.join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
    if (b.status !== 0) throw new Error('vite build 失败');
  }
  const ws = benchWorkspace('web');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, serverEntry(), {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: ws.dbUrl,
      ADMIN_PASSWORD: 'Bench-Admin-2026',
      STATIC_DIR: process.env.BENCH_DIST ? path.resolve(process.env.BENCH_DIST) : path.join(root, 'dist'),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  ws.children.push(server);
  await waitFor(`${base}/v1/health`, 120_000);

  // a real forum post and a real resource of the demo data
  const articles = (await (await fetch(`${base}/v1/article?page=1&size=5`)).json()) as { data: { list: Array<{ id: number }> } };
  const resources = (await (await fetch(`${base}/v1/resource/latest?page=1&size=5`)).json()) as { data: { list: Array<{ id: number }> } };
  const postId = articles.data.list[0]?.id;
  const resourceId = resources.data.list[0]?.id;
  if (!postId || !resourceId) throw new Error('演示数据里没有文章或资源');

  const pages: Array<[string, string]> = [
    ['首页 #/', `${base}/#/`],
    ['搜索 #/main/index?kw=三体', `${base}/#/main/index?kw=${encodeURIComponent('三体')}`],
    ['论坛列表 #/main/bbs/list', `${base}/#/main/bbs/list`],
    [`论坛文章 #/main/bbs/post/${postId}`, `${base}/#/main/bbs/post/${postId}`],
    [`资源详情 #/main/detail/${resourceId}`, `${base}/#/main/detail/${resourceId}`],
    // the server pages for search engines (issue 32): targets mobile ≥ 98 and SEO = 100
    [`服务端资源页 /r/${resourceId}`, `${base}/r/${resourceId}`],
    [`服务端帖子页 /t/${postId}`, `${base}/t/${postId}`],
  ];
  const serverPage = (name: string) => name.startsWith('服务端');
  // BENCH_PAGES=0,3: only those rows of the table (0 = landing … 6 = /t); the README is not rewritten
  const only = process.env.BENCH_PAGES?.split(',').map(Number);
  if (only) pages.splice(0, pages.length, ...pages.filter((_, i) => only.includes(i)));

  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [...chromiumArgs.filter((f) => f !== '--headless'), '--headless=new'],
    logLevel: 'silent',
  });
  const jsonDir = process.env.BENCH_JSON ? path.resolve(process.env.BENCH_JSON) : null;
  if (jsonDir) fs.mkdirSync(jsonDir, { recursive: true });
  const rows: Array<{ name: string; mobile: Figures; desktop: Figures }> = [];
  try {
    for (const [name, url] of pages) {
      const result: Record<'mobile' | 'desktop', Figures[]> = { mobile: [], desktop: [] };
      for (let i = 0; i < RUNS; i++) {
        for (const profile of ['mobile', 'desktop'] as const) {
          const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'seo'] };
          // Lighthouse's own trace recording fails now and then (NO_NAVSTART, NO_FCP on a busy
          // machine): such a run measured nothing, so it is run again (at most twice more) and
          // counted once; the retry is printed. Any other failure stops the bench.
          let r: RunnerResult | undefined;
          for (let attempt = 1; ; attempt++) {
            r = await lighthouse(url, flags, profile === 'desktop' ? desktopConfig : undefined);
            if (!r) throw new Error(`Lighthouse 没有结果：${url}`);
            const err = r.lhr.runtimeError;
            if (!err) break;
            const traceFailure = /^(NO_NAVSTART|NO_FCP|NO_TRACING_STARTED|NO_DCL|NO_LCP)$/.test(err.code);
            if (!traceFailure || attempt >= 3) throw new Error(`Lighthouse 出错（${url}）：${err.message}`);
            console.log(`[bench:web] ${name} ${profile} #${i + 1}: Lighthouse 记录失败（${err.code}），重跑第 ${attempt} 次`);
          }
          result[profile].push(figures(r));
          if (jsonDir) fs.writeFileSync(path.join(jsonDir, `${rows.length}-${profile}-${i}.json`), JSON.stringify(r.lhr));
          const f = result[profile].at(-1)!;
          console.log(`[bench:web] ${name} ${profile} #${i + 1}: ${f.score}（LCP ${(f.lcp / 1000).toFixed(2)} s，TBT ${Math.round(f.tbt)} ms，CPU 基准 ${f.benchmarkIndex}）`);
        }
      }
      rows.push({ name, mobile: median(result.mobile), desktop: median(result.desktop) });
    }
  } finally {
    await chrome.kill();
    ws.cleanup();
  }

  // the summary table (npm run bench): each page's scores and LCP next to the goals of issues 31 and 32
  for (const { name, mobile: m, desktop: d } of rows) {
    const server = serverPage(name);
    report({ bench: 'bench:web', route: name, figure: '移动端性能分', value: m.score, unit: '', goal: { op: '≥', target: server ? TARGET.serverMobile : TARGET.mobile, source: server ? 'issue 32' : 'issue 31' } });
    report({ bench: 'bench:web', route: name, figure: '移动端 LCP', value: Math.round(m.lcp / 100) / 10, unit: 's', goal: { op: '≤', target: TARGET.mobileLcpMs / 1000, source: 'issue 31' } });
    report({ bench: 'bench:web', route: name, figure: '桌面性能分', value: d.score, unit: '', goal: { op: '≥', target: TARGET.desktop, source: 'issue 31' } });
    if (server) report({ bench: 'bench:web', route: name, figure: 'SEO 分', value: m.seo, unit: '', goal: { op: '=', target: 100, source: 'issue 32' } });
  }
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const ok = (good: boolean) => (good ? '' : ' ✗');
  const lines = [
    `| 页面 | 移动端 性能 | LCP | FCP | TBT | CLS | 传输 | 请求 | 桌面 性能 | 桌面 LCP | SEO | CPU 基准 |`,
    `|---|---|---|---|---|---|---|---|---|---|---|---|`,
    ...rows.map(
      ({ name, mobile: m, desktop: d }) =>
        `| ${name} | **${m.score}**${ok(m.score >= (serverPage(name) ? TARGET.serverMobile : TARGET.mobile))} | ${s(m.lcp)}${ok(m.lcp <= TARGET.mobileLcpMs)} | ${s(m.fcp)} | ${Math.round(m.tbt)} ms | ${m.cls.toFixed(3)} | ${Math.round(m.bytes / 1024)} KB | ${m.requests} | **${d.score}**${ok(d.score >= TARGET.desktop)} | ${s(d.lcp)} | ${m.seo}${ok(!serverPage(name) || m.seo === 100)} | ${m.benchmarkIndex} / ${d.benchmarkIndex} |`,
    ),
  ];
  const when = new Date().toISOString().slice(0, 10);
  const table = [
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}，Debian Chromium，${when}，每格为 ${RUNS} 次中的中位数；目标：移动端 ≥ ${TARGET.mobile} 且 LCP ≤ 2.5 s，桌面 ≥ ${TARGET.desktop}；服务端页面（/r、/t）移动端 ≥ ${TARGET.serverMobile} 且 SEO = 100（✗ = 未达标）。CPU 基准 = Lighthouse 的 benchmarkIndex（移动 / 桌面），空闲时约 1000 以上；远低于此说明机器正忙，TBT 和 LCP 随之放大。`,
    '',
    ...lines,
  ].join('\n');
  console.log(`\n${table}\n`);

  if (!process.env.BENCH_NO_README && !only) {
    const readme = path.join(root, 'README.md');
    const text = fs.readFileSync(readme, 'utf8');
    const start = '<!-- bench:web -->';
    const end = '<!-- /bench:web -->';
    const block = `${start}\n${table}\n${end}`;
    const i = text.indexOf(start);
    const j = text.indexOf(end);
    const next = i >= 0 && j > i ? text.slice(0, i) + block + text.slice(j + end.length) : `${text.trimEnd()}\n\n${block}\n`;
    fs.writeFileSync(readme, next);
    console.log('[bench:web] README.md 已更新');
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
