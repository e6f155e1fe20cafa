import type { BlockItem } from '../../api/replies';
import { formatDateTime } from '../../lib/format';
import { alias, fontWeights, spacing, typeScale } from '../../theme/tokens';
import { Button } from '../Button';
import { Confirm } from '../Confirm';
import { ListShell, listPaging, type ListPageProps } from '../ListShell';
import { Spinner } from '../Spinner';

export interface BlockListProps extends ListPageProps {
  blocks: BlockItem[];
  /** the member being removed (its button spins) */
  removingId?: number | null;
  onRemove: (userId: number) => void;
}

/** My block list (黑名单): members whose articles, replies and mentions are hidden from me (ListShell). */
export function BlockList({ blocks, removingId, onRemove, ...paging }: BlockListProps) {
  return (
    <ListShell<BlockItem>
      {...listPaging(paging)}
      title="黑名单"
      intro="拉黑的会员：其文章、回复与提及对你隐藏，也不会再通知你。可在文章或回复旁点“拉黑”。"
      items={blocks}
      rowKey={(b) => b.user_id}
      renderItem={(b) => {
        const removing = removingId === b.user_id;
        return (
          <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: spacing.xs }}>
            <span>
              <a href={`#/main/bbs/filter/user/${b.user_id}`} style={{ fontWeight: fontWeights.strong }}>
                {b.username || `用户 ${b.user_id}`}
              </a>
              <span style={{ ...typeScale.caption, color: alias.mutedText, marginLeft: spacing.sm }}>拉黑于 {formatDateTime(b.create_time)}</span>
            </span>
            <Confirm title={`把 ${b.username} 移出黑名单？`} okText="移出" cancelText="取消" disabled={removing} onConfirm={() => onRemove(b.user_id)}>
              <Button size="small" aria-busy={removing || undefined}>
                {removing ? <Spinner size="small" /> : null}
                移出黑名单
              </Button>
            </Confirm>
          </div>
        );
      }}
      errorTitle="黑名单加载失败"
      emptyText="黑名单为空"
    />
  );
}
