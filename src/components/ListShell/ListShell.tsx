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

/**
 * What every paged list page passes down from its slice of the store (page, size, loading,
 * error) and the two things it dispatches: a page change and a retry. Lists take these as they
 * are and hand them to ListShell.
 */
export interface ListPaging {
  total: number;
  page: number;
  size: number;
  loading?: boolean;
  error?: string;
  onPageChange: (page: number, size: number) => void;
  onRetry?: () => void;
}

/**
 * What a list that pages by number only takes (我的文章, 我的收藏, 我的回复, 黑名单): the page
 * chooses the size (10 unless told) and hears only the page number.
 */
export interface ListPageProps {
  total: number;
  page: number;
  /** Page size, 10 by default (spec §2). */
  size?: number;
  loading?: boolean;
  error?: string;
  onPageChange: (page: number) => void;
  onRetry?: () => void;
}

/** ListPageProps as ListShell takes them: 10 a page unless told; the page change without the size. */
export function listPaging({ size = 10, onPageChange, ...rest }: ListPageProps): ListPaging {
  return { ...rest, size, onPageChange: (page) => onPageChange(page) };
}

export interface ListShellProps<T> {
  /** The list's heading. */
  title: ReactNode;
  /** Beside the heading, outside it (未读 2 条). */
  titleAside?: ReactNode;
  /** Heading level: 1 on a page of its own (金币明细), 2 inside a page. */
  level?: 1 | 2;
  /** Something in the head, after the title (a filter, a link). */
  extra?: ReactNode;
  /** A line under the heading that says what the list is (黑名单: what blocking does). */
  intro?: ReactNode;
  /** Controls above the list that change what it shows or act on all of it (a filter, 全部标为已读). */
  toolbar?: ReactNode;
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
  /** Under the empty text: where to go instead (去论坛看看). */
  emptyAction?: ReactNode;
  /** Number the cards (an `<ol>` that goes on counting across pages: page 2 starts at size + 1). */
  ordered?: boolean;
  /** Shown above the items (pinned articles …), with them (not over the loading skeleton); when given, an empty `items` shows no empty state. */
  before?: ReactNode;
  total: number;
  page: number;
  size: number;
  onPageChange?: (page: number, size: number) => void;
  /** Show the pager with 共 N 条 even when everything fits on one page, on the table (antd Table's look). */
  showTotal?: boolean;
  /** The table's least width before it scrolls sideways (default 600 px). */
  tableMinWidth?: number;
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
  title, titleAside, level = 2, extra, intro, toolbar, items, rowKey, renderItem, columns, loading, error, errorTitle = '加载失败', onRetry, emptyText = '暂无数据', emptyAction, ordered, before,
  total, page, size, onPageChange, showTotal, tableMinWidth, mobile, label,
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
    body = before ? null : (
      <EmptyState image="simple" description={emptyText}>
        {emptyAction}
      </EmptyState>
    );
  } else if (cards) {
    const List = ordered ? 'ol' : 'ul';
    body = (
      <List
        className={ordered ? `${styles.cards} ${styles.numbered}` : styles.cards}
        start={ordered ? (page - 1) * size + 1 : undefined}
        aria-busy={!!loading}
        aria-label={name}
      >
        {items.map((row) => (
          <li key={rowKey(row)} className={styles.card}>
            {renderItem(row)}
          </li>
        ))}
      </List>
    );
  } else {
    body = (
      <div className={styles.tableWrap}>
        <table className={styles.table} style={tableMinWidth ? { minWidth: tableMinWidth } : undefined} aria-busy={!!loading} aria-label={name}>
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
  const heading = <Heading className={level === 1 ? `${styles.title} ${styles.title1}` : styles.title}>{title}</Heading>;
  return (
    <Card
      title={titleAside ? <div className={styles.titleRow}>{heading}<span className={styles.titleAside}>{titleAside}</span></div> : heading}
      extra={extra}
      aria-label={name}
    >
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {toolbar ? <div className={styles.toolbar}>{toolbar}</div> : null}
      {/* what goes above the items comes with them, not over the skeleton (it pushed the
          skeleton down when it arrived first, issue 31.3) */}
      {loading && !items.length && !error ? null : before}
      {body}
      {!error && onPageChange && (total > size || (showTotal && !cards && total > 0)) ? (
        <div className={styles.pager}>
          <Pager page={page} size={size} total={total} onChange={(p) => onPageChange(p, size)} />
        </div>
      ) : null}
    </Card>
  );
}

/**
 * One line of a phone card: what the item is at the start, the figure that matters at the end
 * (变动, 状态), wrapping under each other when the line is too narrow. `caption`: the small grey
 * line under it (time, 余额, 订单号).
 */
export function ListCardRow({ start, end, caption }: { start: ReactNode; end?: ReactNode; caption?: boolean }) {
  return (
    <div className={caption ? `${styles.row} ${styles.caption}` : styles.row}>
      <span className={styles.start}>{start}</span>
      {end !== undefined && end !== null ? <span className={styles.end}>{end}</span> : null}
    </div>
  );
}

/**
 * A card with buttons that act on its item (编辑, 删除, 取消收藏): what the item is on the left,
 * the buttons beside it, centred; when the line gets too narrow for both, the buttons go under it.
 */
export function ListCardActions({ children, actions }: { children: ReactNode; actions: ReactNode }) {
  return (
    <div className={styles.split}>
      <div className={styles.splitMain}>{children}</div>
      <div className={styles.splitActions}>{actions}</div>
    </div>
  );
}
