import { getContext } from 'redux-saga/effects';
import type { Clock } from '../lib/clock';

/** Saga context keys (set by createAppStore). */
export const CLOCK = 'clock';

export function* getClock(): Generator<ReturnType<typeof getContext>, Clock, Clock> {
  return yield getContext(CLOCK);
}

/**
 * How the live channel opens a Server-Sent Events stream (issue 33): the browser's EventSource by
 * default; null closes the channel (stories: pictures of one moment). Set by createAppStore.
 */
export const EVENT_SOURCE = 'eventSource';
export type EventSourceFactory = ((url: string) => import('./liveEvents').EventSourceLike) | null;

export function* getEventSourceFactory(): Generator<ReturnType<typeof getContext>, EventSourceFactory | undefined, EventSourceFactory | undefined> {
  return yield getContext(EVENT_SOURCE);
}
