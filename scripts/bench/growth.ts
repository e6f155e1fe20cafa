/**
 * Search cost against corpus size (issue 36): the table and the chart of `npm run bench:growth`.
 *
 * `scripts/bench/search-growth.ts` runs the query-log part of `bench:search` once per corpus size
 * (1M, 3M, 10M by default) and keeps each run's structured results (BENCH_RESULTS JSON lines, see
 * summary.ts). This module turns those runs into
 * - one Markdown table (a row per figure, a column per size, the growth from the smallest to the
 *   largest size, the 10M goal and whether it is met), written into the README between
 *   `<!-- bench:growth -->` markers;
 * - one SVG chart (docs/search-growth.svg): p99 per query-length class against corpus size for
 *   visitors and members, and throughput, on log–log axes, with the 10M goal drawn in.
 *
 * Scales, ticks and line paths come from d3-scale and d3-shape (small, well kept, no DOM needed)
 * rather than hand-written axis arithmetic. Kept free of server imports like summary.ts, so the
 * unit test can load it.
 */
import { scaleLog, scalePoint } from 'd3-scale';
import { line } from 'd3-shape';
import { formatNumber, utc, type BenchResult } from './summary';

export const GROWTH_START = '<!-- bench:growth -->';
export const GROWTH_END = '<!-- /bench:growth -->';
export const GROWTH_HEADING = '#### 搜索成本随语料增长（`npm run bench:growth`，issue 36）';
export const LENGTH_CLASSES = ['1 字', '2 字', '3 字', '4–5 字', '6–8 字'] as const;
const WHO = ['匿名', '会员'] as const;

/** One corpus size's run of the query-log bench. */
export interface GrowthRun {
  count: number;
  startedAt: number;
  endedAt: number;
  /** os.loadavg()[0] before and after */
  loadBefore: number;
  loadAfter: number;
  commit: string;
  exitCode: number;
  results: BenchResult[];
}

/** A row of the table: one figure at every size. */
export interface GrowthRow {
  label: string;
  unit: string;
  /** by corpus size; NaN where the run did not report it */
  values: number[];
  /** the issue 36 goal at the largest size, as text */
  goal: string;
  /** whether the largest size meets it (null: no goal) */
  met: boolean | null;
  /** 'p99-anon' | 'p99-member' | 'throughput' | … : which chart panel draws it (if any) */
  series?: { panel: 'anon' | 'member' | 'rps'; name: string };
}

/** "1M", "3M", "10M", "20k" */
export function sizeLabel(count: number): string {
  if (count >= 1_000_000) return `${formatNumber(count / 1_000_000)}M`;
  if (count >= 1000) return `${formatNumber(count / 1000)}k`;
  return String(count);
}

function find(results: BenchResult[], pred: (r: BenchResult) => boolean): number {
  const r = results.find(pred);
  return r ? r.value : NaN;
}

/**
 * The figures issue 36 asks for, one row each, across the runs (sorted by size). Goals apply to the
 * largest size when it is 10M or more; below that the row has no goal.
 */
