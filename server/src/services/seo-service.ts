import { validityLabel } from '../../../contract/validity';
import { AppError } from '../lib/app-error';
import { cstDayNumber, type Clock } from '../lib/time';
import type { ResourcesRepository } from '../repositories/resources-repository';
import type { SeoRepository, SitemapRange, SitemapReader } from '../repositories/seo-repository';
import { DISK_TYPE_NAMES, type DiskType } from '../search/link-parser';
import { normalizeText, queryTerms } from '../search/tokenizer';
import { StampedCache } from '../lib/stamped-cache';
import { renderArticleBody } from '../seo/markdown';
import { escapeXml } from '../seo/html';
import { fill, fingerprintOf, PageCache, splitAtLive } from '../seo/page-cache';
import {
  clip, keywordPage, keywordPath, missingPage, resourcePage, resourcePath, threadPage, threadPath,
  type PageMeta, type ResourceCardModel,
} from '../seo/pages';
import type { ArticleService } from './article-service';
import { summarize } from './article-service';
import type { BannedMatcher, HotKeywordService } from './hot-keyword-service';
import type { ReplyService } from './reply-service';
import type { ResourceService } from './resource-service';
import type { ResourceView } from './resource-view';
import { KW_MAX, relatedWord, type SearchService } from './search-service';
import type { WebSettingsService } from './web-settings-service';

/**
 * The server pages for search engines (issue 32, ADR 0032): what a crawler or a reader without
 * JavaScript may see of a resource, a thread and a keyword, the sitemaps and robots.txt.
 *
 * Stable API: resourcePage(id, site), threadPage(id, page, site), keywordPage(kw, site),
 * robots(site), sitemapIndex(site), sitemapFile(kind, n, site).
 *
 * The invariant: a page shows exactly what the app shows an ANONYMOUS visitor, because it reads
 * through the same service calls the JSON API makes for one (ResourceService.detail with no
 * viewer: paid links stay locked; ArticleService.detail with no viewer: the 点赞 / 回复可见 link
 * stays null; ReplyService.list with no viewer: hidden and deleted floors have no content), plus
 * the banned-word check on every title. Hidden (pending, rejected), banned or unknown → 404;
 * removed by an admin or marked invalid → 410. Called only by routes/seo.ts.
 */

/** Keyword hubs with fewer results than this carry noindex (thin pages). */
export const THIN_RESULTS = 5;
/** URLs per sitemap file (the protocol's maximum); files cover id ranges of this size. */
export const SITEMAP_FILE_URLS = 50_000;
/** Rows read per keyset step while a sitemap file streams. */
const SITEMAP_BATCH = 2000;
/** Keyword hubs listed in the sitemap at most (each one is checked for thinness). */
export const KEYWORD_HUBS_MAX = 300;
/** Floors on one page of a thread (the app's page size). */
export const THREAD_PAGE_SIZE = 20;
/** Code points of an article body shown on the page (the rest is one click away in the app). */
const BODY_MAX = 1500;
/** Code points of one floor's text. */
const FLOOR_MAX = 140;
const RELATED_RESOURCES = 6;
/** Related-card lists kept per word (each ~7 cards). */
const RELATED_WORDS_MAX = 5000;
/**
 * How long a word's related cards are used without a new search stamp: what moves without one —
 * the ranking's view counts, a card's relative check time ("3 小时前") — is at most this old, the
 * same bound as `Cache-Control: public, max-age=300` gives any shared cache for the whole page.
 * (A popular word's list ranks 1,000 candidates read from the database: ~1,000 row reads.)
 */
const RELATED_TTL_MS = 300_000;
const KEYWORD_RESULTS = 20;
/** Site config switch (admin 配置 page): 'false' = robots.txt disallows everything (a staging site). */
export const SEO_ALLOW_SETTING = 'seo_allow_indexing';

export type PageAnswer =
  /** `cached`: the bytes of a stored rendering (seo/page-cache.ts), the live view count put in */
  | { status: 200; html: string | Buffer; noindex: boolean; cached?: boolean }
  | { status: 301; location: string }
  | { status: 404 | 410; html: string };

