import { CloseOutlined } from '@ant-design/icons';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from '../Button';
import styles from './Dialog.module.css';

export interface DialogProps {
  open: boolean;
  /** Called when the dialog closes itself (Escape, the 关闭 button, a click on the backdrop). */
  onClose: () => void;
  /** The heading; it names the dialog. */
  title: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom (centre placement). */
  footer?: ReactNode;
  /** drawer: a panel from the left edge (phone nav); center: a modal box. */
  placement?: 'drawer' | 'center';
  className?: string;
}

/**
 * A modal dialog on the native `<dialog>` + showModal(): focus moves in and stays inside, the
 * page behind is inert, Escape and a click on the backdrop close it, focus returns to the
 * opener. Named by its title (aria-labelledby). The content is rendered only while open.
 */
export function Dialog({ open, onClose, title, children, footer, placement = 'center', className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={[placement === 'drawer' ? styles.drawer : styles.center, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      onClose={onClose}
      // Escape closes it natively too; handled here as well so a scripted key press behaves the same
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          ref.current?.close();
        }
      }}
      // a click on the backdrop lands on the <dialog> itself; clicks inside land on its content
      onClick={(event) => {
        if (event.target === event.currentTarget) ref.current?.close();
      }}
    >
      {open ? (
        <>
          <div className={styles.header}>
            <Button variant="text" iconOnly aria-label="关闭" onClick={() => ref.current?.close()}>
              <CloseOutlined aria-hidden />
            </Button>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
          </div>
          <div className={styles.body}>{children}</div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </>
      ) : null}
    </dialog>
  );
}
