import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PmConversationList } from '../../components/PmConversationList';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { pmConversationsRequested, useAppDispatch, useAppSelector } from '../../store';

export const PM_PAGE_SIZE = 20;

/** /profile/pm[?page=N] — 我的私信 (issue 33): conversations, newest first; new ones arrive live. */
export default function ProfilePm() {
  useDocumentTitle('我的私信');
  const dispatch = useAppDispatch();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const c = useAppSelector((s) => s.pm.conversations);
  const live = useAppSelector((s) => s.pm.live);
  useEffect(() => {
    dispatch(pmConversationsRequested({ page }));
  }, [dispatch, page]);
  return (
    <PmConversationList
      conversations={c.list}
      total={c.total}
      page={page}
      size={PM_PAGE_SIZE}
      loading={c.loading}
      error={c.error}
      live={live}
      onPageChange={(p) => setSearch(p > 1 ? { page: String(p) } : {})}
      onRetry={() => dispatch(pmConversationsRequested({ page }))}
    />
  );
}
