import type { ReactNode } from 'react';
import type { PvpGame, StoneMove } from '../../api/pvp';
import { ListShell } from '../ListShell';
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
  /** the list's heading (default 对局列表) */
  title?: ReactNode;
  /** something in the head after the heading (the 等待应战 / 我的对局 / 历史与揭晓 switch) */
  extra?: ReactNode;
  /** the list's landmark name (default: the title) */
  label?: string;
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

/**
 * A page of 石头剪刀布 / 吹牛 games (lobby, mine or history) in the one list shell (issue 31):
 * loading (aria-busy), error with 重试, empty, one row per game (at every width — a game is a
 * card, not a table row) and the pager. Drawn without antd.
 */
export function PvpGameList({
  games, total, page, size, loading, error, emptyText = '暂无数据', title = '对局列表', extra, label, viewerId, busyId, onPageChange, onRetry, ...actions
}: PvpGameListProps) {
  return (
    <ListShell<PvpGame>
      title={title}
      extra={extra}
      label={label}
      items={games}
      rowKey={(g) => g.id}
      renderItem={(g) => <PvpGameCard flat game={g} viewerId={viewerId} busy={busyId === g.id} {...actions} />}
      loading={loading}
      error={error}
      errorTitle="对局加载失败"
      onRetry={onRetry}
      emptyText={emptyText}
      total={total}
      page={page}
      size={size}
      onPageChange={onPageChange}
    />
  );
}
