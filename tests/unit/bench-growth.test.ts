import { describe, expect, it } from 'vitest';
import { GROWTH_END, GROWTH_HEADING, GROWTH_START, growthRows, renderGrowth, renderGrowthSvg, sizeLabel, writeGrowth, type GrowthRun } from '../../scripts/bench/growth';
import { result, type BenchResult } from '../../scripts/bench/summary';

const T0 = Date.UTC(2026, 10, 27, 2, 0);
const CLASSES = ['1 字', '2 字', '3 字', '4–5 字', '6–8 字'];

/** The results a `BENCH_ONLY=log bench:search --count n` run reports (search-log.ts, search.ts). */
function results(n: number, p99: (cls: string, who: string) => number, rps: number, opts: { missing?: string } = {}): BenchResult[] {
  const size = `${n.toLocaleString('en-US')} 条资源`;
  const out: BenchResult[] = [];
  for (const who of ['匿名', '会员']) {
    for (const cls of CLASSES) {
      if (opts.missing === `${cls}，${who}`) continue;
      out.push(result({ bench: 'bench:search', route: `搜索查询日志（${cls}，${who}）`, figure: 'p99', value: p99(cls, who), unit: 'ms', goal: { op: '≤', target: 25 } }));
    }
  }
  out.push(result({ bench: 'bench:search', route: '搜索查询日志（全部长度，匿名）', figure: '吞吐', value: rps, unit: 'req/s' }));
  out.push(result({ bench: 'bench:search', route: '搜索查询日志（全部长度，会员）', figure: '吞吐', value: rps * 0.8, unit: 'req/s' }));
  out.push(result({ bench: 'bench:search', route: '搜索建议 /v1/resource/suggest', figure: 'p99', value: n / 1_000_000, unit: 'ms' }));
  out.push(result({ bench: 'bench:search', route: `导入（${size}）`, figure: '速率', value: 20_000_000 / Math.sqrt(n), unit: '行/秒' }));
  out.push(result({ bench: 'bench:search', route: `数据库（${size}）`, figure: '文件大小', value: Math.round(n / 1700), unit: 'MB' }));
  out.push(result({ bench: 'bench:search', route: `服务器进程（${size}）`, figure: 'RSS 峰值', value: 300 + n / 20_000, unit: 'MB' }));
  return out;
}

function run(n: number, p99: (cls: string, who: string) => number, rps: number, over: Partial<GrowthRun> = {}): GrowthRun {
  return { count: n, startedAt: T0, endedAt: T0 + 600_000, loadBefore: 0.1, loadAfter: 1.9, commit: 'abcdef0123456789', exitCode: 0, results: results(n, p99, rps), ...over };
}

// 1M fast, 10M slower for members' long queries only
const runs = [
  run(10_000_000, (cls, who) => (who === '会员' && cls === '6–8 字' ? 80 : 30), 1000),
  run(1_000_000, () => 20, 3000),
  run(3_000_000, () => 25, 2000),
];

