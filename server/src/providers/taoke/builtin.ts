import { TAOKE_BUILTIN_CATEGORIES, type TaokeListQuery } from '../../../../contract/taoke';
import { notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/time';
import type { TaokeGoodsRepository, TaokeGoodsRow } from '../../repositories/taoke-goods-repository';
import { yuan, type TaokeCategory, type TaokeGoods, type TaokeGoodsPage, type TaokeLink, type TaokeProvider } from './types';

/** Built-in category ids are their 1-based position in TAOKE_BUILTIN_CATEGORIES. */
export const builtinCategoryId = (name: string): string => String(TAOKE_BUILTIN_CATEGORIES.indexOf(name as never) + 1);
const categoryName = (cid: string): string | undefined => TAOKE_BUILTIN_CATEGORIES[Number(cid) - 1];

export function builtinGoodsView(r: TaokeGoodsRow): TaokeGoods {
  return {
    id: String(r.id),
    source: 'builtin',
    title: r.title,
    short_title: r.short_title,
    picture: r.picture_url,
    shop_type: r.shop_type === 'tmall' ? 'tmall' : 'taobao',
    original_price: yuan(r.original_price_fen),
    final_price: yuan(r.final_price_fen),
    coupon_amount: yuan(r.coupon_amount_fen),
    coupon_condition: r.coupon_condition,
    month_sales: r.month_sales,
    category: r.category,
    coupon_link: r.coupon_link,
    tkl: r.tkl,
    link_on_demand: false,
    end_time: r.end_at ? new Date(r.end_at).toISOString() : '',
  };
}

/**
 * The embedded default: goods the admin manages on the admin page `taoke`. Read straight from
 * the database (no cache), so an admin edit shows on the next request. Expired or not yet
 * started coupons are left out.
 */
export class BuiltinTaokeProvider implements TaokeProvider {
  readonly name = 'builtin' as const;

  constructor(
    private readonly repo: TaokeGoodsRepository,
    private readonly clock: Clock,
  ) {}

  async categories(): Promise<TaokeCategory[]> {
    return TAOKE_BUILTIN_CATEGORIES.map((name) => ({ id: builtinCategoryId(name), name }));
  }

  async goods(q: TaokeListQuery): Promise<TaokeGoodsPage> {
    const category = q.cid ? categoryName(q.cid) : undefined;
    if (q.cid && !category) return { list: [], total: 0, has_more: false };
    const { rows, total } = await this.repo.list(
      { category, keyword: q.kw || undefined, validAt: this.clock.now() },
      q.sort,
      (q.page - 1) * q.size,
      q.size,
    );
    return { list: rows.map(builtinGoodsView), total, has_more: q.page * q.size < total };
  }

  async link(id: string): Promise<TaokeLink> {
    const row = /^\d{1,9}$/.test(id) ? await this.repo.byId(Number(id)) : undefined;
    if (!row) throw notFound('商品不存在或已下架');
    return { coupon_link: row.coupon_link, tkl: row.tkl };
  }
}
