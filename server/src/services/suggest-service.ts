import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Clock } from '../lib/time';
import { pinyin } from 'pinyin-pro';
import { foldQuery } from '../search/query-understanding';
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
 * (the stale set answers meanwhile; only the very first request waits), and at once — the next
 * request waits for a fresh set — when `stamp()` moved: the hot list's generation (reviews,
 * pinned and banned words, in this process or another one through cache_generations topic
 * 'hot-keywords') plus the settings generation (the approval switch). New resource titles join
 * at the next rebuild.
 */
export const SUGGEST_TTL_MS = 60_000;
/** Most viewed titles taken into the set. */
export const SUGGEST_TITLES = 20_000;
/** Most searched keywords (7 days) taken into the set. */
export const SUGGEST_KEYWORDS = 500;
const PRECOMPUTED_PREFIX = 2;
const KEEP_PER_PREFIX = 20;
/** Distinct title names (a title's first word) given pinyin entries and did-you-mean candidates. */
const NAMES_MAX = 3000;
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
  /** stamp() when its build started */
  stamp?: number;
  sorted: Entry[];
  byPrefix: Map<string, Entry[]>;
  /** title names and hot words for "did you mean" (issue 28) */
  names?: Name[];
}

/** A title's name (its first word, e.g. 庆余年 of 「庆余年 第二季 全46集」) or a hot word, with its pinyin. */
export interface Name {
  text: string;
  /** folded, without spaces */
  norm: string;
  weight: number;
  /** full pinyin of its Chinese characters, without spaces ('' when none) */
  py: string;
  /** initials of its Chinese characters */
  ini: string;
}

/** The name of a title: its first whitespace-separated word (as displayed). */
export function titleName(title: string): string {
  return title.trim().split(/\s+/u)[0] ?? '';
}

const pinyinMemo = new Map<string, { py: string; ini: string }>();
/** Full pinyin and initials of the Chinese characters of a text (pinyin-pro), memoised. */
export function pinyinOf(text: string): { py: string; ini: string } {
  let v = pinyinMemo.get(text);
  if (!v) {
    const han = (text.match(/\p{Script=Han}/gu) ?? []).join('');
    v = han
      ? { py: pinyin(han, { toneType: 'none', type: 'array' }).join(''), ini: pinyin(han, { pattern: 'first', toneType: 'none', type: 'array' }).join('') }
      : { py: '', ini: '' };
    if (pinyinMemo.size >= 50_000) pinyinMemo.clear();
    pinyinMemo.set(text, v);
  }
  return v;
}

/** Did-you-mean answers remembered per suggestion set (emptied when full). */
const DYM_MEMO_MAX = 20_000;

/** Levenshtein distance of two short strings (code points), giving up above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  const x = Array.from(a);
  const y = Array.from(b);
  if (Math.abs(x.length - y.length) > max) return max + 1;
  let prev = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= y.length; j++) {
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (x[i - 1] === y[j - 1] ? 0 : 1));
      best = Math.min(best, cur[j]);
    }
    if (best > max) return max + 1;
    prev = cur;
  }
  return prev[y.length];
}

/**
 * "Did you mean" (issue 28): the nearest name to a query that found nothing or little —
 * pinyin (qingyunian) or initials (qyn) of a name, else the smallest edit distance (1 for up to
 * 4 characters, 2 beyond), heavier names first. Null when nothing is near.
 */
export function nearestName(names: Name[], query: string): string | null {
  const q = foldQuery(query).replace(/ /g, '');
  if (!q) return null;
  let best: { n: Name; d: number } | null = null;
  if (/^[a-z]+$/.test(q) && q.length >= 2) {
    for (const n of names) {
      if (!n.py) continue;
      const d = n.py === q || n.ini === q ? 0 : q.length >= 4 && n.py.startsWith(q) ? 1 : -1;
      if (d >= 0 && (!best || d < best.d || (d === best.d && n.weight > best.n.weight))) best = { n, d };
    }
    if (best) return best.n.text;
  }
  const len = codePoints(q).length;
  const max = len <= 4 ? 1 : 2;
  for (const n of names) {
    if (n.norm === q) continue;
    const d = editDistance(q, n.norm, max);
    if (d <= max && d < len && (!best || d < best.d || (d === best.d && n.weight > best.n.weight))) best = { n, d };
  }
  return best ? best.n.text : null;
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
  // pinyin entries (qyn, qingyunian) show their name: one line per text
  const seen = new Set<string>();
  const out: Suggestion[] = [];
  for (const e of found) {
    if (seen.has(e.text)) continue;
    seen.add(e.text);
    out.push({ text: e.text, kind: e.kind });
    if (out.length >= size) break;
  }
  return out;
}

