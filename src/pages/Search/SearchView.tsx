import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { DiskTypeTabs } from '../../components/DiskTypeTabs';
import { HotKeywords } from '../../components/HotKeywords';
import { ResourceResults } from '../../components/ResourceResults';
import { SearchEmpty } from '../../components/SearchEmpty';
import { SearchMatchNotice } from '../../components/SearchMatchNotice';
import { SearchFilters, type SearchFilterValue } from '../../components/SearchFilters';
import { SearchSuggestBox } from '../../components/SearchSuggestBox';
import { resumedSearchState, searchQueryString, searchStateFromUrl, urlHasSearch, type SearchUrlState } from '../../lib/searchUrl';
import {
  categoriesRequested,
  hotKeywordsRequested,
  searchActions,
  searchRequested,
  subscribeRequested,
  suggestRequested,
  useAppDispatch,
  useAppSelector,
} from '../../store';
import { useResourceList } from '../resourceHooks';
import { PageTitle } from './PageTitle';
import styles from './SearchView.module.css';
import { approxCount } from '../../lib/format';

export interface SearchViewProps {
  /** free: /main/common, free resources only (the only-free switch is hidden). */
  mode: 'all' | 'free';
}

/** The largest total the search reaches (100 pages of 10): tab counts above it show as 1000+. */
const SEARCH_CAP = 1000;

/**
 * The search page (issue 15: the URL is the state). kw, skey, onlyFree, sort, range, cat and
 * page live in the hash query; every change of URL — typed, back/forward, a link, a submit —
 * runs the search, and every filter, tab and page change navigates to the new URL (paging
 * scrolls to the top). The search slice mirrors the last search (persisted); opening the page
 * without ?kw= resumes it by replacing the URL with the slice's state.
 */
