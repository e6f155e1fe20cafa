import { randomBytes } from 'node:crypto';
import type { CacheStatsEntry } from '../../../contract/admin';
import { ADMIN_ROLE } from '../plugins/auth';
import { AppError, badRequest, notFound } from '../lib/app-error';
import { cstDayNumber, type Clock } from '../lib/time';
import type { OrdersRepository } from '../repositories/orders-repository';
import { isSearchable, type BrowseFilter, type ResourceRow, type ResourcesRepository } from '../repositories/resources-repository';
import type { LedgerService } from './ledger-service';
import { FlushTimer } from '../lib/flush-timer';
import { boundFromEnv, StampedCache } from '../lib/stamped-cache';
import type { HotKeywordService } from './hot-keyword-service';
import { resourceView, type ResourceView, type Viewer } from './resource-view';
import type { SearchService } from './search-service';

/** Distinct users' reports that mark a link invalid (and hide it from search and lists). */
export const REPORT_INVALID_THRESHOLD = 3;

export interface ResourceDetail extends ResourceView {
  category_name: string;
  status: string;
  report_count: number;
  /** the viewer has already reported this link */
  reported: boolean;
  /** why it is unlocked: 'free' | 'vip' | 'paid' | 'owner', or null while locked */
  unlocked_by: 'free' | 'vip' | 'paid' | 'owner' | null;
  /** the member who shared it (issue 15) */
  sharer: { id: number; username: string } | null;
  /** ISO time of the last validity check */
  validity_time: string;
}

export function newOrderNo(now: number): string {
  return `R${now}${randomBytes(5).toString('hex').toUpperCase()}`;
}

/** Pending resource view counts are written at most this long after the first one (like articles'). */
export const RESOURCE_VIEW_FLUSH_MS = 1000;

/**
 * The detail caches of GET /v1/resource/:id (issue 34, ADR 0019 addendum): the shared row here,
 * the anonymous reply in the route. TTL as the anonymous search replies' (15 s): what no stamp
 * carries is no staler on a detail than on a search page. Entries: RESOURCE_DETAIL_CACHE_ENTRIES.
 */
export const RESOURCE_DETAIL_TTL_MS = 15_000;
export const RESOURCE_DETAIL_ENTRIES = 20_000;
/** The shared row cache's name in the cache stats (GET /admin/v1/cache/stats). */
export const RESOURCE_DETAIL_ROWS = 'resource_detail_rows';
/** Resources whose per-process view count is remembered for the detail caches before it starts over. */
const VIEWS_COUNTED_MAX = 200_000;

type DetailRow = ResourceRow & { category_name: string | null; sharer_name: string | null };

/** Reading resources (detail, latest, lists, hot), paid reveals and dead-link reports. */
export class ResourceService {
  /**
   * Views counted but not yet written ("day:id" → count). A detail view was a write transaction
   * per request (views and the day's count for the hot lists); now the counts are written in one
   * transaction at most RESOURCE_VIEW_FLUSH_MS later, before the lists that rank by views, and
   * when the app closes. A detail reply adds the pending count, so a reader sees its own view.
   * A crash loses at most ~1 s of view counts of this process (ADR 0019; articles: ADR 0004).
   */
  private pendingViews = new Map<string, { id: number; day: number; n: number }>();
  private pendingById = new Map<number, number>();
  private readonly viewFlush = new FlushTimer(RESOURCE_VIEW_FLUSH_MS, () => this.flushViews());

