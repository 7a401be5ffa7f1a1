import { mutate } from 'swr';
import { unstable_serialize } from 'swr/infinite';
import { NOTICE_PAGE_SIZE, type NoticeData } from '@/lib/domain/notifications/notices';
import { jsonApi } from '@/lib/client/json-api';
import { API_KEYS } from '@/lib/client/swr/api-keys';
import { updateCached } from '@/lib/client/swr/update-cached';

/**
 * The notices in SWR's cache (useSWRInfinite, one entry for all pages): how pages are keyed and
 * fetched, and how a live event or a read changes them without asking the server again.
 */

/** One answer of GET /json-api/user-notifications: a page of unread notices and how many there are in all. */
export interface NoticePage {
  data: NoticeData[];
  unread: number;
}

export type NoticePageKey = readonly [path: typeof API_KEYS.notifications, offset: number];

/** Page `index` after full pages; a short page is the last (spec §4 "Pagination"). */
export function noticePageKey(index: number, previous: NoticePage | null): NoticePageKey | null {
  return previous && previous.data.length < NOTICE_PAGE_SIZE ? null : [API_KEYS.notifications, index * NOTICE_PAGE_SIZE];
}

export async function fetchNoticePage([path, offset]: NoticePageKey): Promise<NoticePage> {
  return (await jsonApi<{ data: NoticePage }>(path, { query: { offset } })).data;
}

const CACHE_KEY = unstable_serialize(noticePageKey);

/**
 * Applies `change` to the cached pages. With none cached yet the first page may be on its way,
 * and SWR drops an answer that started before a mutate (its race guard): the counter would stay
 * empty for good. So then the first page is asked for again instead — it holds the change anyway
 * (update-cached.ts, the one home of that rule).
 */
async function update(change: (pages: NoticePage[]) => NoticePage[]): Promise<unknown> {
  return updateCached<NoticePage[]>(CACHE_KEY, (pages) => (pages && pages.length > 0 ? change(pages) : undefined));
}

export function hasNotice(pages: readonly NoticePage[] | undefined, id: number): boolean {
  return (pages ?? []).some((page) => page.data.some((n) => n.id === id));
}

/** Spec §4: a new notice "is added if not already present" — first in the list, one more unread. */
export function addNoticeToPages(pages: NoticePage[], notice: NoticeData): NoticePage[] {
  if (hasNotice(pages, notice.id)) return pages;
  const [first, ...rest] = pages;
  return [{ data: [notice, ...first!.data], unread: first!.unread + 1 }, ...rest];
}

/** A read notice leaves every page and the counter (counted once, whatever told us first). */
export function removeNoticeFromPages(pages: NoticePage[], id: number): NoticePage[] {
  if (!hasNotice(pages, id)) return pages;
  const unread = Math.max(0, pages[0]!.unread - 1);
  return pages.map((page, index) => ({ data: page.data.filter((n) => n.id !== id), unread: index === 0 ? unread : page.unread }));
}

export const addCachedNotice = (notice: NoticeData) => update((pages) => addNoticeToPages(pages, notice));
export const removeCachedNotice = (id: number) => update((pages) => removeNoticeFromPages(pages, id));

/** POST …/read/{id}; the notice leaves the list at once and comes back if the server refused. */
export async function readNotice(id: number): Promise<void> {
  await removeCachedNotice(id);
  try {
    await jsonApi(`${API_KEYS.notifications}/read/${id}`, { method: 'POST' });
  } catch (error) {
    console.warn('notifications: read failed', error);
    await mutate(CACHE_KEY);
    throw error;
  }
}
