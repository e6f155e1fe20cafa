import { Alert, Button, Card, Flex, Input, Spin } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { PM_MAX_CHARS } from '../../../contract/pm-constants';
import type { PmThread } from '../../api/pm';
import { formatDateTime } from '../../lib/format';
import { alias, spacing, typeScale } from '../../theme';
import { UserAvatar } from '../UserAvatar';
import { VisuallyHidden } from '../VisuallyHidden';

export interface PmThreadViewProps {
  thread: PmThread | null;
  loading?: boolean;
  error?: string;
  sending?: boolean;
  sendError?: string;
  loadingOlder?: boolean;
  /** The report button of the conversation (a ContentReportButton), when there is one to report. */
  reportSlot?: ReactNode;
  onSend: (content: string) => void;
  onLoadOlder?: () => void;
  onRetry?: () => void;
}

/**
 * One 私信 conversation (issue 33): the messages oldest first (mine on the right), 查看更早的消息,
 * and the box to write (Ctrl/⌘ + Enter sends). When I cannot write (拉黑, a banned member) the box
 * gives way to the reason. A message sent clears the box only once the server took it.
 */
export function PmThreadView({ thread, loading, error, sending, sendError, loadingOlder, reportSlot, onSend, onLoadOlder, onRetry }: PmThreadViewProps) {
  const [text, setText] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const count = thread?.list.length ?? 0;
  const last = thread?.list[count - 1]?.id;
  const wasSending = useRef(false);
  useEffect(() => {
    // the newest message in view when one arrives or is sent
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [last]);
  useEffect(() => {
    if (wasSending.current && !sending && !sendError) setText('');
    wasSending.current = !!sending;
  }, [sending, sendError]);
  const send = () => {
    const content = text.trim();
    if (content && !sending) onSend(content);
  };
  if (!thread) {
    return (
      <Card aria-busy={loading ? 'true' : undefined}>
        {error ? (
          <Alert type="error" showIcon message={error} action={onRetry ? <Button size="small" onClick={onRetry}>重试</Button> : undefined} />
        ) : (
          <Flex justify="center" style={{ padding: spacing.lg }}>
            <Spin />
          </Flex>
        )}
      </Card>
    );
  }
  const { peer } = thread;
  return (
    <Card
      title={
        <Flex align="center" gap={spacing.xs}>
          <UserAvatar username={peer.username} avatar={peer.avatar} size={28} />
          <h1 style={{ margin: 0, ...typeScale.bodyLarge, wordBreak: 'break-all' }}>
            与 <a href={`#/main/user/${peer.id}`}>{peer.username}</a> 的私信
          </h1>
        </Flex>
      }
      extra={reportSlot}
    >
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: spacing.sm }} /> : null}
      {thread.has_more ? (
        <Flex justify="center" style={{ marginBottom: spacing.xs }}>
          <Button size="small" loading={loadingOlder} onClick={onLoadOlder}>
            查看更早的消息
          </Button>
        </Flex>
      ) : null}
      <ol ref={listRef} aria-label="私信内容" aria-live="polite" style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: '55vh', overflowY: 'auto', display: 'flex', flexDirection: 'column', gap: spacing.sm }}>
        {thread.list.length === 0 ? <li style={{ color: alias.mutedText, textAlign: 'center', padding: spacing.md }}>还没有消息，打个招呼吧。</li> : null}
        {thread.list.map((m) => (
          <li key={m.id} style={{ alignSelf: m.from_me ? 'flex-end' : 'flex-start', maxWidth: '80%' }}>
            <div
              style={{
                background: m.from_me ? '#e6f4ff' : '#f5f5f5',
                borderRadius: 8,
                padding: `${spacing.xs}px ${spacing.sm}px`,
                whiteSpace: 'pre-wrap',
                wordBreak: 'break-word',
              }}
            >
              <VisuallyHidden>{m.from_me ? '我：' : `${peer.username}：`}</VisuallyHidden>
              {m.content}
            </div>
            <div style={{ ...typeScale.caption, color: alias.mutedText, textAlign: m.from_me ? 'right' : 'left' }}>
              {formatDateTime(m.create_time)}
              {m.from_me ? (m.read ? ' · 已读' : ' · 未读') : ''}
            </div>
          </li>
        ))}
      </ol>
      <div style={{ marginTop: spacing.md }}>
        {thread.can_send ? (
          <Flex vertical gap={spacing.xs}>
            <Input.TextArea
              aria-label={`写给 ${peer.username} 的私信`}
              value={text}
              maxLength={PM_MAX_CHARS}
              showCount
              autoSize={{ minRows: 2, maxRows: 6 }}
              placeholder="输入私信内容，Ctrl + Enter 发送"
              onChange={(e) => setText(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
                  e.preventDefault();
                  send();
                }
              }}
            />
            {sendError ? <Alert type="error" showIcon message={`发送失败：${sendError}`} /> : null}
            <Flex justify="flex-end">
              <Button type="primary" loading={sending} disabled={!text.trim()} onClick={send}>
                发送
              </Button>
            </Flex>
          </Flex>
        ) : (
          <Alert type="warning" showIcon message={thread.cannot_send_reason || '暂时无法发送私信'} />
        )}
      </div>
    </Card>
  );
}
