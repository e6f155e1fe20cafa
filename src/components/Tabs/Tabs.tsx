import { useRef, type KeyboardEvent } from 'react';
import styles from './Tabs.module.css';

export interface TabsProps {
  /** The row's name for assistive technology (资源分类 …). */
  label: string;
  items: ReadonlyArray<{ key: string; label: string }>;
  activeKey: string;
  onChange: (key: string) => void;
  className?: string;
}

/**
 * A row of tabs drawn like antd's line Tabs (issue 31), for filters that switch what the list
 * below shows: role="tablist" with role="tab" buttons and aria-selected; one tab in the tab order
 * (the selected one), ←/→, Home and End move and select (WAI-ARIA tabs, automatic activation).
 * The row scrolls sideways when it does not fit (phones).
 */
export function Tabs({ label, items, activeKey, onChange, className }: TabsProps) {
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const at = items.findIndex((it) => it.key === activeKey);
    const to =
      e.key === 'ArrowRight' ? (at + 1) % items.length
      : e.key === 'ArrowLeft' ? (at - 1 + items.length) % items.length
      : e.key === 'Home' ? 0
      : e.key === 'End' ? items.length - 1
      : -1;
    if (to < 0 || items.length === 0) return;
    e.preventDefault();
    onChange(items[to].key);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[to]?.focus();
  };
  return (
    <div ref={list} role="tablist" aria-label={label} className={[styles.list, className].filter(Boolean).join(' ')} onKeyDown={onKeyDown}>
      {items.map((it, i) => {
        const active = it.key === activeKey;
        const focusable = active || (i === 0 && !items.some((x) => x.key === activeKey));
        return (
          <button key={it.key} type="button" role="tab" aria-selected={active} tabIndex={focusable ? 0 : -1} className={styles.tab} onClick={() => onChange(it.key)}>
            {it.label}
          </button>
        );
      })}
    </div>
  );
}
