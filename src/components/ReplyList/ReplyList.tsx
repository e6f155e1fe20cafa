import { useEffect } from 'react';
import type { ReplyOrder, ReplyView } from '../../api/replies';
import { formatDateTime } from '../../lib/format';
import { alias, fontWeights, presetTagColors, radii, spacing, typeScale } from '../../theme/tokens';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Card } from '../Card';
import { Confirm } from '../Confirm';
import { Pager } from '../Pager';
import { RadioGroup } from '../RadioGroup';
import { Skeleton } from '../Skeleton';
import { Tag } from '../Tag';
import { EmptyState } from '../EmptyState';
import { UserName } from '../UserName';
import { MarkdownView } from '../MarkdownView';
import { linkMentions } from './mentions';
import { Spinner } from '../Spinner';

export interface ReplyListProps {
  replies: ReplyView[];
  /** floors so far (deleted ones keep their number) */
  total: number;
  page: number;
  size?: number;
  order: ReplyOrder;
  loading?: boolean;
  error?: string;
  /** scroll to and mark this floor (#/main/bbs/post/{id}?floor=N) */
  focusFloor?: number | null;
  loggedIn: boolean;
  isAdmin?: boolean;
  currentUserId?: number;
  /** reply id with a delete / hide running */
  busyId?: number | null;
  onPageChange?: (page: number) => void;
  onOrderChange?: (order: ReplyOrder) => void;
  onQuote?: (reply: ReplyView) => void;
  onEdit?: (reply: ReplyView) => void;
  onDelete?: (reply: ReplyView) => void;
  onHide?: (reply: ReplyView, hidden: boolean) => void;
  onBlock?: (reply: ReplyView) => void;
  /** 举报 of someone else's floor (issue 33): the page gives the button. */
  reportSlot?: (reply: ReplyView) => React.ReactNode;
  onRetry?: () => void;
}

export const DELETED_TEXT = '该回复已删除';
export const HIDDEN_TEXT = '该回复已被管理员隐藏';
export const BLOCKED_TEXT = '你已拉黑该用户，其回复已隐藏';

const placeholder = { color: alias.mutedText, fontStyle: 'italic' as const, margin: 0 };

/** A quoted floor inside a reply (its text rendered with the same sanitized Markdown). */
export function ReplyQuote({ quote }: { quote: NonNullable<ReplyView['quote']> }) {
  return (
    <blockquote
      aria-label={`引用 ${quote.floor_name}`}
      style={{ margin: `0 0 ${spacing.sm}px`, padding: `${spacing.xs}px ${spacing.sm}px`, borderLeft: `4px solid ${alias.navActiveBg}`, background: alias.pageBg, borderRadius: radii.md }}
    >
      <div style={{ ...typeScale.caption, color: alias.mutedText, marginBottom: spacing.xxs }}>
        引用 {quote.username || '用户'} 的{quote.floor_name || '回复'}
      </div>
      {quote.content !== null ? (
        <MarkdownView source={quote.content} />
      ) : (
        <p style={placeholder}>{quote.status === 'hidden' ? HIDDEN_TEXT : quote.status === 'blocked' ? BLOCKED_TEXT : DELETED_TEXT}</p>
      )}
    </blockquote>
  );
}

