import { takeGiftOffer } from '@/lib/platform/gift-offers/offers';
import { handle, pathSlug } from '@/lib/platform/http';

export const dynamic = 'force-dynamic';

/**
 * Takes a gift offer: grants its gift once per player → `{ data: GiftDto }` (the same gift on every
 * later take); 400 `offer_ended`, 404 `not_found` (docs/API.md "Gift offers").
 */
export const POST = handle<{ slug: string }>(
  async (_req, ctx) => ({ data: await takeGiftOffer(ctx.db, ctx.user.id, pathSlug(ctx.params.slug), ctx.locale) }),
  { auth: 'required' },
);
