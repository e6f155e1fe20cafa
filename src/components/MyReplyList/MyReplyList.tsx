import { Alert, Button, Card, Flex, Pagination, Spin, Tag } from 'antd';
import type { MyReplyItem } from '../../api/replies';
import { formatDateTime } from '../../lib/format';
import { alias, fontWeights, spacing, typeScale } from '../../theme';
import { EmptyState } from '../EmptyState';

export interface MyReplyListProps {
  replies: MyReplyItem[];
  total: number;
  page: number;
  size?: number;
  loading?: boolean;
  error?: string;
  onPageChange: (page: number) => void;
  onRetry?: () => void;
}

/** My replies (/profile, tab 我的回复): article, floor (a link to it), start of the text, time. */
export function MyReplyList({ replies, total, page, size = 10, loading, error, onPageChange, onRetry }: MyReplyListProps) {
  return (
    <Card>
      <h2 style={{ margin: `0 0 ${spacing.md}px`, ...typeScale.h4, fontWeight: fontWeights.strong }}>我的回复</h2>
      {error ? (
        <Alert type="error" showIcon message="回复加载失败" description={error} action={onRetry ? <Button size="small" onClick={onRetry}>重试</Button> : undefined} />
      ) : null}
      <Spin spinning={!!loading} tip="加载中…">
        {!replies.length && !loading && !error ? (
          <EmptyState />
        ) : (
          <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {replies.map((r) => (
              <li key={r.id} style={{ padding: `${spacing.sm}px 0`, borderBottom: `1px solid ${alias.navActiveBg}` }}>
                <Flex justify="space-between" wrap gap={spacing.xs}>
                  <a href={`#/main/bbs/post/${r.article_id}?floor=${r.floor}`} style={{ fontWeight: fontWeights.strong, wordBreak: 'break-word' }}>
                    {r.article_title || '（文章已删除）'} · {r.floor_name}
                  </a>
                  <span style={{ ...typeScale.caption, color: alias.mutedText }}>{formatDateTime(r.create_time)}</span>
                </Flex>
                <div style={{ color: alias.text, marginTop: spacing.xxs, wordBreak: 'break-word' }}>
                  {r.status === 'hidden' ? <Tag color="warning">已被隐藏</Tag> : null}
                  {r.excerpt}
                </div>
              </li>
            ))}
          </ol>
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
