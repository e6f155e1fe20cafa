import { getContext } from 'redux-saga/effects';
import type { Clock } from '../lib/clock';

/** Saga context keys (set by createAppStore). */
export const CLOCK = 'clock';

export function* getClock(): Generator<ReturnType<typeof getContext>, Clock, Clock> {
  return yield getContext(CLOCK);
}
