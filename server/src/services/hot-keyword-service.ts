import { AppError, badRequest, notFound } from '../lib/app-error';
import { cstDayNumber, type Clock } from '../lib/time';
import type { BannedKeywordsRepository } from '../repositories/banned-keywords-repository';
import type { HotKeywordsRepository } from '../repositories/hot-keywords-repository';
import { createHash } from 'node:crypto';
import { foldQuery } from '../search/query-understanding';
import { normalizeText } from '../search/tokenizer';

/** Code of a refusal because of a banned keyword (spec §9 defines 444 without meaning; ADR 0003). */
export const BANNED_CODE = 444;
/** The same visitor searching the same keyword again within this window counts once. */
export const HOT_DEDUP_MS = 30_000;
/** Buffered counts are written at most this often (and before every read). */
const FLUSH_MS = 5_000;
/**
 * A searched keyword shows in 热搜 (and feeds suggestions) only after this many distinct visitors
 * searched it in the period (issue 28): one visitor, or one script, cannot fill the list.
 */
export const HOT_MIN_VISITORS = 3;
/** Banned keywords are re-read at least this often (other processes may change them). */
const BANNED_TTL_MS = 10_000;
/**
 * Site config (配置 → 搜索): when on (the default), a counted keyword shows publicly only after
 * an admin approved it (or pinned it); off = every counted keyword shows (issue 28, ADR 0028).
 */
export const HOT_APPROVAL_SETTING = 'hot_keywords_need_approval';

/**
 * Hot keywords (counted searches + admin-pinned words) and banned keywords.
 * Counting is in memory per process (dedup map + buffered day counts) and flushed in batches, so
 * a search never waits on a write; with several processes a visitor alternating between them
 * within 30 s may count once per process.
 */
export class HotKeywordService {
  private readonly lastSeen = new Map<string, number>();
  private buffer = new Map<number, Map<string, number>>();
  /** day → keyword → visitor hashes not yet written */
  private visitors = new Map<number, Map<string, Set<string>>>();
  /** (day, keyword, visitor) already written by this process: written once */
  private readonly written = new Set<string>();
  private prunedDay = 0;
  private lastFlush = 0;
  private banned: { matcher: BannedMatcher; at: number } | undefined;
  /** bumped when this process changes the banned words (cache/invalidation.ts shares it) */
  private bannedGeneration = 0;
  /**
   * bumped whenever what the public hot list may show changed: reviews, pinned words, banned
   * words — here or (dropList) in another process. Caches built from top()/pinned() (the
   * suggestion set, the anonymous search replies) compare it (topic 'hot-keywords').
   */
  private listGeneration = 0;
  /** the version the next different word list gets (BannedMatcher.version) */
  private nextListVersion = 1;

  /**
   * @param needApproval reads site config hot_keywords_need_approval (true when unset)
   */
  constructor(
    private readonly hot: HotKeywordsRepository,
    private readonly bannedRepo: BannedKeywordsRepository,
    private readonly clock: Clock,
    private readonly needApproval: () => Promise<boolean> = async () => true,
  ) {}

  /**
   * Counts a search of `keyword` by `visitor` (user id or IP), once per 30 s per visitor. The
   * keyword is counted in its folded form (case, width, script, separators: 慶餘年 = 庆余年),
   * and the visitor is remembered as a hash for the distinct-visitor rule.
   */
  async record(visitor: string, keyword: string): Promise<void> {
    const kw = foldQuery(keyword).slice(0, 100);
    if (!kw) return;
    const now = this.clock.now();
    const key = `${visitor}\u0000${kw}`;
    const last = this.lastSeen.get(key);
    if (last !== undefined && now - last < HOT_DEDUP_MS) return;
    this.lastSeen.set(key, now);
    if (this.lastSeen.size > 100_000) {
      for (const [k, t] of this.lastSeen) if (now - t >= HOT_DEDUP_MS) this.lastSeen.delete(k);
    }
    const day = cstDayNumber(now);
    let counts = this.buffer.get(day);
    if (!counts) this.buffer.set(day, (counts = new Map()));
    counts.set(kw, (counts.get(kw) ?? 0) + 1);
    const hash = createHash('sha256').update(visitor).digest('hex').slice(0, 16);
    const seenKey = `${day}\u0000${kw}\u0000${hash}`;
    if (!this.written.has(seenKey)) {
      if (this.written.size > 200_000) this.written.clear();
      this.written.add(seenKey);
      let byKw = this.visitors.get(day);
      if (!byKw) this.visitors.set(day, (byKw = new Map()));
      let set = byKw.get(kw);
      if (!set) byKw.set(kw, (set = new Set()));
      set.add(hash);
    }
    if (now - this.lastFlush >= FLUSH_MS) await this.flush();
  }