describe('bench:growth table (issue 36)', () => {
  it('labels sizes as people say them', () => {
    expect([1_000_000, 3_000_000, 10_000_000, 2_500_000, 20_000].map(sizeLabel)).toEqual(['1M', '3M', '10M', '2.5M', '20k']);
  });

  it('puts every figure issue 36 names in one row, values ordered by size, goals judged at 10M', () => {
    const rows = growthRows(runs);
    const byLabel = new Map(rows.map((r) => [r.label, r]));
    expect(rows).toHaveLength(10 + 2 + 4);
    expect(byLabel.get('查询日志 p99（6–8 字，会员）')).toMatchObject({ values: [20, 25, 80], goal: '≤ 50 ms', met: false });
    expect(byLabel.get('查询日志 p99（1 字，匿名）')).toMatchObject({ values: [20, 25, 30], met: true });
    // throughput: at least half of the 1M figure
    expect(byLabel.get('查询日志吞吐（全部长度，匿名）')).toMatchObject({ values: [3000, 2000, 1000], met: false });
    expect(byLabel.get('查询日志吞吐（全部长度，匿名）')!.goal).toContain('1,500');
    expect(byLabel.get('导入速率')!.met).toBe(false); // 20M/sqrt(10M) ≈ 6,325 rows/s
    expect(byLabel.get('服务器 RSS 峰值')).toMatchObject({ values: [350, 450, 800], met: true });
    expect(byLabel.get('数据库文件')).toMatchObject({ goal: '—', met: null });
  });

  it('has no goals when the largest size is below 10M, and a missing figure is NaN, never a pass', () => {
    const small = growthRows([run(1_000_000, () => 20, 3000), run(3_000_000, () => 25, 2000)]);
    expect(small.every((r) => r.met === null && r.goal === '—')).toBe(true);
    const gap = { ...run(10_000_000, () => 30, 2000), results: results(10_000_000, () => 30, 2000, { missing: '3 字，匿名' }) };
    const row = growthRows([run(1_000_000, () => 20, 3000), gap]).find((r) => r.label === '查询日志 p99（3 字，匿名）')!;
    expect(Number.isNaN(row.values[1])).toBe(true);
    expect(row.met).toBe(false);
  });

  it('renders the runs (time, load, commit), the growth column and the count of goals met', () => {
    const md = renderGrowth(runs, { svgPath: 'docs/search-growth.svg' });
    expect(md.startsWith(GROWTH_HEADING)).toBe(true);
    expect(md).toContain('| 项目 | 1M | 3M | 10M | 1M → 10M | 目标（最大规模） | 达标 |');
    expect(md).toContain('| 查询日志 p99（6–8 字，会员） | 20 ms | 25 ms | 80 ms | ×4 | ≤ 50 ms | ✗ 未达标 |');
    expect(md).toContain('10M（10,000,000 条）：2026-11-27 02:00 UTC – 2026-11-27 02:10 UTC，负载 0.10 → 1.90，提交 `abcdef0`');
    // 9 of 10 p99 rows, RSS and suggestions (10 ms at 10M: met) pass; 2 throughput and import fail
    expect(md).toContain('10M 的目标（issue 36）达标 11 / 15 项。');
    expect(md).toContain('![搜索 p99 与吞吐随语料规模的变化](docs/search-growth.svg)');
    const failed = renderGrowth([run(1_000_000, () => 20, 3000), run(10_000_000, () => 30, 2000, { exitCode: 1 })]);
    expect(failed).toContain('**运行失败（退出码 1）**');
  });

  it('writes between its markers, replacing an older table and nothing else', () => {
    const readme = '# t\n\n### Search figures\n\ntext\n\n### PostgreSQL (issue 34 item 4\n\nmore\n';
    const once = writeGrowth(readme, 'TABLE 1', '### PostgreSQL (issue 34 item 4');
    expect(once).toBe(`# t\n\n### Search figures\n\ntext\n\n${GROWTH_START}\nTABLE 1\n${GROWTH_END}\n\n### PostgreSQL (issue 34 item 4\n\nmore\n`);
    const twice = writeGrowth(once, 'TABLE 2', '### PostgreSQL (issue 34 item 4');
    expect(twice).toBe(once.replace('TABLE 1', 'TABLE 2'));
    expect(writeGrowth('# t\n', 'X')).toBe(`# t\n\n${GROWTH_START}\nX\n${GROWTH_END}\n`);
  });
});

describe('bench:growth chart', () => {
  const svg = renderGrowthSvg(runs);
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');

  it('is well-formed SVG with no NaN coordinates', () => {
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.tagName).toBe('svg');
    expect(svg).not.toMatch(/NaN|undefined|Infinity/);
  });

  it('draws a line per class for visitors and for members, and the two throughput lines, a point per size', () => {
    expect(doc.getElementsByTagName('path')).toHaveLength(5 + 5 + 2);
    expect(doc.getElementsByTagName('circle')).toHaveLength(12 * 3);
    const tips = Array.from(doc.getElementsByTagName('title')).map((t) => t.textContent);
    expect(tips).toContain('6–8 字 10M：80 ms');
    expect(tips).toContain('访客 1M：3,000 req/s');
    // the 10M goal, dashed, on both p99 panels
    expect(doc.querySelectorAll('line[stroke-dasharray]')).toHaveLength(2);
    expect(svg).toContain('10M 目标 ≤ 50 ms');
  });

  it('puts a slower figure higher on the chart (log scale, larger value → smaller y)', () => {
    const y = (tip: string) => Number(Array.from(doc.getElementsByTagName('circle')).find((c) => c.textContent === tip)!.getAttribute('cy'));
    expect(y('6–8 字 10M：80 ms')).toBeLessThan(y('6–8 字 1M：20 ms'));
  });

  it('leaves a gap for a size that did not report, and still draws the rest', () => {
    const gap = { ...run(10_000_000, () => 30, 2000), results: results(10_000_000, () => 30, 2000, { missing: '3 字，匿名' }) };
    const out = renderGrowthSvg([run(1_000_000, () => 20, 3000), gap]);
    expect(out).not.toMatch(/NaN/);
    const d = new DOMParser().parseFromString(out, 'image/svg+xml');
    expect(d.getElementsByTagName('circle')).toHaveLength(12 * 2 - 1);
  });
});
