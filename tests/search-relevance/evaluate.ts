import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ResourceBulkWriter } from '../../server/src/search/bulk-writer';
import { rng, syntheticResource } from '../../server/src/search/synthetic';
import { clearResources } from '../support/resources';
import { createTestApp, type TestApp } from '../support/server';
import { JUDGED, type Judged, type Rule } from './judged';

/**
 * Runs the judged set (judged.ts) through GET /v1/resource/search of a real app (page 1, 10 per
 * page, paid included) and computes, over the queries that have relevant documents:
 *  - zero-result rate: share of queries with an empty page;
 *  - recall@10: |relevant ∩ top 10| / min(10, |relevant|);
 *  - MRR: 1 / rank of the first relevant result (0 when none in the top 10);
 *  - nDCG@10: gains 2 for documents the query's `first` rule picks, 1 for other relevant ones;
 *  - first@1: share of queries with a `first` rule whose top result satisfies it.
 * Used by `npm run eval:search` (prints the table) and tests/server/search-relevance.test.ts
 * (fails when a metric drops below baseline.json).
 */
export const BASELINE_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'baseline.json');
/** Size of the generated corpus standing in for the 1M one (same generator, same seed). */
export const SYNTHETIC_SIZE = 20_000;

export interface Metrics {
  queries: number;
  zero_rate: number;
  recall10: number;
  mrr: number;
  ndcg10: number;
  first1: number;
}

interface Doc {
  id: number;
  title: string;
  disk_type: string;
  category: string | null;
}

const fold = (s: string) => s.normalize('NFKC').toLowerCase();

export function satisfiesRule(d: Doc, rule: Rule): boolean {
  const t = fold(d.title);
  if (rule.all && !rule.all.every((p) => t.includes(fold(p)))) return false;
  if (rule.any && !rule.any.some((p) => t.includes(fold(p)))) return false;
  if (rule.cat && d.category !== rule.cat) return false;
  if (rule.disk && d.disk_type !== rule.disk) return false;
  return true;
}

async function corpusDocs(t: TestApp): Promise<Doc[]> {
  const rows = await t.ctx.db
    .selectFrom('resources')
    .leftJoin('netdisk_categories', 'netdisk_categories.id', 'resources.category_id')
    .select(['resources.id', 'resources.title', 'resources.disk_type', 'netdisk_categories.name as category'])
    .where('resources.status', '=', 'approved')
    .where('resources.validity', '!=', 'invalid')
    .execute();
  return rows.map((r) => ({ id: Number(r.id), title: r.title, disk_type: r.disk_type, category: r.category ?? null }));
}

/** The app of a corpus: the demo seed, or SYNTHETIC_SIZE resources of the benchmark's generator. */
export async function corpusApp(corpus: Judged['corpus']): Promise<TestApp> {
  const t = await createTestApp();
  if (corpus === 'synthetic') {
    await clearResources(t.ctx);
    const cats = new Map((await t.ctx.repos.resources.categories()).map((c) => [c.name, c.id]));
    const r = rng(7);
    const now = t.clock.now();
    const rows = Array.from({ length: SYNTHETIC_SIZE }, (_, i) => {
      const s = syntheticResource(r, i, now);
      return { ...s, category_id: cats.get(s.category) ?? null, views: Math.floor(r() * 500) };
    });
    await new ResourceBulkWriter(t.ctx.dbHandle, 'seed').write(rows, now);
    t.ctx.services.search.queries.relearn();
  }
  return t;
}

export interface QueryResult {
  judged: Judged;
  relevant: number;
  top: number[];
  recall: number;
  rr: number;
  ndcg: number;
  first: boolean | null;
}

export async function evaluateCorpus(t: TestApp, judged: Judged[]): Promise<QueryResult[]> {
  const docs = await corpusDocs(t);
  const byId = new Map(docs.map((d) => [d.id, d]));
  const out: QueryResult[] = [];
  for (const jq of judged) {
    const rel = new Set(docs.filter((d) => satisfiesRule(d, jq.rel)).map((d) => d.id));
    const best = new Set(jq.first ? docs.filter((d) => rel.has(d.id) && satisfiesRule(d, jq.first!)).map((d) => d.id) : []);
    const res = await t.app.inject({ method: 'GET', url: `/v1/resource/search?kw=${encodeURIComponent(jq.q)}&onlyFree=0&size=10&page=1` });
    const top = res.statusCode === 200 ? (res.json().data.list as Array<{ id: number }>).map((x) => x.id) : [];
    const gain = (id: number): number => (best.has(id) ? 2 : rel.has(id) ? 1 : 0);
    const hits = top.filter((id) => rel.has(id)).length;
    const firstRank = top.findIndex((id) => rel.has(id));
    const dcg = top.reduce((s, id, i) => s + gain(id) / Math.log2(i + 2), 0);
    const ideal = [...rel].map(gain).sort((a, b) => b - a).slice(0, 10).reduce((s, g, i) => s + g / Math.log2(i + 2), 0);
    out.push({
      judged: jq,
      relevant: rel.size,
      top: top.filter((id) => byId.has(id)),
      recall: rel.size ? hits / Math.min(10, rel.size) : 1,
      rr: firstRank < 0 ? 0 : 1 / (firstRank + 1),
      ndcg: ideal > 0 ? dcg / ideal : 1,
      first: jq.first ? top.length > 0 && best.has(top[0]) : null,
    });
  }
  return out;
}

export function summarise(results: QueryResult[]): Metrics {
  const judged = results.filter((r) => r.relevant > 0);
  const n = judged.length || 1;
  const firsts = judged.filter((r) => r.first !== null);
  const round = (x: number) => Math.round(x * 10000) / 10000;
  return {
    queries: judged.length,
    zero_rate: round(judged.filter((r) => r.top.length === 0).length / n),
    recall10: round(judged.reduce((s, r) => s + r.recall, 0) / n),
    mrr: round(judged.reduce((s, r) => s + r.rr, 0) / n),
    ndcg10: round(judged.reduce((s, r) => s + r.ndcg, 0) / n),
    first1: round(firsts.length ? firsts.filter((r) => r.first).length / firsts.length : 1),
  };
}

/** Every corpus's results (each on its own fresh app). */
export async function evaluateAll(): Promise<{ results: QueryResult[]; byCorpus: Record<string, Metrics>; all: Metrics }> {
  const results: QueryResult[] = [];
  const byCorpus: Record<string, Metrics> = {};
  for (const corpus of ['demo', 'synthetic'] as const) {
    const t = await corpusApp(corpus);
    try {
      const r = await evaluateCorpus(t, JUDGED.filter((q) => q.corpus === corpus));
      byCorpus[corpus] = summarise(r);
      results.push(...r);
    } finally {
      await t.close();
    }
  }
  return { results, byCorpus, all: summarise(results) };
}

export function readBaseline(): Metrics {
  return JSON.parse(fs.readFileSync(BASELINE_FILE, 'utf8')) as Metrics;
}

/** Metric names where `now` fell below the baseline (zero_rate: rose above it). */
export function regressions(now: Metrics, base: Metrics): string[] {
  const out: string[] = [];
  if (now.zero_rate > base.zero_rate) out.push(`zero_rate ${now.zero_rate} > ${base.zero_rate}`);
  for (const k of ['recall10', 'mrr', 'ndcg10', 'first1'] as const) if (now[k] < base[k]) out.push(`${k} ${now[k]} < ${base[k]}`);
  return out;
}
