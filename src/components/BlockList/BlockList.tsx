import { Alert, Button, Card, Flex, Pagination, Popconfirm, Spin } from 'antd';
import type { BlockItem } from '../../api/replies';
import { formatDateTime } from '../../lib/format';
import { alias, fontWeights, spacing, typeScale } from '../../theme';
import { EmptyState } from '../EmptyState';

export interface BlockListProps {
  blocks: BlockItem[];
  total: number;
  page: number;
  size?: number;
  loading?: boolean;
  error?: string;
  /** the member being removed (its button spins) */
  removingId?: number | null;
  onRemove: (userId: number) => void;
  onPageChange: (page: number) => void;
  onRetry?: () => void;
}

/** My block list (黑名单): members whose articles, replies and mentions are hidden from me. */
export function BlockList({ blocks, total, page, size = 10, loading, error, removingId, onRemove, onPageChange, onRetry }: BlockListProps) {
  return (
    <Card>
      <h2 style={{ margin: `0 0 ${spacing.xs}px`, ...typeScale.h4, fontWeight: fontWeights.strong }}>黑名单</h2>
      <p style={{ margin: `0 0 ${spacing.md}px`, color: alias.mutedText }}>拉黑的会员：其文章、回复与提及对你隐藏，也不会再通知你。可在文章或回复旁点“拉黑”。</p>
      {error ? (
        <Alert type="error" showIcon message="黑名单加载失败" description={error} action={onRetry ? <Button size="small" onClick={onRetry}>重试</Button> : undefined} />
      ) : null}
      <Spin spinning={!!loading} tip="加载中…">
        {!blocks.length && !loading && !error ? (
          <EmptyState description="黑名单为空" />
        ) : (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {blocks.map((b) => (
              <li key={b.user_id} style={{ padding: `${spacing.sm}px 0`, borderBottom: `1px solid ${alias.navActiveBg}` }}>
                <Flex justify="space-between" align="center" wrap gap={spacing.xs}>
                  <span>
                    <a href={`#/main/bbs/filter/user/${b.user_id}`} style={{ fontWeight: fontWeights.strong }}>{b.username || `用户 ${b.user_id}`}</a>
                    <span style={{ ...typeScale.caption, color: alias.mutedText, marginLeft: spacing.sm }}>拉黑于 {formatDateTime(b.create_time)}</span>
                  </span>
                  <Popconfirm title={`把 ${b.username} 移出黑名单？`} okText="移出" cancelText="取消" onConfirm={() => onRemove(b.user_id)}>
                    <Button size="small" loading={removingId === b.user_id}>移出黑名单</Button>
                  </Popconfirm>
                </Flex>
              </li>
            ))}
          </ul>
        )}
      </Spin>
      {total > size ? (
        <Flex justify="center" style={{ marginTop: spacing.md }}>
          <Pagination current={page} pageSize={size} total={total} showSizeChanger={false} onChange={onPageChange} />
        </Flex>
      ) : null}
    </Card>
  );
}
