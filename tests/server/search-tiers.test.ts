import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimateMatches, PROBE, strata } from '../../server/src/search/estimate';
import { rng } from '../../server/src/search/synthetic';
import { HOT_WINDOW } from '../../server/src/services/search-service';
import { createTestApp, TEST_DB_KIND, type TestApp } from '../support/server';
import { addResources, clearResources } from '../support/resources';

/**
 * Issue 36 (ADR 0036): the hot tier ranks pages 1–10 of 相关度 from the newest HOT_WINDOW matches
 * and estimates the counts from their id density; it says so in the reply (total_estimated), the
 * estimate is within its stated error, a term crowding the newest ids is counted exactly instead,
 * and paging past the hot tier neither repeats nor skips a result.
 */

/** ids 1..n, each a match with probability p (seeded), highest first */
function uniformMatches(n: number, p: number, seed: number): number[] {
  const r = rng(seed);
  const out: number[] = [];
  for (let id = n; id >= 1; id--) if (r() < p) out.push(id);
  return out;
}

/** the sample a walk below `hi` returns: the first PROBE matches in [lo, hi), highest first */
function sampled(all: number[], floor: number, range: { min: number; max: number }) {
  return strata(floor, range).map((part) => ({ ...part, sample: all.filter((id) => id < part.hi && id >= part.lo).slice(0, PROBE) }));
}

/**
 * the samples as the service takes them since ADR 0036 round 3: a part nearer the lowest id than
 * the highest is walked up from its bottom — its lowest ≤ PROBE matches, kept highest first
 */
function sampledBothEnds(all: number[], floor: number, range: { min: number; max: number }): Array<{ lo: number; hi: number; sample: number[]; from?: 'bottom' }> {
  return strata(floor, range).map((part) => {
    const inPart = all.filter((id) => id < part.hi && id >= part.lo);
    return part.lo - range.min < range.max - part.hi
      ? { ...part, sample: inPart.slice(-PROBE), from: 'bottom' as const }
      : { ...part, sample: inPart.slice(0, PROBE) };
  });
}

describe('estimateMatches (unit)', () => {
  it('parts sampled from their bottom (round 3): as accurate — within 2 stated errors in ≥ 90 % of 200 corpora', () => {
    let within = 0;
    let bottoms = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const all = uniformMatches(100_000, 0.02, seed);
      const window = all.slice(0, 200);
      const parts = sampledBothEnds(all, window[window.length - 1], { min: 1, max: 100_000 });
      bottoms += parts.filter((p) => p.from === 'bottom').length;
      const est = estimateMatches(window.length, parts);
      expect(est.error).toBeGreaterThan(0.04);
      expect(est.error).toBeLessThan(0.1);
      if (Math.abs(est.total - all.length) <= 2 * est.error * est.total) within++;
    }
    // the deepest part (half the span) is the one nearer the lowest id
    expect(bottoms).toBe(200);
    expect(within / 200).toBeGreaterThanOrEqual(0.9);
  });

  it('a part sampled from its bottom: dense → density from its lowest matches; sparse → counted exactly', () => {
    // [0, 1000): matches at every 10th id from 0 (100 of them) — the bottom walk's 64 lowest span 0..630
    const dense = Array.from({ length: 100 }, (_, i) => 990 - i * 10);
    const est = estimateMatches(200, [{ lo: 0, hi: 1000, sample: dense.slice(-PROBE), from: 'bottom' }]);
    // (64 − 1) / 630 × 1000 = 100 in the part, + the window's 200
    expect(est.total).toBe(300);
    expect(est.exact).toBe(false);
    const sparse = [900, 500, 100];
    expect(estimateMatches(200, [{ lo: 0, hi: 1000, sample: sparse, from: 'bottom' }])).toEqual({ total: 203, scale: 203 / 200, error: 0, exact: true });
  });

  it('evenly spread matches: within 2 stated errors of the truth in ≥ 90 % of 200 corpora; the error is ~7 %', () => {
    let within = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const all = uniformMatches(100_000, 0.02, seed);
      const window = all.slice(0, 200);
      const est = estimateMatches(window.length, sampled(all, window[window.length - 1], { min: 1, max: 100_000 }));
      expect(est.error).toBeGreaterThan(0.04);
      expect(est.error).toBeLessThan(0.1);
      if (Math.abs(est.total - all.length) <= 2 * est.error * est.total) within++;
    }
    expect(within / 200).toBeGreaterThanOrEqual(0.9);
  });

  it('a term crowding the newest ids (a new season) is not spread over the corpus: the parts below count it', () => {
    // 400 matches among the newest 5,000 of 100,000 ids, 50 spread over the rest
    const r = rng(7);
    const ids = new Set<number>();
    while (ids.size < 400) ids.add(95_001 + Math.floor(r() * 5000));
    while (ids.size < 450) ids.add(1 + Math.floor(r() * 95_000));
    const all = [...ids].sort((a, b) => b - a);
    const window = all.slice(0, 200);
    const est = estimateMatches(200, sampled(all, window[window.length - 1], { min: 1, max: 100_000 }));
    // the window's density alone (200 in ~2,500 ids) scaled to 100,000 ids would say ~8,000
    expect(est.total).toBeLessThan(900);
    expect(est.total).toBeGreaterThanOrEqual(400);
  });

  it('sparse parts are counted exactly; a window reaching the lowest id is exact (error 0)', () => {
    // 200 newest matches dense, then 30 matches spread below: every walk leaves its part or runs out
    const all = [...Array.from({ length: 200 }, (_, i) => 10_000 - i), ...Array.from({ length: 30 }, (_, i) => 9_000 - i * 300)];
    const est = estimateMatches(200, sampled(all, all[199], { min: 1, max: 10_000 }));
    expect(est).toEqual({ total: 230, scale: 230 / 200, error: 0, exact: true });
    expect(strata(1, { min: 1, max: 100 })).toEqual([]);
    expect(estimateMatches(100, [])).toEqual({ total: 100, scale: 1, error: 0, exact: true });
  });
});

