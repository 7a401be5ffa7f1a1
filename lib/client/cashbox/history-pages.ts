import { TREASURY_PAGE_SIZE } from '@/lib/domain/cashbox/cashbox-types';
import { jsonApi } from '@/lib/client/json-api';
import { API_KEYS } from '@/lib/client/swr/api-keys';

/** The SWR key of one page of a history: the path and spec §7's `offset` (rows already loaded). */
export type HistoryPageKey = readonly [path: typeof API_KEYS.deposits | typeof API_KEYS.payouts, offset: number];

/**
 * The key of page `index` of a history. Every page before it was full: a short page completes the
 * list, so no key follows it.
 */
export function historyPageKey(path: HistoryPageKey[0]) {
  return (index: number, previous: readonly unknown[] | null): HistoryPageKey | null =>
    previous && previous.length < TREASURY_PAGE_SIZE ? null : [path, index * TREASURY_PAGE_SIZE];
}

export async function fetchHistoryPage<T>([path, offset]: HistoryPageKey): Promise<T[]> {
  return (await jsonApi<{ data: { data: T[] } }>(path, { query: { offset } })).data.data;
}
