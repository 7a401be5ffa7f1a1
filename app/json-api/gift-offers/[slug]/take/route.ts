import { dataAnswer } from '@croupier/platform/answer-schema';
import { giftDtoSchema } from '@croupier/platform/gifts/gift-answers';
import { takeGiftOffer } from '@croupier/platform/gift-offers/offers';
import { handle, pathSlug } from '@croupier/platform/http';
import { idempotentCall } from '@croupier/platform/idempotency/idempotent-call';

export const dynamic = 'force-dynamic';

/**
 * Takes a gift offer: grants its gift once per player → `{ data: GiftDto }` (the same gift on every
 * later take); 400 `offer_ended`, 404 `not_found` (docs/API.md "Gift offers"). An optional key
 * (`Idempotency-Key` or `{ requestId }`) answers a retry with the first answer (docs/API.md "Idempotency").
 */
export const POST = handle<{ slug: string }>(
  async (req, ctx) => {
    const slug = pathSlug(ctx.params.slug);
    return idempotentCall(req, ctx, 'gift_offer_take', async (db) => ({ data: await takeGiftOffer(db, ctx.user.id, slug, ctx.locale) }));
  },
  { auth: 'required', idempotent: true, answer: dataAnswer(giftDtoSchema), summary: 'Takes a gift offer: its gift, once per player', errors: { 400: ['offer_ended'] } },
);
