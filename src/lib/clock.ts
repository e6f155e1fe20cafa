/**
 * Time source for the sagas. Injected through the saga context so tests can place the clock
 * at 22:59 or move it past midnight without touching the real timers.
 */
export interface Clock {
  now(): number;
  /** Resolves once `ms` milliseconds have passed on this clock. */
  sleep(ms: number): Promise<void>;
}

/** setTimeout accepts at most 2^31-1 ms; longer waits are split. */
const MAX_TIMEOUT = 2_147_483_647;

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) =>
    new Promise((resolve) => {
      const step = () => {
        const left = Math.max(0, ms);
        if (left > MAX_TIMEOUT) {
          ms -= MAX_TIMEOUT;
          setTimeout(step, MAX_TIMEOUT);
        } else setTimeout(resolve, left);
      };
      step();
    }),
};

/** Calendar helpers live with the other date helpers (dayjs, src/lib/format.ts). */
export { localDay, msUntilNextDay } from './format';
