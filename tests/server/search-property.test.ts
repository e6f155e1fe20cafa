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
const norm = (s: string) => s.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim();
function bruteForce(titles: Array<{ id: number; title: string }>, groups: Array<string | string[][]>): number[] {
  const has = (t: string, g: string | string[][]) => (typeof g === 'string' ? t.includes(g) : g.some((alt) => alt.every((p) => t.includes(p))));
  return titles.filter((d) => groups.every((g) => has(norm(d.title), g))).map((d) => d.id).sort((a, b) => a - b);
}

/**
 * The index answers exactly "every term — or one alternative of every group (issue 28: 第2季 |
 * 第二季 | s02) — is a substring of the normalised title", with and without the disk / free
 * filters. (What a query is understood as is tested in tests/unit/query-understanding.test.ts and
 * through HTTP in search-understanding.test.ts; this is the index under it.)
 */
describe(`the search index equals a brute-force scan on random corpora (${TEST_DB_KIND})`, () => {
  it('for term lengths 1–8, groups of alternatives, every filter combination', async () => {
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
          // terms: substrings of titles (so most hit) and random strings (so some miss), normalised, no spaces
          const terms = lengths
            .map((len, k) => {
              if (k % 2 === 0) {
                const src = Array.from(corpus[picks[k] % corpus.length].title);
                const start = picks[k + 4] % src.length;
                return src.slice(start, start + len).join('');
              }
              return Array.from({ length: len }, (_, j) => UNITS[(picks[(k + j) % 8] + j * 7) % UNITS.length]).join('');
            })
            .flatMap((q) => norm(q).split(' '))
            .filter(Boolean);
          if (!terms.length) return;
          const queries: Array<Array<string | string[][]>> = [
            [terms[0]],
            terms.slice(0, 2),
            // a group of alternatives, one of them two parts, AND a plain term
            [[[terms[0]], terms.slice(1, 3)], ...terms.slice(3, 4)],
            [[[terms[terms.length - 1]], [terms[0]]]],
          ];
          for (const groups of queries) {
            for (const [onlyFree, skey] of [[false, undefined], [true, undefined], [false, 'baidu']] as const) {
              const got = await t.ctx.repos.resources.index.matchIds(groups, { diskType: skey, onlyFree }, 1000);
              const pool = corpus.filter((d) => (!onlyFree || !d.paid) && (!skey || d.baidu));
              expect({ groups, onlyFree, skey, ids: got.sort((a, b) => a - b) }).toEqual({ groups, onlyFree, skey, ids: bruteForce(pool, groups) });
            }
          }
        },
      ),
      { numRuns: TEST_DB_KIND === 'postgres' ? 25 : 40 },
    );
  });
});
