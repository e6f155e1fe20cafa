import { useEffect } from 'react';
import type { TaokeGoods, TaokeSort } from '../../api/taoke';
import { EmptyState } from '../../components/EmptyState';
import { PageLoading } from '../../components/PageLoading';
import { TaokeFilterBar } from '../../components/TaokeFilterBar';
import { TaokeGoodsList } from '../../components/TaokeGoodsList';
import { requestKey, taokeCategoriesRequested, taokeGoodsRequested, taokeLinkRequested, useAppDispatch, useAppSelector } from '../../store';
import { spacing } from '../../theme';
import { PageTitle } from '../Search/PageTitle';
import { useUrlState } from '../urlState';
import { TAOKE_SORTS } from '../../../contract/promo-constants';

export const MSG_TAOKE_CLOSED = '淘客页面未开放';
export const TAOKE_PAGE_SIZE = 20;

interface Query {
  page: number;
  size: number;
  sort: TaokeSort;
  cid: string;
  kw: string;
}

/**
 * /main/taoke — coupon goods (issue 13): category tabs, sort, keyword search, goods cards and a
 * pager. Open only while the site setting showTaokePage is on; otherwise the page says so.
 */
export default function Taoke() {
  const dispatch = useAppDispatch();
  const open = useAppSelector((s) => s.setting.showTaokePage);
  const settingsLoaded = useAppSelector((s) => s.setting.loadedAt > 0);
  const categories = useAppSelector((s) => s.promo.taokeCategories);
  const goods = useAppSelector((s) => s.promo.taokeGoods);
  const links = useAppSelector((s) => s.promo.taokeLinks);
  // the filters live in the URL: `#/main/taoke?cid=2&sort=sales&kw=坚果&page=2` (issue 30)
  const [url, setUrl] = useUrlState({ page: 1, sort: 'default', cid: '', kw: '' }, { sort: TAOKE_SORTS });
  const query: Query = { page: Math.max(1, url.page), size: TAOKE_PAGE_SIZE, sort: url.sort as TaokeSort, cid: url.cid, kw: url.kw };
  const key = requestKey(query);

  useEffect(() => {
    if (open) dispatch(taokeCategoriesRequested());
  }, [dispatch, open]);
  useEffect(() => {
    if (open) dispatch(taokeGoodsRequested(query));
    // the request is identified by its key
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, open, key]);

  if (!open) {
    return settingsLoaded ? (
      <div style={{ padding: `${spacing.xl}px 0` }}>
        <EmptyState description={MSG_TAOKE_CLOSED}>
          <a href="#/main/index">返回搜索</a>
        </EmptyState>
      </div>
    ) : (
      <PageLoading tip="加载中…" />
    );
  }

  const current = goods.key === key && (goods.status === 'done' || goods.status === 'error');
  const data = goods.data;
  const change = (next: Partial<Omit<Query, 'size'>>) => setUrl({ page: 1, ...next });
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: spacing.sm }}>
      <PageTitle sub="精选淘宝、天猫优惠券，领券再下单更省钱">优惠券</PageTitle>
      <TaokeFilterBar
        categories={categories.data?.list ?? []}
        cid={query.cid}
        sort={query.sort}
        kw={query.kw}
        onCategory={(cid) => change({ cid })}
        onSort={(sort) => change({ sort })}
        onSearch={(kw) => change({ kw })}
      />
      <TaokeGoodsList
        list={data?.list ?? []}
        total={data?.total ?? 0}
        page={query.page}
        size={query.size}
        loading={!current}
        error={current ? goods.error : ''}
        notice={data?.notice || categories.data?.notice || ''}
        links={links}
        emptyText={query.kw ? `没有找到与「${query.kw}」相关的优惠商品` : '暂时没有优惠商品'}
        onPageChange={(page) => {
          setUrl({ page });
          window.scrollTo({ top: 0 });
        }}
        onRequestLink={(g: TaokeGoods) => dispatch(taokeLinkRequested({ id: g.id, source: g.source }))}
        onRetry={() => dispatch(taokeGoodsRequested(query))}
      />
    </div>
  );
}
