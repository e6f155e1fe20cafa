import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DB_KIND, type TestApp } from '../support/server';
import { addResources, clearResources } from '../support/resources';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/**
 * Characters chosen to collide often and to stress the index: CJK, Latin in both widths and
 * cases, digits, spaces (incl. the ideographic space), FTS5/LIKE syntax, a combining accent,
 * an astral-plane emoji.
 */
const UNITS = [
  '三', '体', '庆', '余', '年', '第', '二', '季', 'a', 'A', 'Ａ', 'b', 'ｂ', 'c', '1', '２', ' ', '　',
  '"', '*', ':', '^', '(', ')', '%', '_', '\\', "'", '-', '《', '》', 'é', '😀', 'AND', 'OR', 'NEAR',
];
const titleArb = fc.string({ unit: fc.constantFrom(...UNITS), minLength: 1, maxLength: 14 }).filter((s) => s.trim().length > 0);

/** The reference: brute-force normalised substring scan, written independently of the index. */
function bruteForce(titles: Array<{ id: number; title: string }>, q: string): number[] {
  const norm = (s: string) => s.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim();
  const terms = norm(q).split(' ').filter(Boolean);
  return titles.filter((d) => terms.every((term) => norm(d.title).includes(term))).map((d) => d.id).sort((a, b) => a - b);
}

describe(`search equals a brute-force scan on random corpora (${TEST_DB_KIND})`, () => {
  it('for query lengths 1–8, every filter combination', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ title: titleArb, paid: fc.boolean(), baidu: fc.boolean() }), { minLength: 1, maxLength: 40 }),
        fc.array(fc.integer({ min: 1, max: 8 }), { minLength: 4, maxLength: 4 }),
        fc.array(fc.nat(), { minLength: 8, maxLength: 8 }),
        async (docs, lengths, picks) => {
          await clearResources(t.ctx);
          const ids = await addResources(
            t.ctx,
            docs.map((d, i) => ({
              title: d.title,
              price: d.paid ? 5 : 0,
              url: `https://${d.baidu ? 'pan.baidu.com' : 'pan.quark.cn'}/s/p${i}x${Math.random().toString(36).slice(2)}`,
            })),
          );
          const corpus = docs.map((d, i) => ({ id: ids[i], title: d.title, paid: d.paid, baidu: d.baidu }));
          // queries: substrings of titles (so most hit) and random strings (so some miss)
          const queries = lengths.map((len, k) => {
            if (k % 2 === 0) {
              const src = Array.from(corpus[picks[k] % corpus.length].title);
              const start = picks[k + 4] % src.length;
              return src.slice(start, start + len).join('');
            }
            return Array.from({ length: len }, (_, j) => UNITS[(picks[(k + j) % 8] + j * 7) % UNITS.length]).join('');
          });
          for (const q of queries) {
            if (!q.trim()) continue;
            for (const [onlyFree, skey] of [[false, undefined], [true, undefined], [false, 'baidu']] as const) {
              const res = await t.ctx.services.search.search({ kw: q, skey, onlyFree, page: 1, size: 100 }, null, 'prop');
              const pool = corpus.filter((d) => (!onlyFree || !d.paid) && (!skey || d.baidu));
              const expected = bruteForce(pool, q);
              expect({ q, onlyFree, skey, ids: res.list.map((r) => r.id).sort((a, b) => a - b) }).toEqual({ q, onlyFree, skey, ids: expected });
              expect(res.total).toBe(expected.length);
            }
          }
        },
      ),
      { numRuns: TEST_DB_KIND === 'postgres' ? 25 : 40 },
    );
  });
});
