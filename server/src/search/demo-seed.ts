import type { AppContext } from '../context';
import { ResourceBulkWriter } from './bulk-writer';
import { rng, syntheticResource } from './synthetic';

/** Number of demo resources written on the very first start. */
export const DEMO_RESOURCE_COUNT = 300;

/**
 * Demo data of the search capability: a few hundred realistic resources (films, series,
 * courses, software, e-books over every disk type, some paid) and a few pinned hot keywords.
 */
export async function seedResourcesDemo(ctx: AppContext): Promise<void> {
  const now = ctx.clock.now();
  const r = rng(5);
  const cats = new Map((await ctx.repos.resources.categories()).map((c) => [c.name, c.id]));
  const rows = Array.from({ length: DEMO_RESOURCE_COUNT }, (_, i) => {
    const s = syntheticResource(r, i, now);
    return { ...s, created_at: now - Math.floor(r() * 60 * 86_400_000), category_id: cats.get(s.category) ?? null };
  });
  await new ResourceBulkWriter(ctx.dbHandle, 'seed').write(rows, now);
  for (const [i, kw] of ['三体', '庆余年', '流浪地球', 'Python 教程', 'Photoshop'].entries()) {
    await ctx.services.hotKeywords.pin(kw, i + 1).catch(() => undefined);
  }
}
