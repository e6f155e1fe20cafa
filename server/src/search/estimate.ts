/**
 * The count of a query's matches estimated from samples of its id order (ADR 0036).
 *
 * The index answers a query newest (highest id) first and stops after a window of k matches, so
 * once the window is full the number of ALL matches is unknown. What is cheap to ask is "the next
 * m matches in the ids [lo, u)" (the same index walk, started lower and bounded: it stops after
 * m or at lo). So the id span below the window, [min, floor), is cut into STRATA parts (widths
 * doubling away from the window), and each part is sampled from its top by one such walk of at
 * most PROBE matches:
 *
 * - fewer than PROBE matches in the part: every match of the part is known — counted exactly;
 * - else the part is dense: its density is (m − 1) / (u − 1 − id of the m-th), scaled to its width.
 *
 * A part nearer the lowest id is sampled from its bottom instead (the walk goes up from lo; the
 * density is (m − 1) / (id of the m-th − lo)): SQLite FTS5 pays for every match between the end
 * of the id span a walk starts from and its bound (ADR 0036 round 3).
 *
 * When every part was counted exactly, the window and the samples are ALL the matches (at most
 * k + STRATA · PROBE ids): the caller ranks them as the full window would, with exact counts.
 *
 * The window itself counts exactly (k matches in [floor, max]). Each dense part's count has a
 * relative standard error of about √((1 − p) / (m − 1)) (p its density); the total's error is the
 * root of the sum of the parts' squared errors, stated in the reply (estimate_error). For
 * matches spread evenly, with PROBE = 64 and 6 parts, that is ≈ 7 % of the total.
 *
 * Model and its limit: inside one part the matches are assumed as dense as at its top. A term
 * whose matches crowd the newest ids (a new season) is measured part by part, so its burst does
 * not spread over the whole corpus; a burst that ends inside a part, below its top, is
 * over-counted for that part only (at most the part's width times the density step).
 */
export interface CountEstimate {
  /** estimated number of all matches (≥ k) */
  total: number;
  /** total / k: what a count over the window is multiplied by (per-disk counts, hidden paid ones) */
  scale: number;
  /** relative standard error of `total` (0.07 = ±7 %); 0 when every part was counted exactly */
  error: number;
  /** every part was counted exactly (no dense part was scaled): `total` is the true count */
  exact: boolean;
}

/** Parts of the span below the window that are sampled (widths doubling away from the window). */
export const STRATA = 6;
/** Matches asked per part (one index walk each, ids only). */
export const PROBE = 64;

/**
 * The parts [lo, hi) of the id span below the window's floor, highest first (empty when the
 * window reaches the lowest id). Widths double away from the window (1/63, 2/63, … 32/63 of the
 * span): a term's matches crowd the newest ids far more often than old ones, and a narrow part
 * next to the window sees where such a burst ends.
 */
export function strata(floor: number, range: { min: number; max: number }): Array<{ lo: number; hi: number }> {
  const width = floor - range.min;
  if (width <= 0) return [];
  const whole = 2 ** STRATA - 1;
  const parts: Array<{ lo: number; hi: number }> = [];
  for (let j = 0; j < STRATA; j++) {
    const hi = floor - Math.floor((width * (2 ** j - 1)) / whole);
    const lo = floor - Math.floor((width * (2 ** (j + 1) - 1)) / whole);
    if (hi > lo) parts.push({ lo, hi });
  }
  return parts;
}

/**
 * @param k matches in the window (it was full)
 * @param parts the strata below the window, highest first, each with the sample of its walk:
 *   the first ≤ PROBE match ids in [lo, hi) from its top (`from` absent), or from its bottom
 *   (`from: 'bottom'`, the walk went up from lo: ADR 0036 round 3) — highest first either way
 */
export function estimateMatches(k: number, parts: Array<{ lo: number; hi: number; sample: ArrayLike<number>; from?: 'top' | 'bottom' }>): CountEstimate {
  let total = k;
  let variance = 0;
  let exact = true;
  for (const { lo, hi, sample, from } of parts) {
    const m = sample.length;
    if (m < PROBE) {
      // the walk crossed the part's other end: every match of the part is in the sample
      total += m;
      continue;
    }
    // from the top: ids (last, hi − 1] hold the other m − 1 matches; from the bottom: ids [lo, first)
    const span = from === 'bottom' ? sample[0] - lo : hi - 1 - sample[m - 1];
    const p = span > 0 ? Math.min(1, (m - 1) / span) : 1;
    const part = p * (hi - lo);
    total += part;
    exact = false;
    const rel = Math.sqrt(Math.max(0, 1 - p) / (m - 1));
    variance += (rel * part) ** 2;
  }
  const rounded = Math.max(k, Math.round(total));
  const error = rounded > 0 ? Math.sqrt(variance) / rounded : 0;
  return { total: rounded, scale: rounded / k, error: Math.round(error * 1000) / 1000, exact };
}
