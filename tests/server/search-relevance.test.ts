import { describe, expect, it } from 'vitest';
import { TEST_DB_KIND } from '../support/server';
import { evaluateAll, readBaseline, regressions } from '../search-relevance/evaluate';
import { JUDGED } from '../search-relevance/judged';

/**
 * The judged relevance set (issue 28, tests/search-relevance/): ≥ 200 judged queries over the
 * demo corpus and a corpus of the 1M benchmark's generator, through HTTP, on this database.
 * Fails when a metric drops below the committed baseline, and checks the targets.
 */
describe(`judged relevance set (${TEST_DB_KIND})`, () => {
  it('zero results 0 %, recall@10 ≥ 0.95, nDCG@10 ≥ 0.85, and no metric below the baseline', async () => {
    expect(JUDGED.length).toBeGreaterThanOrEqual(200);
    const { all, results } = await evaluateAll();
    const zero = results.filter((r) => r.relevant > 0 && r.top.length === 0).map((r) => r.judged.q);
    expect(zero).toEqual([]);
    expect(all.zero_rate).toBe(0);
    expect(all.recall10).toBeGreaterThanOrEqual(0.95);
    expect(all.ndcg10).toBeGreaterThanOrEqual(0.85);
    expect(regressions(all, readBaseline())).toEqual([]);
  }, 300_000);
});
