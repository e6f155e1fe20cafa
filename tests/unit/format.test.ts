// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { approxCount, formatDate, formatDateTime, formatDay, localDateTime, parseServerTime, timeAgo, toEpochMs } from '../../src/lib/format';
import { checkedAgo } from '../../src/components/ValidityBadge/ValidityBadge';

/**
 * The date helpers wrap dayjs (issue 31: dayjs is the one date library again). These pin what
 * the pages show for each form the API sends; the process runs in the zone of the machine, so
 * the expectations for zoned instants are computed from the zone offset of that instant.
 */
const pad = (n: number) => String(n).padStart(2, '0');
/** An instant's local wall clock, computed without the helpers under test (the oracle). */
function wall(ms: number): string {
  const local = ms - new Date(ms).getTimezoneOffset() * 60_000;
  const d = new Date(local);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

describe('server time formatting (dayjs)', () => {
  it('reads zone-less times as local and zoned ones as instants', () => {
    expect(formatDateTime('2026-06-01 09:30:05')).toBe('2026-06-01 09:30');
    expect(localDateTime('2026-06-01 09:30:05', true)).toBe('2026-06-01 09:30:05');
    expect(formatDateTime('2026-06-01 09:30')).toBe('2026-06-01 09:30');
    expect(formatDateTime('2026-06-01')).toBe('2026-06-01 00:00');
    for (const iso of ['2026-06-01T01:30:00.000Z', '2026-06-01T09:30:00+08:00', '2026-12-31T23:59:59Z']) {
      expect(localDateTime(iso, true), iso).toBe(wall(Date.parse(iso)));
    }
    expect(formatDateTime(1780277400)).toBe(wall(1780277400 * 1000).slice(0, 16));
    expect(formatDateTime(1780277400123)).toBe(wall(1780277400123).slice(0, 16));
    expect(formatDate('2026-06-01 09:30:00')).toBe('2026年6月1日');
    expect(formatDay('2026-06-01 09:30:00')).toBe('2026-06-01');
    expect(toEpochMs('1780277400')).toBe(1780277400_000);
  });

  it('absent and unreadable values', () => {
    for (const v of [null, undefined, '', 0]) {
      expect(formatDateTime(v)).toBe('—');
      expect(formatDate(v)).toBe('—');
      expect(formatDay(v)).toBe('');
      expect(toEpochMs(v)).toBe(0);
    }
    expect(formatDateTime('不是时间')).toBe('不是时间');
    expect(parseServerTime('not a date')).toBeNull();
  });

  it('time ago: 刚刚 / minutes / hours / days, truncated', () => {
    const now = Date.parse('2026-06-02T12:00:00Z');
    expect(timeAgo('2026-06-02T11:59:30Z', now)).toBe('刚刚');
    expect(timeAgo('2026-06-02T11:58:59Z', now)).toBe('1 分钟前');
    expect(timeAgo('2026-06-02T10:00:01Z', now)).toBe('1 小时前');
    expect(timeAgo('2026-05-30T12:00:00Z', now)).toBe('3 天前');
    expect(timeAgo('垃圾', now)).toBe('刚刚');
    expect(checkedAgo('2026-06-02T09:00:00Z', now)).toBe('3 小时前');
  });

  // (numbers under 1e12 are epoch seconds, as before)
  it('any instant, as ISO or epoch ms, shows its local wall clock', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1e12, max: Date.UTC(2100, 0, 1) }), (ms) => {
        const iso = new Date(ms).toISOString();
        expect(localDateTime(iso, true)).toBe(wall(ms));
        expect(formatDateTime(ms)).toBe(wall(ms).slice(0, 16));
        expect(toEpochMs(iso)).toBe(ms);
      }),
    );
  });
});

describe('签到日历 month helpers (issue 33)', () => {
  it('titles and shifts months across year ends', async () => {
    const { monthTitle, shiftMonth, monthDayTitle } = await import('../../src/lib/format');
    expect(monthTitle('2026-11')).toBe('2026年11月');
    expect(monthTitle('2027-01')).toBe('2027年1月');
    expect(shiftMonth('2026-11', -1)).toBe('2026-10');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2026-03', -14)).toBe('2025-01');
    expect(monthDayTitle('2026-11-05')).toBe('11月5日');
  });
});

describe('approxCount (ADR 0036: 约 N 个)', () => {
  it('two significant figures, 万 from 10,000 on', () => {
    expect(approxCount(87)).toBe('87');
    expect(approxCount(3456)).toBe('3500');
    expect(approxCount(9_960)).toBe('1万');
    expect(approxCount(42_345)).toBe('4.2万');
    expect(approxCount(1_234_567)).toBe('120万');
    expect(approxCount(0)).toBe('0');
  });
});