export function growthRows(runs: GrowthRun[]): GrowthRow[] {
  const sorted = [...runs].sort((a, b) => a.count - b.count);
  const big = sorted.length > 0 && sorted[sorted.length - 1].count >= 10_000_000;
  const rows: GrowthRow[] = [];
  const at = (pred: (r: BenchResult) => boolean) => sorted.map((run) => find(run.results, pred));
  const goalRow = (r: Omit<GrowthRow, 'goal' | 'met'>, goal?: { op: '≤' | '≥'; target: number; text: string }): GrowthRow => {
    const last = r.values[r.values.length - 1];
    if (!big || !goal) return { ...r, goal: '—', met: null };
    const met = Number.isFinite(last) && (goal.op === '≤' ? last <= goal.target : last >= goal.target);
    return { ...r, goal: goal.text, met };
  };
  for (const who of WHO) {
    for (const cls of LENGTH_CLASSES) {
      rows.push(
        goalRow(
          {
            label: `查询日志 p99（${cls}，${who}）`, unit: 'ms',
            values: at((r) => r.route === `搜索查询日志（${cls}，${who}）` && r.figure === 'p99'),
            series: { panel: who === '匿名' ? 'anon' : 'member', name: cls },
          },
          { op: '≤', target: 50, text: '≤ 50 ms' },
        ),
      );
    }
  }
  for (const who of WHO) {
    const values = at((r) => r.route === `搜索查询日志（全部长度，${who}）` && r.figure === '吞吐');
    // ≥ half of the smallest run's figure (the 1M one)
    const half = values[0] / 2;
    rows.push(
      goalRow(
        { label: `查询日志吞吐（全部长度，${who}）`, unit: 'req/s', values, series: { panel: 'rps', name: who === '匿名' ? '访客' : '会员' } },
        sorted[0]?.count === 1_000_000 && Number.isFinite(half) ? { op: '≥', target: half, text: `≥ 1M 的一半（${formatNumber(half)} req/s）` } : undefined,
      ),
    );
  }
  rows.push(goalRow({ label: '搜索建议 p99', unit: 'ms', values: at((r) => r.route === '搜索建议 /v1/resource/suggest' && r.figure === 'p99') }, { op: '≤', target: 10, text: '≤ 10 ms' }));
  rows.push(goalRow({ label: '导入速率', unit: '行/秒', values: at((r) => r.route.startsWith('导入（') && r.figure === '速率') }, { op: '≥', target: 20_000, text: '≥ 20,000 行/秒' }));
  rows.push(goalRow({ label: '服务器 RSS 峰值', unit: 'MB', values: at((r) => r.route.startsWith('服务器进程（') && r.figure === 'RSS 峰值') }, { op: '≤', target: 1200, text: '≤ 1,200 MB' }));
  rows.push(goalRow({ label: '数据库文件', unit: 'MB', values: at((r) => r.route.startsWith('数据库（') && r.figure === '文件大小') }));
  return rows;
}

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function growth(values: number[]): string {
  const a = values[0];
  const b = values[values.length - 1];
  if (values.length < 2 || !Number.isFinite(a) || !Number.isFinite(b) || a === 0) return '—';
  return `×${formatNumber(b / a)}`;
}

/** The Markdown between the markers: heading, what was run, the table, the chart. */
export function renderGrowth(runs: GrowthRun[], opts: { svgPath?: string } = {}): string {
  const sorted = [...runs].sort((a, b) => a.count - b.count);
  const rows = growthRows(sorted);
  const sizes = sorted.map((r) => sizeLabel(r.count));
  const out: string[] = [GROWTH_HEADING, ''];
  out.push(
    `每个规模一次 \`BENCH_ONLY=log npm run bench:search -- --count N\`（SQLite，32 连接，Zipf 查询日志，缓存开启，2 核，压测端同机）：`,
    '',
  );
  for (const r of sorted) {
    const failed = r.exitCode !== 0 ? `；**运行失败（退出码 ${r.exitCode}）**，只有失败前报告的数值` : '';
    out.push(`- ${sizeLabel(r.count)}（${r.count.toLocaleString('en-US')} 条）：${utc(r.startedAt)} – ${utc(r.endedAt)}，负载 ${r.loadBefore.toFixed(2)} → ${r.loadAfter.toFixed(2)}，提交 \`${r.commit.slice(0, 7)}\`${failed}`);
  }
  const big = sorted.length > 0 && sorted[sorted.length - 1].count >= 10_000_000;
  const withGoal = rows.filter((r) => r.met !== null);
  out.push('');
  if (big) out.push(`${sizeLabel(sorted[sorted.length - 1].count)} 的目标（issue 36）达标 ${withGoal.filter((r) => r.met).length} / ${withGoal.length} 项。`, '');
  out.push(`| 项目 | ${sizes.join(' | ')} | ${sizes.length > 1 ? `${sizes[0]} → ${sizes[sizes.length - 1]}` : '增长'} | 目标（最大规模） | 达标 |`);
  out.push(`|---|${sizes.map(() => '---:').join('|')}|---:|---|---|`);
  for (const r of rows) {
    const vals = r.values.map((v) => (Number.isFinite(v) ? `${formatNumber(v)} ${r.unit}` : '—'));
    const mark = r.met === null ? '—' : r.met ? '✓ 达标' : '✗ 未达标';
    out.push(`| ${cell(r.label)} | ${vals.join(' | ')} | ${growth(r.values)} | ${cell(r.goal)} | ${mark} |`);
  }
  if (opts.svgPath) out.push('', `![搜索 p99 与吞吐随语料规模的变化](${opts.svgPath})`);
  return out.join('\n');
}

