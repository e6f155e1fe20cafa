import { useId } from 'react';
import { RANGE_LABELS, SEARCH_RANGES, SEARCH_SORTS, SORT_LABELS, type SearchRange, type SearchSort } from '../../lib/searchUrl';
import ui from '../../theme/ui.module.css';
import styles from './SearchFilters.module.css';

export interface SearchFilterValue {
  sort: SearchSort;
  range: SearchRange;
  /** category id, 0 = 全部分类 */
  cat: number;
  /** '1' 只看免费 / '0' */
  onlyFree: string;
  /** '1' 只看已验证 (links the checker found valid, issue 19) / '0' */
  verified?: string;
}

export interface SearchFiltersProps {
  value: SearchFilterValue;
  /** Called with the changed fields only. */
  onChange: (change: Partial<SearchFilterValue>) => void;
  /** Netdisk categories (id, name) for the category filter; empty hides it. */
  categories?: Array<{ id: number; name: string }>;
  /** Paid matches hidden by 只看免费: > 0 shows the hint with 显示付费. */
  paidHidden?: number;
  /** Free search page: no 只看免费 switch (always free). */
  hideOnlyFree?: boolean;
}

/** An on/off switch with its visible label (button role="switch", named by the label). */
function LabelledSwitch({ label, checked, onChange }: { label: string; checked: boolean; onChange: (on: boolean) => void }) {
  const id = useId();
  return (
    <span className={styles.switchRow}>
      <button type="button" role="switch" id={id} aria-checked={checked} className={ui.switch} onClick={() => onChange(!checked)} />
      <label htmlFor={id} className={styles.switchLabel}>
        {label}
      </label>
    </span>
  );
}

/**
 * The search page's filter bar (issue 15): sort 相关度 / 最新 / 最热, time range 不限 / 一天 /
 * 一周 / 一月 / 一年, category, 只看已验证 (issue 19: links the checker found valid), 只看免费, and — when 只看免费 hides paid matches — how many with
 * a one-click 显示付费. Drawn without antd (issue 14): the sort is a radio group styled as
 * segments, the range and category are native selects (the phone's own picker), the switches
 * are buttons with role="switch".
 */
export function SearchFilters({ value, onChange, categories = [], paidHidden = 0, hideOnlyFree = false }: SearchFiltersProps) {
  const id = useId();
  return (
    <div className={styles.filters}>
      <div role="group" aria-label="搜索筛选" className={styles.bar}>
        <div role="radiogroup" aria-label="排序" className={styles.segmented}>
          {SEARCH_SORTS.map((s) => (
            <label key={s} className={styles.segment}>
              <input
                type="radio"
                name={`${id}-sort`}
                value={s}
                checked={value.sort === s}
                onChange={() => onChange({ sort: s })}
                className={styles.radio}
              />
              <span className={styles.segmentLabel}>{SORT_LABELS[s]}</span>
            </label>
          ))}
        </div>
        <span className={`${ui.selectWrap} ${styles.range}`}>
          <select aria-label="时间范围" className={ui.select} value={value.range} onChange={(e) => onChange({ range: e.target.value as SearchRange })}>
            {SEARCH_RANGES.map((r) => (
              <option key={r} value={r}>
                {r === 'all' ? '时间不限' : `最近${RANGE_LABELS[r]}`}
              </option>
            ))}
          </select>
        </span>
        {categories.length ? (
          <span className={`${ui.selectWrap} ${styles.category}`}>
            <select aria-label="资源分类" className={ui.select} value={value.cat} onChange={(e) => onChange({ cat: Number(e.target.value) })}>
              <option value={0}>全部分类</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </span>
        ) : null}
        <LabelledSwitch label="只看已验证" checked={value.verified === '1'} onChange={(on) => onChange({ verified: on ? '1' : '0' })} />
        {hideOnlyFree ? null : <LabelledSwitch label="只看免费" checked={value.onlyFree === '1'} onChange={(on) => onChange({ onlyFree: on ? '1' : '0' })} />}
      </div>
      {!hideOnlyFree && value.onlyFree === '1' && paidHidden > 0 ? (
        <div role="note" className={styles.note}>
          <span className={ui.muted}>另有 {paidHidden} 个付费资源未显示</span>
          <button type="button" className={`${ui.button} ${ui.small}`} onClick={() => onChange({ onlyFree: '0' })}>
            显示付费
          </button>
        </div>
      ) : null}
    </div>
  );
}
