import { Tabs } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { BlockList } from '../../components/BlockList';
import { MyArticleList } from '../../components/MyArticleList';
import { MyReplyList } from '../../components/MyReplyList';
import { DEFAULT_PAGE_SIZE } from '../../config';
import {
  blocksRequested,
  forumDeleteRequested,
  forumMineRequested,
  myRepliesRequested,
  unblockRequested,
  useAppDispatch,
  useAppSelector,
} from '../../store';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

type Tab = 'articles' | 'replies' | 'blocks';

/**
 * /profile/articles[/{page}] — my articles, exactly as spec §2 (page size 10 by default); tabs
 * ?tab=replies (我的回复) and ?tab=blocks (黑名单, removal through the spec's block call), issue 17.
 */
export default function MyArticles() {
  useDocumentTitle('我的文章');
  const page = Math.max(1, Number.parseInt(useParams<{ page?: string }>().page ?? '1', 10) || 1);
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const tab: Tab = search.get('tab') === 'replies' ? 'replies' : search.get('tab') === 'blocks' ? 'blocks' : 'articles';
  const dispatch = useAppDispatch();
  const mine = useAppSelector((s) => s.forum.mine);
  const deletingId = useAppSelector((s) => s.forum.deletingId);
  const replies = useAppSelector((s) => s.replies.mine);
  const blocks = useAppSelector((s) => s.replies.blocks);

  useEffect(() => {
    if (tab === 'articles') dispatch(forumMineRequested({ page, size: DEFAULT_PAGE_SIZE }));
    else if (tab === 'replies') dispatch(myRepliesRequested({ page: 1 }));
    else dispatch(blocksRequested({ page: 1 }));
  }, [dispatch, page, tab]);

  return (
    <Tabs
      activeKey={tab}
      onChange={(k) => setSearch(k === 'articles' ? {} : { tab: k })}
      items={[
        {
          key: 'articles',
          label: '我的文章',
          children: (
            <MyArticleList
              articles={mine.list}
              total={mine.total}
              page={mine.page}
              size={mine.size}
              loading={mine.loading}
              error={mine.error}
              deletingId={deletingId}
              onPageChange={(p) => navigate(`/profile/articles/${p}`)}
              onDelete={(id) => dispatch(forumDeleteRequested({ id }))}
              onRetry={() => dispatch(forumMineRequested({ page, size: DEFAULT_PAGE_SIZE }))}
            />
          ),
        },
        {
          key: 'replies',
          label: '我的回复',
          children: (
            <MyReplyList
              replies={replies.list}
              total={replies.total}
              page={replies.page}
              loading={replies.loading}
              error={replies.error}
              onPageChange={(p) => dispatch(myRepliesRequested({ page: p }))}
              onRetry={() => dispatch(myRepliesRequested({ page: replies.page }))}
            />
          ),
        },
        {
          key: 'blocks',
          label: '黑名单',
          children: (
            <BlockList
              blocks={blocks.list}
              total={blocks.total}
              page={blocks.page}
              loading={blocks.loading}
              error={blocks.error}
              removingId={blocks.removingId}
              onRemove={(userId) => dispatch(unblockRequested({ userId }))}
              onPageChange={(p) => dispatch(blocksRequested({ page: p }))}
              onRetry={() => dispatch(blocksRequested({ page: blocks.page }))}
            />
          ),
        },
      ]}
    />
  );
}
