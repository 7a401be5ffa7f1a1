import { useCallback, useEffect, useMemo, useRef } from 'react';
import useSWRInfinite from 'swr/infinite';
import { canLoadMore, type PagedState } from '@/lib/domain/infinite-scroll';
import { TREASURY_PAGE_SIZE, type DepositDto, type PayoutDto } from '@/lib/domain/cashbox/cashbox-types';
import { REALTIME_EVENTS } from '@/lib/domain/realtime/realtime-events';
import { onRealtimeEvent } from '@/lib/client/realtime/realtime-events';
import { API_KEYS } from '@/lib/client/swr/api-keys';
import { PLAYER_DATA } from '@/lib/client/swr/options';
import { fetchHistoryPage, historyPageKey } from './history-pages';

export type HistoryKind = 'deposits' | 'payouts';
interface HistoryItems {
  deposits: DepositDto;
  payouts: PayoutDto;
}
export type HistoryItem<K extends HistoryKind> = HistoryItems[K];

export interface PagedHistory<T> {
  state: PagedState<T>;
  /** Asks for the next page unless the list is complete, a request runs, or the last one failed. */
  loadNext: () => void;
  /** After a failure: asks again for the page that failed. */
  retry: () => void;
}

const KEYS = { deposits: historyPageKey(API_KEYS.deposits), payouts: historyPageKey(API_KEYS.payouts) };

/** Rows already shown are not shown twice when the list shifted between pages. */
function uniqueRows<T extends { id: number }>(pages: readonly T[][]): T[] {
  const seen = new Set<number>();
  return pages.flat().filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)));
}

/**
 * A deposit or payout history (spec platform §4 "Pagination") through useSWRInfinite: the first
 * page when the list is shown (a list shown before appears at once from the cache and is asked
 * again), then the next one on demand; the deposit history again when a deposit is confirmed. One request at a time, guarded by a ref because two
 * triggers (the scroll watcher and the button) can fire in one frame, before `loading` renders.
 */
export function usePagedHistory<K extends HistoryKind>(kind: K): PagedHistory<HistoryItems[K]> {
  const { data, error, size, setSize, isValidating, mutate } = useSWRInfinite<HistoryItems[K][], unknown>(KEYS[kind], fetchHistoryPage, {
    ...PLAYER_DATA,
    revalidateOnMount: true,
    revalidateFirstPage: false,
    onError: (failure) => console.warn('cashbox: a history page did not load', failure),
  });
  const inFlight = useRef(false);

  // A paid deposit changes a row of the deposit history: the pages shown are asked again.
  useEffect(() => {
    if (kind !== 'deposits') return;
    return onRealtimeEvent(REALTIME_EVENTS.treasuryTransactionConfirmed, () => void mutate());
  }, [kind, mutate]);

  const state = useMemo((): PagedState<HistoryItems[K]> => {
    const pages = data ?? [];
    const last = pages.at(-1);
    const loading = isValidating && size > pages.length;
    return {
      items: uniqueRows(pages),
      page: pages.length,
      pageSize: TREASURY_PAGE_SIZE,
      complete: last !== undefined && last.length < TREASURY_PAGE_SIZE,
      loading,
      failed: error !== undefined && !loading,
    };
  }, [data, error, size, isValidating]);

  const loadNext = useCallback(() => {
    if (inFlight.current || !canLoadMore(state)) return;
    inFlight.current = true;
    void setSize(state.page + 1).finally(() => {
      inFlight.current = false;
    });
  }, [state, setSize]);

  // setSize to the same size fetches only the pages missing from the cache: the one that failed.
  const retry = useCallback(() => void setSize((current) => current), [setSize]);

  return { state, loadNext, retry };
}
