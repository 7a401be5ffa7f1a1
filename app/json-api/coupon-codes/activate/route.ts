import { dataAnswer } from '@croupier/platform/answer-schema';
import { couponRedemptionDtoSchema } from '@croupier/platform/coupons/coupon-answers';
import { activateCoupon } from '@croupier/platform/coupons/activate';
import { handle } from '@croupier/platform/http';
import { idempotentCall } from '@croupier/platform/idempotency/idempotent-call';
import { couponFormSchema } from '@/lib/domain/validation/coupon-form';

export const dynamic = 'force-dynamic';

/**
 * Redeems a promo code (spec §7 coupon-codes/activate): body `{ code, requestId? }` (or the key as
 * `Idempotency-Key`: a retry answers the first redemption, docs/API.md "Idempotency") →
 * `{ data: CouponRedemptionDto }` (the gift granted, reason personal). Refusals: 400 `required` /
 * `promoCode` (malformed), 404 `coupon_not_found`, 400 `coupon_not_started` / `coupon_expired` /
 * `coupon_wrong_currency`, 409 `coupon_exhausted` / `coupon_used` / `idempotency_key_reused`,
 * 403 `coupon_gifts_disabled` / `coupon_multi_account`.
 */
export const POST = handle(
  async (req, ctx) => {
    const { code } = await ctx.body();
    return idempotentCall(req, ctx, 'coupon_activation', async (db) => ({ data: await activateCoupon(db, ctx.user.id, code, ctx.locale) }));
  },
  {
    auth: 'required',
    body: couponFormSchema,
    idempotent: true,
    answer: dataAnswer(couponRedemptionDtoSchema),
    summary: 'Redeems a promo code',
    errors: {
      400: ['promoCode', 'coupon_not_started', 'coupon_expired', 'coupon_wrong_currency'],
      403: ['coupon_gifts_disabled', 'coupon_multi_account'],
      404: ['coupon_not_found'],
      409: ['coupon_exhausted', 'coupon_used'],
    },
  },
);