export function SearchView({ mode }: SearchViewProps) {
  const free = mode === 'free';
  const basePath = free ? '/main/common' : '/main/index';
  const dispatch = useAppDispatch();
  const location = useLocation();
  const navigate = useNavigate();
  const slice = useAppSelector((s) => s.search);
  const results = useAppSelector((s) => s.resource.results);
  const suggest = useAppSelector((s) => s.resource.suggest);
  const hot = useAppSelector((s) => s.resource.hotKeywords);
  const showPinned = useAppSelector((s) => s.setting.showHotKeyWords);
  const showSearched = useAppSelector((s) => s.setting.showHotSearchKw);
  const signedIn = useAppSelector((s) => !!s.user.token);
  const subscribing = useAppSelector((s) => s.resource.subscribe.adding);
  const cats = useResourceList('categories', categoriesRequested());
  const freeOnly = free || undefined;
  const state = searchStateFromUrl(location.search);

  useEffect(() => {
    dispatch(hotKeywordsRequested());
  }, [dispatch]);

  // Every navigation runs the search of its URL. location.key changes on every navigation the
  // app makes (even to the same URL), but a URL typed into the address bar or a plain link
  // has no history state, so its key is always 'default': the search string is compared too
  // (that was the bug of issue 15 — a second typed URL kept the old results).
  // Without ?kw= the last search (the slice) is resumed by moving to its URL.
  useEffect(() => {
    if (!urlHasSearch(location.search) && slice.kw.trim()) {
      const resumed: Partial<SearchUrlState> = resumedSearchState({
        kw: slice.kw,
        skey: slice.skey,
        onlyFree: slice.onlyFree,
        sort: slice.sort,
        range: slice.range,
        cat: slice.cat,
        page: slice.page,
        verified: slice.verified,
      }, mode);
      navigate({ pathname: basePath, search: searchQueryString(resumed) }, { replace: true });
      return;
    }
    dispatch(searchRequested({ query: location.search, freeOnly }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key, location.search]);

  /** Moves to the URL of the current state changed by `change` (a new filter starts at page 1). */
  const go = (change: Partial<SearchUrlState>) => {
    const next = { ...state, page: 1, ...change };
    navigate({ pathname: basePath, search: searchQueryString(next) });
  };

  const submit = (value: string) => {
    const k = value.trim();
    if (!k) return;
    dispatch(searchActions.setKw(k));
    go({ kw: k });
  };

  const hotItems = useMemo(() => {
    const words = [...(showPinned ? (hot?.pinned ?? []) : []), ...(showSearched ? (hot?.searched ?? []).map((k) => k.keyword) : [])];
    return [...new Set(words)].map((keyword) => ({ keyword }));
  }, [hot, showPinned, showSearched]);

  const query = results.query;
  const filterValue: SearchFilterValue = { sort: state.sort, range: state.range, cat: state.cat, onlyFree: state.onlyFree, verified: state.verified ?? '0' };
  const askHref = `#/main/bbs/publish?ask=${encodeURIComponent(query?.kw ?? state.kw)}`;
  const empty =
    query && !results.loading && !results.error && results.list.length === 0 ? (
      <SearchEmpty
        kw={query.kw}
        related={results.related}
        onRelated={submit}
        askHref={askHref}
        subscribing={subscribing}
        onSubscribe={() => (signedIn ? dispatch(subscribeRequested({ keyword: query.kw })) : navigate('/login'))}
        paidHidden={free ? 0 : results.paidHidden}
        onShowPaid={() => go({ onlyFree: '0' })}
      />
    ) : null;

  return (
    <div className={styles.page}>
      <PageTitle sub={free ? '只搜索免费分享的网盘资源' : '搜索百度网盘、阿里云盘、夸克网盘等分享链接'}>{free ? '免费搜索' : '资源搜索'}</PageTitle>
      <SearchSuggestBox
        value={slice.kw}
        onChange={(v) => {
          dispatch(searchActions.setKw(v));
          dispatch(suggestRequested({ q: v }));
        }}
        onSearch={submit}
        suggestions={suggest.q && suggest.q === slice.kw.trim() ? suggest.list : []}
        history={slice.history ?? []}
        onClearHistory={() => dispatch(searchActions.historyCleared())}
      />
      <HotKeywords items={hotItems} onSelect={submit} pending={hot === null && (showPinned || showSearched)} />
      <DiskTypeTabs
        value={state.skey}
        onChange={(v) => go({ skey: v })}
        counts={query && !results.loading && !results.error ? results.counts : undefined}
        capped={results.capped}
        cap={SEARCH_CAP}
        estimated={!!results.estimated}
      />
      <SearchFilters
        value={filterValue}
        onChange={(change) => go(change)}
        categories={cats.data ?? []}
        paidHidden={results.loading ? 0 : results.paidHidden}
        paidHiddenEstimated={!!results.estimated}
        hideOnlyFree={free}
      />
      {query ? (
        <>
          {results.error ? null : (
            <div role="status" className={styles.status}>
              {results.loading
                ? null
                : results.estimated
                  ? `找到约 ${approxCount(results.estimatedTotal ?? results.total)} 个与「${query.kw}」相关的资源`
                  : `找到 ${results.total} 个与「${query.kw}」相关的资源`}
            </div>
          )}
          {results.loading || results.error ? null : (
            <SearchMatchNotice
              match={results.match ?? 'all'}
              exactTotal={results.exactTotal ?? results.total}
              diskName={results.understood?.disk_name}
              category={results.understood?.category}
              didYouMean={results.didYouMean}
              onDidYouMean={submit}
            />
          )}
          {empty ?? (
            <ResourceResults
              label="搜索结果"
              list={results.list}
              total={results.total}
              page={query.page}
              size={query.size}
              loading={results.loading}
              error={results.error}
              onPageChange={(page) => {
                go({ page });
                window.scrollTo({ top: 0 });
              }}
            />
          )}
        </>
      ) : (
        <span className={styles.hint}>输入关键词后按回车或点击搜索</span>
      )}
    </div>
  );
}
