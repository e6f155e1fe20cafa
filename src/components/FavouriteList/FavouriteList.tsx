import type { FavouriteItem, FavouriteKind } from '../../api/favourites';
import { formatDateTime } from '../../lib/format';
import { fontWeights } from '../../theme/tokens';
import { Button } from '../Button';
import { Confirm } from '../Confirm';
import { ListCardActions, ListCardRow, ListShell, listPaging, type ListPageProps } from '../ListShell';
import { RadioGroup } from '../RadioGroup';
import { Spinner } from '../Spinner';

export interface FavouriteListProps extends ListPageProps {
  /** The tab shown: 帖子 (article) or 资源 (resource). */
  kind: FavouriteKind;
  items: FavouriteItem[];
  /** the item being removed (its button spins) */
  removingId?: number | null;
  onKindChange: (kind: FavouriteKind) => void;
  onRemove: (item: FavouriteItem) => void;
}

const TABS: ReadonlyArray<{ value: FavouriteKind; label: string }> = [
  { value: 'article', label: '帖子' },
  { value: 'resource', label: '资源' },
];
const WHAT: Record<FavouriteKind, string> = { article: '帖子', resource: '资源' };
const EMPTY_HINT: Record<FavouriteKind, { text: string; href: string; link: string }> = {
  article: { text: '还没有收藏帖子。在帖子页点“收藏”，以后在这里找到它。', href: '#/main/bbs/list', link: '去论坛看看' },
  resource: { text: '还没有收藏资源。在资源详情页点“收藏”，以后在这里找到它。', href: '#/main/latest', link: '看看最新资源' },
};

/**
 * 我的收藏 (/profile/favourites): 帖子 / 资源, links to the items, 取消收藏 (asked first), a pager.
 * Loading, error with 重试, empty (with where to find something) and the pager are ListShell's
 * (issue 31 item 4).
 */
export function FavouriteList({ kind, items, removingId, onKindChange, onRemove, ...paging }: FavouriteListProps) {
  const empty = EMPTY_HINT[kind];
  return (
    <ListShell<FavouriteItem>
      {...listPaging(paging)}
      title="我的收藏"
      level={1}
      extra={<RadioGroup<FavouriteKind> label="收藏类型" options={TABS} value={kind} onChange={onKindChange} />}
      items={items}
      rowKey={(f) => `${f.kind}:${f.id}`}
      renderItem={(f) => {
        const removing = removingId === f.id;
        return (
          <ListCardActions
            actions={
              <Confirm title={`取消收藏“${f.title}”？`} okText="取消收藏" cancelText="保留" disabled={removing} onConfirm={() => onRemove(f)}>
                <Button size="small" aria-busy={removing || undefined}>
                  {removing ? <Spinner size="small" /> : null}
                  取消收藏
                </Button>
              </Confirm>
            }
          >
            <ListCardRow
              start={
                <a href={f.href} style={{ fontWeight: fontWeights.strong }}>
                  {f.title || `（无标题的${WHAT[f.kind]}）`}
                </a>
              }
            />
            <ListCardRow caption start={`收藏于 ${formatDateTime(f.create_time)}`} />
          </ListCardActions>
        );
      }}
      errorTitle={`收藏的${WHAT[kind]}加载失败`}
      emptyText={empty.text}
      emptyAction={<a href={empty.href}>{empty.link}</a>}
    />
  );
}
