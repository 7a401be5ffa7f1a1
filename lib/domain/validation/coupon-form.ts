import { z } from '../zod';
import { PROMO_CODE_PATTERN, typed } from './fields';

/**
 * The promo code form and POST /json-api/coupon-codes/activate's body `{ code }`: the same rule
 * on both sides — required, then the registration form's promo code pattern (`promoCode`).
 */
export const couponFormSchema = z.object({
  code: z.string(typed).trim().min(1, { message: 'required', abort: true }).regex(PROMO_CODE_PATTERN, 'promoCode'),
});
