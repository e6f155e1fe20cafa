import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_KINDS, DEFAULT_LEVEL_FORMULA, levelOf, levelOfScore, levelScore, parseLevelFormula, type Activity, type LevelFormula,
} from '../../server/src/community/levels';

/** Issue 33: the level formula (等级) — property tests over random formulas and activity. */

const NAMES = ['新手上路', '初来乍到', '常驻会员', '活跃会员', '资深会员', '论坛精英', '社区元老', '网盘宗师', '传说', '神话'];

/** A valid formula: weights 0–1000, 2–10 levels with strictly rising minimums starting at 0. */
const formulaArb: fc.Arbitrary<LevelFormula> = fc
  .record({
    weights: fc.record({ article: fc.integer({ min: 0, max: 1000 }), reply: fc.integer({ min: 0, max: 1000 }), like: fc.integer({ min: 0, max: 1000 }), sign_day: fc.integer({ min: 0, max: 1000 }) }),
    gaps: fc.array(fc.integer({ min: 1, max: 5000 }), { minLength: 1, maxLength: 9 }),
  })
  .map(({ weights, gaps }) => {
    let min = 0;
    const levels = [{ min: 0, name: NAMES[0] }];
    gaps.forEach((g, i) => levels.push({ min: (min += g), name: NAMES[i + 1] }));
    return { weights, levels };
  });

const activityArb: fc.Arbitrary<Activity> = fc.record({
  article: fc.integer({ min: 0, max: 10_000 }),
  reply: fc.integer({ min: 0, max: 10_000 }),
  like: fc.integer({ min: 0, max: 10_000 }),
  sign_day: fc.integer({ min: 0, max: 3_000 }),
});

describe('level formula', () => {
  it('more activity of any kind never lowers the level', () => {
    fc.assert(
      fc.property(formulaArb, activityArb, fc.constantFrom(...ACTIVITY_KINDS), fc.integer({ min: 1, max: 1000 }), (f, a, kind, more) => {
        const before = levelOf(f, a);
        const after = levelOf(f, { ...a, [kind]: a[kind] + more });
        expect(after.level).toBeGreaterThanOrEqual(before.level);
        expect(after.score).toBeGreaterThanOrEqual(before.score);
      }),
    );
  });

  it('every score has exactly one level: min of its level ≤ score < next_min', () => {
    fc.assert(
      fc.property(formulaArb, fc.integer({ min: 0, max: 100_000_000 }), (f, score) => {
        const r = levelOfScore(f, score);
        expect(r.level).toBeGreaterThanOrEqual(1);
        expect(r.level).toBeLessThanOrEqual(f.levels.length);
        expect(f.levels[r.level - 1].min).toBeLessThanOrEqual(score);
        expect(r.name).toBe(f.levels[r.level - 1].name);
        if (r.next_min === null) expect(r.level).toBe(f.levels.length);
        else {
          expect(score).toBeLessThan(r.next_min);
          expect(r.next_min).toBe(f.levels[r.level].min);
        }
        // the same answer as a plain scan
        const scan = f.levels.filter((l) => l.min <= score).length;
        expect(r.level).toBe(scan);
      }),
    );
  });

  it('exactly at a threshold the member is at that level; one below, the level before', () => {
    fc.assert(
      fc.property(formulaArb, fc.nat(), (f, pick) => {
        const i = 1 + (pick % (f.levels.length - 1));
        expect(levelOfScore(f, f.levels[i].min).level).toBe(i + 1);
        expect(levelOfScore(f, f.levels[i].min - 1).level).toBe(i);
      }),
    );
  });

  it('the score is the weighted sum; no activity is level 1 with score 0', () => {
    fc.assert(
      fc.property(formulaArb, activityArb, (f, a) => {
        const sum = ACTIVITY_KINDS.reduce((s, k) => s + f.weights[k] * a[k], 0);
        expect(levelScore(f, a)).toBe(sum);
        expect(levelOf(f, {})).toMatchObject({ level: 1, score: 0, name: f.levels[0].name });
      }),
    );
  });

  it('a saved formula reads back the same (config text round trip)', () => {
    fc.assert(
      fc.property(formulaArb, (f) => {
        const parsed = parseLevelFormula(JSON.stringify(f));
        expect(parsed).toEqual({ ok: true, formula: f });
      }),
    );
    expect(parseLevelFormula(JSON.stringify(DEFAULT_LEVEL_FORMULA))).toEqual({ ok: true, formula: DEFAULT_LEVEL_FORMULA });
  });

  it('levels out of order, a first level above 0, or a duplicate name are refused', () => {
    fc.assert(
      fc.property(formulaArb, fc.nat(), (f, pick) => {
        const i = 1 + (pick % (f.levels.length - 1));
        const swapped = f.levels.map((l, j) => (j === i ? { ...l, min: f.levels[i - 1].min } : l));
        expect(parseLevelFormula({ ...f, levels: swapped }).ok).toBe(false);
        expect(parseLevelFormula({ ...f, levels: f.levels.map((l, j) => (j === 0 ? { ...l, min: 1 } : l)) }).ok).toBe(false);
        expect(parseLevelFormula({ ...f, levels: f.levels.map((l, j) => (j === i ? { ...l, name: f.levels[0].name } : l)) }).ok).toBe(false);
      }),
    );
  });

  it('negative and fractional counts cannot raise or lower a score below zero', () => {
    fc.assert(
      fc.property(formulaArb, fc.double({ min: -1e6, max: 0, noNaN: true }), (f, neg) => {
        expect(levelScore(f, { article: neg, reply: neg, like: neg, sign_day: neg })).toBe(0);
      }),
    );
    expect(levelScore(DEFAULT_LEVEL_FORMULA, { article: 1.9 })).toBe(5);
  });
});
