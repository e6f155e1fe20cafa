import type { z } from 'zod';
import type { articleDetail, articleListItem, revealMode } from '../../../contract/articles';
import type { DB } from '../db/database';
import { ADMIN_ROLE } from '../plugins/auth';
import { AppError, badRequest, forbidden, notFound, tooMany } from '../lib/app-error';
import { boundFromEnv, StampedCache } from '../lib/stamped-cache';
import type { Clock } from '../lib/time';
import { ArticleLikesRepository } from '../repositories/article-likes-repository';
import { RepliesRepository } from '../repositories/replies-repository';
import {
  ArticlesRepository,
  type ArticleDetailRow,
  type ArticleFilter,
  type ArticleListRow,
  type ArticleOrder,
} from '../repositories/articles-repository';
import { BbsCategoriesRepository } from '../repositories/bbs-categories-repository';
import { codeFromUrl, DISK_TYPE_NAMES, parseShareText, type DiskType } from '../search/link-parser';
import { queryTerms } from '../search/tokenizer';
import { FlushTimer } from '../lib/flush-timer';
import type { LedgerService } from './ledger-service';

/** Who is asking: the signed-in user (id and role) or nobody. */
export type Viewer = { id: number; role: string } | null;

/** The reply shapes are the contract's (contract/articles.ts, issue 20). */
export type ArticleListItem = z.infer<typeof articleListItem>;
export type RevealMode = z.infer<typeof revealMode>;
export type ArticleDetail = z.infer<typeof articleDetail>;

export interface ArticleInput {
  title: string;
  cate_id: number;
  content: string;
  /** '' or absent = no link */
  source_link?: string;
  /** which action reveals the link; absent = 'like' for a new article, unchanged on edit */
  reveal_mode?: RevealMode;
}

export interface Paged<T> {
  list: T[];
  total: number;
}

/**
 * Anti-abuse rate limits (documented in docs/adr/0004-forum.md). The tip price is not here: it is
 * the site config `article_tip_coin` the admin edits (ADR 0014), read on every tip.
 */
export interface ArticleRules {
  /** publishing: at most `max` new articles per user in `windowMs` (admins exempt) */
  publish: { max: number; windowMs: number };
  /** liking: at most `max` likes per user in `windowMs` */
  like: { max: number; windowMs: number };
}

export const DEFAULT_ARTICLE_RULES: ArticleRules = {
  publish: { max: 5, windowMs: 10 * 60_000 },
  like: { max: 30, windowMs: 10 * 60_000 },
};

/** Reads the current tip price (coins of one 打赏) — the site config the admin edits. */
export type TipPriceSource = () => Promise<number>;

export const FIXED_LIST_MAX = 50;
/** Pending article view counts are written at most this long after the first one. */
export const VIEW_FLUSH_MS = 1000;

