import type { QueryPlan, TermGroup } from './query-understanding';

/**
 * The ranking of 相关度, with every weight in one place (ADR 0028, replacing ADR 0003's formula):
 *
 *   score = 0.65·R + 0.12·F + 0.08·P + 0.15·V
 *   R relevance  = 0.30·coverage + 0.15·phrase + 0.10·prefix + 0.10·head + 0.15·exact + 0.20·density
 *     coverage = Σ weights of the groups the resource satisfies / Σ weights of all groups
 *                (1 for a full match without optional words; partial matches less)
 *     phrase   = the title contains the whole query as typed (spaces and separators removed)
 *     prefix   = the title starts with the query (1) or with its first word (0.6)
 *     head     = the title's first word is exactly the query's first word (三体 → 「三体 全集」)
 *     exact    = the title is the query (an old exact title still beats fresh longer ones)
 *     density  = Σ |group text| / |title| (a short title that is mostly the query wins), ≤ 1
 *   F freshness  = exp(−age in days / 90)
 *   P popularity = min(1, log10(1 + views) / 4)
 *   V validity   = 已验证 (check ok) 1 > 未验证 0.6 > 被举报 0.3 (失效 links are not in the index)
 *
 * Ties: newer (higher id) first. Partial matches (the relaxed pass) always follow full matches.
 */
export const WEIGHTS = {
  relevance: 0.65,
  freshness: 0.12,
  popularity: 0.08,
  validity: 0.15,
  coverage: 0.3,
  phrase: 0.15,
  prefix: 0.1,
  head: 0.1,
  exact: 0.15,
  density: 0.2,
  /** freshness half-life-ish: exp(−days / this) */
  freshnessDays: 90,
  verified: 1,
  unverified: 0.6,
  reported: 0.3,
} as const;

/** What the ranking reads of a candidate. */
export interface RankInput {
  title_norm: string;
  /** title length in code points */
  tlen: number;
  /** popularity in [0, 1] */
  pop: number;
  created_at: number;
  validity: string;
  check_state: string;
  category_id: number | null;
  disk_type: string;
}

/** Per-query values computed once per search (not per candidate). */
export interface RankQuery {
  plan: QueryPlan;
  /** category name → id (category groups) */
  categoryIds: Map<string, number>;
  /** Σ |text| of the required groups (density numerator) */
  covered: number;
  /** Σ weights of every group */
  totalWeight: number;
  /** the first word group's first alternative (prefix / head) */
  first: string;
  now: number;
}

export function rankQuery(plan: QueryPlan, categoryIds: Map<string, number>, now: number): RankQuery {
  let covered = 0;
  let totalWeight = 0;
  for (const g of plan.groups) {
    totalWeight += g.weight;
    if (g.required && (g.kind === 'word' || g.kind === 'season' || g.kind === 'year')) covered += Array.from(g.text).length;
  }
  const firstWord = plan.groups.find((g) => g.kind === 'word' || g.kind === 'season');
  return { plan, categoryIds, covered, totalWeight, first: firstWord?.alts[0]?.[0] ?? '', now };
}

/** Whether a resource satisfies a group: by its title, or (disk / category groups) by its field. */
export function satisfies(r: RankInput, g: TermGroup, categoryIds: Map<string, number>): boolean {
  if (g.kind === 'disk') return r.disk_type === g.disk;
  if (g.kind === 'category' && g.category !== undefined && r.category_id !== null && categoryIds.get(g.category) === r.category_id) return true;
  return g.alts.some((alt) => alt.every((p) => r.title_norm.includes(p)));
}

/**
 * Weighted coverage in [0, 1]. `full`: the resource is known to satisfy every required group
 * (the all-terms pass), so only optional groups are checked.
 */
export function coverage(r: RankInput, q: RankQuery, full: boolean): number {
  if (q.totalWeight <= 0) return 1;
  let got = 0;
  for (const g of q.plan.groups) {
    if ((full && g.required) || satisfies(r, g, q.categoryIds)) got += g.weight;
  }
  return got / q.totalWeight;
}

export function validityScore(r: Pick<RankInput, 'validity' | 'check_state'>): number {
  if (r.validity !== 'ok') return WEIGHTS.reported;
  return r.check_state === 'ok' ? WEIGHTS.verified : WEIGHTS.unverified;
}

/** The relevance part R in [0, 1]. */
export function relevance(r: RankInput, q: RankQuery, cover: number): number {
  const t = r.title_norm;
  const { norm, compact } = q.plan;
  const phrase = compact && (t.includes(compact) || (norm !== compact && t.includes(norm))) ? 1 : 0;
  const prefix = norm && t.startsWith(norm) ? 1 : q.first && t.startsWith(q.first) ? 0.6 : 0;
  const sp = t.indexOf(' ');
  const head = q.first && (sp < 0 ? t : t.slice(0, sp)) === q.first ? 1 : 0;
  const exact = t === norm || t === compact ? 1 : 0;
  const density = Math.min(1, q.covered / Math.max(1, r.tlen));
  return WEIGHTS.coverage * cover + WEIGHTS.phrase * phrase + WEIGHTS.prefix * prefix + WEIGHTS.head * head + WEIGHTS.exact * exact + WEIGHTS.density * density;
}

/** The whole score of one candidate. */
export function score(r: RankInput, q: RankQuery, cover: number): number {
  const ageDays = Math.max(0, q.now - Number(r.created_at)) / 86_400_000;
  return (
    WEIGHTS.relevance * relevance(r, q, cover) +
    WEIGHTS.freshness * Math.exp(-ageDays / WEIGHTS.freshnessDays) +
    WEIGHTS.popularity * r.pop +
    WEIGHTS.validity * validityScore(r)
  );
}
