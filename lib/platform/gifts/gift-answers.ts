import 'server-only';
import { z } from 'zod';
import type { GiftDto } from '@/lib/domain/cashbox/cashbox-types';
import { GIFT_REASONS, GIFT_STATES, GIFT_TYPES, type GiftConditions, type GiftSpec, type GiftTerms } from '@/lib/domain/gifts/gifts';
import type { GiftOfferDto } from '@/lib/domain/gifts/gift-offers';
import { answerSchema } from '@/lib/platform/answer-schema';

/**
 * The answer schemas of the gift calls, each tied to its type (GiftDto of
 * lib/domain/cashbox/cashbox-types.ts, GiftTerms and GiftSpec of lib/domain/gifts/gifts.ts).
 * Amounts are minor units per currency.
 */

const int = () => z.number().int();
const perCurrency = () => z.record(z.string(), int()).describe('minor units by currency');
const localizedText = z.strictObject({ ru: z.string().optional(), en: z.string().optional(), it: z.string().optional() });

export const giftConditionsSchema = answerSchema<GiftConditions>()(
  z.strictObject({
    contacts: z.enum(['email', 'phone', 'both']).optional().describe('verified contacts the gift requires'),
    device: z.enum(['mobile', 'desktop']).optional().describe('the device it is activated on'),
    minDeposits: perCurrency().optional().describe('paid deposits the player must have made first'),
  }),
);

/** A gift to grant, as a group's child: its terms hold the group's own schema again. */
const giftSpecSchema: z.ZodType<GiftSpec> = z.lazy(() =>
  z
    .strictObject({
      title: localizedText,
      terms: giftTermsSchema,
      conditions: giftConditionsSchema.optional(),
      depositLimits: z.array(z.strictObject({ currency: z.string(), limit: int() })).readonly().optional(),
      validDays: int(),
    })
    .meta({ id: 'GiftSpec' }),
);

export const giftTermsSchema = answerSchema<GiftTerms>()(
  z
    .discriminatedUnion('type', [
      z.strictObject({ type: z.literal('deposit_bonus'), percent: int(), maxDeposits: int(), wager: int() }),
      z.strictObject({ type: z.literal('cash'), amounts: perCurrency(), to: z.enum(['real', 'bonus']), wager: int() }),
      z.strictObject({ type: z.literal('giftspin'), gameSlug: z.string(), spins: int(), stakes: perCurrency(), wager: int() }),
      z.strictObject({ type: z.literal('provider_spins'), producerSlug: z.string(), spins: int(), stakes: perCurrency(), wager: int() }),
      z.strictObject({ type: z.literal('freebet'), producerSlug: z.string(), stakes: perCurrency(), wager: int() }),
      z.strictObject({ type: z.literal('cashback'), percent: int(), periodDays: int(), wager: int() }),
      z.strictObject({ type: z.literal('group'), gifts: z.array(giftSpecSchema).readonly() }),
      z.strictObject({ type: z.literal('custom'), description: localizedText, worth: perCurrency().optional() }),
      z.strictObject({ type: z.literal('xp'), points: int() }),
      z.strictObject({ type: z.literal('compoint'), compoints: int() }),
      z.strictObject({ type: z.literal('bonus_offer'), percent: int(), minDeposits: perCurrency(), maxBonus: perCurrency(), wager: int() }),
      z.strictObject({ type: z.literal('nondeposit'), amounts: perCurrency(), wager: int() }),
    ])
    .meta({ id: 'GiftTerms' }),
);

export const giftDtoSchema = answerSchema<GiftDto>()(
  z
    .strictObject({
      id: int(),
      title: z.string(),
      type: z.enum(GIFT_TYPES),
      state: z.enum(GIFT_STATES),
      reason: z.enum(GIFT_REASONS),
      expiredAt: z.string().describe('ISO 8601'),
      percent: int().nullable().describe('deposit_bonus: the share of each deposit paid as bonus money'),
      restrictions: z.strictObject({ depositLimits: z.array(z.strictObject({ currency: z.string(), limit: int() })) }),
      restrictionsState: z.strictObject({ depositProgress: int() }),
      cashboxSelected: z.boolean(),
      terms: giftTermsSchema.nullable().describe('null for a malformed row'),
      conditions: giftConditionsSchema,
      activatedAt: z.string().nullable(),
      usedAt: z.string().nullable(),
      spinsLeft: int().nullable().describe('free-round gifts: rounds left once activated'),
    })
    .meta({ id: 'GiftDto' }),
);

export const giftOfferDtoSchema = answerSchema<GiftOfferDto>()(
  z.strictObject({
    slug: z.string(),
    title: z.string(),
    type: z.enum(GIFT_TYPES),
    value: z
      .strictObject({ amount: int().nullable().describe('minor units'), currency: z.string().nullable(), spins: int().nullable(), gameSlug: z.string().nullable() })
      .describe('in the player’s currency, or the default one for a guest'),
    wager: int().nullable().describe('null: it gives no bonus money'),
    validDays: int(),
    endsAt: z.string().nullable().describe('ISO 8601; null: it does not end'),
    open: z.boolean(),
  }),
);
