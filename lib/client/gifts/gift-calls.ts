import { mutate } from 'swr';
import { updateCached } from '@/lib/client/swr/update-cached';
import { jsonApi } from '@/lib/client/json-api';
import { API_KEYS } from '@/lib/client/swr/api-keys';
import { fetchInner } from '@/lib/client/swr/fetchers';
import { isCashboxGift, type GiftDto } from '@/lib/domain/cashbox/cashbox-types';

/**
 * The browser's gift calls (docs/API.md "Gifts"), shared by the cashbox and the thanks modal. The
 * list itself is read through SWR (API_KEYS.gifts, `{ data: { data } }`).
 */

/** Spec §4 cashbox gift filter, in the order the server lists them (newest first). */
export function cashboxGifts(gifts: readonly GiftDto[], currency: string, nowMs = Date.now()): GiftDto[] {
  return gifts.filter((gift) => isCashboxGift(gift, currency, nowMs));
}

/** Picks the gift for the next deposit (POST /json-api/user-gifts/cashbox-select); null picks none. */
export async function selectCashboxGift(userGiftId: number | null): Promise<void> {
  await jsonApi('/json-api/user-gifts/cashbox-select', { method: 'POST', body: { user_gift_id: userGiftId } });
}

/** The same list with `userGiftId` as the cashbox's pick (the server keeps one pick at a time). */
export function withCashboxPick(gifts: readonly GiftDto[] | undefined, userGiftId: number | null): GiftDto[] {
  return (gifts ?? []).map((gift) => ({ ...gift, cashboxSelected: gift.id === userGiftId }));
}

/** Reads the player's gifts into SWR's cache (the thanks modal picks one before the cashbox opens on them). */
export async function loadGifts(): Promise<GiftDto[]> {
  return (await mutate(API_KEYS.gifts, fetchInner<GiftDto[]>(API_KEYS.gifts), { revalidate: false })) ?? [];
}

/** Saves the pick and writes it into the cached gifts, so the cashbox shows it at once (no list cached: it is read again). */
export async function saveCashboxPick(userGiftId: number | null): Promise<void> {
  await selectCashboxGift(userGiftId);
  await updateCached<GiftDto[]>(API_KEYS.gifts, (current) => current && withCashboxPick(current, userGiftId));
}
