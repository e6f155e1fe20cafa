import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiReply } from '../../api/http';
import { failureMsg } from '../../sagas/account';

export interface ApiData<T> {
  data: T | null;
  loading: boolean;
  error: string;
  reload: () => void;
}

/**
 * One read call of a page (GET, no chaining): loads when `key` changes, keeps the last answer
 * while the next one loads, ignores answers that arrive after a newer request.
 */
export function useApiData<T>(load: () => Promise<ApiReply<T>>, key: string, enabled = true): ApiData<T> {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(enabled);
  const [error, setError] = useState('');
  const [tick, setTick] = useState(0);
  const seq = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (!enabled) return;
    const mine = ++seq.current;
    setLoading(true);
    setError('');
    loadRef.current().then(
      (reply) => {
        if (mine !== seq.current) return;
        setData(reply.data);
        setLoading(false);
      },
      (e: unknown) => {
        if (mine !== seq.current) return;
        setError(failureMsg(e));
        setLoading(false);
      },
    );
  }, [key, tick, enabled]);

  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { data, loading, error, reload };
}
