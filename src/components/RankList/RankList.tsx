import { Alert, Button, Card, Flex, List, Pagination, Segmented } from 'antd';
import type { ArticleListItem, ArticleOrder } from '../../api/articles';
import { alias, fontWeights, radii, spacing, typeScale } from '../../theme';
import { EmptyState } from '../EmptyState';
import { UserName } from '../UserName';

export type RankOrder = Exclude<ArticleOrder, 'latest'>;

export interface RankListProps {
  articles: ArticleListItem[];
  order: RankOrder;
  total: number;
  page: number;
  size: number;
  loading?: boolean;
  error?: string;
  onOrderChange: (order: RankOrder) => void;
  onPageChange: (page: number) => void;
  onRetry?: () => void;
}

/** Ranking of articles by likes or views; the position counts across pages. */
export function RankList({ articles, order, total, page, size, loading, error, onOrderChange, onPageChange, onRetry }: RankListProps) {
  return (
    <Card
      title={<h2 style={{ margin: 0, ...typeScale.bodyLarge, fontWeight: fontWeights.strong }}>文章排行</h2>}
      extra={
        <Segmented<RankOrder>
          aria-label="排行方式"
          value={order}
          onChange={onOrderChange}
          options={[
            { label: '点赞榜', value: 'likes' },
            { label: '浏览榜', value: 'views' },
          ]}
        />
      }
    >
      {error ? (
        <Alert type="error" showIcon message="排行加载失败" description={error} action={onRetry ? <Button size="small" onClick={onRetry}>重试</Button> : undefined} />
      ) : null}
      <List<ArticleListItem>
        loading={loading}
        dataSource={articles}
        locale={{ emptyText: <EmptyState image="simple" description={error ? '暂时无法显示' : '暂无数据'} /> }}
        renderItem={(a, i) => {
          const rank = (page - 1) * size + i + 1;
          // a medal is earned: the top three with at least one like (or view), not a post nobody liked (issue 30)
          const medal = rank <= 3 && (order === 'likes' ? a.likes : a.views) > 0;
          return (
            <List.Item key={a.id} extra={<span style={{ color: alias.mutedText, ...typeScale.body }}>{order === 'likes' ? `${a.likes} 赞` : `${a.views} 次浏览`}</span>}>
              <Flex gap={spacing.sm} align="center" style={{ minWidth: 0 }}>
                <span
                  aria-label={`第 ${rank} 名`}
                  data-medal={medal ? 'true' : undefined}
                  style={{
                    minWidth: 28,
                    textAlign: 'center',
                    borderRadius: radii.sm,
                    fontWeight: fontWeights.strong,
                    background: medal ? alias.badgeBg : alias.navActiveBg,
                    color: medal ? alias.badgeText : alias.navActiveText,
                  }}
                >
                  {rank}
                </span>
                <a href={`#/main/bbs/post/${a.id}`} target="_blank" rel="noopener" style={{ wordBreak: 'break-word' }}>
                  {a.title}
                </a>
                <UserName id={a.user_id} username={a.username} style={{ ...typeScale.caption }} />
              </Flex>
            </List.Item>
          );
        }}
      />
      {total > size ? (
        <Flex justify="center" style={{ marginTop: spacing.md }}>
          <Pagination current={page} pageSize={size} total={total} onChange={onPageChange} showSizeChanger={false} />
        </Flex>
      ) : null}
    </Card>
  );
}
