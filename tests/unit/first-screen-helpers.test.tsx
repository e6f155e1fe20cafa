import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatVipExpiry } from '../../src/components/UserMenu';
import { MOBILE_QUERY, useIsMobile } from '../../src/lib/useIsMobile';

describe('the VIP expiry in the user menu (no dayjs, issue 14; lib/format.ts is tested in format.test.ts)', () => {
  it('formats it in Chinese; unparsable text is shown as is', () => {
    expect(formatVipExpiry('2026-12-31 23:59:59')).toBe('2026年12月31日');
    expect(formatVipExpiry('2026-01-05')).toBe('2026年1月5日');
    expect(formatVipExpiry('永久')).toBe('永久');
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
