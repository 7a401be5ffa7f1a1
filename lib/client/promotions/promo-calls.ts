import type { UserPromoDataDto } from '@/lib/domain/promotion-dtos';
import { isPromoErrorCode, type PromoErrorCode } from '@/lib/domain/promotions';
import { jsonApi, JsonApiError } from '@/lib/client/json-api';
import { PROMOS_PATH } from './promo-data';

/** The promo page's writes (docs/API.md "Promotions"); refusals are read with `promoRefusal`. */

/** POST /json-api/actions/be_participant `{ actionId }`: `{ ok, action_id }`. */
export async function beParticipant(actionId: number): Promise<void> {
  await jsonApi(`${PROMOS_PATH}/be_participant`, { method: 'POST', body: { actionId } });
}

/** POST /json-api/high-fives `{ actionId, toUserId }`: the giver's points after it and today's count. */
export async function giveHighFive(actionId: number, toUserId: number): Promise<{ points: number; sentToday: number }> {
  return (await jsonApi<{ data: { points: number; sentToday: number } }>('/json-api/high-fives', { method: 'POST', body: { actionId, toUserId }, idempotent: true })).data;
}

/** POST /json-api/actions/{promoId}/prizes/{prizeId}/exchange: the player's data after the exchange. */
export async function exchangePrize(promoId: number, prizeId: number): Promise<UserPromoDataDto> {
  return (await jsonApi<{ data: { participant: UserPromoDataDto } }>(`${PROMOS_PATH}/${promoId}/prizes/${prizeId}/exchange`, { method: 'POST', idempotent: true })).data.participant;
}

export interface PromoRefusal {
  /** A known promo code (texts `promo.errors.<code>`), or null: anything else (network, 5xx). */
  code: PromoErrorCode | null;
  /** insufficient_funds: the minor points missing. */
  missing: number | null;
}

/** What a failed promo call says: its promo code and, for insufficient_funds, the missing points (beside `errors` or in `details`). */
export function promoRefusal(error: unknown): PromoRefusal {
  if (!(error instanceof JsonApiError)) return { code: null, missing: null };
  const code = isPromoErrorCode(error.code) ? error.code : null;
  const body = (error.body ?? {}) as { missing?: unknown; details?: { missing?: unknown } };
  const missing = body.missing ?? body.details?.missing;
  return { code, missing: typeof missing === 'number' && Number.isFinite(missing) ? missing : null };
}
