/**
 * Levels (等级, issue 33): a member's level follows from their activity through a formula kept in
 * the admin-editable site config (config item `level_formula`, a JSON text):
 *
 *   score = Σ weight[k] × count[k]   for k in article (帖子), reply (回复), like (获赞), sign_day (签到天数)
 *   level = the last entry of `levels` whose `min` ≤ score (levels are numbered from 1)
 *
 * Pure functions only: no SQL, no clock. Invariants (tests/unit/community-levels.test.ts, property
 * tests): more activity never lowers a level; every score has exactly one level; the first level
 * starts at 0; a saved formula reads back the same.
 */

export const ACTIVITY_KINDS = ['article', 'reply', 'like', 'sign_day'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
export type Activity = Record<ActivityKind, number>;

export interface LevelStep {
  /** the lowest score of this level */
  min: number;
  /** Chinese name shown next to member names */
  name: string;
}

export interface LevelFormula {
  weights: Activity;
  levels: LevelStep[];
}

export interface LevelResult {
  /** 1-based */
  level: number;
  name: string;
  score: number;
  /** score needed for the next level; null at the top */
  next_min: number | null;
}

export const ACTIVITY_LABELS: Record<ActivityKind, string> = { article: '发帖', reply: '回复', like: '获赞', sign_day: '签到天数' };

export const DEFAULT_LEVEL_FORMULA: LevelFormula = {
  weights: { article: 5, reply: 1, like: 2, sign_day: 1 },
  levels: [
    { min: 0, name: '新手上路' },
    { min: 20, name: '初来乍到' },
    { min: 60, name: '常驻会员' },
    { min: 150, name: '活跃会员' },
    { min: 400, name: '资深会员' },
    { min: 1000, name: '论坛精英' },
    { min: 2500, name: '社区元老' },
    { min: 6000, name: '网盘宗师' },
  ],
};

export const LEVEL_LIMITS = { maxWeight: 1000, minLevels: 2, maxLevels: 30, maxMin: 100_000_000, maxNameLength: 8 } as const;

/** Reads a formula from its config text (or an object); returns a Chinese reason when it is not one. */
export function parseLevelFormula(raw: unknown): { ok: true; formula: LevelFormula } | { ok: false; reason: string } {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return { ok: false, reason: '不是有效的 JSON' };
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { ok: false, reason: '应为 {"weights": {…}, "levels": […]}' };
  const v = value as { weights?: unknown; levels?: unknown };
  if (!v.weights || typeof v.weights !== 'object' || Array.isArray(v.weights)) return { ok: false, reason: 'weights 应为对象' };
  const w = v.weights as Record<string, unknown>;
  const extra = Object.keys(w).filter((k) => !(ACTIVITY_KINDS as readonly string[]).includes(k));
  if (extra.length) return { ok: false, reason: `weights 只能包含 ${ACTIVITY_KINDS.join('、')}，不认识：${extra.join('、')}` };
  const weights = {} as Activity;
  for (const k of ACTIVITY_KINDS) {
    const n = w[k] ?? 0;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > LEVEL_LIMITS.maxWeight) {
      return { ok: false, reason: `weights.${k}（${ACTIVITY_LABELS[k]}）应为 0–${LEVEL_LIMITS.maxWeight} 的整数` };
    }
    weights[k] = n;
  }
  if (!Array.isArray(v.levels) || v.levels.length < LEVEL_LIMITS.minLevels || v.levels.length > LEVEL_LIMITS.maxLevels) {
    return { ok: false, reason: `levels 应为 ${LEVEL_LIMITS.minLevels}–${LEVEL_LIMITS.maxLevels} 个等级` };
  }
  const levels: LevelStep[] = [];
  for (const [i, item] of (v.levels as unknown[]).entries()) {
    const s = item as { min?: unknown; name?: unknown } | null;
    const min = s?.min;
    const name = typeof s?.name === 'string' ? s.name.trim() : '';
    if (typeof min !== 'number' || !Number.isInteger(min) || min < 0 || min > LEVEL_LIMITS.maxMin) {
      return { ok: false, reason: `第 ${i + 1} 级的 min 应为 0–${LEVEL_LIMITS.maxMin} 的整数` };
    }
    if (!name || Array.from(name).length > LEVEL_LIMITS.maxNameLength || /[<>&"']/.test(name) || /\p{Cc}/u.test(name)) {
      return { ok: false, reason: `第 ${i + 1} 级的名称应为 1–${LEVEL_LIMITS.maxNameLength} 个字符（不含 < > & 引号）` };
    }
    if (i === 0 && min !== 0) return { ok: false, reason: '第 1 级的 min 必须是 0' };
    if (i > 0 && min <= levels[i - 1].min) return { ok: false, reason: `第 ${i + 1} 级的 min 必须大于第 ${i} 级` };
    if (levels.some((l) => l.name === name)) return { ok: false, reason: `等级名称「${name}」重复` };
    levels.push({ min, name });
  }
  return { ok: true, formula: { weights, levels } };
}

/** The score of some activity (negative or fractional counts are treated as 0 / floored). */
export function levelScore(formula: LevelFormula, activity: Partial<Activity>): number {
  let score = 0;
  for (const k of ACTIVITY_KINDS) score += formula.weights[k] * Math.max(0, Math.floor(activity[k] ?? 0));
  return score;
}

/** The level of a score. */
export function levelOfScore(formula: LevelFormula, score: number): LevelResult {
  const { levels } = formula;
  let i = 0;
  // binary search: the last level whose min ≤ score (levels[0].min = 0)
  let lo = 0;
  let hi = levels.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (levels[mid].min <= score) {
      i = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return { level: i + 1, name: levels[i].name, score, next_min: i + 1 < levels.length ? levels[i + 1].min : null };
}

export function levelOf(formula: LevelFormula, activity: Partial<Activity>): LevelResult {
  return levelOfScore(formula, levelScore(formula, activity));
}