/** Puts `block` between the growth markers (before `anchor`, or at the end, when there are none). */
export function writeGrowth(text: string, block: string, anchor?: string): string {
  const full = `${GROWTH_START}\n${block}\n${GROWTH_END}`;
  const i = text.indexOf(GROWTH_START);
  const j = text.indexOf(GROWTH_END);
  if (i >= 0 && j > i) return text.slice(0, i) + full + text.slice(j + GROWTH_END.length);
  const at = anchor ? text.indexOf(anchor) : -1;
  if (at >= 0) return `${text.slice(0, at)}${full}\n\n${text.slice(at)}`;
  return `${text.trimEnd()}\n\n${full}\n`;
}

// ---- the chart

const COLORS = ['#1677ff', '#52c41a', '#fa8c16', '#eb2f96', '#722ed1'];
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Log-scale ticks that stay readable: 1–2–5 steps only, at most ~6. */
function logTicks(domain: [number, number]): number[] {
  const ticks: number[] = [];
  const lo = Math.floor(Math.log10(domain[0]));
  const hi = Math.ceil(Math.log10(domain[1]));
  for (let e = lo; e <= hi; e++) for (const m of [1, 2, 5]) ticks.push(m * 10 ** e);
  const inside = ticks.filter((t) => t >= domain[0] * 0.999 && t <= domain[1] * 1.001);
  return inside.length > 6 ? inside.filter((t) => String(t).startsWith('1')) : inside;
}

interface Panel {
  title: string;
  unit: string;
  lines: Array<{ name: string; values: number[] }>;
  /** a horizontal goal line */
  goal?: { value: number; label: string };
}

