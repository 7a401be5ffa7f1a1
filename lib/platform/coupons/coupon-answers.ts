import 'server-only';
import { z } from 'zod';
import type { CouponRedemptionDto } from '@/lib/domain/coupons/coupons';
import { answerSchema } from '@/lib/platform/answer-schema';

/** The answer schema of POST /json-api/coupon-codes/activate, tied to CouponRedemptionDto (lib/domain/coupons/coupons.ts). */
export const couponRedemptionDtoSchema = answerSchema<CouponRedemptionDto>()(
  z.strictObject({
    code: z.string().describe('the code as stored (upper case)'),
    gift: z.strictObject({ id: z.number().int(), type: z.string().describe('a gift type'), title: z.string() }).describe('the gift granted'),
  }),
);
