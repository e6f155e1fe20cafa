import type { ReactNode } from 'react';
import ui from '../../theme/ui.module.css';

/** Text for screen readers only (a heading or a label the layout shows another way). */
export function VisuallyHidden({ children, as: As = 'span' }: { children: ReactNode; as?: 'span' | 'div' | 'h1' | 'h2' | 'h3' }) {
  return <As className={ui.visuallyHidden}>{children}</As>;
}
