import { FireOutlined } from '@ant-design/icons';
import styles from './HotKeywords.module.css';
import { Button } from '../Button';

export interface HotKeywordItem {
  keyword: string;
  /** how many searches (shown in the ranked list) */
  count?: number;
}

export interface HotKeywordsProps {
  items: HotKeywordItem[];
  onSelect: (kw: string) => void;
  title?: string;
  /** A numbered list with counts (hot page) instead of a line of words. */
  ranked?: boolean;
  /**
   * The words are still loading (line only): an empty line of the line's height is kept for
   * them, so the page below does not move when they arrive (issue 31.3).
   */
  pending?: boolean;
}


/**
 * Hot keywords: clicking one searches it. The line is one row that scrolls sideways when the
 * words do not fit (it never wraps: its height is known before the words arrive).
 */
export function HotKeywords({ items, onSelect, title = '热门搜索', ranked = false, pending = false }: HotKeywordsProps) {
  if (items.length === 0) return pending && !ranked ? <div aria-hidden="true" className={styles.line} data-testid="hot-pending" /> : null;
  if (ranked) {
    return (
      <ol aria-label={title} className={styles.ranked}>
        {items.map((it, i) => (
          <li key={it.keyword} className={styles.row}>
            <span aria-hidden className={`${styles.rank} ${i < 3 ? styles.top : ''}`}>
              {i + 1}
            </span>
            <Button variant="link" size="small" className={styles.rankedWord} onClick={() => onSelect(it.keyword)}>
              <span className={styles.ellipsis}>{it.keyword}</span>
            </Button>
            {it.count !== undefined ? <span className={styles.count}>{it.count} 次</span> : null}
          </li>
        ))}
      </ol>
    );
  }
  return (
    <div role="group" aria-label={title} className={styles.line}>
      <span className={styles.label}>
        <FireOutlined aria-hidden className={styles.fire} />
        {title}：
      </span>
      {items.map((it) => (
        <Button key={it.keyword} variant="link" size="small" className={styles.word} onClick={() => onSelect(it.keyword)}>
          {it.keyword}
        </Button>
      ))}
    </div>
  );
}
