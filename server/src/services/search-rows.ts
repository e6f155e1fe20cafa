import type { ScoringRow } from '../repositories/resources-repository';
import { codePoints } from '../search/tokenizer';

/**
 * The ranking fields of one searchable resource, with what the ranking derives from them
 * computed once per read instead of once per candidate per search (issue 15, ADR 0013).
 */
export interface RankRow extends ScoringRow {
  /** length of title_norm in code points (the coverage denominator) */
  tlen: number;
  /** popularity: min(1, log10(1 + views) / 4) */
  pop: number;
  /** when this copy was read (clock ms) */
  at: number;
}

export function popularity(views: number): number {
  return Math.min(1, Math.log10(1 + Math.max(0, views)) / 4);
}

/** One copy of each short repeated value (disk type, validity, check state): the store holds many rows. */
const interned = new Map<string, string>();
function intern(s: string): string {
  let v = interned.get(s);
  if (v === undefined) {
    if (interned.size > 1000) interned.clear();
    interned.set(s, (v = s));
  }
  return v;
}

/**
 * The rank row of a freshly read row: the row object itself, completed (it belongs to the store
 * from now on; one object per row instead of a copy).
 */
export function toRankRow(r: ScoringRow, at: number): RankRow {
  const x = r as RankRow;
  x.created_at = Number(r.created_at);
  x.validity = intern(r.validity);
  x.disk_type = intern(r.disk_type);
  x.check_state = intern(r.check_state);
  x.tlen = codePoints(r.title_norm).length;
  x.pop = popularity(r.views);
  x.at = at;
  return x;
}

/**
 * One shared store of rank rows (id → fields), in place of a copy of every candidate row per
 * cached query. Searches for common terms share most of their candidates (the newest matches of
 * 集, 全集 and 第二季 are largely the same few thousand resources), so a query the caches have
 * never seen reads from the database only the ids the index gave it and no earlier search read:
 * the index lookup itself stays index-only (ids), and the rows come from memory.
 *
 * What invalidates it (the same bounds as the per-query candidate copies it replaces):
 * - the stamp: the search index generation, bumped by every index change of this process and,
 *   through `cache_generations` (topic `search`, cache/invalidation.ts), by every other
 *   process's index change from its next request on — a new stamp empties the store;
 * - age: a row read more than `ttlMs` ago is read again (view counts, which move without an
 *   index change, are at most that old — as in the 15 s candidate cache before);
 * - a read that overlapped a change (the stamp moved while the rows were read) is used for that
 *   search only, never kept;
 * - bounded: at most `max` rows, the least recently read dropped first (in batches of 10 %).
 */
export class RankRowStore {
  private readonly rows = new Map<number, RankRow>();
  private stamp: number | undefined;
  /** counters for tests and the benchmark */
  readonly stats = { hits: 0, reads: 0, readRows: 0, clears: 0 };

  constructor(
    private readonly read: (ids: number[]) => Promise<ScoringRow[]>,
    private readonly currentStamp: () => number,
    private readonly ttlMs: number,
    private readonly max: number,
    private readonly enabled = true,
  ) {}

  get size(): number {
    return this.rows.size;
  }

  /** The most rows it keeps. */
  get capacity(): number {
    return this.max;
  }

  /**
   * What the rows hold, estimated without walking them all: the UTF-8 bytes of the rows as JSON,
   * from every `step`-th row (for stats; GET /admin/v1/cache/stats).
   */
  weigh(step = 64): number {
    let sampled = 0;
    let bytes = 0;
    let i = 0;
    for (const r of this.rows.values()) {
      if (i++ % step === 0) {
        sampled++;
        bytes += Buffer.byteLength(JSON.stringify(r));
      }
    }
    return sampled ? Math.round((bytes / sampled) * this.rows.size) : 0;
  }

  /** The searchable rows among `ids`, in the order of `ids` (ids that are not searchable are left out). */
  async get(ids: ArrayLike<number>, now: number): Promise<RankRow[]> {
    const stamp = this.currentStamp();
    if (stamp !== this.stamp) {
      if (this.rows.size) this.stats.clears++;
      this.rows.clear();
      this.stamp = stamp;
    }
    const found: Array<RankRow | undefined> = new Array<RankRow | undefined>(ids.length);
    const missing: number[] = [];
    for (let i = 0; i < ids.length; i++) {
      const r = this.enabled ? this.rows.get(ids[i]) : undefined;
      if (r && now - r.at < this.ttlMs && now >= r.at) found[i] = r;
      else missing.push(ids[i]);
    }
    this.stats.hits += ids.length - missing.length;
    if (missing.length) {
      this.stats.reads++;
      this.stats.readRows += missing.length;
      const fetched = await this.read(missing);
      const keep = this.enabled && this.currentStamp() === stamp && this.stamp === stamp;
      const byId = new Map<number, RankRow>();
      for (const f of fetched) {
        const r = toRankRow(f, now);
        byId.set(r.id, r);
        if (keep) this.put(r);
      }
      for (let i = 0; i < ids.length; i++) if (!found[i]) found[i] = byId.get(ids[i]);
    }
    const out: RankRow[] = [];
    for (const r of found) if (r) out.push(r);
    return out;
  }

  private put(r: RankRow): void {
    this.rows.delete(r.id);
    this.rows.set(r.id, r);
    if (this.rows.size > this.max) {
      let drop = Math.ceil(this.max / 10);
      for (const id of this.rows.keys()) {
        if (drop-- <= 0) break;
        this.rows.delete(id);
      }
    }
  }
}

/**
 * The best `k` of `n` items by `key` (higher first; ties: higher id first), without sorting all
 * of them: a bounded min-heap, O(n log k). Returns indices into the input, best first.
 */
export function topK(n: number, k: number, key: (i: number) => number, id: (i: number) => number): number[] {
  k = Math.min(k, n);
  if (k <= 0) return [];
  const keys = new Float64Array(n);
  for (let i = 0; i < n; i++) keys[i] = key(i);
  // worse(a, b): a ranks below b
  const worse = (a: number, b: number) => keys[a] < keys[b] || (keys[a] === keys[b] && id(a) < id(b));
  if (k * 4 >= n) {
    const all = Array.from({ length: n }, (_, i) => i);
    all.sort((a, b) => (worse(a, b) ? 1 : worse(b, a) ? -1 : 0));
    return all.slice(0, k);
  }
  const heap: number[] = [];
  const up = (j: number) => {
    while (j > 0) {
      const p = (j - 1) >> 1;
      if (!worse(heap[j], heap[p])) break;
      [heap[j], heap[p]] = [heap[p], heap[j]];
      j = p;
    }
  };
  const down = (j: number) => {
    for (;;) {
      const l = 2 * j + 1;
      const r = l + 1;
      let m = j;
      if (l < heap.length && worse(heap[l], heap[m])) m = l;
      if (r < heap.length && worse(heap[r], heap[m])) m = r;
      if (m === j) return;
      [heap[j], heap[m]] = [heap[m], heap[j]];
      j = m;
    }
  };
  for (let i = 0; i < n; i++) {
    if (heap.length < k) {
      heap.push(i);
      up(heap.length - 1);
    } else if (worse(heap[0], i)) {
      heap[0] = i;
      down(0);
    }
  }
  heap.sort((a, b) => (worse(a, b) ? 1 : worse(b, a) ? -1 : 0));
  return heap;
}
