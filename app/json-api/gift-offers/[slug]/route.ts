import { dataAnswer } from '@croupier/platform/answer-schema';
import { giftOfferDtoSchema } from '@croupier/platform/gifts/gift-answers';
import { readGiftOffer } from '@croupier/platform/gift-offers/offers';
import { handle, pathSlug } from '@croupier/platform/http';

export const dynamic = 'force-dynamic';

/**
 * A public gift offer (docs/API.md "Gift offers") → `{ data: GiftOfferDto }`: what it gives in the
 * player's currency (the default currency for a guest), its end and whether it is open; 404 `not_found`.
 */
export const GET = handle<{ slug: string }>(
  async (_req, ctx) => ({ data: await readGiftOffer(ctx.db, pathSlug(ctx.params.slug), ctx.locale, ctx.user?.id ?? null) }),
  { auth: 'optional', cache: 'private', answer: dataAnswer(giftOfferDtoSchema), summary: "A public gift offer in the player's currency" },
);
