import type { Key, ReactNode } from 'react';
import { useIsMobile } from '../../lib/useIsMobile';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Card } from '../Card';
import { EmptyState } from '../EmptyState';
import { Pager } from '../Pager';
import { Skeleton } from '../Skeleton';
import { VisuallyHidden } from '../VisuallyHidden';
import styles from './ListShell.module.css';

export interface ListColumn<T> {
  key: string;
  title: ReactNode;
  /** CSS width of the column (e.g. 150). */
  width?: number | string;
  align?: 'left' | 'right' | 'center';
  render: (row: T) => ReactNode;
}

export interface ListShellProps<T> {
  /** The list's heading. */
  title: ReactNode;
  /** Heading level: 1 on a page of its own (金币明细), 2 inside a page. */
  level?: 1 | 2;
  /** Something in the head, after the title (a filter, a link). */
  extra?: ReactNode;
  /** A line under the heading that says what the list is (黑名单: what blocking does). */
  intro?: ReactNode;
  items: ReadonlyArray<T>;
  rowKey: (row: T) => Key;
  /** One item as a card (phones, and every width when there are no columns). */
  renderItem: (row: T) => ReactNode;
  /** A table from 768 px up; without it the cards are shown at every width. */
  columns?: ReadonlyArray<ListColumn<T>>;
  loading?: boolean;
  error?: string;
  /** The error's heading, e.g. 金币明细加载失败. */
  errorTitle?: string;
  onRetry?: () => void;
  emptyText?: ReactNode;
  /** Shown above the items (pinned articles …); when given, an empty `items` shows no empty state. */
  before?: ReactNode;
  total: number;
  page: number;
  size: number;
  onPageChange?: (page: number, size: number) => void;
  /** Force the phone layout on/off; by default below 768 px. */
  mobile?: boolean;
  /** The items' landmark name (defaults to the title when it is a string). */
  label?: string;
}

/**
 * One shell for the look-alike lists (issue 31): a card with a heading, then exactly one of
 * loading (skeleton rows, aria-busy), error (重试), empty, or the items — a table from 768 px
 * up when `columns` are given, one card per item on phones — and the pager when there is more
 * than one page. Drawn without antd, so public pages and account pages share it.
 */
export function ListShell<T>({
  title, level = 2, extra, intro, items, rowKey, renderItem, columns, loading, error, errorTitle = '加载失败', onRetry, emptyText = '暂无数据', before,
  total, page, size, onPageChange, mobile, label,
}: ListShellProps<T>) {
  const phone = useIsMobile();
  const cards = !columns || (mobile ?? phone);
  const Heading = level === 1 ? 'h1' : 'h2';
  const name = label ?? (typeof title === 'string' ? title : undefined);
  let body: ReactNode;
  if (error) {
    body = (
      <Alert
        type="error"
        role="alert"
        title={errorTitle}
        action={onRetry ? <Button size="small" onClick={onRetry}>重试</Button> : undefined}
      >
        {error}
      </Alert>
    );
  } else if (loading && !items.length) {
    body = (
      <div aria-busy="true" className={styles.loading}>
        <div role="status">
          <VisuallyHidden>加载中</VisuallyHidden>
        </div>
        {[0, 1, 2].map((i) => (
          <div key={i} className={styles.skeletonRow}>
            <Skeleton width="40%" height={18} />
            <Skeleton width="90%" />
            <Skeleton width="60%" />
          </div>
        ))}
      </div>
    );
  } else if (!items.length) {
    body = before ? null : <EmptyState image="simple" description={emptyText} />;
  } else if (cards) {
    body = (
      <ul className={styles.cards} aria-busy={!!loading} aria-label={name}>
        {items.map((row) => (
          <li key={rowKey(row)} className={styles.card}>
            {renderItem(row)}
          </li>
        ))}
      </ul>
    );
  } else {
    body = (
      <div className={styles.tableWrap}>
        <table className={styles.table} aria-busy={!!loading} aria-label={name}>
          <thead>
            <tr>
              {columns!.map((c) => (
                <th key={c.key} scope="col" style={{ width: c.width, textAlign: c.align }}>
                  {c.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((row) => (
              <tr key={rowKey(row)}>
                {columns!.map((c) => (
                  <td key={c.key} style={{ textAlign: c.align }}>
                    {c.render(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <Card title={<Heading className={styles.title}>{title}</Heading>} extra={extra} aria-label={name}>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {before}
      {body}
      {!error && total > size && onPageChange ? (
        <div className={styles.pager}>
          <Pager page={page} size={size} total={total} onChange={(p) => onPageChange(p, size)} />
        </div>
      ) : null}
    </Card>
  );
}
