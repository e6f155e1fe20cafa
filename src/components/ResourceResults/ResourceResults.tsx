import { CloseCircleFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { Resource } from '../../api/resources';
import { EmptyState } from '../EmptyState';
import { ResourceCard } from '../ResourceCard';
import { Pager } from '../Pager';
import styles from './ResourceResults.module.css';
import { Alert } from '../Alert';
import { Skeleton } from '../Skeleton';

export interface ResourceResultsProps {
  list: Resource[];
  total: number;
  page: number;
  size?: number;
  loading?: boolean;
  /** The server's msg when loading failed. */
  error?: string;
  /** Shown when the list is empty (default 暂无数据). */
  emptyText?: ReactNode;
  onPageChange?: (page: number) => void;
  /** Per-row extra content (e.g. review status). */
  renderExtra?: (r: Resource) => ReactNode;
  hideCopy?: boolean;
  /** Label of the list for screen readers. */
  label?: string;
}

/** A loading row: grey blocks where the disk icon, the title and the meta line will be. */
function SkeletonCard() {
  return (
    <div className={styles.skeletonCard}>
      <Skeleton className={styles.skeletonIcon} width={undefined} height={undefined} />
      <div className={styles.skeletonLines}>
        <Skeleton className={styles.skeletonTitle} width={undefined} height={undefined} />
        <Skeleton className={styles.skeletonMeta} width={undefined} height={undefined} />
      </div>
    </div>
  );
}

/** A page of resources with loading, empty and error states and a pager. */
export function ResourceResults({
  list,
  total,
  page,
  size = 10,
  loading = false,
  error = '',
  emptyText,
  onPageChange,
  renderExtra,
  hideCopy,
  label = '资源列表',
}: ResourceResultsProps) {
  if (loading && list.length === 0) {
    return (
      <div role="status" aria-busy="true" aria-label="加载中" className={styles.list}>
        {[0, 1, 2].map((i) => (
          <SkeletonCard key={i} />
        ))}
      </div>
    );
  }
  if (error) {
    return (
      <Alert role="alert" type="error" className={styles.alert} icon={<CloseCircleFilled className={styles.alertIcon} />}>
        <div className={styles.alertTitle}>加载失败</div>
        <div>{error}</div>
      </Alert>
    );
  }
  if (list.length === 0) return <EmptyState description={emptyText} />;
  return (
    <section aria-label={label} aria-busy={loading}>
      <div className={styles.list} style={loading ? { opacity: 0.6 } : undefined}>
        {list.map((r) => (
          <ResourceCard key={r.id} resource={r} extra={renderExtra?.(r)} hideCopy={hideCopy} />
        ))}
      </div>
      {total > size ? <Pager page={page} size={size} total={total} onChange={(p) => onPageChange?.(p)} /> : null}
    </section>
  );
}
