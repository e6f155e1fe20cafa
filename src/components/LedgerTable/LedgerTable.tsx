import { Alert, Button, Card, Grid, List, Pagination, Table, Tag, type TableColumnsType } from 'antd';
import { formatCoin, formatDateTime } from '../../lib/format';
import { ledgerKindLabel } from '../../lib/labels';
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

/** The labels moved to src/lib/labels.ts (one module for every code → label map). */
export { LEDGER_KINDS, ledgerKindLabel } from '../../lib/labels';

export interface LedgerTableProps {
  rows: LedgerRow[];
  total: number;
  page: number;
  size: number;
  loading?: boolean;
  error?: string;
  onPageChange: (page: number, size: number) => void;
  onRetry?: () => void;
  /** Force the phone layout (cards) on/off; by default below 768 px. */
  mobile?: boolean;
}

const columns: TableColumnsType<LedgerRow> = [
  { title: '时间', dataIndex: 'create_time', width: 150, render: (v: string) => formatDateTime(v) },
  { title: '类型', dataIndex: 'kind', width: 110, render: (v: string) => <Tag>{ledgerKindLabel(v)}</Tag> },
  {
    title: '变动',
    dataIndex: 'delta',
    width: 100,
    align: 'right',
    render: (v: number) => <Delta v={v} />,
  },
  { title: '余额', dataIndex: 'balance_after', width: 100, align: 'right', render: (v: number) => formatCoin(v) },
  { title: '说明', dataIndex: 'note', render: (v: string) => <span style={{ wordBreak: 'break-word' }}>{v || '—'}</span> },
];

function Delta({ v }: { v: number }) {
  return (
    <span style={{ color: v >= 0 ? palette.green : palette.red, fontWeight: fontWeights.strong, whiteSpace: 'nowrap' }}>
      {v >= 0 ? '+' : ''}
      {formatCoin(v)}
    </span>
  );
}

/** Phone: one card per row, 变动 and 余额 always in view (issue 16). */
function LedgerCards({ rows, loading, error }: Pick<LedgerTableProps, 'rows' | 'loading' | 'error'>) {
  return (
    <List<LedgerRow>
      loading={loading}
      dataSource={rows}
      locale={{ emptyText: <EmptyState image="simple" description={error ? '暂时无法显示' : '暂无数据'} /> }}
      renderItem={(r) => (
        <List.Item key={r.id} style={{ display: 'block', paddingInline: 0 }}>
          <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: spacing.sm }}>
            <Tag style={{ marginInlineEnd: 0 }}>{ledgerKindLabel(r.kind)}</Tag>
            <Delta v={r.delta} />
          </div>
          <div style={{ display: 'flex', justifyContent: 'space-between', gap: spacing.sm, marginTop: spacing.xxs, color: palette.inkSecondary, ...typeScale.caption }}>
            <span>{formatDateTime(r.create_time)}</span>
            <span style={{ whiteSpace: 'nowrap' }}>余额 {formatCoin(r.balance_after)}</span>
          </div>
          {r.note ? <div style={{ marginTop: spacing.xxs, overflowWrap: 'anywhere' }}>{r.note}</div> : null}
        </List.Item>
      )}
    />
  );
}

/** The coin ledger (金币明细), newest first, paginated; cards on a phone. */
export function LedgerTable({ rows, total, page, size, loading, error, onPageChange, onRetry, mobile }: LedgerTableProps) {
  const screens = Grid.useBreakpoint();
  const phone = mobile ?? screens.md === false;
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
      {phone ? (
        <>
          <LedgerCards rows={rows} loading={loading} error={error} />
          {total > size ? (
            <Pagination simple current={page} pageSize={size} total={total} onChange={onPageChange} showSizeChanger={false} style={{ marginTop: spacing.sm, textAlign: 'center' }} />
          ) : null}
        </>
      ) : (
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
      )}
    </Card>
  );
}
