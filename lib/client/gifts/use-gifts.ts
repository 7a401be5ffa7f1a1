import useSWR from 'swr';
import type { GiftDto } from '@/lib/domain/cashbox/cashbox-types';
import { listedGifts } from '@/lib/domain/gifts/gift-list';
import { API_KEYS } from '@/lib/client/swr/api-keys';
import { fetchData, fetchInner } from '@/lib/client/swr/fetchers';
import { PLAYER_DATA } from '@/lib/client/swr/options';

export type GiftsState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; gifts: GiftDto[] };

/**
 * The player's gifts for the Gifts tab, through SWR. The cache holds the server's whole list under
 * API_KEYS.gifts (the cashbox reads the same key, with the same fetcher); this view drops reason
 * `compoints` (spec §4, listedGifts). `retry` asks again after a failure.
 */
export function useGifts(): { state: GiftsState; retry: () => void } {
  const { data, error, isLoading, mutate } = useSWR<GiftDto[]>(API_KEYS.gifts, fetchInner, PLAYER_DATA);
  const state: GiftsState = data ? { status: 'ready', gifts: listedGifts(data) } : error && !isLoading ? { status: 'failed' } : { status: 'loading' };
  return { state, retry: () => void mutate() };
}

export const fetchGiftCount = async (path: string): Promise<number> => (await fetchData<{ count: number }>(path)).count;

/** The header's gift counter (GET /json-api/user-gifts/payout-gift-count); undefined until known. */
export function useGiftCount(): number | undefined {
  return useSWR<number>(API_KEYS.giftCount, fetchGiftCount, PLAYER_DATA).data;
}
