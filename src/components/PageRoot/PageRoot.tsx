import type { ReactNode } from 'react';
import ui from '../../theme/ui.module.css';

/**
 * The root of a page drawn with the light primitives (landing, the /main layout): full height,
 * the page background, the font stack, and border-box sizing for everything inside it.
 */
export function PageRoot({ children }: { children: ReactNode }) {
  return <div className={ui.layoutRoot}>{children}</div>;
}
