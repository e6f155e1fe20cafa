import type { ReactNode } from 'react';
import styles from './DescriptionList.module.css';

export interface DescriptionItem {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

export interface DescriptionListProps {
  items: ReadonlyArray<DescriptionItem>;
  /**
   * Columns from 992 px up (2 from 576 px, 1 on phones), like antd Descriptions column={{ xs: 1, sm: 2, md: N }};
   * 1: one pair a line at every width (a narrow card: seeds, hashes).
   */
  columns?: 1 | 3 | 4;
  'aria-label'?: string;
}

/** Label–value pairs in a responsive grid (antd Descriptions size="small", without antd): a `<dl>`. */
export function DescriptionList({ items, columns = 3, ...rest }: DescriptionListProps) {
  return (
    <dl aria-label={rest['aria-label']} className={[styles.list, columns === 1 ? styles.one : columns === 4 ? styles.four : styles.three].join(' ')}>
      {items.map((item) => (
        <div key={item.key} className={styles.item}>
          <dt className={styles.label}>{item.label}</dt>
          <dd className={styles.value}>{item.children}</dd>
        </div>
      ))}
    </dl>
  );
}
