import { Alert, Button, Card, Table, Tooltip, Typography, type TableColumnsType } from 'antd';
import type { BetView } from '../../api/games';
import { formatDateTime } from '../../lib/format';
import { choiceLabel, GAME_NAMES, outcomeText, shortHash } from '../../lib/games';
import { palette } from '../../theme';
import { EmptyState } from '../EmptyState';

export interface BetHistoryProps {
  title?: string;
  bets: BetView[];
  total: number;
  page: number;
  size: number;
  loading?: boolean;
  error?: string;
  onPageChange: (page: number, size: number) => void;
  /** fills the verify tool with this bet */
  onVerify?: (bet: BetView) => void;
  onRetry?: () => void;
}

/** My bets with the fairness data of each (seed hash, client seed, nonce; the server seed once rotated). */
export function BetHistory({ title = '我的下注记录', bets, total, page, size, loading, error, onPageChange, onVerify, onRetry }: BetHistoryProps) {
  const columns: TableColumnsType<BetView> = [
    { title: '局号', dataIndex: 'id', width: 70 },
    { title: '时间', dataIndex: 'create_time', width: 150, render: (v: string) => formatDateTime(v) },
    { title: '游戏', dataIndex: 'game', width: 80, render: (v: string) => GAME_NAMES[v] ?? v },
    { title: '选择', key: 'choice', width: 90, render: (_, b) => choiceLabel(b) },
    { title: '结果', key: 'outcome', render: (_, b) => outcomeText(b.game, b.outcome) },
    { title: '下注', dataIndex: 'stake', width: 70, align: 'right' },
    {
      title: '派彩',
      dataIndex: 'payout',
      width: 70,
      align: 'right',
      render: (v: number) => <span style={{ color: v > 0 ? palette.green : palette.inkSecondary }}>{v}</span>,
    },
    {
      title: '公平性',
      key: 'fair',
      width: 230,
      render: (_, b) => (
        <Typography.Text style={{ fontSize: 12, wordBreak: 'break-all' }}>
          <Tooltip title={b.server_seed_hash}>哈希 {shortHash(b.server_seed_hash)}</Tooltip>
          <br />
          客户端种子 {b.client_seed}，这对种子下的第 {b.nonce} 局
          <br />
          {b.server_seed ? <Tooltip title={b.server_seed}>服务端种子 {shortHash(b.server_seed)}</Tooltip> : '服务端种子：轮换后公开'}
        </Typography.Text>
      ),
    },
    ...(onVerify
      ? [
          {
            title: '验证',
            key: 'verify',
            width: 70,
            render: (_: unknown, b: BetView) => (
              <Button size="small" autoInsertSpace={false} disabled={!b.server_seed} onClick={() => onVerify(b)} aria-label={`验证第 ${b.id} 局`}>
                验证
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <Card title={title} size="small">
      {error ? (
        <Alert type="error" showIcon message={error} action={onRetry && <Button size="small" onClick={onRetry}>重试</Button>} />
      ) : (
        <Table
          size="small"
          rowKey="id"
          loading={loading}
          dataSource={bets}
          columns={columns}
          scroll={{ x: 900 }}
          locale={{ emptyText: <EmptyState image="simple" description="还没有下注记录" /> }}
          pagination={{ current: page, pageSize: size, total, onChange: onPageChange, showSizeChanger: false, hideOnSinglePage: true }}
        />
      )}
    </Card>
  );
}
