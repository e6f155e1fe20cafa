import { Input, Switch, Typography } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { DiskTypeTabs } from '../../components/DiskTypeTabs';
import { HotKeywords } from '../../components/HotKeywords';
import { ResourceResults } from '../../components/ResourceResults';
import { hotKeywordsRequested, searchActions, searchRequested, useAppDispatch, useAppSelector } from '../../store';
import { spacing } from '../../theme';
import { PageTitle } from './PageTitle';

export interface SearchViewProps {
  /** free: /main/common, free resources only (the only-free switch is hidden). */
  mode: 'all' | 'free';
}

/**
 * The search page. The search box is bound to the search slice; submitting puts ?kw= in the
 * URL and the URL drives the search saga, so a reload or a shared link repeats the search.
 * Disk tabs (skey), the only-free switch (onlyFree) and the pager ask the saga directly.
 */
export function SearchView({ mode }: SearchViewProps) {
  const free = mode === 'free';
  const basePath = free ? '/main/common' : '/main/index';
  const dispatch = useAppDispatch();
  const location = useLocation();
  const navigate = useNavigate();
  const { kw, skey, onlyFree } = useAppSelector((s) => s.search);
  const results = useAppSelector((s) => s.resource.results);
  const hot = useAppSelector((s) => s.resource.hotKeywords);
  const showPinned = useAppSelector((s) => s.setting.showHotKeyWords);
  const showSearched = useAppSelector((s) => s.setting.showHotSearchKw);
  const ownReplace = useRef<string | null>(null);
  const freeOnly = free || undefined;

  useEffect(() => {
    dispatch(hotKeywordsRequested());
  }, [dispatch]);

  // The URL (every navigation, also to the same ?kw=) starts a search.
  useEffect(() => {
    if (ownReplace.current !== null && ownReplace.current === location.search) {
      ownReplace.current = null;
      return;
    }
    dispatch(searchRequested({ query: location.search, freeOnly, page: 1 }));
    // location.key changes on every navigation, even to the same URL
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  // Keep ?kw= equal to the searched keyword (e.g. when the page was opened without one).
  const searchedKw = results.query?.kw ?? '';
  useEffect(() => {
    if (!searchedKw) return;
    if (new URLSearchParams(location.search).get('kw') === searchedKw) return;
    const search = `?kw=${encodeURIComponent(searchedKw)}`;
    ownReplace.current = search;
    navigate({ pathname: basePath, search }, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchedKw]);

  const submit = (value: string) => {
    const k = value.trim();
    if (!k) return;
    dispatch(searchActions.setKw(k));
    navigate(`${basePath}?kw=${encodeURIComponent(k)}`);
  };

  const hotItems = useMemo(() => {
    const words = [...(showPinned ? (hot?.pinned ?? []) : []), ...(showSearched ? (hot?.searched ?? []).map((k) => k.keyword) : [])];
    return [...new Set(words)].map((keyword) => ({ keyword }));
  }, [hot, showPinned, showSearched]);

  const query = results.query;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: spacing.sm }}>
      <PageTitle sub={free ? '只搜索免费分享的网盘资源' : '搜索百度网盘、阿里云盘、夸克网盘等分享链接'}>{free ? '免费搜索' : '资源搜索'}</PageTitle>
      <Input.Search
        value={kw}
        onChange={(e) => dispatch(searchActions.setKw(e.target.value))}
        onSearch={submit}
        placeholder="输入资源名称，例如：三体"
        enterButton="搜索"
        size="large"
        maxLength={100}
        aria-label="资源关键词"
      />
      <HotKeywords items={hotItems} onSelect={submit} />
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: spacing.sm, justifyContent: 'space-between' }}>
        <div style={{ flex: '1 1 320px', minWidth: 0 }}>
          <DiskTypeTabs value={skey} onChange={(v) => dispatch(searchRequested({ skey: v, page: 1, freeOnly }))} />
        </div>
        {free ? null : (
          <label style={{ display: 'inline-flex', alignItems: 'center', gap: spacing.xs }}>
            <Switch
              checked={onlyFree === '1'}
              onChange={(on) => dispatch(searchRequested({ onlyFree: on ? '1' : '0', page: 1 }))}
              aria-label="只看免费"
            />
            只看免费
          </label>
        )}
      </div>
      {query ? (
        <>
          {!results.loading && !results.error ? (
            <Typography.Text type="secondary">
              找到 {results.total} 个与「{query.kw}」相关的资源
            </Typography.Text>
          ) : null}
          <ResourceResults
            label="搜索结果"
            list={results.list}
            total={results.total}
            page={query.page}
            size={query.size}
            loading={results.loading}
            error={results.error}
            emptyText={`没有找到与「${query.kw}」相关的资源，换个关键词试试`}
            onPageChange={(page) => dispatch(searchRequested({ page, freeOnly }))}
          />
        </>
      ) : (
        <Typography.Text type="secondary">输入关键词后按回车或点击搜索</Typography.Text>
      )}
    </div>
  );
}
