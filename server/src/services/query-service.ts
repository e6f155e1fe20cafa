import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Clock } from '../lib/time';
import type { WebSettingsRepository } from '../repositories/web-settings-repository';
import { DEFAULT_SYNONYMS, dictionaryVersion, learnTitles, Lexicon, parseSynonyms, understand, type QueryPlan } from '../search/query-understanding';

/** The admin-editable synonyms (site config, 配置 → 搜索). */
export const SYNONYMS_SETTING = 'search_synonyms';
export const DEFAULT_SYNONYMS_TEXT = JSON.stringify(DEFAULT_SYNONYMS);
/** Titles whose Chinese words the segmenter learns (the most viewed), re-read this often. */
const TITLE_WORDS_TITLES = 20_000;
const TITLE_WORDS_TTL_MS = 10 * 60_000;
const CATEGORY_TTL_MS = 60_000;
/** Plans kept (a query log's distinct queries of the last minutes); emptied when full. */
const PLAN_MEMO_MAX = 20_000;

/**
 * Query understanding for the search (issue 28, ADR 0028): the lexicon (seed synonyms merged
 * with the admin's, read through the web-settings cache — a save is seen within its 3 s bound,
 * other processes through cache_generations), the custom dictionary of title words (the most
 * viewed titles, learned once and every 10 minutes in the background; only titles not seen
 * before are segmented) and the category ids of category words.
 *
 * Plans depend on all three, so the search caches are keyed by QueryPlan.key: a new synonym or
 * a learned word changes the key of the queries it affects, and their old entries are never read.
 */
export class QueryService {
  private lexicon = new Lexicon();
  private lexiconText = DEFAULT_SYNONYMS_TEXT;
  private titlesAt = -Infinity;
  private learning: Promise<void> | null = null;
  private readonly seenTitles = new Set<string>();
  private categories: { at: number; ids: Map<string, number> } | undefined;
  /**
   * kw → its plan. A plan depends on the lexicon (replaced when the synonyms change) and the
   * segmenter's learned words (dictionaryVersion): the memo is emptied when either moves, so a
   * cached plan is always the plan understand() would make now. Plans are never mutated.
   */
  private plans = new Map<string, QueryPlan>();
  private plansFor: { lexicon: Lexicon; dict: number } | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly settings: WebSettingsRepository,
    private readonly clock: Clock,
  ) {}

  /** Changes when a setting is saved (here or, through cache_generations, in another process): the synonyms may have. */
  stamp(): number {
    return this.settings.stamp();
  }

  /** The plan of a query (waits for the title words once, on the very first search). */
  async plan(kw: string): Promise<QueryPlan> {
    await this.refresh();
    const dict = dictionaryVersion();
    if (this.plansFor?.lexicon !== this.lexicon || this.plansFor.dict !== dict || this.plans.size >= PLAN_MEMO_MAX) {
      this.plans = new Map();
      this.plansFor = { lexicon: this.lexicon, dict };
    }
    let plan = this.plans.get(kw);
    if (!plan) {
      plan = understand(kw, this.lexicon);
      this.plans.set(kw, plan);
    }
    return plan;
  }

  /** category name → id (cached 60 s; categories are renamed rarely, by an admin). */
  async categoryIds(): Promise<Map<string, number>> {
    const now = this.clock.now();
    if (!this.categories || now - this.categories.at >= CATEGORY_TTL_MS || now < this.categories.at) {
      const rows = await this.db.selectFrom('netdisk_categories').select(['id', 'name']).execute();
      this.categories = { at: now, ids: new Map(rows.map((r) => [r.name, r.id])) };
    }
    return this.categories.ids;
  }

  /** Forgets the learned-titles time (tests, after a seed): the next plan re-reads the titles. */
  relearn(): void {
    this.titlesAt = -Infinity;
  }

  private async refresh(): Promise<void> {
    const [row] = await this.settings.byNames([SYNONYMS_SETTING]);
    const text = row?.value ?? DEFAULT_SYNONYMS_TEXT;
    if (text !== this.lexiconText) {
      const parsed = parseSynonyms(text);
      this.lexicon = new Lexicon(parsed.ok ? parsed.sets : DEFAULT_SYNONYMS);
      this.lexiconText = text;
    }
    const now = this.clock.now();
    if (now - this.titlesAt >= TITLE_WORDS_TTL_MS || now < this.titlesAt) {
      const first = this.titlesAt === -Infinity;
      this.titlesAt = now;
      this.learning ??= this.learnTitles().finally(() => (this.learning = null));
      if (first) await this.learning;
    }
  }

  private async learnTitles(): Promise<void> {
    const rows = await this.db
      .selectFrom('resources')
      .select('title')
      .where('status', '=', 'approved')
      .orderBy('views', 'desc')
      .limit(TITLE_WORDS_TITLES)
      .execute();
    const fresh = rows.map((r) => r.title).filter((t) => !this.seenTitles.has(t));
    // in slices, yielding between them: a first read of 20,000 titles never blocks a search for long
    for (let i = 0; i < fresh.length; i += 1000) {
      const slice = fresh.slice(i, i + 1000);
      learnTitles(slice);
      for (const t of slice) if (this.seenTitles.size < 200_000) this.seenTitles.add(t);
      if (i + 1000 < fresh.length) await new Promise((r) => setImmediate(r));
    }
  }
}
