import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  commitLine,
  currentSummary,
  QUICK_LABEL,
  QUICK_TAG,
  mergeRerun,
  readResults,
  renderSummary,
  report,
  result,
  SUMMARY_END,
  SUMMARY_HEADING,
  SUMMARY_START,
  writeSummary,
  type SummaryRun,
} from '../../scripts/bench/summary';

const T0 = Date.UTC(2026, 10, 26, 17, 40);

function run(over: Partial<SummaryRun> = {}): SummaryRun {
  return {
    commit: 'abcdef0123456789abcdef0123456789abcdef01',
    commitAfter: 'abcdef0123456789abcdef0123456789abcdef01',
    dirty: false,
    quick: false,
    startedAt: T0,
    endedAt: T0 + 3_600_000,
    cores: 2,
    runs: [
      {
        bench: 'bench:session', endedAt: T0 + 60_000, loadBefore: 0.5, loadAfter: 1.25, seconds: 60, exitCode: 0,
        results: [
          result({ bench: 'bench:session', route: 'SessionService.check', figure: 'p99', value: 42.3, unit: 'µs', goal: { op: '<', target: 100, source: 'issue 34' } }),
          result({ bench: 'bench:session', route: 'SessionService.check', figure: 'p50', value: 20, unit: 'µs' }),
        ],
      },
      {
        bench: 'bench:forum', endedAt: T0 + 600_000, loadBefore: 1.25, loadAfter: 2, seconds: 500, exitCode: 0,
        results: [result({ bench: 'bench:forum', route: '200 条回复的帖子页（会员）', figure: 'p99', value: 61.5, unit: 'ms', goal: { op: '≤', target: 30, source: 'issue 34' } })],
      },
      { bench: 'bench:web', endedAt: T0, loadBefore: NaN, loadAfter: NaN, seconds: 0, exitCode: 0, results: [], skipped: true },
      { bench: 'bench:cluster', endedAt: T0 + 700_000, loadBefore: 2, loadAfter: 2.5, seconds: 30, exitCode: 1, results: [] },
    ],
    ...over,
  };
}

