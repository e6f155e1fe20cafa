import { Alert, Button, Card, Grid, List, Pagination, Table, Tag, type TableColumnsType } from 'antd';
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
  /** an in-app path to what was bought (a paid resource), "" or missing when none */
  link?: string;
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
  /** Force the phone layout (cards) on/off; by default below 768 px. */
  mobile?: boolean;
}

const columns: TableColumnsType<OrderRow> = [
  { title: '订单号', dataIndex: 'order_no', width: 190, render: (v: string) => <code>{v}</code> },
  { title: '类型', dataIndex: 'type', width: 100, render: (v: string) => orderKindLabel(v) },
  {
    title: '内容',
    dataIndex: 'title',
    render: (v: string, o) => (
      <div style={{ wordBreak: 'break-word' }}>
        <div>{o.link ? <a href={`#${o.link}`}>{v}</a> : v}</div>
        {o.detail ? <div style={{ ...typeScale.caption }}>{o.detail}</div> : null}
      </div>
    ),
  },
  { title: '花费', dataIndex: 'cost', width: 100, align: 'right', render: (v: number) => cost(v) },
  {
    title: '状态',
    dataIndex: 'status',
    width: 90,
    render: (v: string) => <StatusTag v={v} />,
  },
  { title: '时间', dataIndex: 'create_time', width: 150, render: (v: string) => formatDateTime(v) },
];

const cost = (v: number) => (v > 0 ? `${formatCoin(v)} 金币` : '免费');
function StatusTag({ v }: { v: string }) {
  const s = ORDER_STATUS[v];
  return <Tag color={s?.color} style={{ marginInlineEnd: 0 }}>{s?.label ?? '未知'}</Tag>;
}

/** Phone: one card per order, 花费 and 状态 always in view (issue 16). */
function OrderCards({ orders, loading, error }: Pick<OrderListProps, 'orders' | 'loading' | 'error'>) {
  return (
    <List<OrderRow>
      loading={loading}
      dataSource={orders}
      locale={{ emptyText: <EmptyState image="simple" description={error ? '暂时无法显示' : '暂无数据'} /> }}
      renderItem={(o) => (
        <List.Item key={o.id} style={{ display: 'block', paddingInline: 0 }}>
          <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: spacing.sm }}>
            <strong style={{ overflowWrap: 'anywhere' }}>{o.link ? <a href={`#${o.link}`}>{o.title}</a> : o.title}</strong>
            <StatusTag v={o.status} />
          </div>
          {o.detail ? <div style={{ ...typeScale.caption, overflowWrap: 'anywhere' }}>{o.detail}</div> : null}
          <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: spacing.xs, marginTop: spacing.xxs, ...typeScale.caption }}>
            <span>{orderKindLabel(o.type)} · {cost(o.cost)}</span>
            <span>{formatDateTime(o.create_time)}</span>
          </div>
          <div style={{ ...typeScale.caption, overflowWrap: 'anywhere' }}>订单号 <code>{o.order_no}</code></div>
        </List.Item>
      )}
    />
  );
}

/** My orders (VIP, free VIP, invite codes, CD keys, links), newest first, paginated; cards on a phone. */
export function OrderList({ orders, total, page, size, loading, error, onPageChange, onRetry, mobile }: OrderListProps) {
  const screens = Grid.useBreakpoint();
  const phone = mobile ?? screens.md === false;
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
      {phone ? (
        <>
          <OrderCards orders={orders} loading={loading} error={error} />
          {total > size ? (
            <Pagination simple current={page} pageSize={size} total={total} onChange={onPageChange} showSizeChanger={false} style={{ marginTop: spacing.sm, textAlign: 'center' }} />
          ) : null}
        </>
      ) : (
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
      )}
    </Card>
  );
}
