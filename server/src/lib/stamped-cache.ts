/**
 * A bounded in-memory cache whose entries expire after `ttlMs` or as soon as their `stamp`
 * (a generation counter of the data behind them) changes. Used by the search caches (resource
 * order, forum matches), the anonymous reply cache (ADR 0003, 0006) and the detail caches
 * (ADR 0019).
 * - A clock that goes back (a test clock, an NTP step) expires the entry too.
 * - At most `max` entries; the least recently used goes first.
 * - `stats` counts hits and misses (every get), for the benches' hit ratios (issue 34); `size`
 *   and `weigh()` say what it holds. Counting costs two increments per get, nothing else.
 */
export class StampedCache<V> {
  private readonly entries = new Map<string, { at: number; stamp: string | number; value: V }>();
  /** hits and misses of get() since start */
  readonly stats = { hits: 0, misses: 0 };

  constructor(
    private readonly ttlMs: number,
    private readonly max: number,
  ) {}

  /** The value stored under `key` with this stamp and not older than the TTL, else undefined. */
  get(key: string, stamp: string | number, now: number): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) {
      this.stats.misses++;
      return undefined;
    }
    this.entries.delete(key);
    if (hit.stamp !== stamp || now - hit.at >= this.ttlMs || now < hit.at) {
      this.stats.misses++;
      return undefined;
    }
    this.entries.set(key, hit); // most recently used last
    this.stats.hits++;
    return hit.value;
  }

  set(key: string, stamp: string | number, now: number, value: V): void {
    this.entries.delete(key);
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { at: now, stamp, value });
  }

  /** Entries held (stale ones included until they are asked for or pushed out). */
  get size(): number {
    return this.entries.size;
  }

  /** The most entries it keeps. */
  get capacity(): number {
    return this.max;
  }

  /** Sums `weight(value)` over the entries held (e.g. their bytes): for stats, not the hot path. */
  weigh(weight: (value: V) => number): number {
    let sum = 0;
    for (const e of this.entries.values()) sum += weight(e.value);
    return sum;
  }
}

/** A bound (entries, milliseconds) from the environment variable `name` (a positive whole number), else `fallback`. */
export function boundFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  const n = Number(raw);
  return raw && Number.isInteger(n) && n > 0 ? n : fallback;
}
