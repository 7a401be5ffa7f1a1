import { listAnswer } from '@croupier/platform/answer-schema';
import { giftDtoSchema } from '@croupier/platform/gifts/gift-answers';
import { listGifts } from '@croupier/platform/gifts/gift-list';
import { handle } from '@croupier/platform/http';

export const dynamic = 'force-dynamic';

/** The player's gifts, newest first (spec §7; docs/API.md "Gifts"): `{ data: { data: GiftDto[] } }`. */
export const GET = handle(async (_req, ctx) => ({ data: { data: await listGifts(ctx.db, ctx.user.id, ctx.locale) } }), {
  auth: 'required',
  cache: 'private',
  answer: listAnswer(giftDtoSchema),
  summary: "The player's gifts, newest first",
});
