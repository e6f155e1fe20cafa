import { createHash } from 'node:crypto';
import type { TaokeListQuery, TaokeSort } from '../../../../contract/taoke';
import { httpGetJson, ProviderError, type HttpOptions } from '../http-client';
import type { TaokeCategory, TaokeGoods, TaokeGoodsPage, TaokeLink, TaokeProvider } from './types';

export const DATAOKE_BASE_URL = 'https://openapi.dataoke.com/api';

/** Paths and versions of the 大淘客 open API calls we use. */
export const DATAOKE_CALLS = {
  goodsList: { path: '/goods/get-goods-list', version: 'v1.2.4' },
  search: { path: '/goods/get-dtk-search-goods', version: 'v2.1.2' },
  superCategory: { path: '/category/get-super-category', version: 'v1.1.0' },
  privilegeLink: { path: '/tb-service/get-privilege-link', version: 'v1.3.1' },
} as const;

/**
 * Our sort → dataoke's `sort` (0 综合, 1 最新上架, 2 销量, 3 领券量, 4 佣金, 5 价格高→低,
 * 6 价格低→高). dataoke has no "coupon amount" order on the list call: 券额 uses 领券量, the
 * closest it offers (ADR 0012).
 */
export const DATAOKE_SORT: Record<TaokeSort, string> = {
  default: '0',
  latest: '1',
  sales: '2',
  coupon: '3',
  price_desc: '5',
  price_asc: '6',
};

/** dataoke's page sizes on the goods list: 10, 50, 100, 200 — we ask the next one up and cut. */
const PAGE_SIZES = [10, 50, 100, 200];

/**
 * The request signature the provider documents: the parameters sorted by name, joined as
 * `k=v&k=v`, then `&key=<appSecret>`, MD5, upper-case hex. `sign` itself is not signed.
 */
export function dataokeSign(params: Record<string, string>, appSecret: string): string {
  const base = Object.keys(params)
    .filter((k) => k !== 'sign')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
  return createHash('md5').update(`${base}&key=${appSecret}`, 'utf8').digest('hex').toUpperCase();
}

/** dataoke's own reply code and msg, when it refuses a call (code ≠ 0). */
export class DataokeError extends ProviderError {
  constructor(
    public readonly providerCode: number,
    message: string,
  ) {
    super('bad_reply', `dataoke code ${providerCode}: ${message}`);
  }
}

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const num = (v: unknown): number => {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : 0;
};
const money = (v: unknown): number => Math.round(num(v) * 100) / 100;
/** dataoke pictures sometimes come protocol-relative. */
const picture = (v: unknown): string => {
  const s = str(v);
  return s.startsWith('//') ? `https:${s}` : s;
};
/** "2026-11-30 23:59:59" (China time) → ISO; '' when absent. */
function chinaTime(v: unknown): string {
  const s = str(v);
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(s);
  if (!m) return '';
  return new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4] - 8, +m[5], +m[6])).toISOString();
}

/** One goods item of dataoke's list/search reply → our card. */
export function dataokeGoodsView(g: Record<string, unknown>): TaokeGoods {
  const conditions = num(g.couponConditions);
  return {
    id: str(g.goodsId) || str(g.id),
    source: 'dataoke',
    title: str(g.title),
    short_title: str(g.dtitle),
    picture: picture(g.mainPic),
    shop_type: num(g.shopType) === 1 ? 'tmall' : 'taobao',
    original_price: money(g.originalPrice),
    final_price: money(g.actualPrice),
    coupon_amount: money(g.couponPrice),
    coupon_condition: conditions > 0 ? `满${conditions}元可用` : '',
    month_sales: Math.trunc(num(g.monthSales)),
    category: str(g.cid),
    coupon_link: '',
    tkl: '',
    link_on_demand: true,
    end_time: chinaTime(g.couponEndTime),
  };
}

