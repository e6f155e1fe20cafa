import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { FavouriteKind } from '../../api/favourites';
import { FavouriteList } from '../../components/FavouriteList';
import { DEFAULT_PAGE_SIZE } from '../../config';
import { myFavouriteRemoved, myFavouritesRequested, useAppDispatch, useAppSelector } from '../../store';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

/** /profile/favourites[?kind=resource&page=N] — 我的收藏 (issue 33): tabs 帖子 / 资源, a page of 10, 取消收藏. */
export default function MyFavourites() {
  useDocumentTitle('我的收藏');
  const dispatch = useAppDispatch();
  const [search, setSearch] = useSearchParams();
  const kind: FavouriteKind = search.get('kind') === 'resource' ? 'resource' : 'article';
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const mine = useAppSelector((s) => s.community.myFavourites);

  useEffect(() => {
    dispatch(myFavouritesRequested({ kind, page }));
  }, [dispatch, kind, page]);

  const go = (k: FavouriteKind, p: number) => {
    const next: Record<string, string> = {};
    if (k !== 'article') next.kind = k;
    if (p > 1) next.page = String(p);
    setSearch(next);
  };
  // the last item of the last page was removed: show the page before it
  const stepBack = !mine.loading && !mine.error && mine.kind === kind && mine.list.length === 0 && mine.total > 0 && page > 1;
  useEffect(() => {
    if (stepBack) go(kind, Math.max(1, Math.ceil(mine.total / DEFAULT_PAGE_SIZE)));
    // `go` is rebuilt each render; the step depends on these values only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stepBack, kind, mine.total]);

  return (
    <FavouriteList
      kind={kind}
      items={mine.kind === kind ? mine.list : []}
      total={mine.kind === kind ? mine.total : 0}
      page={page}
      size={DEFAULT_PAGE_SIZE}
      loading={mine.loading}
      error={mine.error}
      removingId={mine.removingId}
      onKindChange={(k) => go(k, 1)}
      onPageChange={(p) => go(kind, p)}
      onRemove={(item) => dispatch(myFavouriteRemoved({ kind: item.kind, id: item.id }))}
      onRetry={() => dispatch(myFavouritesRequested({ kind, page }))}
    />
  );
}
