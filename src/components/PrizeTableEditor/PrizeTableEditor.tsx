import { DeleteOutlined, PlusOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Input, InputNumber, Select, Typography } from 'antd';
import { DEFAULT_EGG_PRIZES, eggRtp, parseEggPrizes, type EggPrize, type PrizeKind } from '../../../contract/egg-prizes';
import styles from './PrizeTableEditor.module.css';

/** At most this many prizes (the server's check, contract/egg-prizes.ts). */
export const MAX_PRIZES = 20;

const KIND_OPTIONS: { value: PrizeKind; label: string }[] = [
  { value: 'coin', label: '金币' },
  { value: 'vip', label: 'VIP 天数' },
  { value: 'none', label: '谢谢参与' },
];

/** A row while it is edited: the numbers may be empty. */
export interface PrizeRow {
  id: string;
  name: string;
  kind: PrizeKind;
  amount: number | null;
  weight: number | null;
  stock: number | null;
}

/** Reads the stored JSON text into rows; text that is not an array gives no rows. */
export function prizeRowsFromJson(text: string | undefined): PrizeRow[] {
  try {
    const parsed: unknown = JSON.parse(String(text ?? ''));
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((p): p is Record<string, unknown> => !!p && typeof p === 'object')
      .map((p) => ({
        id: String(p.id ?? ''),
        name: String(p.name ?? ''),
        kind: p.kind === 'vip' || p.kind === 'none' ? p.kind : 'coin',
        amount: typeof p.amount === 'number' ? p.amount : null,
        weight: typeof p.weight === 'number' ? p.weight : null,
        stock: typeof p.stock === 'number' ? p.stock : null,
      }));
  } catch {
    return [];
  }
}

/** The JSON text the setting stores (what the server checks with parseEggPrizes). */
export function prizeRowsToJson(rows: PrizeRow[]): string {
  return JSON.stringify(rows.map((r) => ({ id: r.id, name: r.name.trim(), kind: r.kind, amount: r.kind === 'none' ? 0 : r.amount, weight: r.weight, stock: r.stock })));
}

/** A key for a new row that no other row uses (stock is counted per key, so keys never change). */
export function newPrizeId(rows: PrizeRow[]): string {
  const taken = new Set(rows.map((r) => r.id));
  let n = rows.length + 1;
  while (taken.has(`p${n}`)) n++;
  return `p${n}`;
}

export interface PrizeTableEditorProps {
  /** the setting's JSON text (a ProForm field value) */
  value?: string;
  onChange?: (next: string) => void;
  /** the price of one smash and the coins a VIP day is worth, for the expected return */
  price: number;
  vipDayValue: number;
  disabled?: boolean;
}

/**
 * 砸金蛋奖品表 as a table (issue 30: it was a JSON text box): one row per prize with its name,
 * kind, amount, weight, the chance that weight gives, and the daily stock; add, remove, restore
 * the default. Below it the expected return of one smash and, when the table would be refused,
 * the reason — the same check the server runs on save (contract/egg-prizes.ts).
 */
