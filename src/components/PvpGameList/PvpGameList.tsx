import { Alert, Button, Flex, Pagination, Skeleton } from 'antd';
import type { PvpGame, StoneMove } from '../../api/pvp';
import { spacing } from '../../theme';
import { EmptyState } from '../EmptyState';
import { PvpGameCard } from '../PvpGameCard';

export interface PvpGameListProps {
  games: PvpGame[];
  total: number;
  page: number;
  size: number;
  loading?: boolean;
  error?: string;
  /** text of the empty state */
  emptyText?: string;
  viewerId?: number;
  /** id of the game an action is running on */
  busyId?: number;
  onPageChange: (page: number, size: number) => void;
  onRetry?: () => void;
  onAcceptStone?: (id: number, move: StoneMove) => void;
  onAnswerBrag?: (id: number, choice: 0 | 1) => void;
  onCancel?: (id: number) => void;
  onDecline?: (id: number) => void;
}

/** A page of 石头剪刀布 / 吹牛 games (lobby, mine or history) with loading, empty and error states. */
export function PvpGameList({
  games, total, page, size, loading, error, emptyText = '暂无数据', viewerId, busyId, onPageChange, onRetry, ...actions
}: PvpGameListProps) {
  return (
    <Flex vertical gap={spacing.sm}>
      {error ? (
        <Alert
          type="error"
          showIcon
          message="对局加载失败"
          description={error}
          action={onRetry ? <Button size="small" onClick={onRetry}>重试</Button> : undefined}
        />
      ) : null}
      {loading && games.length === 0 ? (
        <Skeleton active title={false} paragraph={{ rows: 4 }} />
      ) : games.length === 0 ? (
        error ? null : <EmptyState image="simple" description={emptyText} />
      ) : (
        games.map((g) => <PvpGameCard key={g.id} game={g} viewerId={viewerId} busy={busyId === g.id} {...actions} />)
      )}
      {total > size ? (
        <Flex justify="center">
          <Pagination current={page} pageSize={size} total={total} onChange={onPageChange} showSizeChanger={false} size="small" />
        </Flex>
      ) : null}
    </Flex>
  );
}
