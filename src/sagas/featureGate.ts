import type { Action, Dispatch, Middleware } from '@reduxjs/toolkit';
import { runSaga, stdChannel, type Saga, type Task } from 'redux-saga';

/** Where the feature sagas come from: the app imports them lazily, tests and stories at once. */
export type FeatureSource = () => Saga | Promise<Saga>;

/**
 * Runs sagas that arrive after the store started (the feature chunk, sagas/features.ts) without
 * losing an action: until they run, every action that went through the reducers is kept; when
 * they start, they receive the kept actions in order — on their own channel, so neither the
 * reducers nor the root saga see an action twice — and from then on every new action.
 */
export function createFeatureGate() {
  const channel = stdChannel<Action>();
  let pending: Action[] | null = [];
  let store: { dispatch: Dispatch; getState: () => unknown } | null = null;

  const middleware: Middleware = (api) => {
    store = api;
    return (next) => (action) => {
      const result = next(action);
      if (pending) pending.push(action as Action);
      else channel.put(action as Action);
      return result;
    };
  };

  /** Starts the sagas and replays what they missed. */
  function start(saga: Saga, context: Record<string | symbol, unknown>): Task {
    if (!store) throw new Error('feature gate: the store has not been created');
    const task = runSaga({ channel, dispatch: store.dispatch, getState: store.getState, context }, saga);
    const missed = pending ?? [];
    pending = null;
    for (const action of missed) channel.put(action);
    return task;
  }

  /** Keeps nothing from now on (a store without sagas). */
  function discard(): void {
    pending = null;
  }

  return { middleware, start, discard };
}

export type FeatureGate = ReturnType<typeof createFeatureGate>;
