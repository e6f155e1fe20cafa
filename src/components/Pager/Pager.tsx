import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useIsMobile } from '../../lib/useIsMobile';
import styles from './Pager.module.css';

export interface PagerProps {
  page: number;
  size: number;
  total: number;
  onChange: (page: number) => void;
  /** The phone form (at most five numbers); by default it follows the viewport. */
  compact?: boolean;
}

/** The page numbers to show: all up to 7 pages, else 1 … p-1 p p+1 … last (null = an ellipsis). */
export function pageItems(page: number, pages: number): Array<number | null> {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  let from = Math.max(2, page - 1);
  let to = Math.min(pages - 1, page + 1);
  // keep five numbers in view near either end: 1 2 3 4 5 … 20, 1 … 16 17 18 19 20
  if (page <= 4) {
    from = 2;
    to = 5;
  } else if (page >= pages - 3) {
    from = pages - 4;
    to = pages - 1;
  }
  const items: Array<number | null> = [1];
  if (from > 2) items.push(null);
  for (let p = from; p <= to; p++) items.push(p);
  if (to < pages - 1) items.push(null);
  items.push(pages);
  return items;
}

/**
 * The phone's page numbers (at most 5, so ‹ › and five 44 px targets fit 390 px): all up to 5
 * pages, else the first, the current and the last with gaps (near an end: the three there).
 */
export function compactPageItems(page: number, pages: number): Array<number | null> {
  if (pages <= 5) return Array.from({ length: pages }, (_, i) => i + 1);
  if (page <= 2) return [1, 2, 3, null, pages];
  if (page >= pages - 1) return [1, null, pages - 2, pages - 1, pages];
  const items: Array<number | null> = [1];
  if (page - 1 > 1) items.push(null);
  items.push(page);
  if (page + 1 < pages) items.push(null);
  items.push(pages);
  return items;
}

/**
 * A pager like antd's (共 N 条, ‹ 1 … 4 5 6 … 20 ›) as a navigation landmark of buttons, the
 * current page marked aria-current="page". On phones it shows at most five numbers, each a
 * 44 px target. `compact` forces the phone form (stories).
 */
export function Pager({ page, size, total, onChange, compact }: PagerProps) {
  const mobile = useIsMobile();
  const pages = Math.max(1, Math.ceil(total / size));
  const items = (compact ?? mobile) ? compactPageItems(page, pages) : pageItems(page, pages);
  const go = (p: number) => {
    if (p >= 1 && p <= pages && p !== page) onChange(p);
  };
  return (
    <nav aria-label="分页" className={styles.pager}>
      <span className={styles.total}>共 {total} 条</span>
      <ul className={styles.pages}>
        <li>
          <button type="button" className={styles.page} aria-label="上一页" title="上一页" disabled={page <= 1} onClick={() => go(page - 1)}>
            <LeftOutlined aria-hidden />
          </button>
        </li>
        {items.map((p, i) =>
          p === null ? (
            <li key={`gap${i}`} className={styles.ellipsis} aria-hidden="true">
              •••
            </li>
          ) : (
            <li key={p}>
              <button
                type="button"
                className={styles.page}
                aria-label={`第 ${p} 页`}
                title={String(p)}
                aria-current={p === page ? 'page' : undefined}
                onClick={() => go(p)}
              >
                {p}
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" className={styles.page} aria-label="下一页" title="下一页" disabled={page >= pages} onClick={() => go(page + 1)}>
            <RightOutlined aria-hidden />
          </button>
        </li>
      </ul>
    </nav>
  );
}
