/**
 * A bounded in-memory cache whose entries expire after `ttlMs` or as soon as their `stamp`
 * (a generation counter of the data behind them) changes. Used by the search caches (resource
 * order, forum matches) and the anonymous reply cache (ADR 0003, 0006).
 * - A clock that goes back (a test clock, an NTP step) expires the entry too.
 * - At most `max` entries; the least recently used goes first.
 */
export class StampedCache<V> {
  private readonly entries = new Map<string, { at: number; stamp: string | number; value: V }>();

  constructor(
    private readonly ttlMs: number,
    private readonly max: number,
  ) {}

  /** The value stored under `key` with this stamp and not older than the TTL, else undefined. */
  get(key: string, stamp: string | number, now: number): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    this.entries.delete(key);
    if (hit.stamp !== stamp || now - hit.at >= this.ttlMs || now < hit.at) return undefined;
    this.entries.set(key, hit); // most recently used last
    return hit.value;
  }

  set(key: string, stamp: string | number, now: number, value: V): void {
    this.entries.delete(key);
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { at: now, stamp, value });
  }
}
