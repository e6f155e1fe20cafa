import type { PayloadAction } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import { requestKey, resourceActions, useAppDispatch, useAppSelector, type ListData, type ResourceListKey } from '../store';

/** What a page shows of one read call. */
export interface ListView<T> {
  /** the last answer (kept while the next request loads and when it fails) */
  data: T | null;
  loading: boolean;
  error: string;
}

/**
 * One read call of a page through the resource slice: dispatches `request` (a request action
 * such as latestRequested(params)) when the page opens and whenever its payload changes; the
 * saga fills `lists[name]`. Loading until the answer to this very request arrives; the list is
 * cleared when the page closes, so a page opens empty as it always did.
 */
export function useResourceList<K extends ResourceListKey>(
  name: K,
  request: PayloadAction<unknown>,
  enabled = true,
): ListView<ListData<K>> {
  const dispatch = useAppDispatch();
  const key = requestKey(request.payload);
  const list = useAppSelector((s) => s.resource.lists[name]);

  useEffect(() => {
    if (!enabled) return;
    dispatch(request);
    // `request` is a new object every render; the request is identified by `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, key, enabled]);

  useEffect(
    () => () => {
      dispatch(resourceActions.listCleared(name));
    },
    [dispatch, name],
  );

  const current = list.key === key && (list.status === 'done' || list.status === 'error');
  return {
    data: list.data as ListData<K> | null,
    loading: enabled && !current,
    error: current ? list.error : '',
  };
}
