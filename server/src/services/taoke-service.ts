import type { z } from 'zod';
import type { taokeAdminCreate, taokeAdminGoods, taokeAdminUpdate, TaokeListQuery } from '../../../contract/taoke';
import type { DB } from '../db/database';
import { AppError, notFound } from '../lib/app-error';
import type { Clock } from '../lib/time';
import { describeFailure } from '../providers/http-client';
import { TtlCache } from '../providers/ttl-cache';
import type { BuiltinTaokeProvider } from '../providers/taoke/builtin';
import type { TaokeCategory, TaokeGoodsPage, TaokeLink, TaokeProvider } from '../providers/taoke/types';
import type { TaokeGoodsRepository, TaokeGoodsRow } from '../repositories/taoke-goods-repository';
import type { AuditActor, AuditService } from './audit-service';

/** Remote replies stay fresh this long (issue 13: "server-side cache (minutes)"). */
export const TAOKE_CACHE_FRESH_MS = 5 * 60_000;
/** A stale copy stands in for a failing provider for up to a day. */
export const TAOKE_CACHE_STALE_MS = 24 * 3600_000;

export const MSG_TAOKE_CLOSED = '淘客页面未开放';
export const MSG_TAOKE_LINK_FAILED = '领券链接暂时无法获取，请稍后再试';

export type TaokeAdminGoods = z.infer<typeof taokeAdminGoods>;
export type TaokeAdminCreate = z.infer<typeof taokeAdminCreate>;
export type TaokeAdminUpdate = z.infer<typeof taokeAdminUpdate>;

export interface TaokeListResult extends TaokeGoodsPage {
  page: number;
  size: number;
  source: 'builtin' | 'dataoke';
  notice: string;
}

const minutesAgo = (ms: number) => Math.max(1, Math.round(ms / 60_000));
const fen = (yuan: number) => Math.round(yuan * 100);
const isoOrNull = (ms: number) => (ms ? new Date(ms).toISOString() : null);
const msOf = (v: string | null | undefined) => (v ? Date.parse(v) : 0);

function adminView(r: TaokeGoodsRow): TaokeAdminGoods {
  return {
    id: r.id,
    title: r.title,
    short_title: r.short_title,
    picture_url: r.picture_url,
    shop_type: r.shop_type === 'tmall' ? 'tmall' : 'taobao',
    original_price: r.original_price_fen / 100,
    coupon_amount: r.coupon_amount_fen / 100,
    coupon_condition: r.coupon_condition,
    final_price: r.final_price_fen / 100,
    month_sales: r.month_sales,
    coupon_link: r.coupon_link,
    tkl: r.tkl,
    start_time: isoOrNull(r.start_at),
    end_time: isoOrNull(r.end_at),
    category: r.category,
    sort: r.sort,
    create_time: new Date(r.created_at).toISOString(),
    update_time: new Date(r.updated_at).toISOString(),
  };
}

/**
 * 淘客 (issue 13). The configured provider answers the page; a remote one (dataoke) is cached
 * for TAOKE_CACHE_FRESH_MS per query. When it fails or is slow, the page still gets goods: the
 * last good copy of the same query (up to a day old), else the built-in goods, always with a
 * Chinese notice saying so. The built-in goods are read straight from the database (no cache:
 * an admin edit shows at once). Cache invalidation: time only, per process (see TtlCache).
 */
export class TaokeService {
  private readonly cache: TtlCache<unknown>;

  constructor(
    private readonly db: DB,
    private readonly repo: TaokeGoodsRepository,
    private readonly builtin: BuiltinTaokeProvider,
    private readonly provider: TaokeProvider,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly log: (msg: string) => void = () => undefined,
  ) {
    this.cache = new TtlCache(TAOKE_CACHE_FRESH_MS, TAOKE_CACHE_STALE_MS, () => clock.now());
  }

  get providerName(): 'builtin' | 'dataoke' {
    return this.provider.name;
  }

  /** Drops every cached provider reply. */
  clearCache(): void {
    this.cache.clear();
  }

  /** Runs `fetch` through the cache; on failure the stale copy, else `fallback()` with a notice. */
  private async cached<T>(key: string, fetch: () => Promise<T>, fallback: () => Promise<T>): Promise<{ value: T; notice: string; fromProvider: boolean }> {
    const fresh = this.cache.fresh(key) as T | undefined;
    if (fresh !== undefined) return { value: fresh, notice: '', fromProvider: true };
    try {
      const value = await fetch();
      this.cache.set(key, value);
      return { value, notice: '', fromProvider: true };
    } catch (err) {
      const why = describeFailure(err);
      this.log(`taoke provider ${this.provider.name} failed (${key}): ${(err as Error).message}`);
      const stale = this.cache.stale(key);
      if (stale) {
        return { value: stale.value as T, notice: `淘客服务暂时不可用（${why}），显示的是 ${minutesAgo(stale.ageMs)} 分钟前的商品`, fromProvider: true };
      }
      return { value: await fallback(), notice: `淘客服务暂时不可用（${why}），已为您显示站内精选商品`, fromProvider: false };
    }
  }

  async categories(): Promise<{ list: TaokeCategory[]; source: 'builtin' | 'dataoke'; notice: string }> {
    if (this.provider.name === 'builtin') return { list: await this.builtin.categories(), source: 'builtin', notice: '' };
    const r = await this.cached('categories', () => this.provider.categories(), () => this.builtin.categories());
    return { list: r.value, source: r.fromProvider ? this.provider.name : 'builtin', notice: r.notice };
  }

