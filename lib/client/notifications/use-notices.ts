import { useCallback, useMemo } from 'react';
import useSWRInfinite from 'swr/infinite';
import { NOTICE_PAGE_SIZE, type NoticeData } from '@/lib/domain/notifications/notices';
import { PLAYER_DATA } from '@/lib/client/swr/options';
import { fetchNoticePage, noticePageKey, type NoticePage } from './notice-pages';

export interface Notices {
  /** Unread notices, newest first, each once. */
  items: NoticeData[];
  /** Spec §4: notices with status new; 0 until the first page came. */
  unread: number;
  loading: boolean;
  failed: boolean;
  /** True while a full page was the last loaded: there may be more. */
  more: boolean;
  loadMore: () => void;
  retry: () => void;
}

/**
 * The player's notices through useSWRInfinite: the first page when the header shows the counter
 * (every logged-in page), more on demand in the panel. Live events and reads change the cache
 * (notice-pages.ts), so the counter and the panel follow without asking again.
 */
export function useNotices(): Notices {
  const { data, error, size, setSize, isValidating, mutate } = useSWRInfinite<NoticePage, unknown>(noticePageKey, fetchNoticePage, {
    ...PLAYER_DATA,
    revalidateFirstPage: true,
    onError: (failure) => console.warn('notifications: a page did not load', failure),
  });
  const loadMore = useCallback(() => void setSize((n) => n + 1), [setSize]);
  const retry = useCallback(() => void mutate(), [mutate]);
  return useMemo(() => {
    const pages = data ?? [];
    const seen = new Set<number>();
    const items = pages.flatMap((p) => p.data).filter((n) => !seen.has(n.id) && Boolean(seen.add(n.id)));
    const loading = isValidating && (pages.length === 0 || size > pages.length);
    const last = pages.at(-1);
    return {
      items,
      unread: pages[0]?.unread ?? 0,
      loading,
      failed: error !== undefined && !loading,
      more: last !== undefined && pages.length === size && last.data.length >= NOTICE_PAGE_SIZE,
      loadMore,
      retry,
    };
  }, [data, error, size, isValidating, loadMore, retry]);
}
