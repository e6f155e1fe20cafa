import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatVipExpiry } from '../../src/components/UserMenu';
import { formatChineseDate, formatLocalDateTime, parseLocalDate } from '../../src/lib/date';
import { MOBILE_QUERY, useIsMobile } from '../../src/lib/useIsMobile';

describe('date helpers of the first screens (no dayjs, issue 14)', () => {
  it('reads zone-less server times as local time, like dayjs', () => {
    expect(parseLocalDate('2026-05-01 00:00:00')?.getTime()).toBe(new Date(2026, 4, 1).getTime());
    expect(parseLocalDate('2026-05-01')?.getTime()).toBe(new Date(2026, 4, 1).getTime());
    expect(parseLocalDate('2026-05-01T08:30')?.getTime()).toBe(new Date(2026, 4, 1, 8, 30).getTime());
    expect(parseLocalDate('2026-05-01T00:00:00Z')?.getTime()).toBe(Date.UTC(2026, 4, 1));
    expect(parseLocalDate('not a date')).toBeNull();
  });

  it('formats the VIP expiry in Chinese and the menu user time as YYYY-MM-DD HH:mm:ss', () => {
    expect(formatVipExpiry('2026-12-31 23:59:59')).toBe('2026年12月31日');
    expect(formatVipExpiry('永久')).toBe('永久');
    expect(formatChineseDate(new Date(2026, 0, 5))).toBe('2026年1月5日');
    expect(formatLocalDateTime(new Date(2026, 0, 5, 7, 8, 9).getTime())).toBe('2026-01-05 07:08:09');
  });
});

describe('useIsMobile', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  function Probe() {
    return <span>{useIsMobile() ? 'phone' : 'desktop'}</span>;
  }

  it('is false without matchMedia (jsdom, server) and follows the media query when it changes', async () => {
    const host = document.createElement('div');
    const root = createRoot(host);
    // no matchMedia at all: the desktop layout
    // @ts-expect-error jsdom has none; make sure of it
    window.matchMedia = undefined;
    await act(async () => root.render(<Probe />));
    expect(host.textContent).toBe('desktop');
    await act(async () => root.unmount());

    let matches = true;
    const listeners = new Set<() => void>();
    const queries: string[] = [];
    window.matchMedia = vi.fn((query: string) => {
      queries.push(query);
      return {
        get matches() {
          return matches;
        },
        media: query,
        addEventListener: (_: string, fn: () => void) => listeners.add(fn),
        removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
      } as unknown as MediaQueryList;
    });
    const root2 = createRoot(host);
    await act(async () => root2.render(<Probe />));
    expect(host.textContent).toBe('phone');
    expect(queries).toContain(MOBILE_QUERY);
    expect(MOBILE_QUERY).toBe('(max-width: 767.98px)');
    matches = false;
    await act(async () => listeners.forEach((fn) => fn()));
    expect(host.textContent).toBe('desktop');
    await act(async () => root2.unmount());
    expect(listeners.size).toBe(0);
  });
});
