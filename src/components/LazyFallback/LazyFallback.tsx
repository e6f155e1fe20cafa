import type { ReactNode } from 'react';

/** The attribute a lazy chunk's stand-in carries while its code is on the way. */
export const LAZY_FALLBACK_ATTR = 'data-lazy-fallback';

/**
 * What a `<Suspense fallback>` shows while a lazy chunk loads (the reply editor, the QR code,
 * a route): its children, laid out as if this wrapper were not there (`display: contents`),
 * marked with `data-lazy-fallback` so that whatever waits for a settled page — the story
 * photographs (.storybook/vitest.setup.ts) — knows the page is still going to change. A
 * loading state that waits for data is not this: it stays on screen on purpose in a story.
 */
export function LazyFallback({ children }: { children: ReactNode }) {
  return (
    <div {...{ [LAZY_FALLBACK_ATTR]: '' }} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