function panelSvg(p: Panel, sizes: string[], x0: number, y0: number, w: number, h: number): string {
  const m = { top: 34, right: 12, bottom: 40, left: 52 };
  const xs = scalePoint<string>().domain(sizes).range([x0 + m.left, x0 + w - m.right]).padding(0.3);
  const all = p.lines.flatMap((l) => l.values).filter((v) => Number.isFinite(v) && v > 0);
  if (p.goal) all.push(p.goal.value);
  const lo = all.length ? Math.min(...all) : 1;
  const hi = all.length ? Math.max(...all) : 10;
  const domain: [number, number] = [10 ** Math.floor(Math.log10(lo)), 10 ** Math.ceil(Math.log10(hi === lo ? hi * 10 : hi))];
  const ys = scaleLog().domain(domain).range([y0 + h - m.bottom, y0 + m.top]);
  const parts: string[] = [];
  parts.push(`<text x="${x0 + w / 2}" y="${y0 + 18}" text-anchor="middle" font-size="14" font-weight="600">${esc(p.title)}</text>`);
  for (const t of logTicks(domain)) {
    const y = ys(t).toFixed(1);
    parts.push(`<line x1="${x0 + m.left}" x2="${x0 + w - m.right}" y1="${y}" y2="${y}" stroke="#e5e5e5"/>`);
    parts.push(`<text x="${x0 + m.left - 6}" y="${y}" dy="0.32em" text-anchor="end" font-size="11" fill="#555">${esc(formatNumber(t))}</text>`);
  }
  parts.push(`<text transform="translate(${x0 + 14},${y0 + h / 2}) rotate(-90)" text-anchor="middle" font-size="11" fill="#555">${esc(p.unit)}（对数坐标）</text>`);
  for (const s of sizes) {
    const x = xs(s)!.toFixed(1);
    parts.push(`<line x1="${x}" x2="${x}" y1="${y0 + m.top}" y2="${y0 + h - m.bottom}" stroke="#f0f0f0"/>`);
    parts.push(`<text x="${x}" y="${y0 + h - m.bottom + 16}" text-anchor="middle" font-size="11" fill="#555">${esc(s)}</text>`);
  }
  parts.push(`<text x="${x0 + (m.left + w - m.right) / 2}" y="${y0 + h - 6}" text-anchor="middle" font-size="11" fill="#555">资源条数</text>`);
  if (p.goal) {
    const y = ys(p.goal.value).toFixed(1);
    parts.push(`<line x1="${x0 + m.left}" x2="${x0 + w - m.right}" y1="${y}" y2="${y}" stroke="#f5222d" stroke-dasharray="5 4"/>`);
    parts.push(`<text x="${x0 + w - m.right}" y="${y}" dy="-4" text-anchor="end" font-size="11" fill="#f5222d">${esc(p.goal.label)}</text>`);
  }
  const path = line<[string, number]>()
    .defined(([, v]) => Number.isFinite(v) && v > 0)
    .x(([s]) => xs(s)!)
    .y(([, v]) => ys(v));
  // the legend goes where the lines are not: top left, or bottom left when a line starts high
  const startsHigh = p.lines.some((l) => Number.isFinite(l.values[0]) && l.values[0] > 0 && ys(l.values[0]) < y0 + m.top + 20 + p.lines.length * 15);
  const legendTop = startsHigh ? y0 + h - m.bottom - 10 - (p.lines.length - 1) * 15 : y0 + m.top + 6;
  p.lines.forEach((l, i) => {
    const color = COLORS[i % COLORS.length];
    const pts = sizes.map((s, k) => [s, l.values[k]] as [string, number]);
    parts.push(`<path d="${path(pts) ?? ''}" fill="none" stroke="${color}" stroke-width="2"/>`);
    for (const [s, v] of pts) {
      if (Number.isFinite(v) && v > 0) parts.push(`<circle cx="${xs(s)!.toFixed(1)}" cy="${ys(v).toFixed(1)}" r="3" fill="${color}"><title>${esc(`${l.name} ${s}：${formatNumber(v)} ${p.unit}`)}</title></circle>`);
    }
    // legend, top left inside the plot
    const lx = x0 + m.left + 8;
    const ly = legendTop + i * 15;
    parts.push(`<line x1="${lx}" x2="${lx + 14}" y1="${ly}" y2="${ly}" stroke="${color}" stroke-width="2"/><text x="${lx + 18}" y="${ly}" dy="0.32em" font-size="11">${esc(l.name)}</text>`);
  });
  return parts.join('\n');
}

/** The chart: p99 per class for visitors and members, and throughput, against corpus size. */
export function renderGrowthSvg(runs: GrowthRun[]): string {
  const sorted = [...runs].sort((a, b) => a.count - b.count);
  const sizes = sorted.map((r) => sizeLabel(r.count));
  const rows = growthRows(sorted);
  const of = (panel: 'anon' | 'member' | 'rps') => rows.filter((r) => r.series?.panel === panel).map((r) => ({ name: r.series!.name, values: r.values }));
  const panels: Panel[] = [
    { title: '查询日志 p99 · 访客', unit: 'ms', lines: of('anon'), goal: { value: 50, label: '10M 目标 ≤ 50 ms' } },
    { title: '查询日志 p99 · 会员', unit: 'ms', lines: of('member'), goal: { value: 50, label: '10M 目标 ≤ 50 ms' } },
    { title: '查询日志吞吐（全部长度）', unit: 'req/s', lines: of('rps') },
  ];
  const w = 320;
  const h = 300;
  const width = w * panels.length;
  const body = panels.map((p, i) => panelSvg(p, sizes, i * w, 0, w, h)).join('\n');
  const date = sorted.length ? utc(sorted[sorted.length - 1].endedAt) : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${h + 22}" viewBox="0 0 ${width} ${h + 22}" font-family="'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif" role="img" aria-label="搜索成本随语料规模的变化">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    body,
    `<text x="8" y="${h + 14}" font-size="10" fill="#888">${esc(`npm run bench:growth · SQLite · 32 连接 · 2 核 · ${date}`)}</text>`,
    '</svg>',
    '',
  ].join('\n');
}
