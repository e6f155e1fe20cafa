import { formatCoin, formatDateTime } from '../../lib/format';
import { ORDER_STATUS, orderKindLabel } from '../../lib/labels';
import { presetTagColors } from '../../theme/tokens';
import { ListCardRow, ListShell, type ListColumn, type ListPaging } from '../ListShell';
import { Tag } from '../Tag';

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

export interface OrderListProps extends ListPaging {
  orders: OrderRow[];
  /** Force the phone layout (cards) on/off; by default below 768 px. */
  mobile?: boolean;
}

const cost = (v: number) => (v > 0 ? `${formatCoin(v)} 金币` : '免费');

/** antd's status tag borders (shade 3), so the look stays what it was with antd's Tag. */
const STATUS_BORDER: Record<string, string> = { green: '#b7eb8f', orange: '#ffd591', red: '#ffa39e' };

function StatusTag({ v }: { v: string }) {
  const s = ORDER_STATUS[v];
  const tint = s ? presetTagColors[s.color as keyof typeof presetTagColors] : undefined;
  return <Tag color={tint ? { ...tint, border: STATUS_BORDER[s.color] } : undefined}>{s?.label ?? '未知'}</Tag>;
}

/** What was bought: a link when it leads somewhere in the app. */
const titleOf = (o: OrderRow) => (o.link ? <a href={`#${o.link}`}>{o.title}</a> : o.title);

const columns: ReadonlyArray<ListColumn<OrderRow>> = [
  { key: 'no', title: '订单号', width: 190, render: (o) => <code>{o.order_no}</code> },
  { key: 'type', title: '类型', width: 100, render: (o) => orderKindLabel(o.type) },
  {
    key: 'title',
    title: '内容',
    render: (o) => (
      <>
        <div>{titleOf(o)}</div>
        {o.detail ? <ListCardRow caption start={o.detail} /> : null}
      </>
    ),
  },
  { key: 'cost', title: '花费', width: 100, align: 'right', render: (o) => cost(o.cost) },
  { key: 'status', title: '状态', width: 90, render: (o) => <StatusTag v={o.status} /> },
  { key: 'time', title: '时间', width: 150, render: (o) => formatDateTime(o.create_time) },
];

/**
 * My orders (VIP, free VIP, invite codes, CD keys, links), newest first, paginated: a table from
 * 768 px up, on a phone one card per order with 花费 and 状态 always in view (issue 16). Loading,
 * error with 重试, empty and the pager are ListShell's (issue 31 item 4).
 */
export function OrderList({ orders, mobile, ...paging }: OrderListProps) {
  return (
    <ListShell<OrderRow>
      {...paging}
      title="我的订单"
      level={1}
      errorTitle="订单加载失败"
      items={orders}
      rowKey={(o) => o.id}
      columns={columns}
      tableMinWidth={760}
      renderItem={(o) => (
        <>
          <ListCardRow start={<strong>{titleOf(o)}</strong>} end={<StatusTag v={o.status} />} />
          {o.detail ? <ListCardRow caption start={o.detail} /> : null}
          <ListCardRow caption start={`${orderKindLabel(o.type)} · ${cost(o.cost)}`} end={formatDateTime(o.create_time)} />
          <ListCardRow caption start={<>订单号 <code>{o.order_no}</code></>} />
        </>
      )}
      showTotal
      mobile={mobile}
    />
  );
}
