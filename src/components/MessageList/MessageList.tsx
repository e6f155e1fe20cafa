import { Alert, Badge, Button, Card, Flex, List, Pagination, Popconfirm, Segmented } from 'antd';
import { formatDateTime } from '../../lib/format';
import { alias, fontWeights, spacing, typeScale } from '../../theme';
import { EmptyState } from '../EmptyState';

export interface MessageRow {
  id: number;
  title: string;
  content: string;
  kind: string;
  /** an in-app path the message points to ('' or missing = none) */
  link?: string;
  is_read: boolean;
  create_time: string;
}

/** What a message's link opens, by kind: 验证 for a game (its card checks the commitment). */
export function messageLinkLabel(kind: string): string {
  switch (kind) {
    case 'game':
      return '查看对局并验证';
    case 'forum':
      return '查看回复';
    case 'order':
      return '查看订单';
    case 'subscribe':
      return '查看资源';
    case 'security':
      return '前往设置';
    default:
      return '查看';
  }
}

/** The hash href of a message link; only in-app paths become links. */
export function messageHref(link: string | undefined): string | null {
  return link && link.startsWith('/') && !link.startsWith('//') ? `#${link}` : null;
}

export interface MessageListProps {
  messages: MessageRow[];
  total: number;
  page: number;
  size: number;
  /** Unread messages in all. */
  unread: number;
  unreadOnly: boolean;
  loading?: boolean;
  error?: string;
  onFilterChange: (unreadOnly: boolean) => void;
  onPageChange: (page: number, size: number) => void;
  onRead: (id: number) => void;
  onReadAll: () => void;
  onDelete: (id: number) => void;
  onRetry?: () => void;
}

/** My system messages: all or unread only, mark one or all read, delete; paginated. */
export function MessageList({
  messages,
  total,
  page,
  size,
  unread,
  unreadOnly,
  loading,
  error,
  onFilterChange,
  onPageChange,
  onRead,
  onReadAll,
  onDelete,
  onRetry,
}: MessageListProps) {
  return (
    <Card
      title={
        <Flex align="center" gap={spacing.xs}>
          <h1 style={{ margin: 0, ...typeScale.h4 }}>我的消息</h1>
          <span style={{ color: alias.mutedText, fontWeight: fontWeights.regular, ...typeScale.body }}>未读 {unread} 条</span>
        </Flex>
      }
    >
      <Flex wrap justify="space-between" gap={spacing.sm} style={{ marginBottom: spacing.md }}>
        <Segmented
          aria-label="消息筛选"
          value={unreadOnly ? 'unread' : 'all'}
          onChange={(v) => onFilterChange(v === 'unread')}
          options={[
            { value: 'all', label: '全部' },
            { value: 'unread', label: '未读' },
          ]}
        />
        <Button onClick={onReadAll} disabled={unread === 0}>
          全部标为已读
        </Button>
      </Flex>
      {error ? (
        <Alert
          type="error"
          showIcon
          message="消息加载失败"
          description={error}
          action={onRetry ? <Button size="small" onClick={onRetry}>重试</Button> : undefined}
          style={{ marginBottom: spacing.md }}
        />
      ) : null}
      <List<MessageRow>
        loading={loading}
        dataSource={messages}
        locale={{ emptyText: <EmptyState image="simple" description={error ? '暂时无法显示' : unreadOnly ? '没有未读消息' : '暂无数据'} /> }}
        renderItem={(m) => (
          <List.Item
            key={m.id}
            actions={[
              ...(m.is_read
                ? []
                : [
                    <Button key="read" type="link" size="small" onClick={() => onRead(m.id)} aria-label={`标为已读：${m.title}`}>
                      标为已读
                    </Button>,
                  ]),
              <Popconfirm key="del" title="删除这条消息？" okText="删除" cancelText="取消" onConfirm={() => onDelete(m.id)}>
                <Button type="link" size="small" danger aria-label={`删除：${m.title}`}>
                  删除
                </Button>
              </Popconfirm>,
            ]}
          >
            <div style={{ minWidth: 0, flex: 1 }}>
              <Flex gap={spacing.xs} align="center">
                {m.is_read ? null : (
                  <span role="img" aria-label="未读">
                    <Badge status="error" />
                  </span>
                )}
                <span style={{ fontWeight: m.is_read ? fontWeights.regular : fontWeights.strong, wordBreak: 'break-word' }}>{m.title}</span>
              </Flex>
              <div style={{ color: alias.text, wordBreak: 'break-word', margin: `${spacing.xxs}px 0` }}>{m.content}</div>
              {messageHref(m.link) ? (
                <a
                  href={messageHref(m.link)!}
                  onClick={() => (m.is_read ? undefined : onRead(m.id))}
                  aria-label={`${messageLinkLabel(m.kind)}：${m.title}`}
                  style={{ display: 'inline-block', marginBottom: spacing.xxs, textDecoration: 'underline' }}
                >
                  {messageLinkLabel(m.kind)}
                </a>
              ) : null}
              <time style={{ display: 'block', color: alias.mutedText, ...typeScale.caption }} dateTime={m.create_time}>
                {formatDateTime(m.create_time)}
              </time>
            </div>
          </List.Item>
        )}
      />
      {total > size ? (
        <Flex justify="center" style={{ marginTop: spacing.md }}>
          <Pagination current={page} pageSize={size} total={total} onChange={onPageChange} showSizeChanger={false} size="small" />
        </Flex>
      ) : null}
    </Card>
  );
}
