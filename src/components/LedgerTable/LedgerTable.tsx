import { Alert, Button, Card, Table, Tag, type TableColumnsType } from 'antd';
import { formatCoin, formatDateTime } from '../../lib/format';
import { fontWeights, palette, spacing, typeScale } from '../../theme';
import { EmptyState } from '../EmptyState';

export interface LedgerRow {
  id: number;
  delta: number;
  balance_after: number;
  kind: string;
  ref: string;
  note: string;
  create_time: string;
}

/** Chinese names of the ledger kinds the server writes. */
export const LEDGER_KINDS: Record<string, string> = {
  sign_in: '每日签到',
  login_reward: '登录奖励',
  register_reward: '注册奖励',
  invite_reward: '邀请奖励',
  vip_exchange: '兑换 VIP',
  invite_code: '购买邀请码',
  cd_key: '卡密兑换',
  admin_adjust: '管理员调整',
  article_tip: '文章打赏',
  game: '游戏',
  // player-versus-player games (issue 12)
  stone_stake: '石头剪刀布押注',
  stone_payout: '石头剪刀布赢得',
  stone_refund: '石头剪刀布退还',
  brag_stake: '吹牛押注',
  brag_payout: '吹牛赢得',
  brag_refund: '吹牛退还',
};

export const ledgerKindLabel = (kind: string) => LEDGER_KINDS[kind] ?? kind;

export interface LedgerTableProps {
  rows: LedgerRow[];
  total: number;
  page: number;
  size: number;
  loading?: boolean;
  error?: string;
  onPageChange: (page: number, size: number) => void;
  onRetry?: () => void;
}

const columns: TableColumnsType<LedgerRow> = [
  { title: '时间', dataIndex: 'create_time', width: 150, render: (v: string) => formatDateTime(v) },
  { title: '类型', dataIndex: 'kind', width: 110, render: (v: string) => <Tag>{ledgerKindLabel(v)}</Tag> },
  {
    title: '变动',
    dataIndex: 'delta',
    width: 100,
    align: 'right',
    render: (v: number) => (
      <span style={{ color: v >= 0 ? palette.green : palette.red, fontWeight: fontWeights.strong }}>
        {v >= 0 ? '+' : ''}
        {formatCoin(v)}
      </span>
    ),
  },
  { title: '余额', dataIndex: 'balance_after', width: 100, align: 'right', render: (v: number) => formatCoin(v) },
  { title: '说明', dataIndex: 'note', render: (v: string) => <span style={{ wordBreak: 'break-word' }}>{v || '—'}</span> },
];

/** The coin ledger (金币明细), newest first, paginated. */
export function LedgerTable({ rows, total, page, size, loading, error, onPageChange, onRetry }: LedgerTableProps) {
  return (
    <Card title={<h1 style={{ margin: 0, ...typeScale.h4 }}>金币明细</h1>}>
      {error ? (
        <Alert
          type="error"
          showIcon
          message="金币明细加载失败"
          description={error}
          action={onRetry ? <Button size="small" onClick={onRetry}>重试</Button> : undefined}
          style={{ marginBottom: spacing.md }}
        />
      ) : null}
      <Table<LedgerRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={loading}
        scroll={{ x: 600 }}
        locale={{ emptyText: <EmptyState image="simple" description={error ? '暂时无法显示' : '暂无数据'} /> }}
        pagination={total > 0 ? { current: page, pageSize: size, total, onChange: onPageChange, showSizeChanger: false, showTotal: (t) => `共 ${t} 条` } : false}
      />
    </Card>
  );
}
