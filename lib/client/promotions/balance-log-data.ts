import { useEffect } from 'react';
import useSWRInfinite from 'swr/infinite';
import type { PromotionBalanceLogDto, PageOf } from '@/lib/domain/promotions/promotion-dtos';
import { REALTIME_EVENTS } from '@/lib/domain/realtime/realtime-events';
import { jsonApi } from '@/lib/client/json-api';
import { onRealtimeEvent } from '@/lib/client/realtime/realtime-events';
import { PLAYER_DATA } from '@/lib/client/swr/options';
import { BALANCE_LOG_PAGE_SIZE, hasMoreRows, logRows } from './balance-log-view';

/**
 * A member's promo balance log (GET /json-api/action-balance-logs, docs/API.md): newest first,
 * BALANCE_LOG_PAGE_SIZE rows a page, the next page on "show more". Every movement of the
 * player's points in the promo comes with `promo_points_changed` in their own room, so that
 * event reads the loaded pages again: the new row appears on top while the page is open.
 */
/**
 * The API path, kept here rather than in swr/api-keys.ts as the promo page's other paths are
 * (promotion-data.ts): that module is in every page's first load, this log only on a member's page.
 */
export const BALANCE_LOG_PATH = '/json-api/action-balance-logs';

/** One page: `[path, actionId, userId, page]`. */
type LogKey = readonly [typeof BALANCE_LOG_PATH, number, number, number];

const fetchLogPage = async ([path, actionId, , page]: LogKey) =>
  (await jsonApi<{ data: PageOf<PromotionBalanceLogDto> }>(path, { query: { actionId, page, limit: BALANCE_LOG_PAGE_SIZE } })).data;

export function useBalanceLog(actionId: number, userId: number) {
  const { data, error, size, setSize, isLoading, isValidating, mutate } = useSWRInfinite<PageOf<PromotionBalanceLogDto>, unknown>(
    (index, previous: PageOf<PromotionBalanceLogDto> | null) => (previous && previous.items.length === 0 ? null : ([BALANCE_LOG_PATH, actionId, userId, index + 1] as LogKey)),
    fetchLogPage,
    { ...PLAYER_DATA, revalidateOnMount: true },
  );

  useEffect(
    () =>
      onRealtimeEvent(REALTIME_EVENTS.promoPointsChanged, (event) => {
        if (event.actionId === actionId) void mutate();
      }),
    [actionId, mutate],
  );

  const pages = data ?? [];
  const loadingMore = isValidating && size > pages.length;
  return {
    rows: logRows(pages),
    total: pages.at(-1)?.totalItems ?? 0,
    loading: isLoading && pages.length === 0,
    loadingMore,
    failed: error !== undefined && !isValidating,
    more: hasMoreRows(pages),
    showMore: () => void setSize(pages.length + 1),
    retry: () => void mutate(),
  };
}
