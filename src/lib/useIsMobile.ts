import { useSyncExternalStore } from 'react';
import { mobileBreakpoint } from '../theme/tokens';

/** Below `mobileBreakpoint` (768 px, antd `md`) the phone layout is used. */
export const MOBILE_QUERY = `(max-width: ${mobileBreakpoint - 0.02}px)`;

function mediaQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(MOBILE_QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const mql = mediaQuery();
  if (!mql) return () => undefined;
  // Safari < 14 only knows addListener
  if (typeof mql.addEventListener === 'function') {
    mql.addEventListener('change', onChange);
    return () => mql.removeEventListener('change', onChange);
  }
  mql.addListener(onChange);
  return () => mql.removeListener(onChange);
}

const getSnapshot = () => mediaQuery()?.matches ?? false;
/** No window (server rendering) or no matchMedia (jsdom): the desktop layout. */
const getServerSnapshot = () => false;

/**
 * True while the viewport is narrower than the mobile breakpoint; follows resizes and rotation.
 * Replaces antd's Grid.useBreakpoint() on the first screens (issue 14): right on the first render
 * (no desktop-then-phone flash) and safe without window.matchMedia.
 */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
