import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { canLoadMore, initialPagedState, pagedReducer, type PagedState } from '@/lib/domain/infinite-scroll';
import { TREASURY_PAGE_SIZE } from '@/lib/domain/cashbox-types';

export type HistoryLoader<T> = (offset: number, signal?: AbortSignal) => Promise<T[]>;

export interface PagedHistory<T> {
  state: PagedState<T>;
  /** Asks for the next page unless the list is complete, a request runs, or the last one failed. */
  loadNext: () => void;
  /** After a failure: clears it and asks again. */
  retry: () => void;
}

/** Nothing loaded yet, and not complete: an empty list is only known after the first answer. */
function emptyHistory<T>(): PagedState<T> {
  return { ...initialPagedState<T>([], 0, TREASURY_PAGE_SIZE), complete: false };
}

/**
 * A deposit or payout history (spec platform §4 "Pagination"): the first page on mount, then the
 * next one on demand. `offset` is the number of rows already loaded (spec §7); every page before
 * the next one was full, or the list would be complete. A page shorter than TREASURY_PAGE_SIZE
 * completes the list; one request at a time, guarded by a ref because two triggers (the scroll
 * watcher and the button) can fire in one frame, before the reducer's `loading` is rendered.
 */
export function usePagedHistory<T extends { id: number }>(loader: HistoryLoader<T>): PagedHistory<T> {
  const [reducer] = useState(() => pagedReducer<T>((item) => item.id));
  const [state, dispatch] = useReducer(reducer, undefined, emptyHistory<T>);
  const stateRef = useRef(state);
  const inFlight = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    stateRef.current = state;
  });

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const loadNext = useCallback(() => {
    const current = stateRef.current;
    if (inFlight.current || !canLoadMore(current)) return;
    inFlight.current = true;
    const page = current.page + 1;
    // The reducer must see `loading` before the answer, whatever React batches.
    stateRef.current = { ...current, loading: true };
    dispatch({ type: 'start' });
    loader(current.page * current.pageSize)
      .then(
        (items) => mounted.current && dispatch({ type: 'loaded', page, items }),
        (error: unknown) => {
          console.warn('cashbox: a history page did not load', error);
          if (mounted.current) dispatch({ type: 'failed' });
        },
      )
      .finally(() => {
        inFlight.current = false;
      });
  }, [loader]);

  const retry = useCallback(() => {
    stateRef.current = { ...stateRef.current, failed: false };
    dispatch({ type: 'retry' });
    loadNext();
  }, [loadNext]);

  // The first page as soon as the list is shown.
  useEffect(() => {
    if (stateRef.current.page === 0) loadNext();
  }, [loadNext]);

  return { state, loadNext, retry };
}
