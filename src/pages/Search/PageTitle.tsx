import type { ReactNode } from 'react';
import styles from './PageTitle.module.css';

/** A page heading with an optional line under it (antd Typography's level-3 title, without antd). */
export function PageTitle({ children, sub }: { children: ReactNode; sub?: ReactNode }) {
  return (
    <div className={styles.wrap}>
      <h3 className={styles.title}>{children}</h3>
      {sub ? <span className={styles.sub}>{sub}</span> : null}
    </div>
  );
}