  async goods(q: TaokeListQuery): Promise<TaokeListResult> {
    if (this.provider.name === 'builtin') {
      return { ...(await this.builtin.goods(q)), page: q.page, size: q.size, source: 'builtin', notice: '' };
    }
    const key = `goods:${q.page}:${q.size}:${q.sort}:${q.cid}:${q.kw}`;
    // The provider's category ids mean nothing to the built-in goods: the stand-in ignores them.
    const r = await this.cached(key, () => this.provider.goods(q), () => this.builtin.goods({ ...q, cid: '' }));
    return { ...r.value, page: q.page, size: q.size, source: r.fromProvider ? this.provider.name : 'builtin', notice: r.notice };
  }

  async link(id: string, source: 'builtin' | 'dataoke'): Promise<TaokeLink> {
    if (source === 'builtin' || this.provider.name === 'builtin') return this.builtin.link(id);
    const key = `link:${id}`;
    const fresh = this.cache.fresh(key) as TaokeLink | undefined;
    if (fresh) return fresh;
    try {
      const link = await this.provider.link(id);
      this.cache.set(key, link);
      return link;
    } catch (err) {
      this.log(`taoke provider ${this.provider.name} link failed (${id}): ${(err as Error).message}`);
      const stale = this.cache.stale(key);
      if (stale) return stale.value as TaokeLink;
      throw new AppError(503, `${MSG_TAOKE_LINK_FAILED}（${describeFailure(err)}）`);
    }
  }

  // --- admin page `taoke`: the built-in goods

  async adminList(filter: { title?: string; category?: string; shop_type?: string }, page: number, size: number): Promise<{ list: TaokeAdminGoods[]; total: number }> {
    const { rows, total } = await this.repo.list(
      { keyword: filter.title || undefined, category: filter.category || undefined, shopType: filter.shop_type },
      'default',
      (page - 1) * size,
      size,
    );
    return { list: rows.map(adminView), total };
  }

  private async adminGet(id: number): Promise<TaokeAdminGoods> {
    const row = await this.repo.byId(id);
    if (!row) throw notFound('商品不存在');
    return adminView(row);
  }

  async create(actor: AuditActor, v: TaokeAdminCreate): Promise<TaokeAdminGoods> {
    const now = this.clock.now();
    const id = await this.db.transaction().execute(async (trx) => {
      const newId = await this.repo.insert(trx, {
        title: v.title,
        short_title: v.short_title,
        picture_url: v.picture_url,
        shop_type: v.shop_type,
        original_price_fen: fen(v.original_price),
        coupon_amount_fen: fen(v.coupon_amount),
        coupon_condition: v.coupon_condition,
        final_price_fen: fen(v.final_price),
        month_sales: v.month_sales,
        coupon_link: v.coupon_link,
        tkl: v.tkl,
        start_at: msOf(v.start_time),
        end_at: msOf(v.end_time),
        category: v.category,
        sort: v.sort,
        created_at: now,
        updated_at: now,
      });
      await this.audit.record(trx, actor, { action: 'taoke.create', entity: 'taoke', entityId: newId, after: { id: newId, ...v, picture_url: v.picture_url.slice(0, 200) } });
      return newId;
    });
    return this.adminGet(id);
  }

  async update(actor: AuditActor, id: number, v: TaokeAdminUpdate): Promise<TaokeAdminGoods> {
    await this.db.transaction().execute(async (trx) => {
      const row = await this.repo.byId(id, trx);
      if (!row) throw notFound('商品不存在');
      const before = adminView(row);
      const merged = { ...before, ...v };
      if (merged.final_price > merged.original_price) throw new AppError(400, '券后价不能高于原价');
      if (!merged.coupon_link && !merged.tkl) throw new AppError(400, '领券链接和淘口令至少填写一项');
      await this.repo.update(trx, id, {
        ...(v.title !== undefined && { title: v.title }),
        ...(v.short_title !== undefined && { short_title: v.short_title }),
        ...(v.picture_url !== undefined && { picture_url: v.picture_url }),
        ...(v.shop_type !== undefined && { shop_type: v.shop_type }),
        ...(v.original_price !== undefined && { original_price_fen: fen(v.original_price) }),
        ...(v.coupon_amount !== undefined && { coupon_amount_fen: fen(v.coupon_amount) }),
        ...(v.coupon_condition !== undefined && { coupon_condition: v.coupon_condition }),
        ...(v.final_price !== undefined && { final_price_fen: fen(v.final_price) }),
        ...(v.month_sales !== undefined && { month_sales: v.month_sales }),
        ...(v.coupon_link !== undefined && { coupon_link: v.coupon_link }),
        ...(v.tkl !== undefined && { tkl: v.tkl }),
        ...(v.start_time !== undefined && { start_at: msOf(v.start_time) }),
        ...(v.end_time !== undefined && { end_at: msOf(v.end_time) }),
        ...(v.category !== undefined && { category: v.category }),
        ...(v.sort !== undefined && { sort: v.sort }),
        updated_at: this.clock.now(),
      });
      await this.audit.record(trx, actor, { action: 'taoke.update', entity: 'taoke', entityId: id, before: { ...before, picture_url: before.picture_url.slice(0, 200) }, after: { ...v, picture_url: v.picture_url?.slice(0, 200) } });
    });
    return this.adminGet(id);
  }

  async remove(actor: AuditActor, id: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const row = await this.repo.byId(id, trx);
      if (!row) throw notFound('商品不存在');
      await this.repo.delete(trx, id);
      await this.audit.record(trx, actor, { action: 'taoke.delete', entity: 'taoke', entityId: id, before: { ...adminView(row), picture_url: row.picture_url.slice(0, 200) } });
    });
  }
}
