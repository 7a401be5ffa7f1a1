import 'server-only';
import type { CouponErrorCode } from '@/lib/domain/coupons/coupons';
import { domainError, type DomainError } from '@/lib/domain/domain-error';

/** Which answer each refusal gets: an unknown code is 404, a code used up or used by the player 409, the rest 400. */
const KINDS: Record<CouponErrorCode, 'invalid' | 'not_found' | 'conflict' | 'forbidden'> = {
  coupon_not_found: 'not_found',
  coupon_not_started: 'invalid',
  coupon_expired: 'invalid',
  coupon_exhausted: 'conflict',
  coupon_used: 'conflict',
  coupon_wrong_currency: 'invalid',
  coupon_gifts_disabled: 'forbidden',
  coupon_multi_account: 'forbidden',
};

/** A refused promo code: `{ errors: [{ code, field: 'code' }] }`, texts in messages `coupons.errors.<code>`. */
export function couponError(code: CouponErrorCode): DomainError {
  return domainError(KINDS[code], code, 'code');
}