  /** Writes buffered counts. */
  async flush(): Promise<void> {
    this.lastFlush = this.clock.now();
    const buffer = this.buffer;
    const visitors = this.visitors;
    this.buffer = new Map();
    this.visitors = new Map();
    for (const [day, counts] of buffer) await this.hot.addCounts(day, counts);
    for (const [day, byKw] of visitors) await this.hot.addVisitors(day, byKw);
    const today = cstDayNumber(this.clock.now());
    if (this.prunedDay !== today) {
      this.prunedDay = today;
      await this.hot.pruneVisitors(today - 7);
    }
  }

  /**
   * The public hot list: most searched keywords of today ('day') or the last 7 days ('week')
   * that at least HOT_MIN_VISITORS distinct visitors searched, without banned words (also those
   * banned after they were counted), never a rejected one and — while site config
   * hot_keywords_need_approval is on — only approved or pinned ones (issue 28).
   */
  async top(range: 'day' | 'week', limit: number): Promise<Array<{ keyword: string; count: number }>> {
    await this.flush();
    const today = cstDayNumber(this.clock.now());
    const approvedOnly = await this.needApproval();
    const alsoShown = approvedOnly ? await this.pinnedFolded() : [];
    const rows = await this.hot.top(range === 'day' ? today : today - 6, today, limit * 2 + 10, HOT_MIN_VISITORS, { approvedOnly, alsoShown });
    const out: Array<{ keyword: string; count: number }> = [];
    for (const r of rows) {
      if (await this.findBanned(r.keyword)) continue;
      out.push(r);
      if (out.length >= limit) break;
    }
    return out;
  }

  async pinned(): Promise<Array<{ id: number; keyword: string; sort: number }>> {
    return this.hot.pinned();
  }

  /** The pinned keywords in their folded (counted) form: a pinned word counts as approved. */
  async pinnedFolded(): Promise<string[]> {
    return [...new Set((await this.hot.pinned()).map((p) => HotKeywordService.fold(p.keyword)).filter(Boolean))];
  }

  /** Whether counted keywords need an admin's approval before they show (site config). */
  approvalNeeded(): Promise<boolean> {
    return this.needApproval();
  }

  /** A keyword as it is counted and reviewed: folded (case, width, script, separators), ≤ 100 characters. */
  static fold(keyword: string): string {
    return foldQuery(keyword).slice(0, 100);
  }

  /**
   * Approves keywords without an admin (the demo seed: its hot words show on a fresh start).
   * Not audited: no admin did it. Keywords already reviewed keep their review.
   */
  async preApprove(keywords: string[]): Promise<void> {
    for (const kw of keywords) {
      const folded = HotKeywordService.fold(kw);
      if (folded) await this.hot.approveUnreviewed(folded, this.clock.now());
    }
    this.invalidateList();
  }

  /** This process changed what the public hot list may show (reviews, pinned words). */
  invalidateList(): void {
    this.listGeneration++;
  }

  listStamp(): number {
    return this.listGeneration;
  }

  /** Another process changed reviews or pinned words (cache/invalidation.ts): caches rebuild. */
  dropList(): void {
    this.listGeneration++;
  }

  async pin(keyword: string, sort = 0): Promise<{ id: number; keyword: string; sort: number }> {
    const kw = keyword.trim().replace(/\s+/g, ' ');
    if (!kw || kw.length > 100) throw badRequest('热词长度应为 1–100 个字符');
    const id = await this.hot.pin(kw, sort, this.clock.now());
    if (id === undefined) throw new AppError(409, `热词「${kw}」已存在`);
    this.invalidateList();
    return { id, keyword: kw, sort };
  }

  async unpin(id: number): Promise<void> {
    if (!(await this.hot.unpin(id))) throw notFound('热词不存在');
    this.invalidateList();
  }

  // --- banned keywords

