import { Alert, Button, Card, Flex, Pagination, Popconfirm, Spin } from 'antd';
import type { ArticleListItem } from '../../api/articles';
import { formatDateTime } from '../../lib/format';
import { alias, fontWeights, spacing, typeScale } from '../../theme';
import { EmptyState } from '../EmptyState';

export interface MyArticleListProps {
  articles: ArticleListItem[];
  total: number;
  page: number;
  /** Page size, 10 by default (spec §2). */
  size?: number;
  loading?: boolean;
  error?: string;
  /** The article being deleted (its button spins). */
  deletingId?: number | null;
  onPageChange: (page: number) => void;
  onDelete: (id: number) => void;
  onRetry?: () => void;
}

/**
 * My articles (spec §2): loading indicator, numbered list of titles, back link to /profile,
 * heading 我的文章, an empty state with an image and 暂无数据, and a pager of 10 a page.
 * Each article can be edited or deleted (with a confirmation).
 */
export function MyArticleList({ articles, total, page, size = 10, loading, error, deletingId, onPageChange, onDelete, onRetry }: MyArticleListProps) {
  return (
    <Card>
      <Flex justify="space-between" align="center" wrap gap={spacing.sm} style={{ marginBottom: spacing.md }}>
        <h1 style={{ margin: 0, ...typeScale.h4, fontWeight: fontWeights.strong }}>我的文章</h1>
        <Flex gap={spacing.md}>
          <a href="#/main/bbs/publish">写文章</a>
          <a href="#/profile">返回个人中心</a>
        </Flex>
      </Flex>
      {error ? (
        <Alert type="error" showIcon message="文章加载失败" description={error} action={onRetry ? <Button size="small" onClick={onRetry}>重试</Button> : undefined} />
      ) : null}
      <Spin spinning={!!loading} tip="加载中…">
        {articles.length === 0 ? (
          <div style={{ padding: spacing.lg }}>{loading ? <div style={{ minHeight: 120 }} /> : <EmptyState description="暂无数据" />}</div>
        ) : (
          <ol start={(page - 1) * size + 1} aria-label="我的文章列表" style={{ margin: 0, paddingLeft: spacing.lg }}>
            {articles.map((a) => (
              <li key={a.id} style={{ padding: `${spacing.xs}px 0`, borderBottom: `1px solid ${alias.navActiveBg}` }}>
                <Flex justify="space-between" align="center" gap={spacing.sm} wrap>
                  <Flex vertical style={{ minWidth: 0, flex: 1 }}>
                    <a href={`#/main/bbs/post/${a.id}`} target="_blank" rel="noopener" style={{ wordBreak: 'break-word', ...typeScale.bodyLarge }}>
                      {a.title}
                    </a>
                    <span style={{ color: alias.mutedText, ...typeScale.caption }}>
                      {a.cate_name} · {formatDateTime(a.create_time)} · 浏览 {a.views} · 点赞 {a.likes} · 打赏 {a.tips}
                    </span>
                  </Flex>
                  <Flex gap={spacing.xs}>
                    <Button size="small" href={`#/main/bbs/publish?id=${a.id}`}>
                      编辑
                    </Button>
                    <Popconfirm
                      title="删除文章"
                      description={`确定删除《${a.title}》吗？删除后无法恢复。`}
                      okText="删除"
                      cancelText="取消"
                      okButtonProps={{ danger: true }}
                      onConfirm={() => onDelete(a.id)}
                    >
                      <Button size="small" danger autoInsertSpace={false} loading={deletingId === a.id} aria-label={`删除《${a.title}》`}>
                        删除
                      </Button>
                    </Popconfirm>
                  </Flex>
                </Flex>
              </li>
            ))}
          </ol>
        )}
      </Spin>
      {total > size ? (
        <Flex justify="center" style={{ marginTop: spacing.md }}>
          <Pagination current={page} pageSize={size} total={total} onChange={onPageChange} showSizeChanger={false} />
        </Flex>
      ) : null}
    </Card>
  );
}