function Floor({ r, props }: { r: ReplyView; props: ReplyListProps }) {
  const { loggedIn, isAdmin, currentUserId, busyId, focusFloor, onQuote, onEdit, onDelete, onHide, onBlock, reportSlot } = props;
  const focused = focusFloor === r.floor;
  const mine = currentUserId !== undefined && currentUserId === r.user_id;
  const busy = busyId === r.id;
  const gone = r.status === 'deleted';
  const actions: React.ReactNode[] = [];
  const spin = busy ? <Spinner size="small" /> : null;
  if (loggedIn && r.status === 'visible' && onQuote) actions.push(<Button key="q" variant="link" size="small" onClick={() => onQuote(r)}>引用</Button>);
  if (r.can_edit && onEdit) actions.push(<Button key="e" variant="link" size="small" onClick={() => onEdit(r)}>编辑</Button>);
  if (r.can_delete && onDelete) {
    actions.push(
      <Confirm key="d" title="删除这条回复？" description="楼层号会保留，显示“该回复已删除”。" okText="删除" cancelText="取消" danger disabled={busy} onConfirm={() => onDelete(r)}>
        <Button variant="link" size="small" aria-busy={busy || undefined} style={{ color: alias.badgeBg }}>{spin}删除</Button>
      </Confirm>,
    );
  }
  if (isAdmin && !gone && onHide && (r.status === 'visible' || r.status === 'hidden')) {
    actions.push(
      <Button key="h" variant="link" size="small" aria-busy={busy || undefined} onClick={() => (busy ? undefined : onHide(r, r.status !== 'hidden'))}>
        {spin}
        {r.status === 'hidden' ? '取消隐藏' : '隐藏'}
      </Button>,
    );
  }
  if (loggedIn && !mine && !gone && r.status !== 'blocked' && onBlock) {
    actions.push(
      <Confirm key="b" title={`拉黑 ${r.username}？`} description="拉黑后其文章、回复与提及对你隐藏，也不会再通知你。" okText="拉黑" cancelText="取消" onConfirm={() => onBlock(r)}>
        <Button variant="link" size="small">拉黑</Button>
      </Confirm>,
    );
  }
  if (loggedIn && !mine && r.status === 'visible' && reportSlot) actions.push(<span key="r">{reportSlot(r)}</span>);
  let body: React.ReactNode;
  if (r.status === 'deleted') body = <p style={placeholder}>{DELETED_TEXT}</p>;
  else if (r.status === 'blocked') body = <p style={placeholder}>{BLOCKED_TEXT}</p>;
  else if (r.content === null) body = <p style={placeholder}>{HIDDEN_TEXT}</p>;
  else {
    body = (
      <>
        {r.quote ? <ReplyQuote quote={r.quote} /> : null}
        <MarkdownView source={linkMentions(r.content, r.mentions)} />
      </>
    );
  }
  return (
    <article
      id={`floor-${r.floor}`}
      data-testid="reply-floor"
      data-floor={r.floor}
      aria-label={`${r.floor_name} ${r.username}`}
      style={{
        padding: `${spacing.sm}px ${spacing.sm}px`,
        borderBottom: `1px solid ${alias.navActiveBg}`,
        background: focused ? alias.navActiveBg : undefined,
        borderRadius: focused ? radii.md : undefined,
        scrollMarginTop: 80,
      }}
    >
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'baseline', gap: spacing.xs, marginBottom: spacing.xs }}>
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: spacing.sm }}>
          <UserName id={r.user_id} username={r.username || '用户'} withAvatar strong />
          <span style={{ ...typeScale.caption, color: alias.mutedText }}>
            {formatDateTime(r.create_time)}
            {r.edited ? ' · 已编辑' : ''}
          </span>
          {r.status === 'hidden' && isAdmin ? <Tag color={presetTagColors.gold}>已隐藏</Tag> : null}
        </div>
        <a
          href={`#/main/bbs/post/${r.article_id}?floor=${r.floor}`}
          aria-label={`${r.floor_name} 第 ${r.floor} 楼链接`}
          style={{ ...typeScale.caption, color: alias.mutedText, fontWeight: fontWeights.strong }}
        >
          {r.floor_name}
        </a>
      </div>
      {body}
      {actions.length ? <div style={{ display: 'flex', flexWrap: 'wrap', gap: spacing.sm, marginTop: spacing.xs }}>{actions}</div> : null}
    </article>
  );
}

/**
 * An article's replies (楼层): 沙发, 板凳, 地板, then N楼; quotes, linked @mentions, deleted floors
 * keep their number (该回复已删除); oldest/newest order, 20 a page, jump to a floor.
 */
export function ReplyList(props: ReplyListProps) {
  const { replies, total, page, size = 20, order, loading, error, focusFloor, onPageChange, onOrderChange, onRetry } = props;

  useEffect(() => {
    if (!focusFloor || loading) return;
    const el = document.getElementById(`floor-${focusFloor}`);
    if (el && typeof el.scrollIntoView === 'function') el.scrollIntoView({ block: 'start' });
  }, [focusFloor, loading, replies]);

  return (
    <Card
      title={<h2 style={{ margin: 0, ...typeScale.h4, fontWeight: fontWeights.strong }}>回复{total ? `（${total} 楼）` : ''}</h2>}
      extra={
        onOrderChange ? (
          <RadioGroup<ReplyOrder>
            label="回复排序"
            value={order}
            onChange={(v) => onOrderChange(v)}
            options={[{ label: '最早', value: 'oldest' }, { label: '最新', value: 'newest' }]}
          />
        ) : null
      }
      bodyStyle={{ padding: `${spacing.xs}px ${spacing.md}px ${spacing.md}px` }}
    >
      {error ? (
        <Alert type="error" role="alert" title="回复加载失败" action={onRetry ? <Button size="small" onClick={onRetry}>重试</Button> : undefined}>
          {error}
        </Alert>
      ) : loading && !replies.length ? (
        <div aria-busy="true" style={{ display: 'flex', flexDirection: 'column', gap: spacing.xs, padding: `${spacing.sm}px 0` }}>
          <Skeleton width="30%" height={18} />
          <Skeleton width="95%" />
          <Skeleton width="85%" />
          <Skeleton width="60%" />
        </div>
      ) : !replies.length ? (
        <EmptyState image="simple" description="暂无回复，快来抢沙发" />
      ) : (
        <div aria-busy={!!loading}>
          {replies.map((r) => <Floor key={r.id} r={r} props={props} />)}
        </div>
      )}
      {total > size ? (
        <div style={{ display: 'flex', justifyContent: 'center', marginTop: spacing.md }}>
          <Pager page={page} size={size} total={total} onChange={(p) => onPageChange?.(p)} />
        </div>
      ) : null}
    </Card>
  );
}
