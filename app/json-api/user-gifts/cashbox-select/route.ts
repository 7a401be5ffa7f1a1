import { listAnswer } from '@croupier/platform/answer-schema';
import { giftDtoSchema } from '@croupier/platform/gifts/gift-answers';
import { cashboxSelectSchema, selectCashboxGift } from '@croupier/platform/gifts/cashbox-select';
import { handle } from '@croupier/platform/http';

export const dynamic = 'force-dynamic';

/**
 * Picks the gift for the next deposit (spec §7): body `{ user_gift_id: number | null }` → the
 * fresh list `{ data: { data: GiftDto[] } }`; 400 `gift_not_available` for a gift the player
 * cannot use in the cashbox.
 */
export const POST = handle(
  async (_req, ctx) => {
    const { user_gift_id } = await ctx.body();
    return { data: { data: await selectCashboxGift(ctx.db, ctx.user.id, user_gift_id, ctx.locale) } };
  },
  { auth: 'required', body: cashboxSelectSchema, answer: listAnswer(giftDtoSchema), summary: 'Picks the gift for the next deposit (null: none); the fresh gift list', errors: { 400: ['gift_not_available'] } },
);
