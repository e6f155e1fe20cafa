import { Button } from '../Button';
import styles from './SearchMatchNotice.module.css';

export interface SearchMatchNoticeProps {
  /** 'partial': fewer than a page matched every word; the list goes on with partial matches */
  match: 'all' | 'partial';
  /** results that match every word (they come first) */
  exactTotal: number;
  /** the disk a disk word in the query chose (夸克网盘), or null */
  diskName?: string | null;
  /** the category a category word matched (电影), or null */
  category?: string | null;
  /** "did you mean": the nearest popular query or title, or null */
  didYouMean?: string | null;
  onDidYouMean?: (kw: string) => void;
}

/**
 * What the search understood and how well it matched (issue 28): 没有完全匹配的结果，以下为部分匹配
 * (or how many matched fully before the partial ones), the disk / category a word of the query
 * chose, and 你是不是要找 with the nearest title. Renders nothing when there is nothing to say.
 */
export function SearchMatchNotice({ match, exactTotal, diskName, category, didYouMean, onDidYouMean }: SearchMatchNoticeProps) {
  const partial = match === 'partial';
  if (!partial && !diskName && !category && !didYouMean) return null;
  return (
    <div role="note" aria-label="搜索说明" className={styles.notice}>
      {partial ? (
        <p className={styles.line}>
          {exactTotal > 0 ? `只有 ${exactTotal} 个结果包含全部关键词，之后为部分匹配` : '没有完全匹配的结果，以下为部分匹配'}
        </p>
      ) : null}
      {diskName || category ? (
        <p className={`${styles.line} ${styles.muted}`}>
          {[diskName ? `已按网盘筛选：${diskName}` : '', category ? `已匹配分类：${category}` : ''].filter(Boolean).join('；')}
        </p>
      ) : null}
      {didYouMean ? (
        <p className={styles.line}>
          你是不是要找：
          <Button size="small" onClick={() => onDidYouMean?.(didYouMean)}>
            {didYouMean}
          </Button>
        </p>
      ) : null}
    </div>
  );
}
