import { dataAnswer } from '@croupier/platform/answer-schema';
import { userPromotionDataDtoSchema } from '@croupier/platform/promotions/promotion-answers';
import { now } from '@croupier/platform/clock';
import { found, handle, pathId } from '@croupier/platform/http';
import { participantData } from '@croupier/platform/promotions/membership';

export const dynamic = 'force-dynamic';

/**
 * The player's own data of a promo (docs/API.md "Promotions: membership"): `{ data:
 * UserPromotionDataDto }`; 404 `not_found` for an unknown promo and when the promo has a participate
 * button the player has not pressed (the site reads that as null).
 */
export const GET = handle<{ key: string }>(async (_req, ctx) => ({ data: found(await participantData(ctx.db, pathId(ctx.params.key), ctx.user.id, now())) }), {
  auth: 'required',
  answer: dataAnswer(userPromotionDataDtoSchema),
  summary: "The player's own data in a promotion",
});
