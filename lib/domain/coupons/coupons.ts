/**
 * Promo codes (spec platform §7 "POST /json-api/coupon-codes/activate"): a code grants its gift
 * once per player. Each refusal has its own code (texts in messages `coupons.errors.<code>`).
 */
export const COUPON_ERROR_CODES = [
  /** No active code with that text. */
  'coupon_not_found',
  /** The code's validity has not begun. */
  'coupon_not_started',
  /** The code's validity has ended. */
  'coupon_expired',
  /** Every use of the code is taken. */
  'coupon_exhausted',
  /** This player used the code already. */
  'coupon_used',
  /** The code is for players of another currency. */
  'coupon_wrong_currency',
  /** Gifts are switched off on the account (spec §6). */
  'coupon_gifts_disabled',
  /** Multi-account players get no gifts (spec §6). */
  'coupon_multi_account',
] as const;
export type CouponErrorCode = (typeof COUPON_ERROR_CODES)[number];

export function isCouponErrorCode(value: unknown): value is CouponErrorCode {
  return typeof value === 'string' && (COUPON_ERROR_CODES as readonly string[]).includes(value);
}

/** The answer of a redeemed code: the gift it granted, its title in the caller's language. */
export interface CouponRedemptionDto {
  code: string;
  gift: { id: number; type: string; title: string };
}

/** Codes are compared without case and surrounding spaces: `welcome2026` is `WELCOME2026`. */
export const normalizeCouponCode = (code: string) => code.trim().toUpperCase();
