import { formatCoin, formatDateTime } from '../../lib/format';
import { ledgerKindLabel } from '../../lib/labels';
import { fontWeights, palette } from '../../theme/tokens';
import { ListCardRow, ListShell, type ListColumn, type ListPaging } from '../ListShell';
import { Tag } from '../Tag';

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

export interface LedgerTableProps extends ListPaging {
  rows: LedgerRow[];
  /** Force the phone layout (cards) on/off; by default below 768 px. */
  mobile?: boolean;
}

function Delta({ v }: { v: number }) {
  return (
    <span style={{ color: v >= 0 ? palette.green : palette.red, fontWeight: fontWeights.strong, whiteSpace: 'nowrap' }}>
      {v >= 0 ? '+' : ''}
      {formatCoin(v)}
    </span>
  );
}

const columns: ReadonlyArray<ListColumn<LedgerRow>> = [
  { key: 'time', title: '时间', width: 150, render: (r) => formatDateTime(r.create_time) },
  { key: 'kind', title: '类型', width: 110, render: (r) => <Tag>{ledgerKindLabel(r.kind)}</Tag> },
  { key: 'delta', title: '变动', width: 100, align: 'right', render: (r) => <Delta v={r.delta} /> },
  { key: 'balance', title: '余额', width: 100, align: 'right', render: (r) => formatCoin(r.balance_after) },
  { key: 'note', title: '说明', render: (r) => r.note || '—' },
];

/**
 * The coin ledger (金币明细), newest first, paginated: a table from 768 px up, on a phone one
 * card per row with 变动 and 余额 always in view (issue 16). Loading, error with 重试, empty and
 * the pager are ListShell's (issue 31 item 4).
 */
export function LedgerTable({ rows, mobile, ...paging }: LedgerTableProps) {
  return (
    <ListShell<LedgerRow>
      {...paging}
      title="金币明细"
      level={1}
      errorTitle="金币明细加载失败"
      items={rows}
      rowKey={(r) => r.id}
      columns={columns}
      renderItem={(r) => (
        <>
          <ListCardRow start={<Tag>{ledgerKindLabel(r.kind)}</Tag>} end={<Delta v={r.delta} />} />
          <ListCardRow caption start={formatDateTime(r.create_time)} end={`余额 ${formatCoin(r.balance_after)}`} />
          {r.note ? <ListCardRow start={r.note} /> : null}
        </>
      )}
      showTotal
      mobile={mobile}
    />
  );
}
