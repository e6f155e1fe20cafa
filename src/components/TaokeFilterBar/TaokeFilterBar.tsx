import { Input, Segmented } from 'antd';
import { useState } from 'react';
import { TAOKE_SORT_LABELS, TAOKE_SORTS, type TaokeSort } from '../../../contract/promo-constants';
import { spacing } from '../../theme';

export interface TaokeFilterBarProps {
  categories: Array<{ id: string; name: string }>;
  /** '' = 全部 */
  cid: string;
  sort: TaokeSort;
  kw: string;
  onCategory: (cid: string) => void;
  onSort: (sort: TaokeSort) => void;
  /** the trimmed keyword ('' clears the search) */
  onSearch: (kw: string) => void;
}

/** 淘客 filters: category tabs (scroll sideways on phones), sort and keyword search. */
export function TaokeFilterBar({ categories, cid, sort, kw, onCategory, onSort, onSearch }: TaokeFilterBarProps) {
  const [text, setText] = useState(kw);
  // a new kw from outside replaces what is typed (React's "adjust state on prop change")
  const [shownKw, setShownKw] = useState(kw);
  if (kw !== shownKw) {
    setShownKw(kw);
    setText(kw);
  }
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: spacing.xs }}>
      <Input.Search
        value={text}
        onChange={(e) => setText(e.target.value)}
        onSearch={(v) => onSearch(v.trim())}
        placeholder="搜索优惠商品"
        aria-label="搜索优惠商品"
        enterButton="搜索"
        allowClear
        maxLength={50}
        enterKeyHint="search"
      />
      <div style={{ overflowX: 'auto', WebkitOverflowScrolling: 'touch' }}>
        <Segmented<string>
          value={cid || 'all'}
          onChange={(k) => onCategory(k === 'all' ? '' : k)}
          options={[{ value: 'all', label: '全部' }, ...categories.map((c) => ({ value: c.id, label: c.name }))]}
          aria-label="商品分类"
        />
      </div>
      <div style={{ overflowX: 'auto', WebkitOverflowScrolling: 'touch' }}>
        <Segmented<TaokeSort>
          size="small"
          value={sort}
          onChange={onSort}
          options={TAOKE_SORTS.map((s) => ({ value: s, label: TAOKE_SORT_LABELS[s] }))}
          aria-label="排序方式"
        />
      </div>
    </div>
  );
}
