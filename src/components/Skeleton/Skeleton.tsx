import type { CSSProperties } from 'react';
import ui from '../../theme/ui.module.css';

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
  style?: CSSProperties;
}

/**
 * A grey placeholder block of a loading list. Decorative: the list around it carries aria-busy
 * and a status text. Its shimmer stops under prefers-reduced-motion.
 */
export function Skeleton({ width = '100%', height = 16, className, style }: SkeletonProps) {
  return <span aria-hidden className={[ui.skeleton, className].filter(Boolean).join(' ')} style={{ width, height, ...style }} />;
}
