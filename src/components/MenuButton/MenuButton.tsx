import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { buttonClass } from '../Button';
import styles from './MenuButton.module.css';

/** One row of the menu: a link, an action, or a separator line. */
export type MenuButtonItem =
  | { key: string; label: ReactNode; href: string; danger?: boolean }
  | { key: string; label: ReactNode; onSelect: () => void; danger?: boolean }
  | { key: string; separator: true };

export interface MenuButtonProps {
  /** What the button shows (avatar and name, 更多 …); its text is the button's name. */
  children: ReactNode;
  /** The menu's name for assistive technology (用户菜单 …). */
  menuLabel: string;
  items: ReadonlyArray<MenuButtonItem>;
  /** Drawn above the items inside the popup, not focusable (a balance, a summary). */
  header?: ReactNode;
  disabled?: boolean;
  /** Which edge of the button the popup lines up with (default: the end, for a header's right side). */
  align?: 'start' | 'end';
  /** On the wrapper (positioning from the caller's layout). */
  className?: string;
  /** On the button (its content's layout). */
  buttonClassName?: string;
}

/**
 * A button that opens a menu (issue 31: the light primitive behind the header's user menu),
 * WAI-ARIA menu button: the button has aria-haspopup="menu" and aria-expanded; Enter, Space and
 * ↓ open it on the first item, ↑ on the last; in the menu ↑/↓ move (wrapping), Home/End jump,
 * Esc closes it and returns the focus to the button, Tab closes it and moves on; choosing an
 * item or pressing anywhere outside closes it. Items are links (a real href, so they open in a
 * new tab too) or actions.
 */
export function MenuButton({ children, menuLabel, items, header, disabled = false, align = 'end', className, buttonClassName }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  /** Which item takes focus once the menu is drawn. */
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();

  const menuItems = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const openMenu = (focus: 'first' | 'last') => {
    focusOnOpen.current = focus;
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const list = menuItems();
    (focusOnOpen.current === 'last' ? list[list.length - 1] : list[0])?.focus();
    // a press anywhere outside the button and the menu closes it
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  };
  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = menuItems();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => {
      event.preventDefault();
      list[(index + list.length) % list.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(at + 1);
      case 'ArrowUp':
        return move(at < 0 ? list.length - 1 : at - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(list.length - 1);
      case 'Escape':
        event.preventDefault();
        return close(true);
      case 'Tab':
        return close(false);
    }
  };

  return (
    <div className={[styles.wrap, className].filter(Boolean).join(' ')} ref={wrapRef}>
      <button
        ref={buttonRef}
        type="button"
        className={buttonClass({ variant: 'text' }, [styles.trigger, buttonClassName].filter(Boolean).join(' '))}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={disabled}
        onClick={() => (open ? close(false) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
      >
        {children}
      </button>
      {open ? (
        <div className={`${styles.popup} ${align === 'start' ? styles.alignStart : ''}`}>
          {header}
          <ul ref={menuRef} id={menuId} role="menu" aria-label={menuLabel} className={styles.menu} onKeyDown={onMenuKeyDown}>
            {items.map((item) =>
              'separator' in item ? (
                <li key={item.key} role="separator" className={styles.divider} />
              ) : (
                <li key={item.key} role="none">
                  {'href' in item ? (
                    <a role="menuitem" tabIndex={-1} className={`${styles.item} ${item.danger ? styles.danger : ''}`} href={item.href} onClick={() => close(false)}>
                      {item.label}
                    </a>
                  ) : (
                    <button
                      type="button"
                      role="menuitem"
                      tabIndex={-1}
                      className={`${styles.item} ${item.danger ? styles.danger : ''}`}
                      onClick={() => {
                        close(false);
                        item.onSelect();
                      }}
                    >
                      {item.label}
                    </button>
                  )}
                </li>
              ),
            )}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