export type SitemapKind = 'resources' | 'threads' | 'keywords';

const VIEW_ACTION = 'https://schema.org/ViewAction';
const diskName = (d: string) => DISK_TYPE_NAMES[d as DiskType] ?? DISK_TYPE_NAMES.other;
const w3c = (ms: number) => new Date(Number(ms) > 0 ? Number(ms) : 0).toISOString().replace(/\.\d{3}Z$/, '+00:00');
const dayMs = (day: number) => day * 86_400_000 - 8 * 3600_000;

export class SeoService {
  constructor(
    private readonly repo: SeoRepository,
    private readonly deps: {
      resources: ResourceService;
      /** the view columns of result ids (ResourcesRepository) */
      resourceRows: Pick<ResourcesRepository, 'viewRowsByIds'>;
      search: SearchService;
      hot: HotKeywordService;
      articles: ArticleService;
      replies: ReplyService;
      webSettings: WebSettingsService;
    },
    private readonly clock: Clock,
    /** bytes of rendered /r and /t pages kept (0: none; ADR 0032 §3, seo/page-cache.ts) */
    pageCacheBytes = 64 * 1024 * 1024,
  ) {
    this.pages = new PageCache(pageCacheBytes);
    this.relatedCache = new StampedCache(RELATED_TTL_MS, RELATED_WORDS_MAX);
  }

  /**
   * Rendered pages (seo/page-cache.ts): an entry is sent only while the fingerprint of what the
   * page shows — built from the rows read for this request — is the one it was rendered from.
   */
  readonly pages: PageCache;
  /**
   * The related cards of a word (the first RELATED_RESOURCES + 1 resources the search ranks for
   * it, and whether each title is banned), stamped with the search's cache stamp (index generation
   * and settings: every add / remove / reindex of a resource — edits, reviews, reports, checker
   * verdicts — in this process at once, in others from their next request) and the banned-word
   * list version; at most RELATED_TTL_MS old.
   */
  private readonly relatedCache: StampedCache<{ cards: Array<{ card: ResourceCardModel; banned: boolean }>; fingerprint: string }>;

  /** The admin switch: may search engines crawl this site? */
  async indexingAllowed(): Promise<boolean> {
    return (await this.deps.webSettings.getValue(SEO_ALLOW_SETTING)) !== 'false';
  }

  private async banned(text: string): Promise<boolean> {
    return (await this.deps.hot.findBanned(text)) !== undefined;
  }

  /** A 404 / 410 page (noindex) a person can go on from. */
  missing(status: 404 | 410, message: string, site: string, path: string): PageAnswer {
    return { status, html: missingPage(status, message, site, site + path) };
  }

  private card(r: ResourceView, now: number): ResourceCardModel {
    return {
      id: r.id, title: r.title, diskName: r.disk_name, size: r.size, createdAt: Date.parse(r.create_time), price: r.price,
      validity: validityLabel(r.validity, r.check_state, r.checked_time, now),
    };
  }

  // ---- /r/{id}

  /**
   * The cards of the resources related to `id` (by the first word of its title): the search's
   * first RELATED_RESOURCES + 1 for the word, without the resource itself, RELATED_RESOURCES at
   * most, banned titles left out — as ResourceService.related gives them, read once per word and
   * stamp (relatedCache) — with the fingerprint of the word's list.
   */
  private async relatedCards(id: number, titleNorm: string, banned: BannedMatcher, now: number): Promise<{ cards: ResourceCardModel[]; fingerprint: string }> {
    const word = relatedWord(titleNorm);
    if (!word) return { cards: [], fingerprint: '' };
    const stamp = `${this.deps.search.cacheStamp()}|${banned.version}`;
    let entry = this.pages.enabled ? this.relatedCache.get(word, stamp, now) : undefined;
    if (!entry) {
      const list = await this.deps.search.relatedTo(word, null, RELATED_RESOURCES + 1);
      const cards = list.map((x) => ({ card: this.card(x, now), banned: banned.find(x.title) !== undefined }));
      entry = { cards, fingerprint: fingerprintOf(cards) };
      if (this.pages.enabled) this.relatedCache.set(word, stamp, now, entry);
    }
    const cards = entry.cards.filter((c) => c.card.id !== id).slice(0, RELATED_RESOURCES).filter((c) => !c.banned).map((c) => c.card);
    return { cards, fingerprint: entry.fingerprint };
  }

