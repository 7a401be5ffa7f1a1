import { mutate } from 'swr';
import { updateCached } from '@/lib/client/swr/update-cached';
import type { GiftDto } from '@/lib/domain/cashbox/cashbox-types';
import { giftCounter, listedGifts } from '@/lib/domain/gifts/gift-list';
import { reloadsAfterActivation } from '@/lib/domain/gifts/gifts';
import { currentPlatform, jsonApi } from '@/lib/client/json-api';
import { API_KEYS } from '@/lib/client/swr/api-keys';
import { fetchInner } from '@/lib/client/swr/fetchers';

/**
 * The gift actions of the browser (docs/API.md "Gifts"): activate, take a no-deposit prize, and
 * reload the list. Each writes the answer into SWR's cache, so every screen reading the gifts (the
 * Gifts tab, the cashbox, the counters) follows at once. A refusal is thrown as the JsonApiError
 * with its code (spec §8); the caller shows it.
 */

/**
 * Reads the gifts into the cache whether or not a screen shows them (the live queue needs the
 * titles), and sets the header's counter from the same answer, so the two never disagree.
 */
export async function reloadGifts(): Promise<GiftDto[]> {
  const gifts = (await mutate(API_KEYS.gifts, fetchInner<GiftDto[]>(API_KEYS.gifts), { revalidate: false })) ?? [];
  await mutate(API_KEYS.giftCount, giftCounter(listedGifts(gifts), Date.now()), { revalidate: false });
  return gifts;
}

/**
 * Puts one gift's new state into the cached list (and the counter) without a request; with no list
 * cached yet (maybe still on its way) the list is read again instead (update-cached.ts).
 */
async function writeGift(updated: GiftDto): Promise<void> {
  const gifts = await updateCached<GiftDto[]>(API_KEYS.gifts, (current) => current?.map((gift) => (gift.id === updated.id ? updated : gift)));
  if (gifts) await mutate(API_KEYS.giftCount, giftCounter(listedGifts(gifts), Date.now()), { revalidate: false });
  else await reloadGifts();
}

/**
 * Spec §4: "for gifts that are not one-click or long-term types the list is reloaded after
 * activation or prize take" (a group's children, a custom claim: new rows the answer does not
 * show); the others take the answer's gift as it is.
 */
async function afterChange(type: string, updated: GiftDto): Promise<void> {
  if (reloadsAfterActivation(type)) await reloadGifts();
  else await writeGift(updated);
}

/** PUT /json-api/gifts/activate/{id} with the device (spec §8 wrong_device) → the activated gift. */
export async function activateGift(gift: Pick<GiftDto, 'id' | 'type'>): Promise<GiftDto> {
  const answer = await jsonApi<{ data: GiftDto }>(`/json-api/gifts/activate/${gift.id}`, { method: 'PUT', body: { platform: currentPlatform() }, idempotent: true });
  await afterChange(gift.type, answer.data);
  return answer.data;
}

/** POST /json-api/gifts/nondeposit/take-prize/{id} (empty body) → the taken gift. */
export async function takeGiftPrize(gift: Pick<GiftDto, 'id' | 'type'>): Promise<GiftDto> {
  const answer = await jsonApi<{ status: 'success'; data: GiftDto }>(`/json-api/gifts/nondeposit/take-prize/${gift.id}`, { method: 'POST', body: {}, idempotent: true });
  await afterChange(gift.type, answer.data);
  return answer.data;
}
