import type { ReactNode } from 'react';
import ui from '../../theme/ui.module.css';

/** A small count bubble (unread messages). The control it sits on carries the count in its name. */
export function Badge({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span aria-hidden className={[ui.badge, className].filter(Boolean).join(' ')}>
      {children}
    </span>
  );
}
