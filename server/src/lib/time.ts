/** Calendar days are counted in China Standard Time (Asia/Shanghai, UTC+8, no DST). */
const CST_OFFSET_MS = 8 * 3600 * 1000;

/** Day number (days since 1970-01-01 in Asia/Shanghai) of a ms-epoch instant. */
export function cstDayNumber(ms: number): number {
  return Math.floor((ms + CST_OFFSET_MS) / 86_400_000);
}

/** YYYY-MM-DD in Asia/Shanghai. */
export function cstDateString(ms: number): string {
  return new Date(ms + CST_OFFSET_MS).toISOString().slice(0, 10);
}

/** `YYYY-MM-DD HH:mm` in Asia/Shanghai (times inside message texts: readers see words, not ISO). */
export function cstDateTimeString(ms: number): string {
  return new Date(ms + CST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** Injectable clock so tests can move time; production uses Date.now. */
export interface Clock {
  now(): number;
}
export const systemClock: Clock = { now: () => Date.now() };