  async resourcePage(id: number, site: string): Promise<PageAnswer> {
    const path = resourcePath(id);
    let r: Awaited<ReturnType<ResourceService['detail']>>;
    let titleNorm: string;
    try {
      ({ detail: r, titleNorm } = await this.deps.resources.visitorDetail(id));
    } catch (err) {
      if (!(err instanceof AppError) || err.code !== 404) throw err;
      const state = await this.repo.resourceState(id);
      if (!state && (await this.repo.removedByAdmin('resource', id))) return this.missing(410, '这个资源已被删除', site, path);
      if (state?.status === 'approved' && state.validity === 'invalid') return this.missing(410, '该资源链接已失效', site, path);
      return this.missing(404, '资源不存在或尚未通过审核', site, path);
    }
    const banned = await this.deps.hot.bannedMatcher();
    const now = this.clock.now();
    const related = await this.relatedCards(id, titleNorm, banned, now);
    const validity = validityLabel(r.validity, r.check_state, r.checked_time, now);
    // everything the page shows but its view count (a stored page passed the banned-word check
    // of this list version, for this title)
    const key = `r ${id} ${site}`;
    const fingerprint = fingerprintOf([
      banned.version, related.fingerprint, r.title, r.disk_type, r.disk_name, r.size, r.category_name, r.sharer?.username ?? null,
      r.create_time, r.price, validity, r.locked, r.locked ? null : r.url, r.locked ? null : r.pwd,
    ]);
    const stored = this.pages.get(key, fingerprint);
    if (stored) return { status: 200, html: fill(stored.parts, r.views), noindex: false, cached: true };
    if (banned.find(r.title)) return this.missing(404, '资源不存在或尚未通过审核', site, path);
    const category = r.category_name || '未分类';
    const canonical = site + path;
    const description = clip(
      `${r.title}：${r.disk_name}分享${r.size ? `，大小 ${r.size}` : ''}，分类 ${category}，${validity.text}，${r.price > 0 ? `${r.price} 金币` : '免费'}。ujuso 网盘资源搜索，一键打开链接。`,
      150,
    );
    const crumbs = [
      { name: '首页', url: `${site}/` },
      { name: `${r.disk_name}资源`, url: `${site}/#/main/index?skey=${encodeURIComponent(r.disk_type)}` },
      { name: clip(r.title, 40), url: canonical },
    ];
    const meta: PageMeta = { title: `${clip(r.title, 60)} - ${r.disk_name}`, description, canonical, site, ogType: 'website', crumbs };
    const html = resourcePage({
      id: r.id, title: r.title, diskType: r.disk_type, diskName: r.disk_name, size: r.size, category,
      sharer: r.sharer ? r.sharer.username : '站长收录', createdAt: Date.parse(r.create_time), views: r.views, price: r.price,
      validity, url: r.locked ? null : r.url, pwd: r.locked ? null : r.pwd, related: related.cards,
    }, meta);
    return { status: 200, html: this.store(key, fingerprint, html, [{ text: `<dt>浏览</dt><dd>${r.views} 次</dd>`, live: String(r.views) }]), noindex: false };
  }

  /** Keeps a rendered page (split around its live view count) and returns its bytes. */
  private store(key: string, fingerprint: string, html: string, live: Array<{ text: string; live: string }>): string {
    if (!this.pages.enabled) return html;
    const parts = splitAtLive(html, live);
    if (parts) this.pages.set(key, fingerprint, parts);
    return html;
  }

  // ---- /t/{id}[/{page}]

