import { formatDateTime } from '../../lib/format';
import { Button } from '../Button';
import { Confirm } from '../Confirm';
import { ListShell, type ListPaging } from '../ListShell';
import { RadioGroup } from '../RadioGroup';
import styles from './MessageList.module.css';

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

export interface MessageListProps extends ListPaging {
  messages: MessageRow[];
  /** Unread messages in all. */
  unread: number;
  unreadOnly: boolean;
  onFilterChange: (unreadOnly: boolean) => void;
  onRead: (id: number) => void;
  onReadAll: () => void;
  onDelete: (id: number) => void;
}

const FILTERS = [
  { value: 'all', label: '全部' },
  { value: 'unread', label: '未读' },
] as const;

/** One message: a dot when unread, the title, the text, where it points, the time; 标为已读 and 删除. */
function MessageItem({ m, onRead, onDelete }: { m: MessageRow } & Pick<MessageListProps, 'onRead' | 'onDelete'>) {
  const href = messageHref(m.link);
  return (
    <div className={styles.item}>
      <div className={styles.body}>
        <div className={styles.head}>
          {m.is_read ? null : <span role="img" aria-label="未读" className={styles.dot} />}
          <span className={m.is_read ? styles.title : `${styles.title} ${styles.unread}`}>{m.title}</span>
        </div>
        <div className={styles.content}>{m.content}</div>
        {href ? (
          <a
            href={href}
            onClick={() => (m.is_read ? undefined : onRead(m.id))}
            aria-label={`${messageLinkLabel(m.kind)}：${m.title}`}
            className={styles.link}
          >
            {messageLinkLabel(m.kind)}
          </a>
        ) : null}
        <time className={styles.time} dateTime={m.create_time}>
          {formatDateTime(m.create_time)}
        </time>
      </div>
      <div className={styles.actions}>
        {m.is_read ? null : (
          <Button variant="link" size="small" onClick={() => onRead(m.id)} aria-label={`标为已读：${m.title}`}>
            标为已读
          </Button>
        )}
        <Confirm title="删除这条消息？" okText="删除" cancelText="取消" danger onConfirm={() => onDelete(m.id)}>
          <Button variant="link" size="small" className={styles.danger} aria-label={`删除：${m.title}`}>
            删除
          </Button>
        </Confirm>
      </div>
    </div>
  );
}

/**
 * My system messages: all or unread only, mark one or all read, delete; paginated. Loading,
 * error with 重试, empty and the pager are ListShell's (issue 31 item 4); one card per message at
 * every width.
 */
export function MessageList({ messages, unread, unreadOnly, onFilterChange, onRead, onReadAll, onDelete, ...paging }: MessageListProps) {
  return (
    <ListShell<MessageRow>
      {...paging}
      title="我的消息"
      titleAside={`未读 ${unread} 条`}
      level={1}
      toolbar={
        <>
          <RadioGroup label="消息筛选" value={unreadOnly ? 'unread' : 'all'} onChange={(v) => onFilterChange(v === 'unread')} options={FILTERS} />
          <Button onClick={onReadAll} disabled={unread === 0}>
            全部标为已读
          </Button>
        </>
      }
      errorTitle="消息加载失败"
      emptyText={unreadOnly ? '没有未读消息' : '暂无数据'}
      items={messages}
      rowKey={(m) => m.id}
      renderItem={(m) => <MessageItem m={m} onRead={onRead} onDelete={onDelete} />}
    />
  );
}