export class SuggestService {
  private set: SuggestSet | null = null;
  private building: Promise<SuggestSet> | null = null;
  private buildingStamp = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly hot: HotKeywordService,
    private readonly clock: Clock,
    /** moves (never back) whenever what the hot words may be changed */
    private readonly stamp: () => number = () => hot.listStamp(),
  ) {}

  /** Drops the set: the next request rebuilds it (pinned keywords changed). */
  invalidate(): void {
    this.set = null;
  }

  private async build(stamp: number): Promise<SuggestSet> {
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
    // names of titles (庆余年 of 「庆余年 第二季 …」) with their pinyin and initials: qyn → 庆余年
    const byName = new Map<string, Name>();
    const add = (text: string, weight: number) => {
      const norm = foldQuery(text).replace(/ /g, '');
      if (!norm || codePoints(norm).length > 20) return;
      const had = byName.get(norm);
      if (had) had.weight += weight;
      else if (byName.size < NAMES_MAX) byName.set(norm, { text, norm, weight, py: '', ini: '' });
    };
    for (const p of pinned) add(p.keyword, 1e6);
    for (const s of searched) add(s.keyword, s.count * 10);
    for (const t of titles) add(titleName(t.title), Number(t.views) + 1);
    const names = [...byName.values()];
    for (let i = 0; i < names.length; i++) {
      Object.assign(names[i], pinyinOf(names[i].text));
      // pinyin-pro costs up to ~0.3 ms a new name: yield now and then (memoised across rebuilds)
      if (i % 200 === 199) await new Promise((r) => setImmediate(r));
      if (names[i].py) {
        entries.push({ text: names[i].text, norm: names[i].py, kind: 'title', weight: names[i].weight });
        entries.push({ text: names[i].text, norm: names[i].ini, kind: 'title', weight: names[i].weight });
      }
    }
    return { ...buildSuggestSet(entries, this.clock.now()), names, stamp };
  }

  /** Builds a set, sharing a build in flight unless it started before the stamp last moved. */
  private refresh(): Promise<SuggestSet> {
    const stamp = this.stamp();
    if (this.building && this.buildingStamp === stamp) return this.building;
    this.buildingStamp = stamp;
    const p: Promise<SuggestSet> = this.build(stamp)
      .then((s) => {
        if (!this.set || (this.set.stamp ?? -1) <= stamp) this.set = s;
        return s;
      })
      .finally(() => {
        if (this.building === p) this.building = null;
      });
    this.building = p;
    return p;
  }

  /** The current set: a fresh one when the stamp moved (awaited), else the cached one. */
  private async current(): Promise<SuggestSet> {
    const set = this.set;
    if (!set || set.stamp !== this.stamp()) return this.refresh();
    if (this.clock.now() - set.at >= SUGGEST_TTL_MS || this.clock.now() < set.at) void this.refresh().catch(() => undefined);
    return set;
  }

  /** Up to `size` suggestions for what the visitor typed (any length ≥ 1 character). */
  async suggest(q: string, size: number): Promise<Suggestion[]> {
    const prefix = normalizeText(q);
    if (!prefix) return [];
    return lookup(await this.current(), prefix, size);
  }

  /** "Did you mean" for a query that found nothing or little (nearestName over the names set). */
  async didYouMean(q: string): Promise<string | null> {
    const set = await this.current();
    // a scan of every name per query: remembered per set (a new set, a new memo)
    if (this.dym.set !== set || this.dym.answers.size >= DYM_MEMO_MAX) this.dym = { set, answers: new Map() };
    let answer = this.dym.answers.get(q);
    if (answer === undefined) {
      answer = nearestName(set.names ?? [], q);
      this.dym.answers.set(q, answer);
    }
    return answer;
  }
  private dym: { set: SuggestSet | null; answers: Map<string, string | null> } = { set: null, answers: new Map() };

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
