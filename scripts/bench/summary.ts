/**
 * The headline figures of every bench as structured results, and the one summary table
 * `npm run bench` (scripts/bench/all.ts) writes into the README (issue 34 item 5).
 *
 * A bench calls `report(...)` for each figure an issue sets a goal for (and a few without one,
 * goal "—"). When BENCH_RESULTS names a file, each result is appended to it as one JSON line
 * (several bench processes may write in turn); otherwise report() does nothing — the bench's own
 * printed tables stay what they were.
 *
 * Kept free of server imports: the unit test loads it in jsdom.
 */
import fs from 'node:fs';

/** How a figure is compared with its goal. */
export type GoalOp = '≤' | '<' | '≥' | '>' | '=';

export interface Goal {
  op: GoalOp;
  target: number;
  /** where the goal comes from, e.g. "issue 34" (shown in the table's goal cell) */
  source?: string;
}

export interface BenchResult {
  /** the npm script, e.g. "bench:search" */
  bench: string;
  /** the route or part measured, e.g. "GET /v1/resource/search（查询日志，1 字，匿名）" */
  route: string;
  /** the figure, e.g. "p99" */
  figure: string;
  value: number;
  unit: string;
  /** "≤ 25 ms（issue 34）", or "—" when no issue sets one */
  goal: string;
  /** null when there is no goal (or the value is not a number: the bench could not measure it) */
  met: boolean | null;
}

export function meets(value: number, goal: Goal): boolean {
  if (!Number.isFinite(value)) return false;
  switch (goal.op) {
    case '≤':
      return value <= goal.target;
    case '<':
      return value < goal.target;
    case '≥':
      return value >= goal.target;
    case '>':
      return value > goal.target;
    case '=':
      return value === goal.target;
  }
}

/** The result of one figure, `met` computed from the goal. */
export function result(r: { bench: string; route: string; figure: string; value: number; unit: string; goal?: Goal }): BenchResult {
  const { goal, ...rest } = r;
  if (!goal) return { ...rest, goal: '—', met: null };
  const text = `${goal.op} ${formatNumber(goal.target)}${r.unit ? ` ${r.unit}` : ''}${goal.source ? `（${goal.source}）` : ''}`;
  return { ...rest, goal: text, met: Number.isFinite(r.value) ? meets(r.value, goal) : false };
}

/** Records one headline figure: appended to the BENCH_RESULTS file (JSON lines) when it is set. */
export function report(r: Parameters<typeof result>[0]): BenchResult {
  // BENCH_DB=pg (issue 34 item 4): the same figure on PostgreSQL is a row of its own
  const out = result(process.env.BENCH_DB === 'pg' ? { ...r, bench: `${r.bench}（PostgreSQL）` } : r);
  const file = process.env.BENCH_RESULTS;
  if (file) fs.appendFileSync(file, `${JSON.stringify(out)}\n`);
  return out;
}

/** Reads a BENCH_RESULTS file (missing file: no results). */
export function readResults(file: string): BenchResult[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as BenchResult);
}

export function formatNumber(n: number): string {
  if (!Number.isFinite(n)) return '—';
  const abs = Math.abs(n);
  const digits = abs >= 100 ? 0 : abs >= 10 ? 1 : abs >= 1 ? 2 : 3;
  return n.toLocaleString('en-US', { maximumFractionDigits: digits });
}

// ---- the summary table

/** One bench of a `npm run bench` run. */
export interface BenchRun {
  bench: string;
  /** when it ended (ms since epoch) */
  endedAt: number;
  /** os.loadavg()[0] before and after */
  loadBefore: number;
  loadAfter: number;
  seconds: number;
  /** the process's exit code (0 = ran to the end) */
  exitCode: number;
  results: BenchResult[];
  /** set when the bench was not run (BENCH_SKIP / BENCH_ONLY_BENCHES) */
  skipped?: boolean;
  /**
   * set when this bench was run again after the rest of the table (BENCH_RERUN): its rows replace
   * the first run's, and the table says when, on which commit and why
   */
  rerun?: { commit: string; startedAt: number; reason: string };
}

export interface SummaryRun {
  /** the commit measured (HEAD when the run started) */
  commit: string;
  /** HEAD when the run ended: differs when the code moved during the run */
  commitAfter: string;
  /** uncommitted changes to tracked files when the run started */
  dirty: boolean;
  quick: boolean;
  startedAt: number;
  endedAt: number;
  cores: number;
  runs: BenchRun[];
}

export const SUMMARY_START = '<!-- bench:summary -->';
export const SUMMARY_END = '<!-- /bench:summary -->';
/** The first line inside the markers of a quick-mode table (a full run's table never has it). */
export const QUICK_TAG = '<!-- bench:summary quick -->';
export const QUICK_LABEL = '快速模式（不作为正式数据）';
/** The heading inside the markers (the README gets nothing outside them but the markers). */
export const SUMMARY_HEADING = '### 基准汇总（`npm run bench`：所有 bench 依次运行，一张表）';

