/**
 * A small in-process cache of provider replies with a fresh period and a longer stale period.
 * A fresh entry is served without asking the provider; a stale one is kept only as the
 * stand-in when the provider fails. What invalidates it: time only (each process keeps its own
 * copy, so all processes agree within one fresh period); `clear()` drops everything (tests,
 * provider switch). Bounded by `maxEntries` (oldest written dropped first).
 */
export class TtlCache<V> {
  private readonly map = new Map<string, { value: V; at: number }>();

  constructor(
    private readonly freshMs: number,
    private readonly staleMs: number,
    private readonly now: () => number,
    private readonly maxEntries = 500,
  ) {}

  /** The entry while fresh. */
  fresh(key: string): V | undefined {
    const e = this.map.get(key);
    return e && this.now() - e.at < this.freshMs ? e.value : undefined;
  }

  /** The entry (fresh or stale) with its age, while not older than the stale period. */
  stale(key: string): { value: V; ageMs: number } | undefined {
    const e = this.map.get(key);
    if (!e) return undefined;
    const ageMs = this.now() - e.at;
    return ageMs < this.staleMs ? { value: e.value, ageMs } : undefined;
  }

  set(key: string, value: V): void {
    this.map.delete(key);
    this.map.set(key, { value, at: this.now() });
    while (this.map.size > this.maxEntries) this.map.delete(this.map.keys().next().value as string);
  }

  clear(): void {
    this.map.clear();
  }
}
