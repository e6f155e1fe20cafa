import { useCallback, useEffect, useState } from 'react';
import type { ApiReply } from '../../api/http';
import { failureMsg } from '../../sagas/account';

export interface ApiData<T> {
  data: T | null;
  loading: boolean;
  error: string;
  reload: () => void;
}

interface Answer<T> {
  key: string;
  data: T | null;
  error: string;
}

/**
 * One read call of a page (GET, no chaining): loads when `key` changes, keeps the last answer
 * while the next one loads, ignores answers that arrive after a newer request.
 */
export function useApiData<T>(load: () => Promise<ApiReply<T>>, key: string, enabled = true): ApiData<T> {
  const [tick, setTick] = useState(0);
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  const reqKey = `${key}#${tick}`;

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    load().then(
      (reply) => {
        if (live) setAnswer({ key: reqKey, data: reply.data, error: '' });
      },
      (e: unknown) => {
        if (live) setAnswer((prev) => ({ key: reqKey, data: prev?.data ?? null, error: failureMsg(e) }));
      },
    );
    return () => {
      live = false;
    };
    // `load` is a new closure every render; the request is identified by `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reqKey, enabled]);

  const reload = useCallback(() => setTick((t) => t + 1), []);
  const current = answer?.key === reqKey;
  return { data: answer?.data ?? null, loading: enabled && !current, error: current ? answer.error : '', reload };
}