  async threadPage(id: number, page: number, site: string): Promise<PageAnswer> {
    const path = threadPath(id, page);
    let a;
    try {
      a = await this.deps.articles.detail(id, null);
    } catch (err) {
      if (!(err instanceof AppError) || err.code !== 404) throw err;
      if (await this.repo.removedByAdmin('article', id)) return this.missing(410, '这篇文章已被删除', site, path);
      return this.missing(404, '文章不存在或已被删除', site, path);
    }
    const banned = await this.deps.hot.bannedMatcher();
    const replies = await this.deps.replies.list(id, null, { page, size: THREAD_PAGE_SIZE, order: 'oldest' });
    const pages = Math.max(1, Math.ceil(replies.total / THREAD_PAGE_SIZE));
    // everything the page shows but its view count (a stored page passed the banned-word check
    // of this list version, for this title, and was within the pages)
    const key = `t ${id} ${page} ${site}`;
    const fingerprint = fingerprintOf([
      banned.version, a.title, a.cate_id, a.cate_name, a.username, a.create_time, a.update_time, a.likes, a.reply_count,
      a.has_source_link, a.reveal_mode, a.source_disk_name, replies.total,
      replies.list.map((f) => [f.floor, f.floor_name, f.username, f.create_time, f.status, f.content]), a.content,
    ]);
    const stored = this.pages.get(key, fingerprint);
    if (stored) return { status: 200, html: fill(stored.parts, a.views), noindex: false, cached: true };
    if (banned.find(a.title)) return this.missing(404, '文章不存在或已被删除', site, path);
    if (page > pages) return this.missing(404, '这一页回复不存在', site, path);
    const canonical = site + path;
    const body = renderArticleBody(a.content, BODY_MAX);
    const bodyText = summarize(a.content, 300);
    const createdAt = Date.parse(a.create_time);
    const updatedAt = Date.parse(a.update_time);
    const pageNote = page > 1 ? ` - 第 ${page} 页` : '';
    const description = clip(`${a.title}${pageNote}：${bodyText || a.title}`, 150);
    const crumbs = [
      { name: '首页', url: `${site}/` },
      { name: '论坛', url: `${site}/#/main/bbs/list` },
      { name: a.cate_name || '未分类', url: `${site}/#/main/bbs/filter/cate/${a.cate_id}` },
      { name: clip(a.title, 40), url: canonical },
    ];
    const posting = {
      '@context': 'https://schema.org',
      '@type': 'DiscussionForumPosting',
      headline: clip(a.title, 110),
      text: bodyText,
      url: `${site}${threadPath(id)}`,
      datePublished: new Date(createdAt).toISOString(),
      dateModified: new Date(Math.max(updatedAt, createdAt)).toISOString(),
      author: { '@type': 'Person', name: a.username || '匿名' },
      commentCount: a.reply_count,
      interactionStatistic: [
        { '@type': 'InteractionCounter', interactionType: VIEW_ACTION, userInteractionCount: a.views },
        { '@type': 'InteractionCounter', interactionType: 'https://schema.org/LikeAction', userInteractionCount: a.likes },
        { '@type': 'InteractionCounter', interactionType: 'https://schema.org/CommentAction', userInteractionCount: a.reply_count },
      ],
      comment: replies.list.filter((f) => f.status === 'visible' && f.content !== null).map((f) => ({
        '@type': 'Comment',
        text: clip(summarize(f.content ?? '', FLOOR_MAX), FLOOR_MAX),
        datePublished: f.create_time,
        author: { '@type': 'Person', name: f.username || '匿名' },
      })),
    };
    const meta: PageMeta = { title: `${clip(a.title, 60)}${pageNote}`, description, canonical, site, ogType: 'article', crumbs, ld: [posting] };
    const gone: Record<string, string> = { deleted: '该回复已删除', hidden: '该回复已被管理员隐藏', blocked: '该回复不可见' };
    const html = threadPage({
      id, title: a.title, cateId: a.cate_id, cateName: a.cate_name, author: a.username || '匿名', createdAt, updatedAt,
      views: a.views, likes: a.likes, replyCount: a.reply_count, body: body.html, bodyCut: body.cut, bodyText,
      hiddenLink: a.has_source_link ? { mode: a.reveal_mode, diskName: a.source_disk_name } : null,
      floors: replies.list.map((f) => ({
        floor: f.floor, floorName: f.floor_name, username: f.username, createdAt: Date.parse(f.create_time),
        text: f.status === 'visible' && f.content !== null ? summarize(f.content, FLOOR_MAX) : null,
        gone: gone[f.status],
      })),
      page, pages,
    }, meta);
    // the views are in the JSON-LD (structure only the template writes: user text in JSON-LD has
    // its quotes escaped) and in the line under the title (followed by markup only the template writes)
    const views = String(a.views);
    return {
      status: 200,
      html: this.store(key, fingerprint, html, [
        { text: `"interactionType":"${VIEW_ACTION}","userInteractionCount":${views}}`, live: views },
        { text: `· ${views} 浏览 · ${a.likes} 点赞 · ${a.reply_count} 回复</p>\n<div class="body">`, live: views },
      ]),
      noindex: false,
    };
  }