  /**
   * The shared part of a detail (issue 34): the row with its category and sharer names, the same
   * for every viewer — what differs per viewer (unlocked_by for VIP / paid / owner, reported, who
   * may see a hidden row) is still decided per request from the viewer. Key: the id.
   * What invalidates it (`detailStamp()`):
   * - every index change — insert, edit, review, validity (reports, admin, link checker), delete:
   *   `ResourcesRepository` keeps the index in step with every change of a row a visitor can see,
   *   and each moves the index generation — at once in this process, and through
   *   cache/invalidation.ts (topic `search`) from the next request on in every other one;
   * - the view epoch (below); a read during which the stamp moved is used once, not kept;
   * - the TTL, for what no generation carries: a renamed sharer or category, the link checker's
   *   bare `checked_at` touch, a read that overlapped another connection's open write (as for
   *   every cache stamped with the index generation), views counted by other processes.
   * Views are live: an entry keeps `base`, and shows `base + views this process counted since`.
   * Not cached: a missing row (404), the crawl origins (read per request by the route).
   * RESOURCE_DETAIL_CACHE=0 turns it (and the route's reply cache) off.
   */
  private readonly rows: StampedCache<{ row: DetailRow; base: number }>;
  readonly detailCacheOn = process.env.RESOURCE_DETAIL_CACHE !== '0';
  /** RESOURCE_DETAIL_CACHE_TTL_MS sets another TTL (benches of the hit ratio against staleness, issue 34) */
  readonly detailCacheTtlMs = boundFromEnv('RESOURCE_DETAIL_CACHE_TTL_MS', RESOURCE_DETAIL_TTL_MS);
  readonly detailCacheEntries = boundFromEnv('RESOURCE_DETAIL_CACHE_ENTRIES', RESOURCE_DETAIL_ENTRIES);
  /** Views this process counted per resource since the epoch began (never reset by a flush). */
  private viewsCounted = new Map<number, number>();
  private viewEpoch = 0;

  constructor(
    private readonly resources: ResourcesRepository,
    private readonly orders: OrdersRepository,
    private readonly ledger: LedgerService,
    private readonly search: SearchService,
    private readonly hot: HotKeywordService,
    private readonly clock: Clock,
  ) {
    this.rows = new StampedCache(this.detailCacheTtlMs, this.detailCacheEntries);
  }

  /** Stamp of the detail caches (the rows here, the anonymous replies in the route): see `rows`. */
  detailStamp(): string {
    return `${this.resources.index.generation}.${this.viewEpoch}`;
  }

  /** Views counted by this process for the resource in the current epoch. */
  viewsCountedOf(id: number): number {
    return this.viewsCounted.get(id) ?? 0;
  }

  /** An anonymous detail answered from the route's reply cache: count its view as a read would. */
  viewedFromCache(id: number): void {
    this.countView(id);
  }

  /** Hits, misses and size of the shared row cache (GET /admin/v1/cache/stats). */
  detailCacheStats(): CacheStatsEntry {
    return {
      name: RESOURCE_DETAIL_ROWS, ...this.rows.stats, entries: this.rows.size, capacity: this.rows.capacity,
      // the row as JSON (UTF-8): an estimate of what it holds, without the objects' own overhead
      bytes: this.rows.weigh((e) => Buffer.byteLength(JSON.stringify(e.row))),
    };
  }

  /** The row of a detail and the views to show, through the shared cache (see `rows`); counts a view of a searchable row. */
  private async sharedDetail(id: number, fresh = false): Promise<{ row: DetailRow; views: number } | undefined> {
    const stamp = this.detailCacheOn ? this.detailStamp() : '';
    const hit = this.detailCacheOn && !fresh ? this.rows.get(String(id), stamp, this.clock.now()) : undefined;
    if (hit) {
      if (!isSearchable(hit.row)) return { row: hit.row, views: hit.row.views };
      this.countView(id);
      return { row: hit.row, views: hit.base + this.viewsCountedOf(id) };
    }
    const row = await this.resources.detailRow(id);
    if (!row) return undefined;
    const views = isSearchable(row) ? row.views + this.countView(row.id) : row.views;
    // a change during the read (the stamp moved, or the view epoch started over): this reply only
    if (this.detailCacheOn && this.detailStamp() === stamp) {
      this.rows.set(String(id), stamp, this.clock.now(), { row, base: views - this.viewsCountedOf(id) });
    }
    return { row, views };
  }

  private async visibleRow(id: number, user: { id: number; role: string } | null): Promise<ResourceRow> {
    const r = await this.resources.byId(id);
    if (!r) throw notFound('资源不存在');
    this.checkVisible(r, user);
    return r;
  }

  private checkVisible(r: ResourceRow, user: { id: number; role: string } | null): void {
    const privileged = !!user && (user.role === ADMIN_ROLE || user.id === r.sharer_id);
    if (!isSearchable(r) && !privileged) {
      throw notFound(r.validity === 'invalid' ? '该资源链接已失效' : '资源不存在或尚未通过审核');
    }
  }

