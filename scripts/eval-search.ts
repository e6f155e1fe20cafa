/**
 * `npm run eval:search` — the judged relevance set of issue 28 (tests/search-relevance/):
 * prints zero-result rate, recall@10, MRR, nDCG@10 and first@1 per corpus and overall, lists
 * the queries that miss, and exits 1 when a metric is below tests/search-relevance/baseline.json.
 * `--write-baseline` stores the current figures as the new baseline. Runs on SQLite by default;
 * with TEST_DATABASE_URL=postgres://… (scripts/pg-throwaway.mjs) on PostgreSQL.
 */
import fs from 'node:fs';
import { BASELINE_FILE, evaluateAll, readBaseline, regressions } from '../tests/search-relevance/evaluate';

const { results, byCorpus, all } = await evaluateAll();
const rows = [...Object.entries(byCorpus), ['all', all] as const];
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
console.log('| corpus | queries | zero results | recall@10 | MRR | nDCG@10 | first@1 |');
console.log('|---|---|---|---|---|---|---|');
for (const [name, m] of rows) console.log(`| ${name} | ${m.queries} | ${pct(m.zero_rate)} | ${m.recall10.toFixed(3)} | ${m.mrr.toFixed(3)} | ${m.ndcg10.toFixed(3)} | ${m.first1.toFixed(3)} |`);
const misses = results.filter((r) => r.relevant > 0 && (r.recall < 1 || r.rr < 1 || r.first === false));
if (misses.length) {
  console.log(`\nQueries below 1.0 (${misses.length}):`);
  for (const r of misses) console.log(`  [${r.judged.corpus}/${r.judged.kind}] ${r.judged.q}: recall ${r.recall.toFixed(2)}, rr ${r.rr.toFixed(2)}, ndcg ${r.ndcg.toFixed(2)}${r.first === false ? ', first ✗' : ''} (${r.relevant} relevant)`);
}
if (process.argv.includes('--write-baseline')) {
  fs.writeFileSync(BASELINE_FILE, `${JSON.stringify(all, null, 2)}\n`);
  console.log(`\nbaseline written: ${BASELINE_FILE}`);
} else if (fs.existsSync(BASELINE_FILE)) {
  const bad = regressions(all, readBaseline());
  if (bad.length) {
    console.error(`\nbelow the committed baseline: ${bad.join('; ')}`);
    process.exit(1);
  }
  console.log('\nno metric below the committed baseline');
}
