import type { ArticleListItem } from '../../api/articles';
import { formatDateTime } from '../../lib/format';
import { Button, LinkButton } from '../Button';
import { Confirm } from '../Confirm';
import { ListCardActions, ListCardRow, ListShell, listPaging, type ListPageProps } from '../ListShell';
import { Spinner } from '../Spinner';
import styles from './MyArticleList.module.css';

export interface MyArticleListProps extends ListPageProps {
  articles: ArticleListItem[];
  /** The article being deleted (its button spins). */
  deletingId?: number | null;
  onDelete: (id: number) => void;
}

/** 编辑 opens the publish form in edit mode; 删除 asks first and spins while it runs. */
function Actions({ a, deleting, onDelete }: { a: ArticleListItem; deleting: boolean; onDelete: (id: number) => void }) {
  return (
    <>
      <LinkButton size="small" href={`#/main/bbs/publish?id=${a.id}`}>
        编辑
      </LinkButton>
      <Confirm
        title="删除文章"
        description={`确定删除《${a.title}》吗？删除后无法恢复。`}
        okText="删除"
        cancelText="取消"
        danger
        disabled={deleting}
        onConfirm={() => onDelete(a.id)}
      >
        <Button size="small" className={styles.danger} aria-busy={deleting || undefined} aria-label={`删除《${a.title}》`}>
          {deleting ? <Spinner size="small" /> : null}
          删除
        </Button>
      </Confirm>
    </>
  );
}

/**
 * My articles (spec §2): heading 我的文章, a back link to /profile, a numbered list of titles
 * (numbers go on across pages), an empty state with an image and 暂无数据, a pager of 10 a
 * page. Each article can be edited or deleted (with a confirmation). Loading, error with 重试,
 * empty and the pager are ListShell's (issue 31 item 4).
 */
export function MyArticleList({ articles, deletingId, onDelete, ...paging }: MyArticleListProps) {
  return (
    <ListShell<ArticleListItem>
      {...listPaging(paging)}
      title="我的文章"
      level={1}
      label="我的文章列表"
      extra={
        <span className={styles.links}>
          <a href="#/main/bbs/publish">写文章</a>
          <a href="#/profile">返回个人中心</a>
        </span>
      }
      items={articles}
      rowKey={(a) => a.id}
      ordered
      renderItem={(a) => (
        <ListCardActions actions={<Actions a={a} deleting={deletingId === a.id} onDelete={onDelete} />}>
          <ListCardRow
            start={
              // posts open in a new tab (spec §2)
              <a href={`#/main/bbs/post/${a.id}`} target="_blank" rel="noopener" className={styles.title}>
                {a.title}
              </a>
            }
          />
          <ListCardRow caption start={`${a.cate_name} · ${formatDateTime(a.create_time)} · 浏览 ${a.views} · 点赞 ${a.likes} · 打赏 ${a.tips}`} />
        </ListCardActions>
      )}
      errorTitle="文章加载失败"
    />
  );
}