export interface DataokeOptions {
  appKey: string;
  appSecret: string;
  baseUrl?: string;
  http?: HttpOptions;
}

/**
 * The 大淘客 open API: goods list (or its keyword search), super-categories and the privilege
 * link (coupon link + 淘口令 for our own promotion account). Every request is signed.
 */
export class DataokeTaokeProvider implements TaokeProvider {
  readonly name = 'dataoke' as const;
  private readonly baseUrl: string;

  constructor(private readonly opts: DataokeOptions) {
    this.baseUrl = (opts.baseUrl ?? DATAOKE_BASE_URL).replace(/\/+$/, '');
  }

  /** Calls one API and returns its `data` (dataoke replies `{ code: 0, msg, data }`). */
  private async call(api: { path: string; version: string }, params: Record<string, string>): Promise<unknown> {
    const all: Record<string, string> = { appKey: this.opts.appKey, version: api.version, ...params };
    all.sign = dataokeSign(all, this.opts.appSecret);
    const url = new URL(this.baseUrl + api.path);
    for (const [k, v] of Object.entries(all)) url.searchParams.set(k, v);
    const body = (await httpGetJson(url, this.opts.http)) as { code?: unknown; msg?: unknown; data?: unknown } | null;
    if (!body || typeof body !== 'object' || typeof body.code !== 'number') throw new ProviderError('bad_reply', 'dataoke reply has no code');
    if (body.code !== 0) throw new DataokeError(body.code, str(body.msg) || '未知错误');
    return body.data;
  }

  async categories(): Promise<TaokeCategory[]> {
    const data = await this.call(DATAOKE_CALLS.superCategory, {});
    if (!Array.isArray(data)) throw new ProviderError('bad_reply', 'dataoke categories: data is not a list');
    return data
      .map((c: Record<string, unknown>) => ({ id: str(c.cid), name: str(c.cname) }))
      .filter((c) => c.id && c.name);
  }

  async goods(q: TaokeListQuery): Promise<TaokeGoodsPage> {
    const pageSize = PAGE_SIZES.find((s) => s >= q.size) ?? 200;
    // dataoke pages by its own page size: ask the page that holds our first item, then cut.
    const first = (q.page - 1) * q.size;
    const pageId = Math.floor(first / pageSize) + 1;
    const params: Record<string, string> = { pageId: String(pageId), pageSize: String(pageSize), sort: DATAOKE_SORT[q.sort] };
    if (q.cid) params.cids = q.cid;
    let data: unknown;
    if (q.kw) {
      params.keyWords = q.kw;
      data = await this.call(DATAOKE_CALLS.search, params);
    } else {
      data = await this.call(DATAOKE_CALLS.goodsList, params);
    }
    const d = data as { list?: unknown; totalNum?: unknown } | null;
    if (!d || !Array.isArray(d.list)) throw new ProviderError('bad_reply', 'dataoke goods: data.list missing');
    const all = (d.list as Record<string, unknown>[]).filter((g) => g && typeof g === 'object').map(dataokeGoodsView).filter((g) => g.id && g.title);
    const offset = first - (pageId - 1) * pageSize;
    const list = all.slice(offset, offset + q.size);
    const total = Math.max(Math.trunc(num(d.totalNum)), first + list.length);
    return { list, total, has_more: first + list.length < total && list.length > 0 };
  }

  async link(id: string): Promise<TaokeLink> {
    const data = (await this.call(DATAOKE_CALLS.privilegeLink, { goodsId: id })) as Record<string, unknown> | null;
    if (!data || typeof data !== 'object') throw new ProviderError('bad_reply', 'dataoke privilege link: no data');
    const link = str(data.couponClickUrl) || str(data.itemUrl) || str(data.shortUrl);
    const tkl = str(data.tpwd) || str(data.longTpwd);
    if (!link && !tkl) throw new ProviderError('bad_reply', 'dataoke privilege link: no link');
    return { coupon_link: link, tkl };
  }
}
