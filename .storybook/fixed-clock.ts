/**
 * Stories run at a fixed moment — 2026-11-22 10:00 China Standard Time — so anything derived
 * from "now" (the footer year, VIP still valid, "今天已签到", relative dates) renders the same
 * on every day and every machine, and screenshot baselines never drift with the calendar.
 * Time still advances from that start, so timers, toasts and debounces behave normally.
 */
export const STORY_NOW = Date.UTC(2026, 10, 22, 2, 0, 0);

export function installFixedClock(start = STORY_NOW): () => void {
  const RealDate = Date;
  const offset = start - RealDate.now();
  const now = () => RealDate.now() + offset;

  function FixedDate(this: unknown, ...args: unknown[]) {
    if (!new.target) return new RealDate(now()).toString();
    return args.length === 0 ? new RealDate(now()) : new (RealDate as unknown as new (...a: unknown[]) => Date)(...args);
  }
  FixedDate.prototype = RealDate.prototype;
  FixedDate.now = now;
  FixedDate.parse = RealDate.parse;
  FixedDate.UTC = RealDate.UTC;

  globalThis.Date = FixedDate as unknown as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
  };
}
