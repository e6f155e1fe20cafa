import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { RankList, type RankOrder } from '../../components/RankList';
import { forumListRequested, useAppDispatch, useAppSelector } from '../../store';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

/** /main/bbs/rank[/{page}] — articles ranked by likes (default) or views (?by=views). */
export default function BbsRank() {
  useDocumentTitle('论坛排行');
  const params = useParams<{ page?: string }>();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const list = useAppSelector((s) => s.forum.list);
  const page = Math.max(1, Number.parseInt(params.page ?? '1', 10) || 1);
  const order: RankOrder = search.get('by') === 'views' ? 'views' : 'likes';

  useEffect(() => {
    dispatch(forumListRequested({ kind: 'rank', order, page }));
  }, [dispatch, order, page]);

  const ready = list.request?.kind === 'rank';
  return (
    <RankList
      articles={ready ? list.list : []}
      order={order}
      total={ready ? list.total : 0}
      page={page}
      size={list.size}
      loading={list.loading || !ready}
      error={list.error}
      onOrderChange={(o) => navigate(`/main/bbs/rank${o === 'views' ? '?by=views' : ''}`)}
      onPageChange={(p) => navigate(`/main/bbs/rank/${p}${order === 'views' ? '?by=views' : ''}`)}
      onRetry={() => dispatch(forumListRequested({ kind: 'rank', order, page }))}
    />
  );
}
