import { Alert, Badge, Button, Card, Flex, Spin } from 'antd';
import type { PmConversation } from '../../api/pm';
import { formatDateTime } from '../../lib/format';
import { alias, fontWeights, spacing, typeScale } from '../../theme';
import { EmptyState } from '../EmptyState';
import { Pager } from '../Pager';
import { UserAvatar } from '../UserAvatar';
import { VisuallyHidden } from '../VisuallyHidden';

export interface PmConversationListProps {
  conversations: PmConversation[];
  total: number;
  page: number;
  size: number;
  loading?: boolean;
  error?: string;
  /** Whether new messages arrive by themselves (实时) or by a periodic refresh (定时刷新). */
  live?: 'off' | 'connecting' | 'up' | 'polling';
  onPageChange: (page: number) => void;
  onRetry?: () => void;
}

const LIVE_TEXT = { up: '新私信会实时出现', polling: '实时通道暂不可用，每 15 秒自动刷新', connecting: '正在连接实时通道…', off: '' } as const;

/**
 * 我的私信 (issue 33): one row per member I write with — avatar, name, the last message (「我：」 when
 * it was mine), its time and my unread count; a row opens the conversation (/profile/pm/{id}).
 */
export function PmConversationList({ conversations, total, page, size, loading, error, live = 'off', onPageChange, onRetry }: PmConversationListProps) {
  return (
    <Card title={<h1 style={{ margin: 0, ...typeScale.h4 }}>我的私信</h1>} extra={LIVE_TEXT[live] ? <span style={{ ...typeScale.caption, color: alias.mutedText }}>{LIVE_TEXT[live]}</span> : null}>
      {error ? (
        <Alert type="error" showIcon message={error} action={onRetry ? <Button size="small" onClick={onRetry}>重试</Button> : undefined} style={{ marginBottom: spacing.sm }} />
      ) : null}
      <Spin spinning={!!loading && conversations.length > 0}>
        {conversations.length === 0 ? (
          loading ? (
            <Flex justify="center" style={{ padding: spacing.lg }} aria-busy="true">
              <Spin />
            </Flex>
          ) : error ? null : (
            <EmptyState description="还没有私信。在会员主页点「发私信」开始一段对话。" />
          )
        ) : (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="私信会话">
            {conversations.map((c) => (
              <li key={c.id} style={{ borderBottom: `1px solid ${alias.navActiveBg}` }}>
                <a
                  href={`#/profile/pm/${c.peer.id}`}
                  style={{ display: 'flex', gap: spacing.sm, alignItems: 'center', padding: `${spacing.sm}px 0`, color: 'inherit', minHeight: 44 }}
                >
                  <Badge count={c.unread} size="small" overflowCount={99} aria-hidden>
                    <UserAvatar username={c.peer.username} avatar={c.peer.avatar} size={40} />
                  </Badge>
                  <Flex vertical style={{ flex: 1, minWidth: 0 }}>
                    <Flex justify="space-between" gap={spacing.xs}>
                      <span style={{ fontWeight: c.unread ? fontWeights.strong : undefined, wordBreak: 'break-all' }}>
                        {c.peer.username}
                        {c.unread ? <VisuallyHidden>（{c.unread} 条未读）</VisuallyHidden> : null}
                      </span>
                      <span style={{ ...typeScale.caption, color: alias.mutedText, whiteSpace: 'nowrap' }}>{formatDateTime(c.last_time)}</span>
                    </Flex>
                    <span style={{ ...typeScale.caption, color: alias.mutedText, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                      {c.last_from_me ? '我：' : ''}
                      {c.last_excerpt}
                    </span>
                  </Flex>
                </a>
              </li>
            ))}
          </ul>
        )}
      </Spin>
      {total > size ? (
        <div style={{ marginTop: spacing.sm }}>
          <Pager page={page} size={size} total={total} onChange={(p) => onPageChange(p)} />
        </div>
      ) : null}
    </Card>
  );
}
