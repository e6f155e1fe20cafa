import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';

export interface EmptyStateProps {
  /** Text under the image; spec §2: 暂无数据. */
  description?: ReactNode;
  /** default: the illustrated image; simple: the compact one (lists, tables). */
  image?: 'default' | 'simple';
  /** Optional action under the text (e.g. a button). */
  children?: ReactNode;
}

export const EMPTY_TEXT = '暂无数据';

/** The illustrated image: an open tray with a sheet of paper and a speech bubble (decorative). */
function DefaultImage() {
  return (
    <svg className={styles.image} width="184" height="100" viewBox="0 0 184 100" aria-hidden="true" focusable="false">
      <ellipse className={styles.shadow} cx="92" cy="88" rx="46" ry="7" />
      <path className={styles.sheet} d="M66 20h44a4 4 0 0 1 4 4v48H62V24a4 4 0 0 1 4-4z" />
      <rect className={styles.lines} x="72" y="30" width="32" height="16" rx="2" />
      <rect className={styles.lines} x="72" y="52" width="32" height="3" rx="1.5" />
      <rect className={styles.lines} x="72" y="60" width="24" height="3" rx="1.5" />
      <path className={styles.tray} d="M52 58h24a4 4 0 0 1 4 4v2a4 4 0 0 0 4 4h16a4 4 0 0 0 4-4v-2a4 4 0 0 1 4-4h24v22a4 4 0 0 1-4 4H56a4 4 0 0 1-4-4z" />
      <path className={styles.trayEdge} d="M52 58l10-12v12zM132 58l-10-12v12z" />
      <path className={styles.bubble} d="M132 4h10a10 10 0 0 1 0 20h-8l-6 5v-6.5A10 10 0 0 1 132 4z" />
      <circle className={styles.dot} cx="132" cy="14" r="1.8" />
      <circle className={styles.dot} cx="138" cy="14" r="1.8" />
      <circle className={styles.dot} cx="144" cy="14" r="1.8" />
    </svg>
  );
}

/** The compact image: an empty tray outline (decorative). */
function SimpleImage() {
  return (
    <svg className={styles.image} width="64" height="40" viewBox="0 0 64 40" aria-hidden="true" focusable="false">
      <ellipse className={styles.shadow} cx="32" cy="33" rx="32" ry="7" />
      <path className={styles.outline} d="M9 17L18 3h28l9 14" />
      <path className={styles.outlineFill} d="M9 17h14a3 3 0 0 0 3 3h12a3 3 0 0 0 3-3h14v16a2 2 0 0 1-2 2H11a2 2 0 0 1-2-2z" />
    </svg>
  );
}

/** Empty state: an image plus 暂无数据 (or a custom text) and an optional action. */
export function EmptyState({ description = EMPTY_TEXT, image = 'default', children }: EmptyStateProps) {
  const simple = image === 'simple';
  return (
    <div className={simple ? `${styles.empty} ${styles.normal}` : styles.empty}>
      <div className={simple ? `${styles.imageBox} ${styles.imageBoxSimple}` : styles.imageBox}>{simple ? <SimpleImage /> : <DefaultImage />}</div>
      {description !== false && description !== null ? <div className={styles.description}>{description}</div> : null}
      {children ? <div className={styles.footer}>{children}</div> : null}
    </div>
  );
}
