import type { z } from 'zod';
import type { taokeCategory, taokeGoods, taokeLinkReply, TaokeListQuery } from '../../../../contract/taoke';

export type TaokeGoods = z.infer<typeof taokeGoods>;
export type TaokeCategory = z.infer<typeof taokeCategory>;
export type TaokeLink = z.infer<typeof taokeLinkReply>;

export interface TaokeGoodsPage {
  list: TaokeGoods[];
  total: number;
  has_more: boolean;
}

/** One source of coupon goods (issue 13): the built-in table or an affiliate API. */
export interface TaokeProvider {
  readonly name: 'builtin' | 'dataoke';
  categories(): Promise<TaokeCategory[]>;
  goods(query: TaokeListQuery): Promise<TaokeGoodsPage>;
  /** The coupon link and 淘口令 of one goods item. */
  link(id: string): Promise<TaokeLink>;
}

/** Yuan with two decimals from fen. */
export const yuan = (fen: number): number => Math.round(fen) / 100;
