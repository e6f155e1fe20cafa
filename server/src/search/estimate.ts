/**
 * The count of a query's matches estimated from its newest matches (ADR 0036).
 *
 * The index answers a query newest first and stops after a window of k matches, so the number
 * of ALL matches is unknown once the window is full. The ids of those k matches say how dense
 * the query is in the newest part of the index: k matches among the ids [floor, max]. If the
 * matches are spread evenly over the ids (the model), the rest of the id span holds matches at
 * the same rate:
 *
 *   p̂ = (k − 1) / (max − floor)            (unbiased for a count that stops at the k-th match)
 *   total ≈ k + p̂ · (floor − min)           (min, max: the index's lowest and highest id)
 *
 * Its relative standard error is about √((1 − p̂) / (k − 1)) times the share of the total that is
 * extrapolated (the part of the span below the window): ≈ 7 % for k = 200 when the window is a
 * small part of the span, 0 when the window covers the whole index.
 *
 * The model fails for a term that is much newer (or older) than the corpus: a new season's
 * matches crowd the newest ids, and scaling their density to the whole span would overcount
 * many times. So the estimate is refused (null → the caller counts exactly, up to its larger
 * window) unless the matches pass an evenness test: the k − 1 matches above the floor, split at
 * the middle of their span, must not differ from an even split by more than 3 standard
 * deviations of a fair coin (√(k − 1) / 2 each way; a fair spread is refused 0.3 % of the time).
 */
export interface CountEstimate {
  /** estimated number of all matches (≥ k) */
  total: number;
  /** total / k: what a count over the window is multiplied by (per-disk counts, hidden paid ones) */
  scale: number;
  /** relative standard error of `total` (0.07 = ±7 %) */
  error: number;
}

/**
 * @param ids the window's matches, highest id first (the window was full: k = ids.length)
 * @param range the index's lowest and highest id
 */
export function estimateMatches(ids: ArrayLike<number>, range: { min: number; max: number } | null): CountEstimate | null {
  const k = ids.length;
  if (!range || k < 30) return null;
  const floor = ids[k - 1];
  const spanW = range.max - floor; // ids above the floor (the k − 1 other matches are among them)
  const below = floor - range.min; // ids below the floor: the part extrapolated
  if (spanW < k - 1 || below < 0) return null;
  if (below === 0) return { total: k, scale: 1, error: 0 };
  const n = k - 1;
  const mid = floor + spanW / 2;
  let upper = 0;
  for (let i = 0; i < n; i++) if (ids[i] > mid) upper++;
  if (Math.abs(upper - n / 2) > (3 * Math.sqrt(n)) / 2) return null;
  const p = n / spanW;
  const rest = p * below;
  const total = Math.max(k, Math.round(k + rest));
  const error = (Math.sqrt(Math.max(0, 1 - p) / n) * rest) / total;
  return { total, scale: total / k, error: Math.round(error * 1000) / 1000 };
}
