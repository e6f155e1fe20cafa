import { Alert, Button, Flex, List, Pagination } from 'antd';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../lib/format';
import { alias, spacing, typeScale } from '../../theme';
import { EmptyState } from '../EmptyState';

/** One line of a member's activity: a post, a reply or a shared resource. */
export interface MemberFeedItem {
  key: string | number;
  title: string;
  href: string;
  /** a short excerpt under the title (a reply's text) */
  excerpt?: string;
  /** e.g. 「128 次浏览」「回复于 沙发」 */
  meta?: ReactNode;
  time: string;
  /** open in a new tab (posts, like the forum lists) */
  newTab?: boolean;
}

export interface MemberFeedProps {
  items: MemberFeedItem[];
  total: number;
  page: number;
  size: number;
  loading?: boolean;
  error?: string;
  /** text when there is nothing (暂无帖子 …) */
  emptyText?: string;
  onPageChange: (page: number) => void;
  onRetry?: () => void;
}

/** A member's posts, replies or shared resources, a page at a time (issue 33). */
export function MemberFeed({ items, total, page, size, loading, error, emptyText = '暂无数据', onPageChange, onRetry }: MemberFeedProps) {
  return (
    <div>
      {error ? (
        <Alert type="error" showIcon message="加载失败" description={error} action={onRetry ? <Button size="small" onClick={onRetry}>重试</Button> : undefined} style={{ marginBottom: spacing.sm }} />
      ) : null}
      <List<MemberFeedItem>
        loading={loading}
        dataSource={items}
        locale={{ emptyText: <EmptyState image="simple" description={error ? '暂时无法显示' : emptyText} /> }}
        renderItem={(it) => (
          <List.Item key={it.key}>
            <Flex vertical gap={spacing.xxs} style={{ minWidth: 0, width: '100%' }}>
              <a href={it.href} {...(it.newTab ? { target: '_blank', rel: 'noopener' } : {})} style={{ ...typeScale.body, wordBreak: 'break-word' }}>
                {it.title}
              </a>
              {it.excerpt ? <div style={{ ...typeScale.body, color: alias.text, wordBreak: 'break-word' }}>{it.excerpt}</div> : null}
              <Flex gap={spacing.sm} wrap style={{ ...typeScale.caption, color: alias.mutedText }}>
                <time dateTime={it.time}>{formatDateTime(it.time)}</time>
                {it.meta ? <span>{it.meta}</span> : null}
              </Flex>
            </Flex>
          </List.Item>
        )}
      />
      {total > size ? (
        <Flex justify="center" style={{ marginTop: spacing.md }}>
          <Pagination current={page} pageSize={size} total={total} onChange={onPageChange} showSizeChanger={false} />
        </Flex>
      ) : null}
    </div>
  );
}
