import type { ReactNode } from 'react';
import { palette } from '../../theme';

export interface HighlightedTitleProps {
  title: string;
  /** [start, end) UTF-16 ranges of `title` to mark (from the server's search reply). */
  highlights?: ReadonlyArray<readonly [number, number]>;
}

/** Sorts, clamps and merges overlapping ranges; drops empty or out-of-range ones. */
export function mergeRanges(ranges: ReadonlyArray<readonly [number, number]>, length: number): Array<[number, number]> {
  const sorted = ranges
    .map(([s, e]) => [Math.max(0, Math.floor(s)), Math.min(length, Math.floor(e))] as [number, number])
    .filter(([s, e]) => Number.isFinite(s) && Number.isFinite(e) && e > s)
    .sort((a, b) => a[0] - b[0]);
  const out: Array<[number, number]> = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else out.push([r[0], r[1]]);
  }
  return out;
}

/**
 * A title with the matched parts in <mark>. The text is rendered as React text nodes (never
 * as HTML), so a title containing markup shows literally.
 */
export function HighlightedTitle({ title, highlights = [] }: HighlightedTitleProps) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [s, e] of mergeRanges(highlights, title.length)) {
    if (s > at) parts.push(title.slice(at, s));
    parts.push(
      <mark key={s} style={{ background: palette.goldBg, color: palette.ink, padding: 0, fontWeight: 600 }}>
        {title.slice(s, e)}
      </mark>,
    );
    at = e;
  }
  if (at < title.length) parts.push(title.slice(at));
  return <span>{parts}</span>;
}
