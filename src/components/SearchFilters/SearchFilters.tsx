import { Button, Segmented, Select, Switch, Typography } from 'antd';
import { RANGE_LABELS, SEARCH_RANGES, SEARCH_SORTS, SORT_LABELS, type SearchRange, type SearchSort } from '../../lib/searchUrl';
import { spacing } from '../../theme';

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

/**
 * The search page's filter bar (issue 15): sort 相关度 / 最新 / 最热, time range 不限 / 一天 /
 * 一周 / 一月 / 一年, category, 只看已验证 (issue 19: links the checker found valid), 只看免费, and — when 只看免费 hides paid matches — how many with
 * a one-click 显示付费.
 */
export function SearchFilters({ value, onChange, categories = [], paidHidden = 0, hideOnlyFree = false }: SearchFiltersProps) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: spacing.xs }}>
      <div role="group" aria-label="搜索筛选" style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: spacing.sm }}>
        <Segmented
          aria-label="排序"
          value={value.sort}
          options={SEARCH_SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
          onChange={(v) => onChange({ sort: v as SearchSort })}
        />
        <Select
          aria-label="时间范围"
          value={value.range}
          style={{ width: 112 }}
          options={SEARCH_RANGES.map((r) => ({ value: r, label: r === 'all' ? '时间不限' : `最近${RANGE_LABELS[r]}` }))}
          onChange={(v) => onChange({ range: v })}
        />
        {categories.length ? (
          <Select
            aria-label="资源分类"
            value={value.cat}
            style={{ width: 128 }}
            options={[{ value: 0, label: '全部分类' }, ...categories.map((c) => ({ value: c.id, label: c.name }))]}
            onChange={(v) => onChange({ cat: v })}
          />
        ) : null}
        <label style={{ display: 'inline-flex', alignItems: 'center', gap: spacing.xs }}>
          <Switch checked={value.verified === '1'} onChange={(on) => onChange({ verified: on ? '1' : '0' })} aria-label="只看已验证" />
          只看已验证
        </label>
        {hideOnlyFree ? null : (
          <label style={{ display: 'inline-flex', alignItems: 'center', gap: spacing.xs }}>
            <Switch checked={value.onlyFree === '1'} onChange={(on) => onChange({ onlyFree: on ? '1' : '0' })} aria-label="只看免费" />
            只看免费
          </label>
        )}
      </div>
      {!hideOnlyFree && value.onlyFree === '1' && paidHidden > 0 ? (
        <div role="note" style={{ display: 'flex', alignItems: 'center', gap: spacing.xs, flexWrap: 'wrap' }}>
          <Typography.Text type="secondary">另有 {paidHidden} 个付费资源未显示</Typography.Text>
          <Button size="small" onClick={() => onChange({ onlyFree: '0' })}>
            显示付费
          </Button>
        </div>
      ) : null}
    </div>
  );
}