export function PrizeTableEditor({ value, onChange, price, vipDayValue, disabled }: PrizeTableEditorProps) {
  const rows = prizeRowsFromJson(value);
  const emit = (next: PrizeRow[]) => onChange?.(prizeRowsToJson(next));
  const set = (i: number, patch: Partial<PrizeRow>) => emit(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const totalWeight = rows.reduce((a, r) => a + (r.weight ?? 0), 0);
  const problem = prizeTableProblem(value);
  const check = parseEggPrizes(prizeRowsToJson(rows));
  const rtp = !problem && check.ok && price > 0 ? Math.round(eggRtp(check.prizes, price, vipDayValue) * 100) / 100 : null;
  const chance = (r: PrizeRow) => (totalWeight > 0 ? `${(Math.round(((r.weight ?? 0) / totalWeight) * 10000) / 100).toFixed(2)}%` : '—');

  return (
    <div className={styles.editor}>
      <div className={styles.head} aria-hidden="true">
        <span>名称</span>
        <span>类型</span>
        <span>数量</span>
        <span>权重</span>
        <span>中奖概率</span>
        <span>每日库存</span>
        <span />
      </div>
      <ol className={styles.rows} aria-label="奖品">
        {rows.map((row, i) => (
          <li key={row.id || i} className={styles.row}>
            <label className={styles.cell}>
              <span className={styles.cellLabel}>名称</span>
              <Input aria-label={`第 ${i + 1} 项名称`} value={row.name} maxLength={20} disabled={disabled} onChange={(e) => set(i, { name: e.target.value })} />
            </label>
            <label className={styles.cell}>
              <span className={styles.cellLabel}>类型</span>
              <Select<PrizeKind>
                aria-label={`第 ${i + 1} 项类型`}
                value={row.kind}
                options={KIND_OPTIONS}
                disabled={disabled}
                onChange={(kind) => set(i, { kind, amount: kind === 'none' ? 0 : row.amount || 1 })}
              />
            </label>
            <label className={styles.cell}>
              <span className={styles.cellLabel}>数量</span>
              <InputNumber<number>
                aria-label={`第 ${i + 1} 项数量`}
                value={row.kind === 'none' ? 0 : row.amount}
                min={row.kind === 'none' ? 0 : 1}
                max={row.kind === 'vip' ? 3650 : 1_000_000}
                precision={0}
                disabled={disabled || row.kind === 'none'}
                addonAfter={row.kind === 'vip' ? '天' : '金币'}
                onChange={(amount) => set(i, { amount })}
                style={{ width: '100%' }}
              />
            </label>
            <label className={styles.cell}>
              <span className={styles.cellLabel}>权重</span>
              <InputNumber<number>
                aria-label={`第 ${i + 1} 项权重`}
                value={row.weight}
                min={0}
                max={1_000_000}
                precision={0}
                disabled={disabled}
                onChange={(weight) => set(i, { weight })}
                style={{ width: '100%' }}
              />
            </label>
            <span className={styles.cell}>
              <span className={styles.cellLabel}>中奖概率</span>
              <span className={styles.chance} data-testid="prize-chance">
                {chance(row)}
              </span>
            </span>
            <label className={styles.cell}>
              <span className={styles.cellLabel}>每日库存</span>
              <InputNumber<number>
                aria-label={`第 ${i + 1} 项每日库存`}
                placeholder="不限"
                value={row.stock}
                min={0}
                max={1_000_000}
                precision={0}
                disabled={disabled}
                onChange={(stock) => set(i, { stock })}
                style={{ width: '100%' }}
              />
            </label>
            <Button
              className={styles.remove}
              icon={<DeleteOutlined />}
              aria-label={`删除第 ${i + 1} 项`}
              disabled={disabled || rows.length <= 1}
              onClick={() => emit(rows.filter((_, j) => j !== i))}
            />
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <Button
          icon={<PlusOutlined />}
          disabled={disabled || rows.length >= MAX_PRIZES}
          onClick={() => emit([...rows, { id: newPrizeId(rows), name: '', kind: 'coin', amount: 1, weight: 1, stock: null }])}
        >
          添加奖品
        </Button>
        <Button icon={<UndoOutlined />} disabled={disabled} onClick={() => emit(prizeRowsFromJson(JSON.stringify(DEFAULT_EGG_PRIZES)))}>
          恢复默认奖品表
        </Button>
        <Typography.Text type="secondary">每日库存留空为不限；权重越大越容易抽中，概率 = 权重 ÷ 权重之和。</Typography.Text>
      </div>
      {!problem ? (
        <Typography.Text type={rtp !== null && rtp > 100 ? 'danger' : undefined} data-testid="egg-rtp">
          砸金蛋期望返还率：{rtp ?? '—'}%{rtp !== null && rtp > 100 ? '（超过 100%，保存时需要确认）' : ''}
        </Typography.Text>
      ) : (
        <Typography.Text type="danger" role="alert">
          {problem}
        </Typography.Text>
      )}
    </div>
  );
}

/**
 * The reason the table would be refused on save, or null (the form field's validator): an empty
 * number first (the server would read it as 0), then the server's own check.
 */
export function prizeTableProblem(text: string | undefined): string | null {
  const rows = prizeRowsFromJson(text);
  const at = rows.findIndex((r) => r.weight === null || (r.kind !== 'none' && r.amount === null));
  if (at >= 0) return `第 ${at + 1} 项：请填写${rows[at].weight === null ? '权重' : '数量'}`;
  const r = parseEggPrizes(String(text ?? ''));
  return r.ok ? null : r.reason;
}

export type { EggPrize };
