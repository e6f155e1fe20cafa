import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { MyArticleList } from '../../components/MyArticleList';
import { DEFAULT_PAGE_SIZE } from '../../config';
import { forumDeleteRequested, forumMineRequested, useAppDispatch, useAppSelector } from '../../store';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

/** /profile/articles[/{page}] — my articles, exactly as spec §2 (page size 10 by default). */
export default function MyArticles() {
  useDocumentTitle('我的文章');
  const page = Math.max(1, Number.parseInt(useParams<{ page?: string }>().page ?? '1', 10) || 1);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const mine = useAppSelector((s) => s.forum.mine);
  const deletingId = useAppSelector((s) => s.forum.deletingId);

  useEffect(() => {
    dispatch(forumMineRequested({ page, size: DEFAULT_PAGE_SIZE }));
  }, [dispatch, page]);

  return (
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
  );
}
