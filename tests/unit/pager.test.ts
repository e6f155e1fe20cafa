// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compactPageItems, pageItems } from '../../src/components/Pager';

/** The search pager (ADR 0020: drawn without antd) must always let a visitor reach the pages around them. */
describe('pageItems — the numbers the search pager shows', () => {
  it('every page up to 7; beyond, first, last, the current page and its neighbours, ellipses between', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, null, 20]);
    expect(pageItems(10, 20)).toEqual([1, null, 9, 10, 11, null, 20]);
    expect(pageItems(20, 20)).toEqual([1, null, 16, 17, 18, 19, 20]);
  });

  it('for any page of any length: ascending, first and last, the neighbours, no two gaps in a row, at most 9 items', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }).chain((pages) => fc.tuple(fc.integer({ min: 1, max: pages }), fc.constant(pages))), ([page, pages]) => {
        const items = pageItems(page, pages);
        const numbers = items.filter((p): p is number => p !== null);
        expect(numbers[0]).toBe(1);
        expect(numbers.at(-1)).toBe(pages);
        for (const p of [page - 1, page, page + 1]) if (p >= 1 && p <= pages) expect(numbers).toContain(p);
        for (let i = 1; i < numbers.length; i++) expect(numbers[i]).toBeGreaterThan(numbers[i - 1]);
        for (let i = 1; i < items.length; i++) {
          expect(items[i] === null && items[i - 1] === null).toBe(false);
          // a gap stands only where numbers are really skipped
          if (items[i] === null) expect((items[i + 1] as number) - (items[i - 1] as number)).toBeGreaterThan(1);
        }
        expect(items.length).toBeLessThanOrEqual(9);
      }),
    );
  });
});

describe('compactPageItems — the phone pager (five 44 px numbers fit 390 px)', () => {
  it('keeps the first, the current and the last, at most five items', () => {
    expect(compactPageItems(1, 3)).toEqual([1, 2, 3]);
    expect(compactPageItems(1, 20)).toEqual([1, 2, 3, null, 20]);
    expect(compactPageItems(10, 20)).toEqual([1, null, 10, null, 20]);
    expect(compactPageItems(20, 20)).toEqual([1, null, 18, 19, 20]);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }).chain((pages) => fc.tuple(fc.integer({ min: 1, max: pages }), fc.constant(pages))), ([page, pages]) => {
        const items = compactPageItems(page, pages);
        const numbers = items.filter((p): p is number => p !== null);
        expect(numbers).toContain(page);
        expect(numbers[0]).toBe(1);
        expect(numbers.at(-1)).toBe(pages);
        expect(items.length).toBeLessThanOrEqual(5);
        for (let i = 1; i < numbers.length; i++) expect(numbers[i]).toBeGreaterThan(numbers[i - 1]);
        for (let i = 1; i < items.length; i++) if (items[i] === null) expect((items[i + 1] as number) - (items[i - 1] as number)).toBeGreaterThan(1);
      }),
    );
  });
});