  private async detailOf(
    r: ResourceRow,
    viewer: Viewer | null,
    isOwner: boolean,
    /** names already read with the row (the detail page's one statement) */
    names?: { category: { id: number; name: string } | undefined; sharer: { id: number; username: string } | null },
  ): Promise<ResourceDetail> {
    let unlockedBy: ResourceDetail['unlocked_by'] = null;
    if (r.price === 0) unlockedBy = 'free';
    else if (isOwner) unlockedBy = 'owner';
    else if (viewer?.vip) unlockedBy = 'vip';
    else if (viewer && (await this.resources.hasUnlock(viewer.id, r.id))) unlockedBy = 'paid';
    const category = names ? names.category : r.category_id ? await this.resources.categoryById(r.category_id) : undefined;
    const reported = viewer ? (await this.reportsBy(viewer.id, r.id)) : false;
    const sharer = names ? names.sharer : r.sharer_id ? ((await this.resources.sharerOf(r.sharer_id)) ?? null) : null;
    return {
      sharer,
      // the last validity verdict by a report or an admin; '' when there was none
      validity_time: Number(r.validity_at) > 0 ? new Date(Number(r.validity_at)).toISOString() : '',
      ...resourceView(r, { unlocked: unlockedBy !== null }),
      category_name: category?.name ?? '',
      status: r.status,
      report_count: r.report_count,
      reported,
      unlocked_by: unlockedBy,
    };
  }

  /** Counts a view; returns the views of the resource not written yet (this one included). */
  private countView(id: number): number {
    if (this.viewsCounted.size >= VIEWS_COUNTED_MAX && !this.viewsCounted.has(id)) {
      // start over; the new epoch in detailStamp() makes every cached detail stale with it
      this.viewsCounted = new Map();
      this.viewEpoch++;
    }
    this.viewsCounted.set(id, (this.viewsCounted.get(id) ?? 0) + 1);
    const day = cstDayNumber(this.clock.now());
    const key = `${day}:${id}`;
    const entry = this.pendingViews.get(key);
    if (entry) entry.n++;
    else this.pendingViews.set(key, { id, day, n: 1 });
    const n = (this.pendingById.get(id) ?? 0) + 1;
    this.pendingById.set(id, n);
    this.viewFlush.schedule();
    return n;
  }

  /** Writes the pending view counts now (one transaction). */
  async flushViews(): Promise<void> {
    this.viewFlush.cancel();
    if (this.pendingViews.size === 0) return;
    const batch = [...this.pendingViews.values()];
    this.pendingViews = new Map();
    this.pendingById = new Map();
    await this.resources.addViews(batch);
  }

  private async reportsBy(userId: number, resourceId: number): Promise<boolean> {
    return this.resources.hasReport(userId, resourceId);
  }

  /**
   * Related resources of the detail page: searchable resources matching the title's first word
   * (its first 8 characters at most), best first, without the resource itself.
   */
  async related(id: number, viewer: Viewer | null, size: number): Promise<ResourceView[]> {
    const r = await this.resources.byId(id);
    if (!r || !isSearchable(r)) throw notFound('资源不存在');
    return this.search.related(r.id, r.title_norm, viewer, size);
  }

  /** Detail page: counts a view (per day, for the hot list). One statement for the row, its category and sharer. */
  async detail(id: number, user: { id: number; role: string } | null, viewer: Viewer | null): Promise<ResourceDetail> {
    return (await this.detailAndNorm(id, user, viewer)).detail;
  }

  /**
   * detail() as an anonymous visitor gets it (no user, no viewer: a paid link stays locked), with
   * the normalised title the related resources are found by (the server page /r/{id}, ADR 0032).
   * The row is read, never taken from the shared row cache: the server page's own cache is keyed
   * by a fingerprint of the row as it is now (ADR 0032), so any change of the row — a raw UPDATE
   * included, which moves no generation — shows on the next read.
   */
  async visitorDetail(id: number): Promise<{ detail: ResourceDetail; titleNorm: string }> {
    return this.detailAndNorm(id, null, null, true);
  }

  private async detailAndNorm(id: number, user: { id: number; role: string } | null, viewer: Viewer | null, fresh = false): Promise<{ detail: ResourceDetail; titleNorm: string }> {
    const shared = await this.sharedDetail(id, fresh);
    if (!shared) throw notFound('资源不存在');
    // the cached row is shared: read, never changed (the views go on the reply)
    const r = shared.row;
    this.checkVisible(r, user);
    const names = {
      category: r.category_id && r.category_name !== null ? { id: r.category_id, name: r.category_name } : undefined,
      sharer: r.sharer_id && r.sharer_name !== null ? { id: r.sharer_id, username: r.sharer_name } : null,
    };
    const detail = await this.detailOf(r, viewer, !!user && user.id === r.sharer_id, names);
    detail.views = shared.views;
    return { detail, titleNorm: r.title_norm };
  }

