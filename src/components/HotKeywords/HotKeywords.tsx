import { FireOutlined } from '@ant-design/icons';
import ui from '../../theme/ui.module.css';
import styles from './HotKeywords.module.css';

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
}

const wordButton = `${ui.button} ${ui.small} ${ui.link}`;

/** Hot keywords: clicking one searches it. */
export function HotKeywords({ items, onSelect, title = '热门搜索', ranked = false }: HotKeywordsProps) {
  if (items.length === 0) return null;
  if (ranked) {
    return (
      <ol aria-label={title} className={styles.ranked}>
        {items.map((it, i) => (
          <li key={it.keyword} className={styles.row}>
            <span aria-hidden className={`${styles.rank} ${i < 3 ? styles.top : ''}`}>
              {i + 1}
            </span>
            <button type="button" className={`${wordButton} ${styles.rankedWord}`} onClick={() => onSelect(it.keyword)}>
              <span className={styles.ellipsis}>{it.keyword}</span>
            </button>
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
        <button key={it.keyword} type="button" className={`${wordButton} ${styles.word}`} onClick={() => onSelect(it.keyword)}>
          {it.keyword}
        </button>
      ))}
    </div>
  );
}