/** Markdown to a one-line plain summary (for list items only; never rendered as HTML). */
export function summarize(markdown: string, max = 120): string {
  const text = markdown
    .replace(/```[\s\S]*?(```|$)/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, ' ')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`~|]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const cps = Array.from(text);
  return cps.length > max ? `${cps.slice(0, max).join('')}…` : text;
}

/** Summaries of recent list heads (a pure function of the head; lists repeat the same articles). */
const summaryCache = new Map<string, string>();
const SEARCH_CACHE_TTL_MS = 15_000;
export const LIST_CACHE_TTL_MS = 5_000;
/**
 * Anonymous article detail replies (ADR 0019): every field is invalidated exactly (stamp), except
 * the views other processes count — those show when the entry expires.
 */
export const DETAIL_CACHE_TTL_MS = 30_000;
export const DETAIL_CACHE_ENTRIES = 20_000;
/** Articles whose per-process view count is remembered for the detail cache before it starts over. */
const VIEWS_COUNTED_MAX = 200_000;
const SEARCH_CACHE_MAX = 2000;
const SUMMARY_CACHE_MAX = 5000;

function cachedSummary(head: string): string {
  let summary = summaryCache.get(head);
  if (summary === undefined) {
    summary = summarize(head);
    if (summaryCache.size >= SUMMARY_CACHE_MAX) summaryCache.delete(summaryCache.keys().next().value!);
    summaryCache.set(head, summary);
  }
  return summary;
}

/** A source link must be a recognised network-disk share link (or magnet/ed2k). */
export function parseSourceLink(raw: string): { link: string; disk: DiskType } {
  const found = parseShareText(raw.trim()).find((l) => l.diskType !== 'other');
  if (!found) {
    throw badRequest('来源链接无效：请填写网盘分享链接（百度、阿里、夸克、115、天翼、迅雷、123、UC、PikPak、移动云盘）或磁力/电驴链接');
  }
  const link = found.pwd && !codeFromUrl(found.url) ? `${found.url} 提取码：${found.pwd}` : found.url;
  return { link, disk: found.diskType };
}

const iso = (ms: number) => new Date(Number(ms)).toISOString();
const diskName = (d: string) => (d ? (DISK_TYPE_NAMES[d as DiskType] ?? '') : '');

function listItem(r: ArticleListRow): ArticleListItem {
  return {
    id: r.id,
    title: r.title,
    cate_id: r.cate_id,
    cate_name: r.cate_name ?? '',
    user_id: r.user_id,
    username: r.username ?? '',
    summary: cachedSummary(r.head),
    fixed: r.fixed ? 1 : 0,
    views: r.views,
    likes: r.likes,
    tips: r.tips,
    has_source_link: Boolean(Number(r.has_source_link)),
    source_disk: r.source_disk,
    source_disk_name: diskName(r.source_disk),
    create_time: iso(r.created_at),
    update_time: iso(r.updated_at),
    reply_count: Number(r.reply_count ?? 0),
    last_reply_time: Number(r.last_reply_at) > 0 ? iso(r.last_reply_at) : '',
    reveal_mode: r.reveal_mode === 'reply' ? 'reply' : 'like',
  };
}

/**
 * Forum articles: lists, detail, search, publishing and editing (author only), admin moderation,
 * like-to-reveal (点赞可见) and appreciate (打赏 through the ledger). Never returns rows.
 */
export class ArticleService {
  /**
   * Views counted but not yet written (article id → count). A detail view is a write per request
   * otherwise; the counts are written in one transaction at most VIEW_FLUSH_MS later, before
   * reads that rank or total by views, and when the app closes. Replies add the pending counts,
   * so a reader sees its own view at once. A crash loses at most ~1 s of view counts of this
   * process (views are not money; see docs/adr/0004-forum.md).
   */
  private pendingViews = new Map<number, number>();
  private readonly viewFlush = new FlushTimer(VIEW_FLUSH_MS, () => this.flushViews());
  private readonly articles: ArticlesRepository;
  private readonly likes: ArticleLikesRepository;
  private readonly cates: BbsCategoriesRepository;
  private readonly replies: RepliesRepository;

  constructor(
    private readonly db: DB,
    private readonly kind: 'sqlite' | 'postgres',
    private readonly ledger: LedgerService,
    private readonly clock: Clock,
    readonly rules: ArticleRules = DEFAULT_ARTICLE_RULES,
    private readonly tipPriceSource: TipPriceSource = async () => 5,
    /** changes whenever the site config behind the tip price may have changed (web_settings generation) */
    private readonly tipPriceStamp: () => number = () => 0,
  ) {
    this.articles = new ArticlesRepository(db, kind);
    this.likes = new ArticleLikesRepository(db);
    this.cates = new BbsCategoriesRepository(db);
    this.replies = new RepliesRepository(db, kind);
  }

  // ---- reading

  /** Newest first with pinned articles on top ('latest'), or ranked by views / likes. */
  async list(opts: { page: number; size: number; cateId?: number; order?: ArticleOrder; viewerId?: number }): Promise<Paged<ArticleListItem>> {
    const order = opts.order ?? 'latest';
    let total: number;
    if (opts.cateId !== undefined) {
      const cate = await this.cates.byId(opts.cateId);
      if (!cate) throw notFound('分类不存在');
      total = cate.article_count;
    } else {
      total = await this.cates.totalArticles();
    }
    // a signed-in member does not see the articles of members they blocked (issue 17)
    const blocked = opts.viewerId ? await this.replies.blockedIds(opts.viewerId) : [];
    if (blocked.length) total -= await this.articles.countByUsers(blocked, { cateId: opts.cateId });
    return this.page({ cateId: opts.cateId, excludeUserIds: blocked }, order, opts.page, opts.size, total);
  }

  async byCategory(cateId: number, page: number, size: number, viewerId?: number): Promise<Paged<ArticleListItem>> {
    return this.list({ page, size, cateId, viewerId });
  }

  async byUser(userId: number, page: number, size: number): Promise<Paged<ArticleListItem>> {
    const total = await this.articles.countByUser(userId);
    return this.page({ userId }, 'latest', page, size, total);
  }

  /** Pinned articles, newest first (at most FIXED_LIST_MAX). */
  async fixed(viewerId?: number): Promise<Paged<ArticleListItem>> {
    const blocked = viewerId ? await this.replies.blockedIds(viewerId) : [];
    const rows = await this.articles.list({ fixedOnly: true, excludeUserIds: blocked }, 'latest', 0, FIXED_LIST_MAX);
    return { list: rows.map(this.item), total: rows.length };
  }

  /** Articles whose title or content contains every term of q (1–2 character terms too). */
  /**
   * Which articles match (ids of one page, newest first, and the capped total), cached for
   * SEARCH_CACHE_TTL_MS like the resource search (ADR 0003): the FTS match and its count were
   * most of a forum search. Every write through this service (publish, edit, delete) bumps
   * the generation, so this process never shows a stale match; other processes' writes show
   * within the TTL. The rows themselves are always read fresh.
   */
  private searchGeneration = 0;
  /** Bumped by every change to what a list shows, except the counters (views, likes, tips). */
  private listGeneration = 0;

  /** Something a list or a search shows changed in this process: cached answers go stale at once. */
  private changed(): void {
    this.searchGeneration++;
    this.listGeneration++;
  }

  /**
   * Anonymous list replies (GET /v1/article, /cate/:id, /fixed) are served from the reply cache
   * (plugins/reply-cache.ts) for LIST_CACHE_TTL_MS, stamped with this: a new, edited, deleted,
   * pinned or unpinned article shows at once; counters (views, likes, tips) and category or user
   * renames by an admin show within the TTL. Signed-in members always read fresh. LIST_CACHE=0
   * turns it off.
   */
  listStamp(): number {
    return this.listGeneration;
  }

  /**
   * A reply was written, edited, deleted, hidden or shown (ReplyService, issue 17): reply counts,
   * last reply times and the 最新回复 order of the lists changed, so cached anonymous list pages
   * go stale at once (the search cache holds ids only and stays).
   */
  repliesChanged(): void {
    this.listGeneration++;
  }

  /** Another process changed articles (cache/invalidation.ts): cached lists and matches go stale. */
  dropCaches(): void {
    this.changed();
  }

  // ---- the anonymous detail cache (GET /v1/article/:id, plugins/reply-cache.ts; ADR 0019)

  /** Bumped by every like and tip (the counters a detail shows exactly; lists show them within their TTL). */
  private counterGeneration = 0;
  /** Views this process counted per article since the epoch began (never reset by a flush). */
  private viewsCounted = new Map<number, number>();
  private viewEpoch = 0;

  /**
   * Stamp of an anonymous article detail reply: moves with every change a detail shows —
   * publish/edit/delete/pin and replies (listGeneration), likes and tips (counterGeneration), the
   * tip price (the web_settings generation) — in this process, and through cache/invalidation.ts
   * (topics 'articles', 'article-counters', 'settings') from every other one. Views are not in
   * it: a hit counts its view and sends the live count (liveViews).
   */
  detailStamp(): string {
    return `${this.listGeneration}.${this.counterGeneration}.${this.viewEpoch}.${this.tipPriceStamp()}`;
  }

  /** The write counter of likes and tips (cache/invalidation.ts topic 'article-counters'). */
  counterStamp(): number {
    return this.counterGeneration;
  }

  /** Another process liked or tipped: cached details go stale. */
  dropCounters(): void {
    this.counterGeneration++;
  }

  /** Views counted by this process for the article in the current epoch. */
  viewsCountedOf(id: number): number {
    return this.viewsCounted.get(id) ?? 0;
  }

  /** An anonymous detail answered from the reply cache: count its view as a read would. */
  viewedFromCache(id: number): void {
    this.countView(id);
  }

  /**
   * What a cached detail shows as views now: the views it showed when stored plus those this
   * process counted since (its own and members' reads included). Other processes' views show
   * once the entry expires (DETAIL_CACHE_TTL_MS) — they are buffered up to VIEW_FLUSH_MS anyway.
   */
  liveViews(meta: { id: number; views: number; counted: number }): number {
    return meta.views + this.viewsCountedOf(meta.id) - meta.counted;
  }

  readonly detailCacheOn = process.env.DETAIL_CACHE !== '0';
  readonly detailCacheTtlMs = DETAIL_CACHE_TTL_MS;
  /** ARTICLE_DETAIL_CACHE_ENTRIES sets another bound (benches of the memory / hit-ratio trade, issue 34) */
  readonly detailCacheEntries = boundFromEnv('ARTICLE_DETAIL_CACHE_ENTRIES', DETAIL_CACHE_ENTRIES);
  readonly listCacheOn = process.env.LIST_CACHE !== '0';
  readonly listCacheTtlMs = LIST_CACHE_TTL_MS;
  private readonly searchCache = new StampedCache<{ ids: number[]; total: number }>(SEARCH_CACHE_TTL_MS, SEARCH_CACHE_MAX);

  private async searchMatches(terms: string[], offset: number, limit: number): Promise<{ ids: number[]; total: number }> {
    const key = `${terms.join('\u0001')}|${offset}|${limit}`;
    const now = this.clock.now();
    const gen = this.searchGeneration;
    const hit = this.searchCache.get(key, gen, now);
    if (hit) return hit;
    const found = await this.articles.search(terms, offset, limit);
    // a write during the query bumped the generation: the answer may predate it, keep it out
    if (gen === this.searchGeneration) this.searchCache.set(key, gen, now, found);
    return found;
  }

  async search(q: string, page: number, size: number): Promise<Paged<ArticleListItem>> {
    const terms = queryTerms(q).slice(0, 8);
    if (terms.length === 0) return { list: [], total: 0 };
    const { ids, total } = await this.searchMatches(terms, (page - 1) * size, size);
    const rows = await this.articles.list({ ids }, 'latest', 0, ids.length || 1);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const list = ids.map((id) => byId.get(id)).filter((r): r is ArticleListRow => r !== undefined).map(this.item);
    return { list, total };
  }

  /** One article; counts a view. The source link only for author, admins and likers. */
  async detail(id: number, viewer: Viewer): Promise<ArticleDetail> {
    const row = await this.articles.detail(id);
    if (!row) throw notFound('文章不存在');
    this.countView(id); // detailView adds the pending count
    const liked = viewer ? await this.likes.has(id, viewer.id) : false;
    const replied = viewer ? await this.replies.hasReplied(id, viewer.id) : false;
    return this.detailView(row, viewer, liked, replied, await this.tipPrice());
  }

  /** The article's own figures and its author's totals (does not count a view). */
  async statistics(id: number): Promise<{
    article: { id: number; views: number; likes: number; tips: number; tip_coins: number };
    author: { id: number; username: string; articles: number; views: number; likes: number; tips: number; tip_coins: number };
  }> {
    await this.flushViews();
    const row = await this.articles.detail(id);
    if (!row) throw notFound('文章不存在');
    const totals = await this.articles.authorTotals(row.user_id);
    return {
      article: { id: row.id, views: row.views, likes: row.likes, tips: row.tips, tip_coins: row.tip_coins },
      author: { id: row.user_id, username: row.username ?? '', ...totals },
    };
  }

  // ---- writing (authors)

  async create(viewer: NonNullable<Viewer>, input: ArticleInput): Promise<ArticleDetail> {
    if (viewer.role !== ADMIN_ROLE) {
      const since = this.clock.now() - this.rules.publish.windowMs;
      if ((await this.articles.countByUserSince(viewer.id, since)) >= this.rules.publish.max) {
        throw tooMany(`发帖过于频繁：每 ${this.rules.publish.windowMs / 60_000} 分钟最多发布 ${this.rules.publish.max} 篇文章，请稍后再试`);
      }
    }
    const fields = await this.checkInput(input);
    const now = this.clock.now();
    const id = await this.db.transaction().execute(async (trx) => {
      const repo = new ArticlesRepository(trx, this.kind);
      const newId = await repo.insert({
        user_id: viewer.id,
        ...fields,
        fixed: 0,
        views: 0,
        likes: 0,
        tips: 0,
        tip_coins: 0,
        created_at: now,
        updated_at: now,
      });
      await repo.index(newId, fields.title, fields.content);
      return newId;
    });
    this.changed();
    return this.view(id, viewer);
  }

  /** The author edits their own article; nobody else may (admins use adminUpdate). */
  async update(viewer: NonNullable<Viewer>, id: number, input: ArticleInput): Promise<ArticleDetail> {
    const row = await this.articles.byId(id);
    if (!row) throw notFound('文章不存在');
    if (row.user_id !== viewer.id) throw forbidden('只能编辑自己的文章');
    await this.write(id, await this.checkInput(input));
    return this.view(id, viewer);
  }

  async mine(viewer: NonNullable<Viewer>, page: number, size: number): Promise<Paged<ArticleListItem>> {
    return this.byUser(viewer.id, page, size);
  }

  async deleteMine(viewer: NonNullable<Viewer>, id: number): Promise<void> {
    const row = await this.articles.byId(id);
    if (!row) throw notFound('文章不存在');
    if (row.user_id !== viewer.id) throw forbidden('只能删除自己的文章');
    await this.remove(id);
  }

  // ---- admins

  async adminDelete(id: number): Promise<void> {
    if (!(await this.articles.byId(id))) throw notFound('文章不存在');
    await this.remove(id);
  }

  /** An admin edits any article; fields left out keep their value. */
  async adminUpdate(viewer: NonNullable<Viewer>, id: number, input: Partial<ArticleInput> & { fixed?: boolean }): Promise<ArticleDetail> {
    const row = await this.articles.byId(id);
    if (!row) throw notFound('文章不存在');
    const fields = await this.checkInput({
      title: input.title ?? row.title,
      cate_id: input.cate_id ?? row.cate_id,
      content: input.content ?? row.content,
      source_link: input.source_link ?? row.source_link,
    });
    await this.write(id, { ...fields, ...(input.fixed === undefined ? {} : { fixed: input.fixed ? 1 : 0 }) });
    return this.view(id, viewer);
  }

  /** Pins (fixed = true) or unpins an article. */
  async setFixed(id: number, fixed: boolean): Promise<{ id: number; fixed: number }> {
    if (!(await this.articles.setFixed(id, fixed ? 1 : 0))) throw notFound('文章不存在');
    this.changed();
    return { id, fixed: fixed ? 1 : 0 };
  }

  // ---- like to reveal, appreciate

  /**
   * Likes the article once and reveals its source link. Liking again changes nothing and
   * returns the link again (first = false).
   */
  async like(viewer: NonNullable<Viewer>, id: number): Promise<{ id: number; first: boolean; likes: number; source_link: string | null; source_disk: string; source_disk_name: string }> {
    const row = await this.articles.byId(id);
    if (!row) throw notFound('文章不存在');
    let first = false;
    if (!(await this.likes.has(id, viewer.id))) {
      const since = this.clock.now() - this.rules.like.windowMs;
      if ((await this.likes.countByUserSince(viewer.id, since)) >= this.rules.like.max) {
        throw tooMany(`点赞过于频繁：每 ${this.rules.like.windowMs / 60_000} 分钟最多点赞 ${this.rules.like.max} 次，请稍后再试`);
      }
      first = await this.db.transaction().execute(async (trx) => {
        const inserted = await new ArticleLikesRepository(trx).insert(id, viewer.id, this.clock.now());
        if (inserted) await new ArticlesRepository(trx, this.kind).incrementLikes(id);
        return inserted;
      });
      if (first) this.counterGeneration++;
    }
    const after = await this.articles.byId(id);
    if (!after) throw notFound('文章不存在');
    // 回复可见: a like counts, but only a reply (or being the author / an admin) reveals the link
    const maySee = after.reveal_mode !== 'reply' || after.user_id === viewer.id || viewer.role === ADMIN_ROLE
      || (await this.replies.hasReplied(id, viewer.id));
    return {
      id,
      first,
      likes: after.likes,
      source_link: maySee ? after.source_link || null : null,
      source_disk: after.source_disk,
      source_disk_name: diskName(after.source_disk),
    };
  }

  /** Coins one tip costs now (site config article_tip_coin; no cache: a saved change counts at once). */
  tipPrice(): Promise<number> {
    return this.tipPriceSource();
  }

  /** Tips the author the configured tip price through the ledger (one transaction with the count). */
  async appreciate(viewer: NonNullable<Viewer>, id: number): Promise<{ id: number; coins: number; balance: number; tips: number }> {
    const row = await this.articles.byId(id);
    if (!row) throw notFound('文章不存在');
    if (row.user_id === viewer.id) throw badRequest('不能打赏自己的文章');
    const coins = await this.tipPrice();
    const balance = await this.ledger.run(async (trx) => {
      // lock order (ADR 0008, round 3): the article row first, then both users (ascending id, in transfer)
      await new ArticlesRepository(trx, this.kind).addTip(id, coins);
      let fromBalance: number;
      try {
        ({ fromBalance } = await this.ledger.transfer(trx, {
          from: viewer.id,
          to: row.user_id,
          amount: coins,
          kind: 'article_tip',
          ref: `article:${id}`,
          note: `打赏文章《${Array.from(row.title).slice(0, 40).join('')}》`,
        }));
      } catch (err) {
        if (err instanceof AppError && err.code === 400 && err.message.startsWith('金币不足')) {
          throw badRequest(`金币不足：打赏需要 ${coins} 金币，${err.message.replace(/^金币不足：需要 \d+ 金币，/, '')}`);
        }
        throw err;
      }
      return fromBalance;
    });
    this.counterGeneration++;
    const after = await this.articles.byId(id);
    return { id, coins, balance, tips: after?.tips ?? row.tips + 1 };
  }

  // ---- bulk import (demo data, benchmarks): no rate limit, one transaction for the batch

  async importMany(
    items: Array<ArticleInput & { user_id: number; created_at: number; fixed?: boolean; views?: number; likes?: number }>,
  ): Promise<number[]> {
    const cateIds = new Set((await this.cates.all()).map((c) => c.id));
    const prepared = items.map((it) => {
      if (!cateIds.has(it.cate_id)) throw badRequest('分类不存在');
      const parsed = it.source_link ? parseSourceLink(it.source_link) : null;
      return { it, parsed };
    });
    const created = await this.db.transaction().execute(async (trx) => {
      const repo = new ArticlesRepository(trx, this.kind);
      const ids: number[] = [];
      for (const { it, parsed } of prepared) {
        const id = await repo.insert({
          user_id: it.user_id,
          cate_id: it.cate_id,
          title: it.title.trim(),
          content: it.content,
          source_link: parsed?.link ?? '',
          source_disk: parsed?.disk ?? '',
          fixed: it.fixed ? 1 : 0,
          views: it.views ?? 0,
          likes: it.likes ?? 0,
          tips: 0,
          tip_coins: 0,
          created_at: it.created_at,
          updated_at: it.created_at,
        });
        await repo.index(id, it.title.trim(), it.content);
        ids.push(id);
      }
      return ids;
    });
    this.changed();
    return created;
  }

  // ---- internals

  /** A list item with the views not yet written added. */
  private readonly item = (r: ArticleListRow): ArticleListItem => {
    const it = listItem(r);
    const pending = this.pendingViews.get(r.id);
    if (pending) it.views += pending;
    return it;
  };

  private countView(id: number): void {
    this.pendingViews.set(id, (this.pendingViews.get(id) ?? 0) + 1);
    if (this.viewsCounted.size >= VIEWS_COUNTED_MAX && !this.viewsCounted.has(id)) {
      // start over; the new epoch in detailStamp() makes every cached detail stale with it
      this.viewsCounted = new Map();
      this.viewEpoch++;
    }
    this.viewsCounted.set(id, (this.viewsCounted.get(id) ?? 0) + 1);
    this.viewFlush.schedule();
  }

  /** Writes the pending view counts now (one transaction). */
  async flushViews(): Promise<void> {
    this.viewFlush.cancel();
    if (this.pendingViews.size === 0) return;
    const batch = this.pendingViews;
    this.pendingViews = new Map();
    await this.articles.addViews(batch);
  }

  private async page(filter: ArticleFilter, order: ArticleOrder, page: number, size: number, total: number): Promise<Paged<ArticleListItem>> {
    const offset = (page - 1) * size;
    if (offset >= total) return { list: [], total };
    if (order === 'views') await this.flushViews();
    const rows = await this.articles.list(filter, order, offset, size);
    return { list: rows.map(this.item), total };
  }

  private async checkInput(input: ArticleInput): Promise<{ title: string; cate_id: number; content: string; source_link: string; source_disk: string; reveal_mode?: RevealMode }> {
    if (!(await this.cates.byId(input.cate_id))) throw badRequest('分类不存在，请选择一个分类');
    const title = input.title.trim();
    const rawLink = (input.source_link ?? '').trim();
    const parsed = rawLink ? parseSourceLink(rawLink) : null;
    return {
      title,
      cate_id: input.cate_id,
      content: input.content,
      source_link: parsed?.link ?? '',
      source_disk: parsed?.disk ?? '',
      ...(input.reveal_mode ? { reveal_mode: input.reveal_mode } : {}),
    };
  }

  private async write(id: number, fields: { title: string; cate_id: number; content: string; source_link: string; source_disk: string; fixed?: number; reveal_mode?: RevealMode }): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const repo = new ArticlesRepository(trx, this.kind);
      await repo.update(id, { ...fields, updated_at: this.clock.now() });
      await repo.index(id, fields.title, fields.content);
    });
    this.changed();
  }

  private async remove(id: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const repo = new ArticlesRepository(trx, this.kind);
      await repo.unindex(id);
      await repo.delete(id);
    });
    this.changed();
  }

  private async view(id: number, viewer: Viewer): Promise<ArticleDetail> {
    const row = await this.articles.detail(id);
    if (!row) throw notFound('文章不存在');
    const liked = viewer ? await this.likes.has(id, viewer.id) : false;
    const replied = viewer ? await this.replies.hasReplied(id, viewer.id) : false;
    return this.detailView(row, viewer, liked, replied, await this.tipPrice());
  }

  private detailView(row: ArticleDetailRow, viewer: Viewer, liked: boolean, replied: boolean, tipPrice: number): ArticleDetail {
    const isAuthor = viewer !== null && viewer.id === row.user_id;
    const revealed = row.reveal_mode === 'reply' ? replied : liked;
    const maySee = isAuthor || revealed || viewer?.role === ADMIN_ROLE;
    // the row is this call's own: extended in place rather than copied twice (a detail is the hottest page)
    const item = this.item(Object.assign(row, { head: row.content.slice(0, 300), has_source_link: row.source_link ? 1 : 0 }));
    return Object.assign(item, {
      content: row.content,
      source_link: maySee && row.source_link ? row.source_link : null,
      liked,
      replied,
      is_author: isAuthor,
      tip_coins: row.tip_coins,
      tip_price: tipPrice,
    });
  }
}
