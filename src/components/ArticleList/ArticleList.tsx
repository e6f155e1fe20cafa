import { Alert, Button, Card, Flex, List, Pagination, Tag } from 'antd';
import type { ArticleListItem } from '../../api/articles';
import { alias, fontWeights, spacing, typeScale } from '../../theme';
import { ArticleMeta } from '../ArticleMeta';
import { EmptyState } from '../EmptyState';

export interface ArticleListProps {
  articles: ArticleListItem[];
  /** Pinned articles, shown first in their own block (置顶). */
  pinned?: ArticleListItem[];
  total: number;
  page: number;
  size: number;
  loading?: boolean;
  error?: string;
  title?: string;
  emptyText?: string;
  onPageChange: (page: number) => void;
  onRetry?: () => void;
  /** Where a post opens (default #/main/bbs/post/{id}). */
  postHref?: (id: number) => string;
}

const defaultHref = (id: number) => `#/main/bbs/post/${id}`;

function Item({ a, href }: { a: ArticleListItem; href: string }) {
  return (
    <List.Item key={a.id}>
      <Flex vertical gap={spacing.xxs} style={{ width: '100%', minWidth: 0 }}>
        <Flex gap={spacing.xs} align="baseline" wrap>
          {a.fixed ? <Tag color="red">置顶</Tag> : null}
          {/* posts open in a new tab (issue 3 / spec §2) */}
          <a href={href} target="_blank" rel="noopener" style={{ ...typeScale.bodyLarge, fontWeight: fontWeights.medium, wordBreak: 'break-word' }}>
            {a.title}
          </a>
        </Flex>
        {a.summary ? (
          <div style={{ color: alias.mutedText, ...typeScale.body, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{a.summary}</div>
        ) : null}
        <ArticleMeta
          username={a.username}
          authorId={a.user_id}
          cateName={a.cate_name}
          cateHref={`#/main/bbs/filter/cate/${a.cate_id}`}
          createTime={a.create_time}
          views={a.views}
          likes={a.likes}
          tips={a.tips}
          replies={a.reply_count}
          lastReplyTime={a.last_reply_time}
          diskName={a.has_source_link ? a.source_disk_name : undefined}
        />
      </Flex>
    </List.Item>
  );
}

/** Forum article list: pinned first, title links open the post in a new tab, paginated. */
export function ArticleList({
  articles,
  pinned = [],
  total,
  page,
  size,
  loading,
  error,
  title = '最新文章',
  emptyText = '暂无数据',
  onPageChange,
  onRetry,
  postHref = defaultHref,
}: ArticleListProps) {
  const pinnedIds = new Set(pinned.map((a) => a.id));
  const rest = articles.filter((a) => !pinnedIds.has(a.id));
  return (
    <Card title={<h2 style={{ margin: 0, ...typeScale.bodyLarge, fontWeight: fontWeights.strong }}>{title}</h2>}>
      {error ? (
        <Alert
          type="error"
          showIcon
          message="文章加载失败"
          description={error}
          action={onRetry ? <Button size="small" onClick={onRetry}>重试</Button> : undefined}
          style={{ marginBottom: spacing.md }}
        />
      ) : null}
      {pinned.length > 0 ? (
        <section aria-label="置顶文章">
          <List<ArticleListItem>
            dataSource={pinned}
            renderItem={(a) => <Item a={{ ...a, fixed: 1 }} href={postHref(a.id)} />}
            style={{ borderBottom: `1px solid ${alias.navActiveBg}` }}
          />
        </section>
      ) : null}
      <List<ArticleListItem>
        loading={loading}
        dataSource={rest}
        locale={{ emptyText: pinned.length > 0 && !error ? ' ' : <EmptyState image="simple" description={error ? '暂时无法显示' : emptyText} /> }}
        renderItem={(a) => <Item a={a} href={postHref(a.id)} />}
      />
      {total > size ? (
        <Flex justify="center" style={{ marginTop: spacing.md }}>
          <Pagination current={page} pageSize={size} total={total} onChange={onPageChange} showSizeChanger={false} />
        </Flex>
      ) : null}
    </Card>
  );
}
