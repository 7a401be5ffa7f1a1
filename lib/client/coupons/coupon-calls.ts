import { mutate } from 'swr';
import type { CouponRedemptionDto } from '@/lib/domain/coupons/coupons';
import { jsonApi } from '@/lib/client/json-api';
import { API_KEYS } from '@/lib/client/swr/api-keys';

/** POST /json-api/coupon-codes/activate; the gift list is revalidated, so the Gifts tab shows the new gift. */
export async function activateCoupon(code: string): Promise<CouponRedemptionDto> {
  const answer = await jsonApi<{ data: CouponRedemptionDto }>('/json-api/coupon-codes/activate', { method: 'POST', body: { code }, idempotent: true });
  void mutate(API_KEYS.gifts);
  return answer.data;
}
