import useSWR, { mutate } from 'swr';
import { updateCached } from '@/lib/client/swr/update-cached';
import type { BalanceDto } from '@/lib/domain/accounts/account-types';
import type { GiftDto } from '@/lib/domain/cashbox/cashbox-types';
import type { CompointProductDto, CompointPurchaseDto, CompointsConfigDto } from '@/lib/domain/compoints/compoints';
import type { REALTIME_EVENTS, RealtimeEventOf } from '@/lib/domain/realtime/realtime-events';
import { jsonApi } from '@/lib/client/json-api';
import { API_KEYS } from '@/lib/client/swr/api-keys';
import { fetchData } from '@/lib/client/swr/fetchers';
import { PLAYER_DATA } from '@/lib/client/swr/options';

/**
 * The compoints shop in the browser (docs/API.md "Compoints"): the config (balance, rate) and the
 * products through SWR, keyed with the page's language (their texts are in it); a purchase; the
 * live `compoints_balance_changed`, which writes the new balance into the config and the session's
 * balance (the profile's balance tab shows `compoint_balance`).
 */

export const configKey = (locale: string) => [API_KEYS.compointsConfig, locale] as const;
export const productsKey = (locale: string) => [API_KEYS.compointProducts, locale] as const;

export function useCompointsConfig(locale: string) {
  return useSWR<CompointsConfigDto>(configKey(locale), ([path]: readonly [string, string]) => fetchData<CompointsConfigDto>(path), PLAYER_DATA);
}

export function useCompointProducts(locale: string) {
  return useSWR<CompointProductDto[]>(
    productsKey(locale),
    // The type goes through `query`: apiUrl adds `platform` to the query it builds.
    async ([path]: readonly [string, string]) => (await jsonApi<{ data: { data: CompointProductDto[] } }>(path, { query: { type: 'gift' } })).data.data,
    PLAYER_DATA,
  );
}

/**
 * Buys a product (POST /json-api/compoint-products/{id}); throws JsonApiError with the server's
 * code on refusal. Idempotent: a double click, or a retry of an unanswered purchase, buys once
 * (lib/client/idempotency-keys.ts). Spec §4 "purchasing a gift in the compoints shop reloads
 * gifts and the available list".
 */
export async function buyCompointProduct(productId: number): Promise<CompointPurchaseDto<GiftDto>> {
  const { data } = await jsonApi<{ data: CompointPurchaseDto<GiftDto> }>(`/json-api/compoint-products/${productId}`, { method: 'POST', body: {}, idempotent: true });
  setCompoints(data.balance);
  await Promise.all([mutate(API_KEYS.gifts), mutate((key) => Array.isArray(key) && key[0] === API_KEYS.compointProducts)]);
  return data;
}

/**
 * Writes the player's compoints where the site shows them: the shop's config (every language) and
 * the session's balance; where nothing is cached yet, that data is asked for again (update-cached.ts).
 */
export function setCompoints(balance: number): void {
  void updateCached<CompointsConfigDto>((key) => Array.isArray(key) && key[0] === API_KEYS.compointsConfig, (config) => config && { ...config, balance });
  void updateCached<BalanceDto>(API_KEYS.balance, (current) => current && { ...current, compoint_balance: balance });
}

/** `compoints_balance_changed { balance }`: checked like any socket message before it is trusted. */
export function applyCompointsChanged(message: RealtimeEventOf<typeof REALTIME_EVENTS.compointsBalanceChanged>): void {
  const balance: unknown = message.balance;
  if (typeof balance === 'number' && Number.isSafeInteger(balance) && balance >= 0) setCompoints(balance);
}

/** The Pick up tab's gifts: bought with compoints, still to take (received, not past expiredAt). */
export function boughtGiftsToTake(gifts: readonly GiftDto[], nowMs = Date.now()): GiftDto[] {
  return gifts.filter((gift) => gift.reason === 'compoints' && gift.state === 'received' && Date.parse(gift.expiredAt) > nowMs);
}

/**
 * Activates a gift (PUT /json-api/gifts/activate/{id}: 200 `{ data: GiftDto }`, 400 with the
 * activation code, texts in `gifts.errors`) and reloads the gifts and the balances it
 * may have moved.
 */
export async function activateBoughtGift(giftId: number): Promise<GiftDto> {
  const { data } = await jsonApi<{ data: GiftDto }>(`/json-api/gifts/activate/${giftId}`, { method: 'PUT', idempotent: true });
  await Promise.all([mutate(API_KEYS.gifts), mutate(API_KEYS.balance), mutate((key) => Array.isArray(key) && key[0] === API_KEYS.compointsConfig)]);
  return data;
}