describe('bench results', () => {
  it('computes met from the goal, and no goal is "—" with met null', () => {
    expect(result({ bench: 'b', route: 'r', figure: 'p99', value: 25, unit: 'ms', goal: { op: '≤', target: 25 } })).toMatchObject({ goal: '≤ 25 ms', met: true });
    expect(result({ bench: 'b', route: 'r', figure: 'p99', value: 25.1, unit: 'ms', goal: { op: '≤', target: 25 } }).met).toBe(false);
    expect(result({ bench: 'b', route: 'r', figure: 'p99', value: 100, unit: 'µs', goal: { op: '<', target: 100 } }).met).toBe(false);
    expect(result({ bench: 'b', route: 'r', figure: '速率', value: 19_999, unit: '行/秒', goal: { op: '≥', target: 20_000, source: 'issue 36' } })).toMatchObject({
      goal: '≥ 20,000 行/秒（issue 36）',
      met: false,
    });
    expect(result({ bench: 'b', route: '账本', figure: '偏差', value: 0, unit: '个', goal: { op: '=', target: 0 } }).met).toBe(true);
    // a figure the bench could not measure (NaN) never meets its goal
    expect(result({ bench: 'b', route: 'r', figure: 'p99', value: NaN, unit: 'ms', goal: { op: '≤', target: 25 } }).met).toBe(false);
    expect(result({ bench: 'b', route: 'r', figure: '吞吐', value: 3000, unit: 'req/s' })).toMatchObject({ goal: '—', met: null });
  });

  describe('report() into BENCH_RESULTS', () => {
    const saved = process.env.BENCH_RESULTS;
    afterEach(() => {
      if (saved === undefined) delete process.env.BENCH_RESULTS;
      else process.env.BENCH_RESULTS = saved;
    });

    it('appends one JSON line per figure, which readResults reads back', () => {
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-summary-test-')), 'r.jsonl');
      process.env.BENCH_RESULTS = file;
      report({ bench: 'bench:coins', route: '签到', figure: 'p99', value: 41, unit: 'ms', goal: { op: '≤', target: 50 } });
      report({ bench: 'bench:coins', route: '账本', figure: '偏差', value: 2, unit: '个', goal: { op: '=', target: 0 } });
      expect(fs.readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(2);
      expect(readResults(file).map((r) => [r.route, r.met])).toEqual([['签到', true], ['账本', false]]);
      expect(readResults(path.join(path.dirname(file), 'missing.jsonl'))).toEqual([]);
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    });

    it('marks a figure measured on PostgreSQL (BENCH_DB=pg) as a row of its own', () => {
      const savedDb = process.env.BENCH_DB;
      delete process.env.BENCH_RESULTS;
      try {
        process.env.BENCH_DB = 'pg';
        expect(report({ bench: 'bench:coins', route: '签到', figure: 'p99', value: 41, unit: 'ms' }).bench).toBe('bench:coins（PostgreSQL）');
        delete process.env.BENCH_DB;
        expect(report({ bench: 'bench:coins', route: '签到', figure: 'p99', value: 41, unit: 'ms' }).bench).toBe('bench:coins');
      } finally {
        if (savedDb === undefined) delete process.env.BENCH_DB;
        else process.env.BENCH_DB = savedDb;
      }
    });

    it('writes nothing without BENCH_RESULTS', () => {
      delete process.env.BENCH_RESULTS;
      expect(report({ bench: 'b', route: 'r', figure: 'f', value: 1, unit: '' }).met).toBeNull();
    });
  });
});

describe('the summary table', () => {
  it('has the Chinese headers, one row per figure with its bench date and load, met / missed / no goal', () => {
    const md = renderSummary(run());
    expect(md.startsWith(`${SUMMARY_HEADING}\n`)).toBe(true);
    expect(md).toContain('| 路由/项目 | 数值 | 目标 | 达标 | 日期 | 负载 |');
    expect(md).toContain('| bench:session · SessionService.check · p99 | 42.3 µs | < 100 µs（issue 34） | ✓ 达标 | 2026-11-26 17:41 UTC | 0.50 → 1.25 |');
    expect(md).toContain('| bench:session · SessionService.check · p50 | 20 µs | — | — | 2026-11-26 17:41 UTC | 0.50 → 1.25 |');
    expect(md).toContain('| bench:forum · 200 条回复的帖子页（会员） · p99 | 61.5 ms | ≤ 30 ms（issue 34） | ✗ 未达标 | 2026-11-26 17:50 UTC | 1.25 → 2.00 |');
    expect(md).toContain('| bench:web（未运行：已跳过） |');
    expect(md).toContain('bench:cluster：运行失败（退出码 1');
    expect(md).toContain('达标 1 / 2 项');
    expect(md).toContain('测量的代码：提交 `abcdef0`。');
    expect(md).not.toContain(QUICK_LABEL);
  });

  it('says when the figures do not belong to one commit', () => {
    expect(commitLine({ commit: 'abcdef0123', commitAfter: 'abcdef0123', dirty: false })).toBe(
      '测量的代码：提交 `abcdef0`。此后若代码有改动，这张表即已过时：重新运行 `npm run bench`。',
    );
    expect(commitLine({ commit: 'abcdef0123', commitAfter: 'abcdef0123', dirty: true })).toContain('另有未提交的改动：这些数字不对应任何一个提交');
    const moved = commitLine({ commit: 'abcdef0123', commitAfter: '1234567890', dirty: false });
    expect(moved).toContain('运行期间代码已变为 `1234567`');
    expect(renderSummary(run({ dirty: true }))).toContain('另有未提交的改动');
  });

  it('marks a quick run as such', () => {
    const md = renderSummary(run({ quick: true }));
    expect(md.split('\n').slice(0, 3)).toEqual([SUMMARY_HEADING, '', QUICK_TAG]);
    expect(md).toContain(`**${QUICK_LABEL}**`);
    expect(md).toContain('`npm run bench`（BENCH_QUICK=1）');
  });
});

describe('a bench run again (BENCH_RERUN)', () => {
  const again = {
    bench: 'bench:forum', endedAt: T0 + 7_200_000, loadBefore: 0.1, loadAfter: 0.9, seconds: 170, exitCode: 0,
    results: [result({ bench: 'bench:forum', route: '200 条回复的帖子页（会员）', figure: 'p99', value: 28, unit: 'ms', goal: { op: '≤', target: 30, source: 'issue 34' } })],
  };

  it('replaces only that bench’s rows, with their own date and load, and says when, on which commit and why', () => {
    const merged = mergeRerun(run(), [again], { commit: 'abcdef0123456789abcdef0123456789abcdef01', startedAt: T0 + 7_000_000, reason: '第一次运行时机器上另有进程' });
    const md = renderSummary(merged);
    expect(md).toContain('| bench:forum · 200 条回复的帖子页（会员） · p99 | 28 ms | ≤ 30 ms（issue 34） | ✓ 达标 | 2026-11-26 19:40 UTC | 0.10 → 0.90 |');
    expect(md).not.toContain('61.5 ms');
    // the other benches' rows are the first run's
    expect(md).toContain('| bench:session · SessionService.check · p99 | 42.3 µs |');
    expect(md).toContain('bench:forum 于 2026-11-26 19:36 UTC 单独重新运行（提交 `abcdef0`），它的行取自这次：第一次运行时机器上另有进程');
    expect(md).toContain('2026-11-26 17:40 UTC – 2026-11-26 19:40 UTC');
    expect(md).toContain('达标 2 / 2 项');
    expect(md).toContain('测量的代码：提交 `abcdef0`。');
  });

  it('says the code moved when the re-run measured another commit', () => {
    const merged = mergeRerun(run(), [again], { commit: '1234567890', startedAt: T0 + 7_000_000, reason: 'x' });
    expect(renderSummary(merged)).toContain('运行期间代码已变为 `1234567`');
  });
});

describe('writing the table into the README', () => {
  const readme = '# ujuso\n\nintro\n\n### How the benchmarks measure\ntext\n';
  const full = renderSummary(run());
  const quick = renderSummary(run({ quick: true }));

  it('adds the markers before the anchor the first time, then replaces only what is between them', () => {
    const first = writeSummary(readme, full, { quick: false, anchor: '### How the benchmarks measure' });
    expect(first.written).toBe(true);
    expect(first.text).toBe(`# ujuso\n\nintro\n\n${SUMMARY_START}\n${full}\n${SUMMARY_END}\n\n### How the benchmarks measure\ntext\n`);
    const again = renderSummary(run({ commit: 'ffffffffff', commitAfter: 'ffffffffff' }));
    const second = writeSummary(first.text, again, { quick: false, anchor: '### How the benchmarks measure' });
    expect(second.text).toBe(first.text.replace(full, again));
    expect(second.text.split(SUMMARY_START)).toHaveLength(2);
    expect(currentSummary(second.text)).toBe(`\n${again}\n`);
  });

  it('appends the block at the end when there is neither marker nor anchor', () => {
    const { text } = writeSummary('# t\n', full, { quick: false });
    expect(text).toBe(`# t\n\n${SUMMARY_START}\n${full}\n${SUMMARY_END}\n`);
  });

  it('never lets a quick table replace a full run’s table, but replaces a quick one', () => {
    const withFull = writeSummary(readme, full, { quick: false }).text;
    const attempt = writeSummary(withFull, quick, { quick: true });
    expect(attempt).toEqual({ text: withFull, written: false });

    const withQuick = writeSummary(readme, quick, { quick: true }).text;
    const quick2 = renderSummary(run({ quick: true, commit: 'ffffffffff', commitAfter: 'ffffffffff' }));
    expect(writeSummary(withQuick, quick2, { quick: true })).toMatchObject({ written: true });
    // and a full run always replaces a quick one
    const replaced = writeSummary(withQuick, full, { quick: false });
    expect(replaced.written).toBe(true);
    expect(currentSummary(replaced.text)).toBe(`\n${full}\n`);
  });

  it('fills empty markers even in quick mode', () => {
    const empty = `${readme}${SUMMARY_START}\n${SUMMARY_END}\n`;
    expect(writeSummary(empty, quick, { quick: true }).written).toBe(true);
  });
});
