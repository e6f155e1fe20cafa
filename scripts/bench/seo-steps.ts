/**
 * npx tsx scripts/bench/seo-steps.ts [--dir /tmp/ujuso-bench-seo] [--n 20000]
 *
 * Where the time of the server pages goes (issue 32, ADR 0032), without HTTP: SeoService's
 * resourcePage / threadPage called in a loop on the bench:seo database (run bench:seo once to
 * build it), ids drawn Zipf(s = 1) as in the bench, with the time of each step the page takes
 * (the service calls it makes, timed by wrapping them) and the time left for building and
 * rendering. Add `node --cpu-prof` (NODE_OPTIONS) for a profile of the same loop.
 */
import path from 'node:path';
import { parseDatabaseUrl, loadConfig } from '../../server/src/config';
import { createContext } from '../../server/src/context';
import { openDatabase } from '../../server/src/db/database';
import { SeoRepository } from '../../server/src/repositories/seo-repository';
import { SeoService } from '../../server/src/services/seo-service';
import { zipf } from './lib';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}
const DIR = arg('dir', '/tmp/ujuso-bench-seo');
const N = Number(arg('n', '20000'));

const spent = new Map<string, { ms: number; calls: number }>();
/** Wraps obj[name] so that its time (until its promise settles) is added to `label`. */
function time<T extends object>(obj: T, name: keyof T & string, label: string): void {
  const fn = (obj as Record<string, unknown>)[name] as (...a: unknown[]) => unknown;
  (obj as Record<string, unknown>)[name] = async function (this: unknown, ...a: unknown[]) {
    const t0 = performance.now();
    try {
      return await fn.apply(this, a);
    } finally {
      const s = spent.get(label) ?? { ms: 0, calls: 0 };
      s.ms += performance.now() - t0;
      s.calls++;
      spent.set(label, s);
    }
  };
}

async function main(): Promise<void> {
  const dbUrl = `sqlite:${path.join(DIR, 'bench-seo.db')}`;
  const config = { ...loadConfig({ ADMIN_PASSWORD: 'Bench-Admin-2026' }), db: parseDatabaseUrl(dbUrl) };
  const handle = await openDatabase(config.db);
  const ctx = createContext(config, handle);
  const s = ctx.services;
  const pages = new SeoService(new SeoRepository(ctx.db, handle.sqlite), {
    resources: s.resources, resourceRows: ctx.repos.resources, search: s.search, hot: s.hotKeywords,
    articles: s.articles, replies: s.replies, webSettings: s.webSettings,
  }, ctx.clock);
  const maxR = await new SeoRepository(ctx.db).maxResourceId();
  const maxT = await new SeoRepository(ctx.db).maxArticleId();
  time(s.resources, 'detail', 'r: ResourceService.detail');
  if ('visitorDetail' in s.resources) time(s.resources, 'visitorDetail' as never, 'r: ResourceService.visitorDetail');
  if ('relatedTo' in s.search) time(s.search, 'relatedTo' as never, 'r: SearchService.relatedTo (all)');
  time(s.resources, 'related', 'r: ResourceService.related (all)');
  time(s.search, 'page', 'r:   related → SearchService.page');
  time(s.search.queries, 'plan', 'r:   related → QueryService.plan');
  time(ctx.repos.resources, 'byId', 'r:   related → ResourcesRepository.byId');
  time(ctx.repos.resources, 'viewRowsByIds', 'r:   related → viewRowsByIds');
  time(s.hotKeywords, 'findBanned', '*: HotKeywordService.findBanned');
  time(s.articles, 'detail', 't: ArticleService.detail');
  time(s.replies, 'list', 't: ReplyService.list');
  for (const [kind, max, run] of [
    ['r', maxR, (id: number) => pages.resourcePage(id, 'https://bench.ujuso.example')],
    ['t', maxT, (id: number) => pages.threadPage(id, 1, 'https://bench.ujuso.example')],
  ] as const) {
    const next = zipf(max, kind === 'r' ? 1 : 2);
    for (let i = 0; i < 2000; i++) await run(next()); // warm-up
    spent.clear();
    const lat: number[] = [];
    const t0 = performance.now();
    for (let i = 0; i < N; i++) {
      const a = performance.now();
      await run(next());
      lat.push(performance.now() - a);
    }
    const total = performance.now() - t0;
    lat.sort((x, y) => x - y);
    console.log(`\n/${kind}/{id}: ${N} pages in ${total.toFixed(0)} ms = ${((total / N) * 1000).toFixed(0)} µs a page; p50 ${(lat[N >> 1] * 1000).toFixed(0)} µs, p99 ${(lat[Math.floor(N * 0.99)] * 1000).toFixed(0)} µs`);
    let inSteps = 0;
    for (const [label, v] of [...spent].sort()) {
      if (!label.includes('   ')) inSteps += v.ms;
      console.log(`  ${label.padEnd(44)} ${((v.ms / N) * 1000).toFixed(0).padStart(6)} µs a page (${(v.calls / N).toFixed(1)} calls)`);
    }
    console.log(`  ${'the rest (view model, render, banned loop)'.padEnd(44)} ${(((total - inSteps) / N) * 1000).toFixed(0).padStart(6)} µs a page`);
    const cache = (pages as unknown as { pages?: { stats: { hits: number; misses: number }; bytes: number; size: number } }).pages;
    if (cache) {
      console.log(`  page cache so far: ${cache.stats.hits} hits, ${cache.stats.misses} misses, ${cache.size} pages, ${(cache.bytes / 1048576).toFixed(1)} MB`);
      cache.stats.hits = cache.stats.misses = 0;
    }
  }
  await handle.close();
}

main().catch((err: unknown) => {
  console.error((err as Error).stack ?? String(err));
  process.exit(1);
});
