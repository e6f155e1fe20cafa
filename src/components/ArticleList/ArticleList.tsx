import type { ArticleListItem } from '../../api/articles';
import { presetTagColors } from '../../theme/tokens';
import { ArticleMeta } from '../ArticleMeta';
import { ListShell } from '../ListShell';
import { Tag } from '../Tag';
import styles from './ArticleList.module.css';

export interface ArticleListProps {
  articles: ArticleListItem[];
  /** Pinned articles, shown first in their own block (置顶). */
  pinned?: ArticleListItem[];
  total: number;
  page: number;
  size: number;
  loading?: boolean;
  error?: string;
  title?: string;
  emptyText?: string;
  onPageChange: (page: number, size: number) => void;
  onRetry?: () => void;
  /** Where a post opens (default #/main/bbs/post/{id}). */
  postHref?: (id: number) => string;
}

const defaultHref = (id: number) => `#/main/bbs/post/${id}`;

function Item({ a, href, pinned }: { a: ArticleListItem; href: string; pinned?: boolean }) {
  return (
    <div className={styles.item}>
      <div className={styles.head}>
        {pinned || a.fixed ? <Tag color={presetTagColors.red}>置顶</Tag> : null}
        {/* posts open in a new tab (issue 3 / spec §2) */}
        <a href={href} target="_blank" rel="noopener" className={styles.title}>
          {a.title}
        </a>
      </div>
      {a.summary ? <div className={styles.summary}>{a.summary}</div> : null}
      <ArticleMeta
        username={a.username}
        authorId={a.user_id}
        cateName={a.cate_name}
        cateHref={`#/main/bbs/filter/cate/${a.cate_id}`}
        createTime={a.create_time}
        views={a.views}
        likes={a.likes}
        tips={a.tips}
        replies={a.reply_count}
        lastReplyTime={a.last_reply_time}
        diskName={a.has_source_link ? a.source_disk_name : undefined}
      />
    </div>
  );
}

/** Forum article list: pinned first, title links open the post in a new tab, paginated (ListShell). */
export function ArticleList({
  articles,
  pinned = [],
  total,
  page,
  size,
  loading,
  error,
  title = '最新文章',
  emptyText = '暂无数据',
  onPageChange,
  onRetry,
  postHref = defaultHref,
}: ArticleListProps) {
  const pinnedIds = new Set(pinned.map((a) => a.id));
  const rest = articles.filter((a) => !pinnedIds.has(a.id));
  return (
    <ListShell<ArticleListItem>
      title={title}
      items={rest}
      rowKey={(a) => a.id}
      renderItem={(a) => <Item a={a} href={postHref(a.id)} />}
      loading={loading}
      error={error}
      errorTitle="文章加载失败"
      onRetry={onRetry}
      emptyText={emptyText}
      before={
        pinned.length > 0 ? (
          <section aria-label="置顶文章" className={styles.pinned}>
            <ul className={styles.pinnedList}>
              {pinned.map((a) => (
                <li key={a.id}>
                  <Item a={a} href={postHref(a.id)} pinned />
                </li>
              ))}
            </ul>
          </section>
        ) : undefined
      }
      total={total}
      page={page}
      size={size}
      onPageChange={onPageChange}
    />
  );
}
