import { Alert, Button, Pagination, Skeleton } from 'antd';
import type { CSSProperties } from 'react';
import type { TaokeGoods } from '../../api/taoke';
import { spacing } from '../../theme';
import { EmptyState } from '../EmptyState';
import { TaokeGoodsCard, type TaokeLinkView } from '../TaokeGoodsCard';

export interface TaokeGoodsListProps {
  list: TaokeGoods[];
  total: number;
  page: number;
  size: number;
  loading?: boolean;
  /** the load failed (shown instead of the list when there is none) */
  error?: string;
  /** a provider notice: cached or built-in goods stand in */
  notice?: string;
  /** on-demand links by `${source}:${id}` */
  links?: Record<string, TaokeLinkView>;
  onPageChange?: (page: number) => void;
  onRequestLink?: (goods: TaokeGoods) => void;
  onCopied?: (ok: boolean) => void;
  onRetry?: () => void;
  emptyText?: string;
}

/** Two columns on a 390 px phone, more as the screen grows (mobile first). */
const grid: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  gap: spacing.sm,
};

/** The 淘客 goods grid with its pager, loading skeletons, empty and error states, and the provider notice. */
export function TaokeGoodsList({
  list,
  total,
  page,
  size,
  loading = false,
  error = '',
  notice = '',
  links = {},
  onPageChange,
  onRequestLink,
  onCopied,
  onRetry,
  emptyText = '暂时没有优惠商品',
}: TaokeGoodsListProps) {
  return (
    <section aria-label="优惠商品" aria-busy={loading} style={{ display: 'flex', flexDirection: 'column', gap: spacing.sm }}>
      {notice ? <Alert type="warning" showIcon message={notice} /> : null}
      {loading && list.length === 0 ? (
        <div style={grid}>
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} style={{ background: '#fff', borderRadius: 8, padding: spacing.xs }}>
              <Skeleton.Node active style={{ width: '100%', height: 140 }}>
                <span />
              </Skeleton.Node>
              <Skeleton active title={false} paragraph={{ rows: 3 }} />
            </div>
          ))}
        </div>
      ) : error && list.length === 0 ? (
        <EmptyState image="simple" description={`优惠商品加载失败：${error}`}>
          {onRetry ? <Button onClick={onRetry}>重新加载</Button> : null}
        </EmptyState>
      ) : list.length === 0 ? (
        <EmptyState image="simple" description={emptyText} />
      ) : (
        <div style={{ ...grid, opacity: loading ? 0.6 : 1 }}>
          {list.map((g) => (
            <TaokeGoodsCard key={`${g.source}:${g.id}`} goods={g} link={links[`${g.source}:${g.id}`]} onRequestLink={onRequestLink} onCopied={onCopied} />
          ))}
        </div>
      )}
      {total > size ? (
        <Pagination
          simple
          align="center"
          current={page}
          pageSize={size}
          total={total}
          showSizeChanger={false}
          onChange={(p) => onPageChange?.(p)}
          disabled={loading}
        />
      ) : null}
    </section>
  );
}