  // ---- /k/{keyword}

  /** The keyword as its hub's URL spells it (trimmed, inner spaces collapsed), or null when unusable. */
  static canonicalKeyword(raw: string): string | null {
    const kw = raw.normalize('NFC').trim().replace(/\s+/g, ' ');
    if (!kw || Array.from(kw).length > KW_MAX) return null;
    return kw;
  }

  /** The hub's results: page 1 as the search page ranks it for a visitor (只看免费 on, 相关度, no upstream). */
  private async hubResults(kw: string): Promise<{ ids: number[]; total: number; counts: Record<string, number>; capped: boolean; exact: number }> {
    const plan = await this.deps.search.queries.plan(kw);
    if (!plan.groups.length || !plan.norm) return { ids: [], total: 0, counts: {}, capped: false, exact: 0 };
    const { ids, total, counts, capped, exact } = await this.deps.search.page(plan, { kw, onlyFree: true, page: 1, size: KEYWORD_RESULTS });
    return { ids, total, counts, capped, exact };
  }

  async keywordPage(raw: string, site: string): Promise<PageAnswer> {
    const kw = SeoService.canonicalKeyword(raw);
    if (kw === null) return this.missing(404, '没有这个关键词', site, '/k/');
    if (kw !== raw) return { status: 301, location: keywordPath(kw) };
    const path = keywordPath(kw);
    if (await this.banned(kw)) return this.missing(404, '没有这个关键词', site, path);
    let found = await this.hubResults(kw);
    if (found.exact < found.total) {
      // The search page relaxed to partial matches (issue 28): a hub lists only resources matching
      // every word — a handful (fewer than a page), so they are all on this page and counted here.
      const ids = found.ids.slice(0, found.exact);
      const rows = await this.loadRows(ids);
      const counts: Record<string, number> = { all: rows.length };
      for (const r of rows) counts[r.disk_type] = (counts[r.disk_type] ?? 0) + 1;
      found = { ids, total: ids.length, counts, capped: false, exact: ids.length };
    }
    if (found.total === 0) return this.missing(404, `没有找到与「${kw}」相关的资源`, site, path);
    const now = this.clock.now();
    const rows = await this.deps.search.views(await this.loadRows(found.ids), null);
    const results: ResourceCardModel[] = [];
    for (const r of rows) if (!(await this.banned(r.title))) results.push(this.card(r, now));
    const counts = Object.entries(found.counts)
      .filter(([k, n]) => k !== 'all' && n > 0)
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([k, n]) => ({ diskType: k, name: diskName(k), n }));
    const related = await this.relatedKeywords(kw);
    const canonical = site + path;
    const noindex = found.total < THIN_RESULTS;
    const diskList = counts.slice(0, 4).map((c) => c.name).join('、');
    const meta: PageMeta = {
      title: `${kw} 网盘资源下载 - 共 ${found.total}${found.capped ? '+' : ''} 个`,
      description: clip(`${kw} 相关的 ${found.total}${found.capped ? '+' : ''} 个免费网盘资源${diskList ? `（${diskList}）` : ''}：${results.slice(0, 3).map((r) => r.title).join('；')}。`, 150),
      canonical, site, ogType: 'website', noindex,
      crumbs: [{ name: '首页', url: `${site}/` }, { name: '热门搜索', url: `${site}/#/main/hot` }, { name: kw, url: canonical }],
    };
    return { status: 200, html: keywordPage({ keyword: kw, total: found.total, capped: found.capped, counts, results, related }, meta), noindex };
  }

  private async loadRows(ids: number[]) {
    const rows = await this.deps.resourceRows.viewRowsByIds(ids);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id)).filter((r) => r !== undefined);
  }

  /** Searched or pinned keywords sharing a term with `kw` (then the most searched), not banned, at most 12. */
  private async relatedKeywords(kw: string): Promise<string[]> {
    const own = normalizeText(kw);
    const terms = new Set(queryTerms(kw));
    const pool = await this.keywordPool(200);
    const near: string[] = [];
    const rest: string[] = [];
    for (const k of pool) {
      const norm = normalizeText(k.keyword);
      if (!norm || norm === own) continue;
      (queryTerms(k.keyword).some((t) => terms.has(t)) || norm.includes(own) || own.includes(norm) ? near : rest).push(k.keyword);
    }
    const out: string[] = [];
    for (const k of [...near, ...rest]) {
      if (out.length >= 12) break;
      const c = SeoService.canonicalKeyword(k);
      if (c && !out.includes(c) && !(await this.banned(c))) out.push(c);
    }
    return out;
  }

  /**
   * Pinned keywords, then the most searched of the last 30 days (reviewed as the public hot list
   * is: issue 28), de-duplicated by normalised form.
   */
  private async keywordPool(limit: number): Promise<Array<{ keyword: string; at: number }>> {
    const today = cstDayNumber(this.clock.now());
    const approvedOnly = await this.deps.hot.approvalNeeded();
    const review = { approvedOnly, alsoShown: approvedOnly ? await this.deps.hot.pinnedFolded() : [] };
    const [pinned, searched] = await Promise.all([this.repo.pinnedKeywords(), this.repo.searchedKeywords(today - 29, limit, review)]);
    const seen = new Set<string>();
    const out: Array<{ keyword: string; at: number }> = [];
    for (const k of [...pinned, ...searched.map((s) => ({ keyword: s.keyword, at: dayMs(s.day) }))]) {
      const norm = normalizeText(k.keyword);
      if (!norm || seen.has(norm)) continue;
      seen.add(norm);
      out.push(k);
    }
    return out;
  }

  // ---- robots.txt and sitemaps

  async robots(site: string): Promise<string> {
    if (!(await this.indexingAllowed())) {
      return '# 本站目前不允许搜索引擎抓取（管理后台：配置 → 搜索引擎收录）\nUser-agent: *\nDisallow: /\n';
    }
    return [
      '# ujuso 网盘资源搜索社区',
      'User-agent: *',
      'Disallow: /v1/',
      'Disallow: /auth/v1/',
      'Disallow: /admin/v1/',
      'Disallow: /api/',
      'Disallow: /docs',
      'Allow: /',
      '',
      `Sitemap: ${site}/sitemap.xml`,
      '',
    ].join('\n');
  }

  private async ranges(reader: SitemapReader, kind: 'resources' | 'threads'): Promise<SitemapRange[]> {
    const max = kind === 'resources' ? await this.repo.maxResourceId() : await this.repo.maxArticleId();
    const out: SitemapRange[] = [];
    for (let n = 1; (n - 1) * SITEMAP_FILE_URLS < max; n++) {
      const range = kind === 'resources' ? await reader.resourceRange(n, SITEMAP_FILE_URLS) : await reader.threadRange(n, SITEMAP_FILE_URLS);
      if (range.rows > 0) out.push(range);
    }
    return out;
  }

  /** The sitemap index: one file per id range holding listed rows, and the keyword hubs. */
  async sitemapIndex(site: string): Promise<string> {
    const parts = ['<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n'];
    const reader = this.repo.sitemapReader();
    try {
      for (const kind of ['resources', 'threads'] as const) {
        for (const r of await this.ranges(reader, kind)) {
          parts.push(`<sitemap><loc>${escapeXml(`${site}/sitemaps/${kind}-${r.n}.xml`)}</loc><lastmod>${w3c(r.lastmod)}</lastmod></sitemap>\n`);
        }
      }
    } finally {
      reader.close();
    }
    const pool = await this.keywordPool(KEYWORD_HUBS_MAX);
    if (pool.length) {
      const last = Math.max(...pool.map((k) => k.at));
      parts.push(`<sitemap><loc>${escapeXml(`${site}/sitemaps/keywords.xml`)}</loc><lastmod>${w3c(last)}</lastmod></sitemap>\n`);
    }
    parts.push('</sitemapindex>\n');
    return parts.join('');
  }

  /**
   * One sitemap file as a stream of text chunks: `resources-N` / `threads-N` list the ids
   * (N−1)·50,000 < id ≤ N·50,000 read by keyset steps of 2,000 rows, so memory does not grow
   * with the corpus; `keywords` the non-thin keyword hubs. null when the file does not exist.
   */
  sitemapFile(kind: SitemapKind, n: number, site: string): AsyncGenerator<string> | null {
    if (kind !== 'keywords' && (!Number.isInteger(n) || n < 1)) return null;
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the generators below read through it
    const self = this;
    const head = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
    const url = (loc: string, lastmod: number) => `<url><loc>${escapeXml(loc)}</loc><lastmod>${w3c(lastmod)}</lastmod></url>\n`;
    if (kind === 'keywords') {
      return (async function* () {
        yield head;
        for (const k of await self.keywordPool(KEYWORD_HUBS_MAX)) {
          const kw = SeoService.canonicalKeyword(k.keyword);
          if (!kw || (await self.banned(kw))) continue;
          if ((await self.hubResults(kw)).total < THIN_RESULTS) continue;
          yield url(site + keywordPath(kw), k.at);
        }
        yield '</urlset>\n';
      })();
    }
    // every loc is this prefix and an id (digits need no escaping)
    const prefix = escapeXml(site + (kind === 'resources' ? resourcePath(0) : threadPath(0)).slice(0, -1));
    return (async function* () {
      yield head;
      let after = (n - 1) * SITEMAP_FILE_URLS;
      const upTo = n * SITEMAP_FILE_URLS;
      const reader = self.repo.sitemapReader();
      try {
        for (;;) {
          // titles are read only while there are banned words to look for
          const banned = await self.deps.hot.bannedMatcher();
          const withText = banned.words.length > 0;
          const rows = kind === 'resources'
            ? await reader.resourceBatch(after, upTo, SITEMAP_BATCH, withText)
            : await reader.threadBatch(after, upTo, SITEMAP_BATCH, withText);
          let chunk = '';
          for (const r of rows) {
            if (withText && banned.find(r.text) !== undefined) continue;
            chunk += `<url><loc>${prefix}${r.id}</loc><lastmod>${w3c(r.lastmod)}</lastmod></url>\n`;
          }
          if (chunk) yield chunk;
          if (rows.length < SITEMAP_BATCH) break;
          after = rows[rows.length - 1].id;
        }
      } finally {
        reader.close();
      }
      yield '</urlset>\n';
    })();
  }

  /** Whether file N of a kind can exist (the id range starts below the largest id). */
  async sitemapFileExists(kind: SitemapKind, n: number): Promise<boolean> {
    if (kind === 'keywords') return true;
    const max = kind === 'resources' ? await this.repo.maxResourceId() : await this.repo.maxArticleId();
    return Number.isInteger(n) && n >= 1 && (n - 1) * SITEMAP_FILE_URLS < max;
  }
}
