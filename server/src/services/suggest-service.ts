import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Clock } from '../lib/time';
import { codePoints, normalizeText } from '../search/tokenizer';
import type { HotKeywordService } from './hot-keyword-service';

/**
 * As-you-type suggestions (issue 15, ADR 0013): prefixes of the admin-pinned keywords, the
 * most searched keywords of the last 7 days and the titles of the most viewed resources.
 *
 * The suggestion set is small and read-mostly, so it lives in memory: entries sorted by their
 * normalised text, plus, for every 1- and 2-character prefix, its best entries precomputed.
 * A lookup is a map read (1–2 characters) or a binary search and a bounded scan (longer
 * prefixes): microseconds, far under the 50 ms budget, and it never touches the database.
 *
 * Invalidation: the set is rebuilt when older than SUGGEST_TTL_MS (60 s), in the background
 * (the stale set answers meanwhile; only the very first request waits), and at once after
 * `invalidate()` (admin changes to pinned keywords). New resource titles join at the next
 * rebuild.
 */
export const SUGGEST_TTL_MS = 60_000;
/** Most viewed titles taken into the set. */
export const SUGGEST_TITLES = 20_000;
/** Most searched keywords (7 days) taken into the set. */
export const SUGGEST_KEYWORDS = 500;
const PRECOMPUTED_PREFIX = 2;
const KEEP_PER_PREFIX = 20;
/** Longest range of the sorted entries scanned for a longer prefix. */
const SCAN_MAX = 5000;

export interface Suggestion {
  text: string;
  kind: 'hot' | 'title';
}

interface Entry extends Suggestion {
  norm: string;
  weight: number;
}

interface SuggestSet {
  at: number;
  sorted: Entry[];
  byPrefix: Map<string, Entry[]>;
}

function better(a: Entry, b: Entry): number {
  return b.weight - a.weight || a.norm.length - b.norm.length || (a.norm < b.norm ? -1 : a.norm > b.norm ? 1 : 0);
}

/** The set from its entries (exported for tests and the benchmark). */
export function buildSuggestSet(entries: Entry[], at: number): SuggestSet {
  const byNorm = new Map<string, Entry>();
  for (const e of entries) {
    if (!e.norm) continue;
    const had = byNorm.get(e.norm);
    if (!had || e.weight > had.weight) byNorm.set(e.norm, had && had.kind === 'hot' ? { ...e, kind: 'hot', weight: Math.max(e.weight, had.weight) } : e);
  }
  const sorted = [...byNorm.values()].sort((a, b) => (a.norm < b.norm ? -1 : a.norm > b.norm ? 1 : 0));
  const byPrefix = new Map<string, Entry[]>();
  for (const e of sorted) {
    const cps = codePoints(e.norm);
    for (let n = 1; n <= Math.min(PRECOMPUTED_PREFIX, cps.length); n++) {
      const key = cps.slice(0, n).join('');
      let list = byPrefix.get(key);
      if (!list) byPrefix.set(key, (list = []));
      list.push(e);
    }
  }
  for (const [key, list] of byPrefix) {
    list.sort(better);
    if (list.length > KEEP_PER_PREFIX) byPrefix.set(key, list.slice(0, KEEP_PER_PREFIX));
  }
  return { at, sorted, byPrefix };
}

/** The best `size` entries whose normalised text starts with `prefix` (already normalised). */
export function lookup(set: SuggestSet, prefix: string, size: number): Suggestion[] {
  if (!prefix) return [];
  let found: Entry[];
  if (codePoints(prefix).length <= PRECOMPUTED_PREFIX) {
    found = set.byPrefix.get(prefix) ?? [];
  } else {
    // binary search for the first entry ≥ prefix, then scan while entries start with it
    let lo = 0;
    let hi = set.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (set.sorted[mid].norm < prefix) lo = mid + 1;
      else hi = mid;
    }
    found = [];
    for (let i = lo; i < set.sorted.length && i < lo + SCAN_MAX && set.sorted[i].norm.startsWith(prefix); i++) found.push(set.sorted[i]);
    found.sort(better);
  }
  return found.slice(0, size).map((e) => ({ text: e.text, kind: e.kind }));
}

export class SuggestService {
  private set: SuggestSet | null = null;
  private building: Promise<SuggestSet> | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly hot: HotKeywordService,
    private readonly clock: Clock,
  ) {}

  /** Drops the set: the next request rebuilds it (pinned keywords changed). */
  invalidate(): void {
    this.set = null;
  }

  private async build(): Promise<SuggestSet> {
    const [pinned, searched, titles] = await Promise.all([
      this.hot.pinned(),
      this.hot.top('week', SUGGEST_KEYWORDS),
      this.db
        .selectFrom('resources')
        .select(['title', 'title_norm', 'views'])
        .where('status', '=', 'approved')
        .where('validity', '!=', 'invalid')
        .orderBy('views', 'desc')
        .limit(SUGGEST_TITLES)
        .execute(),
    ]);
    const entries: Entry[] = [];
    // pinned words first, in their admin order; then searched words by count; then titles by views
    pinned.forEach((p, i) => entries.push({ text: p.keyword, norm: normalizeText(p.keyword), kind: 'hot', weight: 2e9 - i }));
    for (const s of searched) entries.push({ text: s.keyword, norm: normalizeText(s.keyword), kind: 'hot', weight: 1e9 + s.count });
    for (const t of titles) entries.push({ text: t.title, norm: t.title_norm, kind: 'title', weight: Number(t.views) });
    return buildSuggestSet(entries, this.clock.now());
  }

  private refresh(): Promise<SuggestSet> {
    this.building ??= this.build()
      .then((s) => (this.set = s))
      .finally(() => (this.building = null));
    return this.building;
  }

  /** Up to `size` suggestions for what the visitor typed (any length ≥ 1 character). */
  async suggest(q: string, size: number): Promise<Suggestion[]> {
    const prefix = normalizeText(q);
    if (!prefix) return [];
    let set = this.set;
    if (!set) set = await this.refresh();
    else if (this.clock.now() - set.at >= SUGGEST_TTL_MS || this.clock.now() < set.at) void this.refresh().catch(() => undefined);
    return lookup(set, prefix, size);
  }

  /**
   * Related queries for a search that found nothing: suggestions for each term of the query and
   * for its shorter prefixes, without the query itself.
   */
  async related(q: string, size: number): Promise<string[]> {
    const norm = normalizeText(q);
    const cps = codePoints(norm.replace(/ /g, ''));
    const probes = [...new Set([...norm.split(' ').filter((t) => t && t !== norm), ...[3, 2, 1].filter((n) => cps.length > n).map((n) => cps.slice(0, n).join(''))])];
    const out: string[] = [];
    const seen = new Set([norm]);
    for (const p of probes) {
      for (const s of await this.suggest(p, size)) {
        const key = normalizeText(s.text);
        if (seen.has(key)) continue;
        seen.add(key);
        out.push(s.text);
        if (out.length >= size) return out;
      }
    }
    return out;
  }
}
