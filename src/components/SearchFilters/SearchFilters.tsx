import { DownOutlined, FilterOutlined, UpOutlined } from '@ant-design/icons';
import { useId, useState } from 'react';
import { approxCount } from '../../lib/format';
import { RANGE_LABELS, SEARCH_RANGES, SEARCH_SORTS, SORT_LABELS, type SearchRange, type SearchSort } from '../../lib/searchUrl';
import { useIsMobile } from '../../lib/useIsMobile';
import { Button } from '../Button';
import { RadioGroup } from '../RadioGroup';
import { Select } from '../Select';
import { Switch } from '../Switch';
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
  /** paidHidden is an estimate (ADR 0036): 另有约 N 个 */
  paidHiddenEstimated?: boolean;
  /** Free search page: no 只看免费 switch (always free). */
  hideOnlyFree?: boolean;
  /** Collapse the bar behind one summary row; by default on phones. */
  collapsible?: boolean;
}

/** The one-line summary of the chosen filters (the collapsed row on phones). */
export function filterSummary(value: SearchFilterValue, categories: Array<{ id: number; name: string }> = [], hideOnlyFree = false): string {
  const parts: string[] = [SORT_LABELS[value.sort]];
  parts.push(value.range === 'all' ? '时间不限' : `最近${RANGE_LABELS[value.range]}`);
  const cat = categories.find((c) => c.id === value.cat);
  if (cat) parts.push(cat.name);
  if (value.verified === '1') parts.push('已验证');
  if (!hideOnlyFree && value.onlyFree === '1') parts.push('免费');
  return parts.join(' · ');
}

/**
 * The search page's filter bar (issue 15): sort 相关度 / 最新 / 最热, time range 不限 / 一天 /
 * 一周 / 一月 / 一年, category, 只看已验证 (issue 19: links the checker found valid), 只看免费, and — when 只看免费 hides paid matches — how many with
 * a one-click 显示付费. Built from the light primitives (issue 31): RadioGroup for the sort,
 * native Selects (the phone's own picker), Switches. On phones (issue 30) the bar is collapsed
 * behind one row — 筛选 and a summary of what is chosen — so the first result shows without
 * scrolling; the row is a disclosure button (aria-expanded, aria-controls).
 */
export function SearchFilters({ value, onChange, categories = [], paidHidden = 0, paidHiddenEstimated = false, hideOnlyFree = false, collapsible }: SearchFiltersProps) {
  const mobile = useIsMobile();
  const collapse = collapsible ?? mobile;
  const [open, setOpen] = useState(false);
  const barId = useId();
  const shown = !collapse || open;
  return (
    <div className={styles.filters}>
      {collapse ? (
        <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={barId} onClick={() => setOpen(!open)}>
          <FilterOutlined aria-hidden />
          <span className={styles.toggleLabel}>筛选</span>
          <span className={styles.toggleSummary}>{filterSummary(value, categories, hideOnlyFree)}</span>
          {open ? <UpOutlined aria-hidden /> : <DownOutlined aria-hidden />}
        </button>
      ) : null}
      <div role="group" aria-label="搜索筛选" id={barId} className={styles.bar} hidden={!shown}>
        <RadioGroup label="排序" value={value.sort} onChange={(sort) => onChange({ sort })} options={SEARCH_SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }))} />
        <Select
          aria-label="时间范围"
          wrapClassName={styles.range}
          value={value.range}
          onChange={(range) => onChange({ range: range as SearchRange })}
          options={SEARCH_RANGES.map((r) => ({ value: r, label: r === 'all' ? '时间不限' : `最近${RANGE_LABELS[r]}` }))}
        />
        {categories.length ? (
          <Select
            aria-label="资源分类"
            wrapClassName={styles.category}
            value={value.cat}
            onChange={(cat) => onChange({ cat: Number(cat) })}
            options={[{ value: 0, label: '全部分类' }, ...categories.map((c) => ({ value: c.id, label: c.name }))]}
          />
        ) : null}
        <Switch label="只看已验证" checked={value.verified === '1'} onChange={(on) => onChange({ verified: on ? '1' : '0' })} />
        {hideOnlyFree ? null : <Switch label="只看免费" checked={value.onlyFree === '1'} onChange={(on) => onChange({ onlyFree: on ? '1' : '0' })} />}
      </div>
      {!hideOnlyFree && value.onlyFree === '1' && paidHidden > 0 ? (
        <div role="note" className={styles.note}>
          <span className={styles.muted}>{paidHiddenEstimated ? `另有约 ${approxCount(paidHidden)} 个付费资源未显示` : `另有 ${paidHidden} 个付费资源未显示`}</span>
          <Button size="small" onClick={() => onChange({ onlyFree: '0' })}>
            显示付费
          </Button>
        </div>
      ) : null}
    </div>
  );
}