/** "2026-11-26 17:40 UTC" */
export function utc(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** What the table says about the code it measured. */
export function commitLine(s: Pick<SummaryRun, 'commit' | 'commitAfter' | 'dirty'>): string {
  const short = (c: string) => c.slice(0, 7);
  let line = `测量的代码：提交 \`${short(s.commit)}\``;
  if (s.dirty) line += '（另有未提交的改动：这些数字不对应任何一个提交）';
  if (s.commitAfter && s.commitAfter !== s.commit) line += `；运行期间代码已变为 \`${short(s.commitAfter)}\`，后面的几项测的可能是新代码`;
  return `${line}。此后若代码有改动，这张表即已过时：重新运行 \`npm run bench\`。`;
}

/** The Markdown of one summary (without the markers). */
export function renderSummary(s: SummaryRun): string {
  const out: string[] = [SUMMARY_HEADING, ''];
  if (s.quick) out.push(QUICK_TAG, `**${QUICK_LABEL}**：规模缩小、时长缩短，只证明流程可用；数值不能与目标比较，也不能与正式运行比较。`, '');
  const ran = s.runs.filter((r) => !r.skipped);
  const met = ran.flatMap((r) => r.results).filter((x) => x.met !== null);
  out.push(
    `\`npm run bench\`${s.quick ? '（BENCH_QUICK=1）' : ''}，${utc(s.startedAt)} – ${utc(s.endedAt)}，${s.cores} 核。${commitLine(s)}`,
    `达标 ${met.filter((x) => x.met).length} / ${met.length} 项（有目标的项）；负载 = 每个 bench 开始前 → 结束后的 1 分钟平均负载（os.loadavg）。`,
    ...ran
      .filter((r) => r.rerun)
      .map((r) => `${r.bench} 于 ${utc(r.rerun!.startedAt)} 单独重新运行（提交 \`${r.rerun!.commit.slice(0, 7)}\`），它的行取自这次：${r.rerun!.reason}`),
    '',
    '| 路由/项目 | 数值 | 目标 | 达标 | 日期 | 负载 |',
    '|---|---:|---|---|---|---|',
  );
  for (const r of s.runs) {
    if (r.skipped) {
      out.push(`| ${r.bench}（未运行：已跳过） | — | — | — | — | — |`);
      continue;
    }
    const when = utc(r.endedAt);
    const load = `${r.loadBefore.toFixed(2)} → ${r.loadAfter.toFixed(2)}`;
    if (r.exitCode !== 0) out.push(`| ${r.bench}：运行失败（退出码 ${r.exitCode}，${Math.round(r.seconds)} 秒；下面只有失败前报告的数值） | — | — | ✗ | ${when} | ${load} |`);
    else if (!r.results.length) out.push(`| ${r.bench}：没有报告任何数值 | — | — | ✗ | ${when} | ${load} |`);
    for (const x of r.results) {
      const mark = x.met === null ? '—' : x.met ? '✓ 达标' : '✗ 未达标';
      out.push(`| ${cell(`${x.bench} · ${x.route} · ${x.figure}`)} | ${formatNumber(x.value)}${x.unit ? ` ${x.unit}` : ''} | ${cell(x.goal)} | ${mark} | ${when} | ${load} |`);
    }
  }
  return out.join('\n');
}

/**
 * A later run of some benches put into an earlier whole run (BENCH_RERUN): each re-run bench's
 * entry replaces the earlier one, marked with when, on which commit and why; the run's end moves
 * to the re-run's end. The earlier run's commit line stays: a re-run on other code says so.
 */
export function mergeRerun(earlier: SummaryRun, reruns: BenchRun[], o: { commit: string; reason: string; startedAt: number }): SummaryRun {
  const byBench = new Map(reruns.map((r) => [r.bench, r]));
  const runs = earlier.runs.map((r) => {
    const again = byBench.get(r.bench);
    return again ? { ...again, rerun: { commit: o.commit, startedAt: o.startedAt, reason: o.reason } } : r;
  });
  const moved = o.commit !== earlier.commit ? o.commit : earlier.commitAfter;
  return { ...earlier, runs, endedAt: Math.max(earlier.endedAt, ...reruns.map((r) => r.endedAt)), commitAfter: moved };
}

/** The block between the markers, or null when the text has none. */
export function currentSummary(text: string): string | null {
  const i = text.indexOf(SUMMARY_START);
  const j = text.indexOf(SUMMARY_END);
  return i >= 0 && j > i ? text.slice(i + SUMMARY_START.length, j) : null;
}

/**
 * Puts `table` between the summary markers of `text` (appended at the end, with the markers, when
 * there are none; before `anchor` when given and found). A quick table never replaces a full
 * run's table: then `written` is false and the text is returned as it was.
 */
export function writeSummary(text: string, table: string, opts: { quick: boolean; anchor?: string }): { text: string; written: boolean } {
  const block = `${SUMMARY_START}\n${table}\n${SUMMARY_END}`;
  const current = currentSummary(text);
  if (current !== null) {
    const hasFull = current.trim() !== '' && !current.includes(QUICK_TAG);
    if (opts.quick && hasFull) return { text, written: false };
    const i = text.indexOf(SUMMARY_START);
    const j = text.indexOf(SUMMARY_END);
    return { text: text.slice(0, i) + block + text.slice(j + SUMMARY_END.length), written: true };
  }
  const at = opts.anchor ? text.indexOf(opts.anchor) : -1;
  if (at >= 0) return { text: `${text.slice(0, at)}${block}\n\n${text.slice(at)}`, written: true };
  return { text: `${text.trimEnd()}\n\n${block}\n`, written: true };
}