interface Reply {
  list: Array<{ id: number; title: string }>;
  total: number;
  counts: Record<string, number>;
  capped: boolean;
  total_estimated: boolean;
  estimated_total: number;
  estimate_error: number;
  exact_total: number;
}

describe(`search tiers over HTTP (${TEST_DB_KIND})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  async function get(url: string): Promise<Reply> {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Reply;
  }

  /** n resources; title i gets the word when pick(i) */
  async function corpus(n: number, word: string, pick: (i: number) => boolean): Promise<number[]> {
    await clearResources(t.ctx);
    const now = t.clock.now();
    const items = Array.from({ length: n }, (_, i) => ({
      title: pick(i) ? `${word} 第${i}集 资料` : `其他资料 编号${i}`,
      url: `https://pan.quark.cn/s/tier${i}x${Math.random().toString(36).slice(2)}`,
      created_at: now - (n - i) * 60_000,
    }));
    const ids: number[] = [];
    for (let i = 0; i < items.length; i += 500) ids.push(...(await addResources(t.ctx, items.slice(i, i + 500))));
    return ids.filter((_, i) => pick(i));
  }

  it('a term in every 4th of 3,200 titles: page 1 says 约 N (estimated within 3 stated errors), its tab count is the estimate; pages 1–60 list every match once', async () => {
    const r = rng(36);
    const picks = new Set<number>();
    for (let i = 0; i < 3200; i++) if (r() < 0.25) picks.add(i);
    const matches = await corpus(3200, '星河', (i) => picks.has(i));
    expect(matches.length).toBeGreaterThan(HOT_WINDOW);
    const first = await get('/v1/resource/search?kw=星河&onlyFree=0');
    expect(first.list).toHaveLength(10);
    expect(first.total_estimated).toBe(true);
    expect(first.capped).toBe(true);
    expect(first.estimate_error).toBeGreaterThan(0);
    expect(Math.abs(first.estimated_total - matches.length)).toBeLessThanOrEqual(3 * first.estimate_error * first.estimated_total);
    expect(first.counts.all).toBe(first.estimated_total);
    expect(first.total).toBe(Math.min(1000, first.estimated_total));

    // every page: pages 1–10 from the hot tier, 11+ from the full window with those 100 kept in place
    const seen: number[] = [];
    let last: Reply = first;
    for (let page = 1; page <= 120; page++) {
      last = await get(`/v1/resource/search?kw=星河&onlyFree=0&page=${page}`);
      if (!last.list.length) break;
      seen.push(...last.list.map((x) => x.id));
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(new Set(seen)).toEqual(new Set(matches));
    // past the hot tier the count is exact again
    expect(last.total_estimated).toBe(false);
    expect(last.total).toBe(matches.length);
  }, 180_000);

  it('a term crowding the newest titles with sparse older matches: the samples count every match, so the full window counts exactly (no estimate); other sorts and narrow filters too', async () => {
    // 300 of the newest 320 titles, and 40 spread over the 3,680 older ones
    const matches = await corpus(4000, '北辰', (i) => (i >= 3680 ? i % 16 !== 0 : i % 92 === 0));
    const burst = await get('/v1/resource/search?kw=北辰&onlyFree=0');
    expect(burst.total_estimated).toBe(false);
    expect(burst.total).toBe(matches.length);
    expect(burst.counts.all).toBe(matches.length);
    const latest = await get('/v1/resource/search?kw=北辰&onlyFree=0&sort=latest');
    expect(latest.total_estimated).toBe(false);
    expect(latest.total).toBe(matches.length);
    // a narrow filter (a day): fewer than 100 results in the hot tier → exact
    const day = await get('/v1/resource/search?kw=北辰&onlyFree=0&range=day');
    expect(day.total_estimated).toBe(false);
    expect(day.estimate_error).toBe(0);
    expect(day.estimated_total).toBe(day.total);
  }, 180_000);

  it('the samples are walks bounded above only, and a part a previous walk passed gets no walk of its own (ADR 0036 round 2)', async () => {
    // 200 of the newest 220 titles, then 30 spread over the 2,780 older ones: below the window,
    // one walk of PROBE ids from the first part's top runs out of matches — every part is counted
    // from it, exactly
    const matches = await corpus(3000, '南斗', (i) => (i >= 2780 ? i % 11 !== 0 : i % 93 === 0));
    const index = t.ctx.repos.resources.index;
    const walks: Array<{ below?: number; above?: number; limit: number }> = [];
    const own = index.matchIds.bind(index);
    // every index walk of this search, as asked (the real index answers)
    const counted: typeof index.matchIds = (terms, filter, limit) => {
      if (filter.below !== undefined) walks.push({ below: filter.below, above: filter.above, limit });
      return own(terms, filter, limit);
    };
    Object.assign(index, { matchIds: counted });
    try {
      const reply = await get('/v1/resource/search?kw=南斗&onlyFree=0');
      expect(reply.total_estimated).toBe(false);
      expect(reply.total).toBe(matches.length);
    } finally {
      Reflect.deleteProperty(index, 'matchIds');
    }
    expect(walks.length).toBe(1);
    expect(walks.every((w) => w.above === undefined && w.limit === PROBE)).toBe(true);
  });

  it('the part nearer the lowest id is walked up from its bottom (ADR 0036 round 3), and the estimate stays within its error', async () => {
    const r = rng(363);
    const picks = new Set<number>();
    for (let i = 0; i < 3200; i++) if (r() < 0.25) picks.add(i);
    const matches = await corpus(3200, '银汉', (i) => picks.has(i));
    const index = t.ctx.repos.resources.index;
    const walks: Array<{ below?: number; above?: number; ascending?: boolean; ids: number[] }> = [];
    const own = index.matchIds.bind(index);
    const counted: typeof index.matchIds = async (terms, filter, limit) => {
      const ids = await own(terms, filter, limit);
      if (filter.below !== undefined || filter.ascending) walks.push({ below: filter.below, above: filter.above, ascending: filter.ascending, ids });
      return ids;
    };
    Object.assign(index, { matchIds: counted });
    let reply: Reply;
    try {
      reply = await get('/v1/resource/search?kw=银汉&onlyFree=0');
    } finally {
      Reflect.deleteProperty(index, 'matchIds');
    }
    expect(reply.total_estimated).toBe(true);
    expect(Math.abs(reply.estimated_total - matches.length)).toBeLessThanOrEqual(3 * reply.estimate_error * reply.estimated_total);
    const up = walks.filter((w) => w.ascending);
    // every part nearer the bottom (here the deepest two), each from its own lo
    expect(up.length).toBeGreaterThanOrEqual(1);
    const ascending = matches.slice().sort((a, b) => a - b);
    for (const w of up) {
      // lowest first from its start, never with an upper bound (FTS5 would walk to it)
      expect(w.below).toBeUndefined();
      expect(w.ids).toEqual(ascending.filter((id) => id >= w.above!).slice(0, PROBE));
    }
    // the deepest part starts at the lowest id of the index
    expect(up.some((w) => w.ids[0] === ascending[0])).toBe(true);
    // the walks down never have a lower bound
    expect(walks.filter((w) => !w.ascending).every((w) => w.above === undefined)).toBe(true);
  });

  it('fewer matches than the hot tier: exact, as before (total_estimated false, error 0)', async () => {
    const matches = await corpus(600, '银河', (i) => i % 5 === 0);
    const reply = await get('/v1/resource/search?kw=银河&onlyFree=0');
    expect(reply.total_estimated).toBe(false);
    expect(reply.capped).toBe(false);
    expect(reply.total).toBe(matches.length);
    expect(reply.estimated_total).toBe(matches.length);
    expect(reply.estimate_error).toBe(0);
  });
});
