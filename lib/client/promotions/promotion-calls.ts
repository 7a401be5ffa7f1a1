import type { UserPromotionDataDto } from '@/lib/domain/promotions/promotion-dtos';
import { isPromotionErrorCode, isPromotionRefusalReason, type PromotionErrorCode, type PromotionRefusalReason } from '@/lib/domain/promotions/promotions';
import { jsonApi, JsonApiError } from '@/lib/client/json-api';
import { PROMOS_PATH } from './promotion-data';

/** The promo page's writes (docs/API.md "Promotions"); refusals are read with `promoRefusal`. */

/** POST /json-api/actions/be_participant `{ actionId }`: `{ ok, action_id }`. */
export async function beParticipant(actionId: number): Promise<void> {
  await jsonApi(`${PROMOS_PATH}/be_participant`, { method: 'POST', body: { actionId } });
}

/** POST /json-api/high-fives `{ actionId, toUserId }`: the giver's points after it and today's count. */
export async function giveHighFive(actionId: number, toUserId: number): Promise<{ points: number; sentToday: number }> {
  return (await jsonApi<{ data: { points: number; sentToday: number } }>('/json-api/high-fives', { method: 'POST', body: { actionId, toUserId }, idempotent: true })).data;
}

/**
 * POST /json-api/actions/{promoId}/prizes/{prizeId}/exchange: the player's data after the exchange,
 * and whether the prize waits for the player's identity verification (a real-money prize).
 */
export async function exchangePrize(promoId: number, prizeId: number): Promise<{ participant: UserPromotionDataDto; held: boolean }> {
  const { data } = await jsonApi<{ data: { participant: UserPromotionDataDto; held?: boolean } }>(`${PROMOS_PATH}/${promoId}/prizes/${prizeId}/exchange`, { method: 'POST', idempotent: true });
  return { participant: data.participant, held: data.held === true };
}

export interface PromotionRefusal {
  /** A known promo code (texts `promo.errors.<code>`), or null: anything else (network, 5xx). */
  code: PromotionErrorCode | null;
  /** insufficient_funds: the minor points missing. */
  missing: number | null;
  /** Why, when the code alone would mislead (texts `promo.errorReasons.<reason>`). */
  reason: PromotionRefusalReason | null;
}

/** What a failed promo call says: its promo code and, for insufficient_funds, the missing points (beside `errors` or in `details`). */
export function promoRefusal(error: unknown): PromotionRefusal {
  if (!(error instanceof JsonApiError)) return { code: null, missing: null, reason: null };
  const code = isPromotionErrorCode(error.code) ? error.code : null;
  const body = (error.body ?? {}) as { missing?: unknown; reason?: unknown; details?: { missing?: unknown } };
  const missing = body.missing ?? body.details?.missing;
  return { code, missing: typeof missing === 'number' && Number.isFinite(missing) ? missing : null, reason: isPromotionRefusalReason(body.reason) ? body.reason : null };
}

/** The catalogue key (under `promo`) of a refusal's text: its reason's, else its code's, else the generic one. */
export function refusalTextKey(refusal: PromotionRefusal): `errorReasons.${PromotionRefusalReason}` | `errors.${PromotionErrorCode}` | 'errors.generic' {
  if (refusal.reason) return `errorReasons.${refusal.reason}`;
  return refusal.code ? `errors.${refusal.code}` : 'errors.generic';
}
