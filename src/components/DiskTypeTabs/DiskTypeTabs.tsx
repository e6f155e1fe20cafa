import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useCallback, useEffect, useRef, useState } from 'react';
import { approxCount } from '../../lib/format';
import { DISK_NAMES, DISK_TYPES } from '../DiskIcon/diskTypes';
import { alias, radii, spacing } from '../../theme';

export interface DiskTypeTabsProps {
  /** The selected disk type; '' = 全部. */
  value: string;
  onChange: (skey: string) => void;
  /** Disk types to offer (default: every type). */
  types?: readonly string[];
  /**
   * Matches per disk type for the current query (key 'all' = 全部): shown after each name
   * (百度网盘 128). Omitted: names only.
   */
  counts?: Record<string, number>;
  /** The counts are lower bounds: a count at `cap` or above shows as `cap+`. */
  capped?: boolean;
  /** Largest count shown as is (the search reaches at most 1000 results). */
  cap?: number;
  /** The counts are estimates (ADR 0036): shown as 约N, rounded, not capped. */
  estimated?: boolean;
}

export const ALL_DISKS_LABEL = '全部';

function countText(n: number, capped: boolean, cap: number, estimated: boolean): string {
  if (estimated && n > 0) return `约${approxCount(n)}`;
  return n >= cap || (capped && n > 0) ? `${Math.min(n, cap)}+` : String(n);
}

/**
 * Disk-type filter (skey) as tabs: 全部, 百度网盘, 阿里云盘, 夸克网盘, … with the match count
 * of each type for the current query. One scrollable row (no overflow menu), so every tab
 * stays reachable on a phone; when the row overflows, a fade and an arrow button at the
 * clipped edge say there is more (issue 16: 其他 was clipped at 1366 px with no cue).
 */
export function DiskTypeTabs({ value, onChange, types = DISK_TYPES, counts, capped = false, cap = 1000, estimated = false }: DiskTypeTabsProps) {
  const items = [{ key: '', label: ALL_DISKS_LABEL }, ...types.map((t) => ({ key: t, label: DISK_NAMES[t] ?? t }))];
  const strip = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ left: false, right: false });

  const measure = useCallback(() => {
    const el = strip.current;
    if (!el) return;
    const left = el.scrollLeft > 1;
    const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setEdges((e) => (e.left === left && e.right === right ? e : { left, right }));
  }, []);

  useEffect(() => {
    measure();
    const el = strip.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [measure, counts, types]);

  const scrollBy = (dir: 1 | -1) => {
    const el = strip.current;
    if (el) el.scrollBy({ left: dir * Math.max(120, el.clientWidth * 0.6), behavior: 'smooth' });
  };

  const cue = (side: 'left' | 'right') => (
    <div
      style={{
        position: 'absolute',
        top: 0,
        bottom: 2,
        [side]: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: side === 'left' ? 'flex-start' : 'flex-end',
        width: 48,
        background: `linear-gradient(to ${side === 'left' ? 'right' : 'left'}, ${alias.pageBg} 45%, transparent)`,
        pointerEvents: 'none',
      }}
    >
      <button
        type="button"
        aria-label={side === 'left' ? '向左查看更多网盘类型' : '向右查看更多网盘类型'}
        tabIndex={-1}
        onClick={() => scrollBy(side === 'left' ? -1 : 1)}
        style={{
          pointerEvents: 'auto',
          width: 28,
          height: 28,
          borderRadius: radii.pill,
          border: `1px solid ${alias.placeholderText}`,
          background: alias.headerBg,
          cursor: 'pointer',
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          color: alias.text,
        }}
      >
        {side === 'left' ? <LeftOutlined /> : <RightOutlined />}
      </button>
    </div>
  );

  return (
    <div style={{ position: 'relative', minWidth: 0 }}>
      <div
        ref={strip}
        role="tablist"
        aria-label="网盘类型"
        onScroll={measure}
        style={{ display: 'flex', gap: spacing.xxs, overflowX: 'auto', paddingBottom: 2, scrollbarWidth: 'thin' }}
      >
        {items.map((it) => {
          const active = it.key === value;
          const n = counts ? (counts[it.key || 'all'] ?? 0) : undefined;
          return (
            <button
              key={it.key || 'all'}
              type="button"
              role="tab"
              aria-selected={active}
              onClick={() => onChange(it.key)}
              style={{
                flex: 'none',
                border: 'none',
                cursor: 'pointer',
                padding: `${spacing.xxs}px ${spacing.sm}px`,
                borderRadius: radii.pill,
                font: 'inherit',
                fontSize: 14,
                lineHeight: '22px',
                background: active ? alias.navActiveBg : 'transparent',
                color: active ? alias.navActiveText : alias.text,
                fontWeight: active ? 600 : 400,
              }}
            >
              {it.label}
              {n !== undefined ? (
                // line-height 1: the smaller figure stays inside the name's line box, so a tab is
                // as tall with its count as without (the row below did not move by 1 px, issue 31.3)
                <span style={{ marginInlineStart: 4, fontSize: 12, lineHeight: 1, color: active ? alias.navActiveText : alias.mutedText }}>
                  {countText(n, capped, cap, estimated)}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      {edges.left ? cue('left') : null}
      {edges.right ? cue('right') : null}
    </div>
  );
}
