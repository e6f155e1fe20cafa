import { Alert, Button, Card, Flex, Popconfirm, Segmented, Spin } from 'antd';
import type { FavouriteItem, FavouriteKind } from '../../api/favourites';
import { formatDateTime } from '../../lib/format';
import { alias, fontWeights, spacing, typeScale } from '../../theme';
import { EmptyState } from '../EmptyState';
import { Pager } from '../Pager';

export interface FavouriteListProps {
  /** The tab shown: 帖子 (article) or 资源 (resource). */
  kind: FavouriteKind;
  items: FavouriteItem[];
  total: number;
  page: number;
  size?: number;
  loading?: boolean;
  error?: string;
  /** the item being removed (its button spins) */
  removingId?: number | null;
  onKindChange: (kind: FavouriteKind) => void;
  onPageChange: (page: number) => void;
  onRemove: (item: FavouriteItem) => void;
  onRetry?: () => void;
}

const TABS: Array<{ value: FavouriteKind; label: string }> = [
  { value: 'article', label: '帖子' },
  { value: 'resource', label: '资源' },
];
const WHAT: Record<FavouriteKind, string> = { article: '帖子', resource: '资源' };
const EMPTY_HINT: Record<FavouriteKind, { text: string; href: string; link: string }> = {
  article: { text: '还没有收藏帖子。在帖子页点“收藏”，以后在这里找到它。', href: '#/main/bbs/list', link: '去论坛看看' },
  resource: { text: '还没有收藏资源。在资源详情页点“收藏”，以后在这里找到它。', href: '#/main/latest', link: '看看最新资源' },
};

/** 我的收藏 (/profile/favourites): tabs 帖子 / 资源, links to the items, 取消收藏, a pager. */
export function FavouriteList({
  kind, items, total, page, size = 10, loading, error, removingId, onKindChange, onPageChange, onRemove, onRetry,
}: FavouriteListProps) {
  const empty = EMPTY_HINT[kind];
  return (
    <Card>
      <Flex justify="space-between" align="center" wrap gap={spacing.sm} style={{ marginBottom: spacing.md }}>
        <h2 style={{ margin: 0, ...typeScale.h4, fontWeight: fontWeights.strong }}>我的收藏</h2>
        <Segmented<FavouriteKind> aria-label="收藏类型" options={TABS} value={kind} onChange={onKindChange} />
      </Flex>
      {error ? (
        <Alert
          type="error"
          showIcon
          message={`收藏的${WHAT[kind]}加载失败`}
          description={error}
          action={onRetry ? <Button size="small" onClick={onRetry}>重试</Button> : undefined}
        />
      ) : null}
      <Spin spinning={!!loading} tip="加载中…">
        {!items.length && !loading && !error ? (
          <EmptyState description={empty.text}>
            <a href={empty.href}>{empty.link}</a>
          </EmptyState>
        ) : (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0, minHeight: loading && !items.length ? 120 : undefined }}>
            {items.map((f) => (
              <li key={`${f.kind}:${f.id}`} style={{ padding: `${spacing.sm}px 0`, borderBottom: `1px solid ${alias.navActiveBg}` }}>
                <Flex justify="space-between" align="center" gap={spacing.sm}>
                  <div style={{ minWidth: 0 }}>
                    <a href={f.href} style={{ fontWeight: fontWeights.strong, overflowWrap: 'anywhere' }}>
                      {f.title || `（无标题的${WHAT[f.kind]}）`}
                    </a>
                    <div style={{ ...typeScale.caption, color: alias.mutedText, marginTop: spacing.xxs }}>收藏于 {formatDateTime(f.create_time)}</div>
                  </div>
                  <Popconfirm title={`取消收藏“${f.title}”？`} okText="取消收藏" cancelText="保留" onConfirm={() => onRemove(f)}>
                    <Button size="small" loading={removingId === f.id} style={{ minHeight: 44, flexShrink: 0 }}>
                      取消收藏
                    </Button>
                  </Popconfirm>
                </Flex>
              </li>
            ))}
          </ul>
        )}
      </Spin>
      {total > size ? (
        <div style={{ marginTop: spacing.md }}>
          <Pager page={page} size={size} total={total} onChange={onPageChange} />
        </div>
      ) : null}
    </Card>
  );
}
