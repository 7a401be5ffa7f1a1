import 'server-only';
import { z } from 'zod';
import type { GiftDto } from '@/lib/domain/cashbox/cashbox-types';
import { COMPOINT_PRODUCT_TYPES, type CompointProductDto, type CompointPurchaseDto, type CompointsConfigDto } from '@/lib/domain/compoints/compoints';
import { GIFT_TYPES } from '@/lib/domain/gifts/gifts';
import { answerSchema } from '@/lib/platform/answer-schema';
import { giftDtoSchema, giftTermsSchema } from '@/lib/platform/gifts/gift-answers';

/** The answer schemas of the compoint calls, each tied to its DTO type (lib/domain/compoints/compoints.ts). */

export const compointProductDtoSchema = answerSchema<CompointProductDto>()(
  z
    .strictObject({
      id: z.number().int(),
      type: z.enum(COMPOINT_PRODUCT_TYPES),
      price: z.number().int().describe('whole compoints'),
      stock: z.number().int().nullable().describe('left to sell; null: unlimited'),
      gift: z.strictObject({ title: z.string(), type: z.enum(GIFT_TYPES), terms: giftTermsSchema, validDays: z.number().int() }),
    })
    .meta({ id: 'CompointProductDto' }),
);

const rateSchema = z.strictObject({ currency: z.string(), stake: z.number().int().describe('minor units of real-money slot stakes per compoint') });

export const compointsConfigDtoSchema = answerSchema<CompointsConfigDto>()(
  z.strictObject({
    balance: z.number().int().describe('whole compoints'),
    currency: z.string(),
    rate: rateSchema,
    rates: z.array(rateSchema),
    earnedBy: z.literal('slots'),
    texts: z.strictObject({ title: z.string(), earn: z.string(), spend: z.string() }),
    aboutUrl: z.string(),
  }),
);

export const compointPurchaseDtoSchema = answerSchema<CompointPurchaseDto<GiftDto>>()(
  z.strictObject({ gift: giftDtoSchema, balance: z.number().int().describe('whole compoints left') }),
);
