import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

type Value = string | number;

/**
 * A page's filters in its URL (issue 30: taoke and 分类浏览 kept them in component state, so a
 * link could not be shared and back/forward lost them). `defaults` names every field with its
 * default; a value in the URL that does not parse (a number field with letters, a value outside
 * `allowed`) falls back to the default. The setter pushes a history entry and leaves defaults
 * out of the URL, so `#/main/list` is the same page as before.
 */
export function useUrlState<T extends Record<string, Value>>(
  defaults: T,
  allowed: Partial<Record<keyof T, readonly Value[]>> = {},
): [T, (change: Partial<T>) => void] {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const state = useMemo(() => {
    const out = { ...defaults };
    for (const name of Object.keys(defaults) as Array<keyof T & string>) {
      const raw = params.get(name);
      if (raw === null) continue;
      const value: Value = typeof defaults[name] === 'number' ? Number(raw) : raw;
      if (typeof value === 'number' && (!Number.isInteger(value) || value < 0)) continue;
      const only = allowed[name];
      if (only && !only.includes(value)) continue;
      (out as Record<string, Value>)[name] = value;
    }
    return out;
    // the URL's search string is the whole input
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const set = useCallback(
    (change: Partial<T>) => {
      const next = { ...state, ...change };
      const out = new URLSearchParams();
      for (const name of Object.keys(defaults)) {
        if (next[name] !== defaults[name] && next[name] !== '') out.set(name, String(next[name]));
      }
      setParams(out);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [state, setParams],
  );
  return [state, set];
}
