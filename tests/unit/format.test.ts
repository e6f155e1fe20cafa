// @vitest-environment node
import dayjs from 'dayjs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, localDateTime, parseServerTime } from '../../src/lib/format';

/**
 * The first screens format times with plain Date code instead of dayjs (issue 14). dayjs stays a
 * dependency (antd's pickers), so it is the oracle: the same inputs must give the same text.
 */
describe('server time formatting without dayjs', () => {
  it('reads the forms the API sends like dayjs does', () => {
    for (const v of ['2026-06-01T01:30:00.000Z', '2026-06-01T09:30:00+08:00', '2026-06-01 09:30:05', '2026-06-01 09:30', '2026-06-01', '2026-12-31T23:59:59Z']) {
      expect(formatDateTime(v), v).toBe(dayjs(v).format('YYYY-MM-DD HH:mm'));
      expect(localDateTime(parseServerTime(v)!, true), v).toBe(dayjs(v).format('YYYY-MM-DD HH:mm:ss'));
    }
    expect(formatDateTime(1780277400)).toBe(dayjs(1780277400 * 1000).format('YYYY-MM-DD HH:mm'));
    expect(formatDateTime(1780277400123)).toBe(dayjs(1780277400123).format('YYYY-MM-DD HH:mm'));
    expect(formatDate('2026-06-01 09:30:00')).toBe('2026年6月1日');
  });

  it('absent and unreadable values', () => {
    for (const v of [null, undefined, '', 0]) {
      expect(formatDateTime(v)).toBe('—');
      expect(formatDate(v)).toBe('—');
    }
    expect(formatDateTime('不是时间')).toBe('不是时间');
    expect(parseServerTime('not a date')).toBeNull();
  });

  // (numbers under 1e12 are epoch seconds, as before)
  it('any instant, as ISO or epoch ms, formats like dayjs', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1e12, max: Date.UTC(2100, 0, 1) }), (ms) => {
        const iso = new Date(ms).toISOString();
        expect(formatDateTime(iso)).toBe(dayjs(iso).format('YYYY-MM-DD HH:mm'));
        expect(formatDateTime(ms)).toBe(dayjs(ms).format('YYYY-MM-DD HH:mm'));
        expect(formatDate(ms)).toBe(dayjs(ms).format('YYYY年M月D日'));
      }),
    );
  });
});
