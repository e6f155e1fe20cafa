import type { CSSProperties, ReactNode } from 'react';
import ui from '../../theme/ui.module.css';

export interface TagProps {
  children: ReactNode;
  /** Text and background colours (theme presetTagColors: dark text on a light tint, AA contrast). */
  color?: { text: string; bg: string; border?: string };
  title?: string;
  className?: string;
}

/** A small label (validity, price, category). Not interactive: a tappable chip is a Button. */
export function Tag({ children, color, title, className }: TagProps) {
  const style: CSSProperties | undefined = color ? { color: color.text, background: color.bg, borderColor: color.border ?? color.bg } : undefined;
  return (
    <span title={title} className={[ui.tag, className].filter(Boolean).join(' ')} style={style}>
      {children}
    </span>
  );
}