  async bannedList(): Promise<Array<{ id: number; keyword: string; create_time: string }>> {
    return (await this.bannedRepo.all()).map((r) => ({ id: r.id, keyword: r.keyword, create_time: new Date(Number(r.created_at)).toISOString() }));
  }

  async ban(keyword: string): Promise<{ id: number; keyword: string }> {
    const kw = keyword.trim();
    const norm = normalizeText(kw);
    if (!norm || norm.length > 100) throw badRequest('违禁词长度应为 1–100 个字符');
    const id = await this.bannedRepo.insert(kw, norm, this.clock.now());
    if (id === undefined) throw new AppError(409, `违禁词「${kw}」已存在`);
    this.invalidateBanned();
    return { id, keyword: kw };
  }

  async unban(id: number): Promise<void> {
    if (!(await this.bannedRepo.delete(id))) throw notFound('违禁词不存在');
    this.invalidateBanned();
  }

  /** Forgets the cached banned words (after an admin changed them directly; issue 7). */
  invalidateBanned(): void {
    this.banned = undefined;
    this.bannedGeneration++;
    this.listGeneration++; // the suggestion set holds hot words: drop a newly banned one at once
  }

  bannedStamp(): number {
    return this.bannedGeneration;
  }

  /** Another process changed the banned words (cache/invalidation.ts): re-read them. */
  dropBanned(): void {
    this.banned = undefined;
    this.listGeneration++;
  }

  /**
   * The banned words as a matcher compiled once per word list: re-read at most every
   * BANNED_TTL_MS, at once after a change here (invalidateBanned) or in another process
   * (dropBanned, through cache/invalidation.ts). Its `version` changes exactly when the list it
   * matches changes, so a cache of answers that passed the check (the server pages' page cache,
   * ADR 0032) keys on it.
   */
  async bannedMatcher(): Promise<BannedMatcher> {
    const now = this.clock.now();
    if (!this.banned || now - this.banned.at >= BANNED_TTL_MS || now < this.banned.at) {
      const words = (await this.bannedRepo.all()).map((r) => r.keyword_norm);
      const same = this.banned && this.banned.matcher.sameWords(words);
      this.banned = { matcher: same ? this.banned!.matcher : new BannedMatcher(words, this.nextListVersion++), at: now };
    }
    return this.banned.matcher;
  }

  /** The first banned word contained in the (normalised) text, or undefined. */
  async findBanned(text: string): Promise<string | undefined> {
    return (await this.bannedMatcher()).find(text);
  }

  /** Throws the 444 refusal when the text contains a banned word. */
  async assertAllowed(text: string, what: '搜索词' | '资源标题' | '订阅关键词'): Promise<void> {
    if (await this.findBanned(text)) {
      throw new AppError(BANNED_CODE, `${what}包含违禁内容，请修改后再试`);
    }
  }
}

/**
 * One list of banned words (normalised), compiled: a text contains a word when its normalised
 * form, spaces removed, contains the word with its spaces removed (which also covers the plain
 * "normalised text contains the word"). One regular expression of every word answers whether any
 * is there; the first word in list order is then looked up only for a text that has one.
 */
export class BannedMatcher {
  private readonly squeezed: string[];
  private readonly any: RegExp | null;

  constructor(
    readonly words: readonly string[],
    /** changes whenever the word list changes (a new matcher is built only then) */
    readonly version: number,
  ) {
    this.squeezed = words.map((w) => w.replace(/ /g, ''));
    // code-unit matching, exactly as String.includes
    const alts = [...new Set(this.squeezed)].map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    this.any = alts.length ? new RegExp(alts.join('|')) : null;
  }

  sameWords(words: readonly string[]): boolean {
    return words.length === this.words.length && words.every((w, i) => w === this.words[i]);
  }

  /** The first banned word in `text` (any spelling: it is normalised here), or undefined. */
  find(text: string): string | undefined {
    if (!this.any) return undefined;
    return this.findNormalized(normalizeText(text));
  }

  /** The same for a text already normalised (normalizeText), e.g. a resource's title_norm. */
  findNormalized(norm: string): string | undefined {
    if (!this.any) return undefined;
    const squeezed = norm.replace(/ /g, '');
    if (!this.any.test(squeezed)) return undefined;
    const i = this.squeezed.findIndex((w) => squeezed.includes(w));
    return i >= 0 ? this.words[i] : undefined;
  }
}
