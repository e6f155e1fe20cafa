import type { AppContext } from '../context';
import { ResourceBulkWriter } from './bulk-writer';
import { demoResources, rng } from './synthetic';


/**
 * Demo data of the search capability: every work of the demo catalogue (synthetic.ts
 * demoCatalogue: ~340 real films with their years, each season of real series, courses,
 * software, books, albums, documentaries, shows and games in their right categories, over the
 * common disks, some paid) and a few pinned (and approved) hot keywords.
 */
export async function seedResourcesDemo(ctx: AppContext): Promise<void> {
  const now = ctx.clock.now();
  const r = rng(5);
  const cats = new Map((await ctx.repos.resources.categories()).map((c) => [c.name, c.id]));
  const rows = demoResources(r, now).map((s) => {
    // views like a living site: a long tail where the newest and a few popular ones are read
    // most (issue 16: every demo resource showed 0 次浏览)
    const ageDays = r() * 60;
    const popular = r() < 0.08 ? 20 : 1;
    const views = Math.round((5 + r() * 300) * popular * (1 + (60 - ageDays) / 30));
    return { ...s, created_at: now - Math.floor(ageDays * 86_400_000), category_id: cats.get(s.category) ?? null, views };
  });
  await new ResourceBulkWriter(ctx.dbHandle, 'seed', ctx.config.searchEngine.kind !== 'builtin').write(rows, now);
  const hotWords = ['三体', '庆余年', '流浪地球', 'Python 教程', 'Photoshop'];
  for (const [i, kw] of hotWords.entries()) {
    await ctx.services.hotKeywords.pin(kw, i + 1).catch(() => undefined);
  }
  // 热搜词需审核 is on by default (issue 28): the demo's hot words are approved, so they stay in
  // 热搜 once visitors search them, even after an admin unpins them
  await ctx.services.hotKeywords.preApprove(hotWords);
}
