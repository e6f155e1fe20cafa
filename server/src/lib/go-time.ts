/** PanSou's zero time: what Go writes for a time.Time it does not know (issue 35). */
export const GO_ZERO_TIME = '0001-01-01T00:00:00Z';

/** China Standard Time, the zone PanSou's servers (Docker TZ=Asia/Shanghai) write their times in. */
const CST_OFFSET_MS = 8 * 3600_000;

/**
 * A time as Go's encoding/json writes a time.Time (RFC 3339 with nanoseconds, trailing zeros
 * dropped: `2026-11-25T20:00:00+08:00`, `…:00.02+08:00`), in UTC+8 as PanSou's servers do; 0 or an
 * unknown time is Go's zero time. Python's datetime.fromisoformat (3.7+) reads both forms.
 */
export function goTime(ms: number | null | undefined): string {
  if (!ms || !Number.isFinite(ms)) return GO_ZERO_TIME;
  const iso = new Date(Math.trunc(ms) + CST_OFFSET_MS).toISOString(); // YYYY-MM-DDTHH:MM:SS.mmmZ
  const frac = iso.slice(20, 23).replace(/0+$/, '');
  return `${iso.slice(0, 19)}${frac ? `.${frac}` : ''}+08:00`;
}
