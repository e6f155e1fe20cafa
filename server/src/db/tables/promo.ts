import type { Generated } from 'kysely';

/**
 * 淘客 and 影视 (issue 13). Money is stored in fen (integer cents) so both dialects agree;
 * times are ms-epoch integers (0 = none).
 */

/** Built-in coupon goods, managed on the admin page `taoke`. */
export interface TaokeGoodsTable {
  id: Generated<number>;
  title: string;
  short_title: string;
  picture_url: string;
  /** tmall | taobao */
  shop_type: string;
  original_price_fen: number;
  coupon_amount_fen: number;
  /** e.g. 满99元可用 */
  coupon_condition: string;
  final_price_fen: number;
  month_sales: number;
  coupon_link: string;
  /** 淘口令 */
  tkl: string;
  start_at: number;
  end_at: number;
  category: string;
  sort: number;
  created_at: number;
  updated_at: number;
}

/** Admin-curated entries of the built-in 影视 lists. */
export interface MovieCuratedTable {
  id: Generated<number>;
  /** movie_hot | movie_latest | movie_top | tv_hot | tv_domestic | … (contract/movie.ts) */
  category: string;
  title: string;
  year: string;
  /** rating × 10 (0–100); null = none */
  rating_x10: number | null;
  cover_url: string;
  episodes_info: string;
  site_url: string;
  sort: number;
  created_at: number;
}
