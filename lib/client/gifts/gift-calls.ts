import { jsonApi } from '@/lib/client/json-api';
import { isCashboxGift, type GiftDto } from '@/lib/domain/cashbox-types';

/** The browser's gift calls (docs/API.md "Gifts"), shared by the cashbox and the thanks modal. */

export async function loadGifts(signal?: AbortSignal): Promise<GiftDto[]> {
  const answer = await jsonApi<{ data: { data: GiftDto[] } }>('/json-api/user-gifts', { signal });
  return answer.data.data;
}

/** Spec §4 cashbox gift filter, in the order the server lists them (newest first). */
export function cashboxGifts(gifts: readonly GiftDto[], currency: string, nowMs = Date.now()): GiftDto[] {
  return gifts.filter((gift) => isCashboxGift(gift, currency, nowMs));
}

/** Picks the gift for the next deposit (POST /json-api/user-gifts/cashbox-select); null picks none. */
export async function selectCashboxGift(userGiftId: number | null): Promise<void> {
  await jsonApi('/json-api/user-gifts/cashbox-select', { method: 'POST', body: { user_gift_id: userGiftId } });
}
