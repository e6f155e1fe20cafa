import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DB_KIND, type TestApp } from '../support/server';
import { addResources, clearResources } from '../support/resources';

/**
 * Issue 15: the per-disk counts of the type tabs equal each tab's own total, the paid count
 * hidden by 只看免费 is right, and sort / time range / category agree with a brute-force
 * computation over the corpus — on random corpora, through HTTP, on SQLite and PostgreSQL.
 */
let t: TestApp;
let cats: number[] = [];
beforeAll(async () => {
  t = await createTestApp();
  cats = (await t.ctx.db.selectFrom('netdisk_categories').select('id').orderBy('id').execute()).map((r) => r.id).slice(0, 3);
  if (cats.length < 2) throw new Error('the test app needs the seeded netdisk categories');
});
afterAll(async () => {
  await t.close();
});

const DISKS = [
  ['baidu', 'https://pan.baidu.com/s/1'],
  ['quark', 'https://pan.quark.cn/s/'],
  ['aliyun', 'https://www.alipan.com/s/'],
  ['xunlei', 'https://pan.xunlei.com/s/'],
] as const;
const UNITS = ['三', '体', '庆', '余', '年', 'a', 'B', '1', ' '];
const DAY = 86_400_000;
const RANGE_DAYS = { all: 0, day: 1, week: 7, month: 30, year: 365 } as const;

async function get(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { list: Array<{ id: number }>; total: number; counts: Record<string, number>; paid_hidden: number; capped: boolean };
}

describe(`search facets (${TEST_DB_KIND})`, () => {
  it('counts per disk type equal the tab totals; paid hidden count; sort, range and category equal brute force', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            title: fc.string({ unit: fc.constantFrom(...UNITS), minLength: 1, maxLength: 8 }).filter((s) => s.trim().length > 0),
            disk: fc.integer({ min: 0, max: DISKS.length - 1 }),
            paid: fc.boolean(),
            ageDays: fc.constantFrom(0, 0.5, 3, 20, 200, 800),
            views: fc.integer({ min: 0, max: 50 }),
            cat: fc.integer({ min: -1, max: 1 }),
          }),
          { minLength: 1, maxLength: 30 },
        ),
        // one-word queries: a query of several words relaxes below a page (tests/server/search-understanding.test.ts)
        fc.constantFrom('三', '体', '庆余', 'a', 'b', '三体'),
        fc.constantFrom('relevance', 'latest', 'hot'),
        fc.constantFrom('all', 'day', 'week', 'month', 'year'),
        fc.boolean(),
        fc.integer({ min: -1, max: 1 }),
        async (docs, q, sort, range, onlyFree, catPick) => {
          await clearResources(t.ctx);
          const now = t.clock.now();
          const ids = await addResources(
            t.ctx,
            docs.map((d, i) => ({
              title: d.title,
              price: d.paid ? 3 : 0,
              views: d.views,
              created_at: now - d.ageDays * DAY,
              category_id: d.cat < 0 ? null : cats[d.cat],
              url: `${DISKS[d.disk][1]}f${i}x${Math.random().toString(36).slice(2)}`,
            })),
          );
          const norm = (s: string) => s.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim();
          const terms = norm(q).split(' ');
          const cat = catPick < 0 ? undefined : cats[catPick];
          const since = range === 'all' ? -Infinity : now - RANGE_DAYS[range] * DAY;
          const corpus = docs.map((d, i) => ({ ...d, id: ids[i], created: now - d.ageDays * DAY, type: DISKS[d.disk][0] }));
          const matching = corpus.filter(
            (d) =>
              terms.every((term) => norm(d.title).includes(term)) &&
              d.created >= since &&
              (cat === undefined || (d.cat >= 0 && cats[d.cat] === cat)),
          );
          const shown = matching.filter((d) => !onlyFree || !d.paid);
          const base = `/v1/resource/search?kw=${encodeURIComponent(q)}&onlyFree=${onlyFree ? 1 : 0}&sort=${sort}&range=${range}${cat ? `&cat=${cat}` : ''}&size=100`;

          const all = await get(base);
          expect(all.capped).toBe(false);
          expect(all.total).toBe(shown.length);
          expect(all.counts.all).toBe(shown.length);
          expect(all.paid_hidden).toBe(onlyFree ? matching.filter((d) => d.paid).length : 0);
          // the order against brute force (relevance is checked as a set: its formula has its own tests)
          const expectedOrder =
            sort === 'latest'
              ? shown.slice().sort((a, b) => b.created - a.created || b.id - a.id).map((d) => d.id)
              : sort === 'hot'
                ? shown.slice().sort((a, b) => b.views - a.views || b.id - a.id).map((d) => d.id)
                : null;
          if (expectedOrder) expect(all.list.map((r) => r.id)).toEqual(expectedOrder);
          else expect(all.list.map((r) => r.id).sort((a, b) => a - b)).toEqual(shown.map((d) => d.id).sort((a, b) => a - b));

          let sum = 0;
          for (const [type] of DISKS) {
            const tab = await get(`${base}&skey=${type}`);
            const n = all.counts[type] ?? 0;
            expect({ type, total: tab.total }).toEqual({ type, total: n });
            expect(tab.list.map((r) => r.id).sort((a, b) => a - b)).toEqual(
              shown.filter((d) => d.type === type).map((d) => d.id).sort((a, b) => a - b),
            );
            expect(tab.counts).toEqual(all.counts); // the counts do not depend on the tab
            expect(tab.paid_hidden).toBe(onlyFree ? matching.filter((d) => d.paid && d.type === type).length : 0);
            sum += n;
          }
          expect(sum).toBe(all.counts.all);
        },
      ),
      { numRuns: TEST_DB_KIND === 'postgres' ? 15 : 30 },
    );
  });

  it('rejects an unknown sort or range with a Chinese 400', async () => {
    for (const qs of ['sort=price', 'range=decade', 'cat=abc', 'cat=-1']) {
      const res = await t.app.inject({ method: 'GET', url: `/v1/resource/search?kw=a&${qs}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(400);
      expect(res.json().msg).toMatch(/[\u4e00-\u9fff]/u);
    }
  });
});