  /**
   * Reveals a paid link: free for VIPs and the sharer; otherwise the price is debited through
   * the ledger, an order is recorded and the reveal is remembered, all in one transaction, so
   * paying twice is impossible (unique (user, resource)) and the link stays revealed.
   */
  async reveal(id: number, user: { id: number; role: string }, viewer: Viewer): Promise<ResourceDetail> {
    const r = await this.visibleRow(id, user);
    const isOwner = user.id === r.sharer_id;
    if (r.price > 0 && !viewer.vip && !isOwner && !(await this.resources.hasUnlock(user.id, r.id))) {
      await this.ledger.run(async (trx) => {
        const now = this.clock.now();
        const orderNo = newOrderNo(now);
        const first = await this.resources.insertUnlock(trx, { resource_id: r.id, user_id: user.id, price: r.price, order_no: orderNo, created_at: now });
        if (!first) return; // a concurrent request of the same user already paid
        await this.ledger.debit(trx, {
          userId: user.id,
          amount: r.price,
          kind: 'link_reveal',
          ref: `resource:${r.id}`,
          note: `查看资源链接：${r.title}`.slice(0, 200),
        });
        await this.orders.insert(trx, {
          user_id: user.id,
          order_no: orderNo,
          type: 'resource',
          title: `资源：${r.title}`.slice(0, 200),
          cost: r.price,
          detail: `资源 #${r.id}`,
          once_key: `resource:${user.id}:${r.id}`,
          created_at: now,
        });
      });
    }
    return this.detailOf(r, viewer, isOwner);
  }

  /** A user reports a dead link once; REPORT_INVALID_THRESHOLD reports mark it invalid. */
  async report(id: number, userId: number, reason: string): Promise<{ report_count: number; validity: string }> {
    const r = await this.resources.byId(id);
    if (!r || !isSearchable(r)) throw notFound('资源不存在或已失效');
    if (r.sharer_id === userId) throw badRequest('不能举报自己分享的资源');
    return this.resources.transaction(async (trx) => {
      const now = this.clock.now();
      const count = await this.resources.addReport(trx, id, userId, reason.trim().slice(0, 200), now);
      if (count === undefined) throw new AppError(409, '您已经举报过这个链接了');
      const validity = count >= REPORT_INVALID_THRESHOLD ? 'invalid' : 'reported';
      await this.resources.setValidity(trx, id, validity, now);
      return { report_count: count, validity };
    });
  }

  async latest(filter: BrowseFilter, page: number, size: number, viewer: Viewer | null) {
    const { rows, total } = await this.resources.browse(filter, 'latest', (page - 1) * size, size);
    return { list: await this.search.views(rows, viewer), total };
  }

  async list(filter: BrowseFilter, sort: 'latest' | 'views', page: number, size: number, viewer: Viewer | null) {
    if (filter.categoryId !== undefined && !(await this.resources.categoryById(filter.categoryId))) throw notFound('分类不存在');
    if (sort === 'views') await this.flushViews();
    const { rows, total } = await this.resources.browse(filter, sort, (page - 1) * size, size);
    return { list: await this.search.views(rows, viewer), total };
  }

  /** Hot page: most searched keywords and most viewed resources of today or the last 7 days. */
  async hotPage(range: 'day' | 'week', size: number, viewer: Viewer | null) {
    await this.flushViews();
    const today = cstDayNumber(this.clock.now());
    const [keywords, viewed] = await Promise.all([
      this.hot.top(range, size),
      this.resources.mostViewed(range === 'day' ? today : today - 6, today, size),
    ]);
    const views = await this.search.views(viewed, viewer);
    return {
      keywords,
      resources: views.map((v, i) => ({ ...v, period_views: viewed[i].period_views })),
    };
  }

  categories() {
    return this.resources.categories();
  }

  /** My shared resources (profile/classify), by status and category. */
  async mine(userId: number, status: string | undefined, categoryId: number | undefined, page: number, size: number) {
    const { rows, total } = await this.resources.bySharer(userId, status, categoryId, (page - 1) * size, size);
    return {
      list: rows.map((r) => ({
        ...resourceView(r, { unlocked: true }),
        status: r.status,
        review_note: r.review_note,
        reward: r.reward,
      })),
      total,
    };
  }
}
