import { Alert, Button, Card, Table, Tag, type TableColumnsType } from 'antd';
import { formatCoin, formatDateTime } from '../../lib/format';
import { ORDER_STATUS, orderKindLabel } from '../../lib/labels';
import { spacing, typeScale } from '../../theme';
import { EmptyState } from '../EmptyState';

export interface OrderRow {
  id: number;
  order_no: string;
  type: string;
  title: string;
  cost: number;
  detail: string;
  status: string;
  create_time: string;
}

/** The labels live in src/lib/labels.ts (one module for every code → label map). */
export { ORDER_KINDS as ORDER_TYPES, ORDER_STATUS } from '../../lib/labels';

export interface OrderListProps {
  orders: OrderRow[];
  total: number;
  page: number;
  size: number;
  loading?: boolean;
  error?: string;
  onPageChange: (page: number, size: number) => void;
  onRetry?: () => void;
}

const columns: TableColumnsType<OrderRow> = [
  { title: '订单号', dataIndex: 'order_no', width: 190, render: (v: string) => <code>{v}</code> },
  { title: '类型', dataIndex: 'type', width: 100, render: (v: string) => orderKindLabel(v) },
  {
    title: '内容',
    dataIndex: 'title',
    render: (v: string, o) => (
      <div style={{ wordBreak: 'break-word' }}>
        <div>{v}</div>
        {o.detail ? <div style={{ ...typeScale.caption }}>{o.detail}</div> : null}
      </div>
    ),
  },
  { title: '花费', dataIndex: 'cost', width: 100, align: 'right', render: (v: number) => (v > 0 ? `${formatCoin(v)} 金币` : '免费') },
  {
    title: '状态',
    dataIndex: 'status',
    width: 90,
    render: (v: string) => {
      const s = ORDER_STATUS[v];
      return <Tag color={s?.color}>{s?.label ?? '未知'}</Tag>;
    },
  },
  { title: '时间', dataIndex: 'create_time', width: 150, render: (v: string) => formatDateTime(v) },
];

/** My orders (VIP, free VIP, invite codes, CD keys), newest first, paginated. */
export function OrderList({ orders, total, page, size, loading, error, onPageChange, onRetry }: OrderListProps) {
  return (
    <Card title={<h1 style={{ margin: 0, ...typeScale.h4 }}>我的订单</h1>}>
      {error ? (
        <Alert
          type="error"
          showIcon
          message="订单加载失败"
          description={error}
          action={onRetry ? <Button size="small" onClick={onRetry}>重试</Button> : undefined}
          style={{ marginBottom: spacing.md }}
        />
      ) : null}
      <Table<OrderRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={orders}
        loading={loading}
        scroll={{ x: 760 }}
        locale={{ emptyText: <EmptyState image="simple" description={error ? '暂时无法显示' : '暂无数据'} /> }}
        pagination={total > 0 ? { current: page, pageSize: size, total, onChange: onPageChange, showSizeChanger: false, showTotal: (t) => `共 ${t} 条` } : false}
      />
    </Card>
  );
}
