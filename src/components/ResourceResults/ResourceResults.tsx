import { Alert, Pagination, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import type { Resource } from '../../api/resources';
import { spacing } from '../../theme';
import { EmptyState } from '../EmptyState';
import { ResourceCard } from '../ResourceCard';

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
      <div role="status" aria-busy="true" aria-label="加载中" style={{ display: 'flex', flexDirection: 'column', gap: spacing.sm }}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} active title={false} avatar={{ shape: "square" }} paragraph={{ rows: 2 }} />
        ))}
      </div>
    );
  }
  if (error) return <Alert type="error" showIcon message="加载失败" description={error} />;
  if (list.length === 0) return <EmptyState description={emptyText} />;
  return (
    <section aria-label={label} aria-busy={loading}>
      <div style={{ display: 'flex', flexDirection: 'column', gap: spacing.xs, opacity: loading ? 0.6 : 1 }}>
        {list.map((r) => (
          <ResourceCard key={r.id} resource={r} extra={renderExtra?.(r)} hideCopy={hideCopy} />
        ))}
      </div>
      {total > size ? (
        <Pagination
          style={{ marginTop: spacing.md, justifyContent: 'center' }}
          current={page}
          pageSize={size}
          total={total}
          showSizeChanger={false}
          showTotal={(t) => `共 ${t} 条`}
          onChange={(p) => onPageChange?.(p)}
        />
      ) : null}
    </section>
  );
}
